/**
 * The published documents' signature is PAdES baseline (docs/decisions/091), as outside verifiers
 * read it: OpenSSL checks the CMS over the signed byte ranges and lists its attributes, pdfsig
 * checks the PDF, `openssl ts -verify` checks the timestamp token against the test authority.
 */
import { execFileSync, spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import forge from "node-forge";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTsa, type TsaProcess } from "#tests/support/tsa-process";
import { certificateDer } from "./cms";
import { renderDecisionPdf } from "./pdf";
import { stampAndSign } from "./published-document.server";
import { signDocument, type SignOptions } from "./sign";
import { selfSignedIdentity } from "./signing-identity.server";
import { stampedDocument } from "./stamp";

const PDFSIG = "/usr/bin/pdfsig";
const STAMP = { ada: "Ψ11446ΜΓΨ7-ΠΚΛ", publishedAt: Date.parse("2025-04-17T09:05:00Z") };
const identity = selfSignedIdentity();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pades-"));
let tsa: TsaProcess;

beforeAll(async () => {
  tsa = await startTsa();
}, 30_000);
afterAll(async () => {
  await tsa?.stop();
});

async function signed(options: SignOptions = {}): Promise<Buffer> {
  const original = await renderDecisionPdf({
    subject: "Έγκριση δαπάνης",
    organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    issueDate: "2025-04-17",
    protocolNumber: "Ε2281",
    lines: [],
    createdAt: STAMP.publishedAt,
  });
  return signDocument(await stampedDocument(original, STAMP), identity, new Date(STAMP.publishedAt), options);
}

/** The signed byte ranges and the CMS (DER, without the placeholder's zero padding) of a PDF. */
function signatureParts(pdf: Buffer): { content: Buffer; cms: Buffer } {
  const text = pdf.toString("latin1");
  const [a, b, c, d] = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(text)!.slice(1).map(Number);
  const content = Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]);
  const hex = pdf.subarray(a + b + 1, c - 1).toString("latin1");
  const padded = Buffer.from(hex, "hex");
  // A definite-length DER SEQUENCE: its header says how long it is.
  const lengthBytes = padded[1] & 0x80 ? padded[1] & 0x7f : 0;
  const length = lengthBytes ? padded.subarray(2, 2 + lengthBytes).readUIntBE(0, lengthBytes) : padded[1];
  return { content, cms: padded.subarray(0, 2 + lengthBytes + length) };
}

function write(name: string, bytes: Buffer | string): string {
  const file = path.join(dir, name);
  fs.writeFileSync(file, bytes);
  return file;
}

function opensslVerifies(pdf: Buffer): boolean {
  const { content, cms } = signatureParts(pdf);
  const run = spawnSync("openssl", [
    "cms",
    "-verify",
    "-inform",
    "DER",
    "-in",
    write("sig.der", cms),
    "-binary",
    "-content",
    write("content.bin", content),
    "-noverify",
    "-out",
    "/dev/null",
  ]);
  return run.status === 0 && run.stderr.toString().includes("Verification successful");
}

function asn1parse(pdf: Buffer): string {
  return execFileSync("openssl", [
    "asn1parse",
    "-inform",
    "DER",
    "-in",
    write("cms.der", signatureParts(pdf).cms),
  ]).toString();
}

function pdfsig(pdf: Buffer): string {
  const run = spawnSync(PDFSIG, ["-nocert", write("signed.pdf", pdf)]);
  return run.stdout.toString();
}

/** The signer's signature value and its timestamp token, read from the CMS. */
function signerParts(pdf: Buffer): { signature: Buffer; token: Buffer | null } {
  type Asn1 = forge.asn1.Asn1;
  const root = forge.asn1.fromDer(signatureParts(pdf).cms.toString("binary"));
  const signedData = ((root.value as Asn1[])[1].value as Asn1[])[0].value as Asn1[];
  const signerInfo = (signedData.at(-1)!.value as Asn1[])[0].value as Asn1[];
  const signature = Buffer.from(signerInfo[5].value as string, "binary");
  const unsigned = signerInfo[6]?.value as Asn1[] | undefined;
  const token = unsigned ? ((unsigned[0].value as Asn1[])[1].value as Asn1[])[0] : null;
  return {
    signature,
    token: token ? Buffer.from(forge.asn1.toDer(token).getBytes(), "binary") : null,
  };
}

describe("PAdES baseline B-B", () => {
  it("is ETSI.CAdES.detached with signing-certificate-v2 and no signing-time, and OpenSSL and pdfsig verify it", async () => {
    const pdf = await signed();
    const text = pdf.toString("latin1");
    expect(text).toContain("/SubFilter /ETSI.CAdES.detached");
    // The signing time is in the signature dictionary: D:20250417…
    expect(text).toMatch(/\/M \(D:20250417/);
    expect(opensslVerifies(pdf)).toBe(true);

    const parsed = asn1parse(pdf);
    expect(parsed).toContain(":contentType");
    expect(parsed).toContain(":messageDigest");
    expect(parsed).toContain(":id-smime-aa-signingCertificateV2");
    expect(parsed).not.toContain("signingTime");
    expect(parsed).not.toContain("id-smime-aa-timeStampToken");
    // The attribute names the signing certificate by its SHA-256.
    const certHash = crypto.createHash("sha256").update(certificateDer(identity.certificates[0])).digest("hex");
    expect(parsed).toContain(`[HEX DUMP]:${certHash.toUpperCase()}`);
    expect(certHash.toUpperCase()).toBe(identity.fingerprint.replace(/:/g, ""));

    if (fs.existsSync(PDFSIG)) {
      const report = pdfsig(pdf);
      expect(report).toContain("Signature Type: ETSI.CAdES.detached");
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
    }
  });

  it("fails OpenSSL's check when a signed byte changes", async () => {
    const pdf = await signed();
    pdf[100] ^= 1;
    expect(opensslVerifies(pdf)).toBe(false);
  });
});

describe("PAdES baseline B-T (a timestamp authority is configured)", () => {
  it("carries the authority's token over the signature value, which openssl ts verifies", async () => {
    const warnings: string[] = [];
    const pdf = await signed({
      timestampAuthority: { url: `${tsa.url}/tsa`, timeoutMs: 10_000 },
      warn: (m) => warnings.push(m),
    });
    expect(warnings).toEqual([]);
    expect(asn1parse(pdf)).toContain(":id-smime-aa-timeStampToken");
    expect(asn1parse(pdf)).not.toContain("signingTime");
    expect(opensslVerifies(pdf)).toBe(true);

    const { signature, token } = signerParts(pdf);
    expect(token).not.toBeNull();
    const digest = crypto.createHash("sha256").update(signature).digest("hex");
    const check = spawnSync("openssl", [
      "ts",
      "-verify",
      "-in",
      write("token.der", token!),
      "-token_in",
      "-digest",
      digest,
      "-CAfile",
      tsa.certFile,
    ]);
    expect(check.stdout.toString()).toContain("Verification: OK");
    // The same token does not vouch for another signature.
    const other = spawnSync("openssl", [
      "ts",
      "-verify",
      "-in",
      write("token.der", token!),
      "-token_in",
      "-digest",
      crypto.createHash("sha256").update("another signature").digest("hex"),
      "-CAfile",
      tsa.certFile,
    ]);
    expect(other.stdout.toString()).not.toContain("Verification: OK");

    if (fs.existsSync(PDFSIG)) expect(pdfsig(pdf)).toContain("Signature Validation: Signature is Valid.");
  });

  for (const [what, route, timeoutMs] of [
    ["refuses", "/refuse", 10_000],
    ["does not answer in time", "/slow", 400],
    ["answers with an HTTP error", "/nowhere", 10_000],
  ] as const) {
    it(`signs B-B, and says so in the log, when the authority ${what}`, async () => {
      const warnings: string[] = [];
      const pdf = await signed({
        timestampAuthority: { url: `${tsa.url}${route}`, timeoutMs },
        warn: (m) => warnings.push(m),
      });
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0])).toMatchObject({
        msg: expect.stringContaining("without a timestamp (PAdES B-B)"),
        tsa: `${tsa.url}${route}`,
      });
      expect(asn1parse(pdf)).not.toContain("id-smime-aa-timeStampToken");
      expect(opensslVerifies(pdf)).toBe(true);
      if (fs.existsSync(PDFSIG)) expect(pdfsig(pdf)).toContain("Signature Validation: Signature is Valid.");
    });
  }

  it("does not ask an authority that just failed again, so a batch does not wait its timeout per document", async () => {
    const authority = { url: `${tsa.url}/slow?batch`, timeoutMs: 1500 };
    const warnings: string[] = [];
    await signed({ timestampAuthority: authority, warn: (m) => warnings.push(m) });
    const started = performance.now();
    const pdf = await signed({ timestampAuthority: authority, warn: (m) => warnings.push(m) });
    expect(performance.now() - started).toBeLessThan(1500);
    expect(warnings.map((w) => JSON.parse(w).reason)).toEqual([
      expect.stringMatching(/abort|timeout/i),
      expect.stringContaining("not asked"),
    ]);
    expect(opensslVerifies(pdf)).toBe(true);
  });

  it("is what a publication gets when TSA_URL is set", async () => {
    const saved = process.env.TSA_URL;
    process.env.TSA_URL = `${tsa.url}/tsa`;
    try {
      const original = await renderDecisionPdf({
        subject: "Έγκριση",
        organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
        issueDate: "2025-04-17",
        protocolNumber: "1",
        lines: [],
        createdAt: STAMP.publishedAt,
      });
      const { bytes } = await stampAndSign(original, STAMP);
      expect(asn1parse(bytes)).toContain(":id-smime-aa-timeStampToken");
      expect(opensslVerifies(bytes)).toBe(true);
    } finally {
      if (saved === undefined) delete process.env.TSA_URL;
      else process.env.TSA_URL = saved;
    }
  });
});
