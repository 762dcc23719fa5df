import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { extractText, getDocumentProxy } from "unpdf";
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { renderDecisionPdf } from "./pdf";
import { signDocument } from "./sign";
import { identityFromP12, selfSignedIdentity } from "./signing-identity.server";
import { stampedDocument, stampLines, stampPdf } from "./stamp";

const PDFSIG = "/usr/bin/pdfsig";
const ADA = "Ψ11446ΜΓΨ7-ΠΚΛ";
const PUBLISHED_AT = Date.parse("2025-04-17T09:05:00Z"); // 12:05 in Athens (summer time)

async function original(lines = 0) {
  return renderDecisionPdf({
    subject: "Έγκριση δαπάνης για τη μίσθωση ακινήτου",
    organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    issueDate: "2025-04-17",
    protocolNumber: "Ε2281",
    lines: Array.from({ length: lines }, (_, i) => `Παράγραφος ${i + 1}: ${"κείμενο ".repeat(30)}`),
    createdAt: PUBLISHED_AT,
  });
}

async function pageTexts(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(proxy, { mergePages: false });
  return text.map((t) => t.replace(/\s+/g, " "));
}

/** The embedded TrueType files of a PDF (their stored bytes, in hex), one per font. */
async function fontFiles(bytes: Uint8Array): Promise<Set<string>> {
  const pdf = await PDFDocument.load(bytes);
  const files = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of("Type")) !== PDFName.of("FontDescriptor")) continue;
    const file = pdf.context.lookup(object.get(PDFName.of("FontFile2")));
    if (file instanceof PDFRawStream) files.add(Buffer.from(file.getContents()).toString("hex"));
  }
  return files;
}

describe("stampPdf", () => {
  it("writes the ADA and the publication time (Athens) on every page, as extractable Greek", async () => {
    const source = await original(150);
    const stamped = await stampPdf(source, { ada: ADA, publishedAt: PUBLISHED_AT });
    const pages = await pageTexts(stamped);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(page).toContain(`ΑΔΑ: ${ADA} · Αναρτήθηκε στο Μητρώο: 17/04/2025 12:05`);
    expect(pages.join(" ")).not.toContain("Μη έγκυρη έκδοση");
    if (fs.existsSync("/usr/bin/pdftotext")) {
      const text = execFileSync("/usr/bin/pdftotext", ["-enc", "UTF-8", "-", "-"], { input: stamped }).toString();
      expect(text).toContain(`ΑΔΑ: ${ADA}`);
    }
  });

  it("adds the superseded line, and leaves the original's own text in place", async () => {
    const stamped = await stampPdf(await original(), {
      ada: ADA,
      publishedAt: PUBLISHED_AT,
      supersededBy: { versionId: "b1e0c3c2-0000-4000-8000-000000000001", at: Date.parse("2025-05-02T07:00:00Z") },
    });
    const [page] = await pageTexts(stamped);
    expect(page).toContain(
      "Μη έγκυρη έκδοση: αντικαταστάθηκε με ορθή επανάληψη στις 02/05/2025 10:00 (έκδοση b1e0c3c2-0000-4000-8000-000000000001)",
    );
    expect(page).toContain("Έγκριση δαπάνης για τη μίσθωση ακινήτου");
  });

  it("embeds the same font file in every stamp, whatever its ADA and time, and the text still reads right", async () => {
    const source = await original();
    const other = { ada: "ΩΡ0Ζ46ΜΓΨ9-ΧΞΘ", publishedAt: Date.parse("2026-11-30T21:59:00Z") };
    const [a, b] = await Promise.all([
      stampPdf(source, { ada: ADA, publishedAt: PUBLISHED_AT }),
      stampPdf(source, other),
    ]);
    // The original's fonts are the same in both; the stamp's subset is too (made once, decision 126).
    const fontsOfA = await fontFiles(a);
    expect(new Set([...fontsOfA, ...(await fontFiles(b))]).size).toBe(fontsOfA.size);
    expect((await pageTexts(b))[0]).toContain(stampLines(other).main);
    // A character outside the stamp's alphabet gets its glyph all the same (another subset).
    const odd = await stampPdf(source, { ada: "ΑΔΑ-Ϡ", publishedAt: PUBLISHED_AT });
    expect((await pageTexts(odd))[0]).toContain("ΑΔΑ: ΑΔΑ-Ϡ");
  });

  it("refuses bytes that are not a PDF", async () => {
    await expect(
      stampPdf(Buffer.from("%PDF-1.7\nnot really"), { ada: ADA, publishedAt: PUBLISHED_AT }),
    ).rejects.toThrow();
  });
});

describe("signDocument", () => {
  const identity = selfSignedIdentity();

  it("gives a PAdES B-B (ETSI.CAdES.detached) signature that covers the whole file and verifies", async () => {
    const pdf = await stampedDocument(await original(), { ada: ADA, publishedAt: PUBLISHED_AT });
    const signed = await signDocument(pdf, identity);
    const text = signed.toString("latin1");
    expect(text).toContain("/SubFilter /ETSI.CAdES.detached");
    const [, a, b, c] = /\/ByteRange \[(\d+) (\d+) (\d+) (\d+)\]/.exec(text)!.map(Number);
    // The two signed ranges run from the first byte to the last, around the signature only.
    expect(a).toBe(0);
    expect(c + Number(/\/ByteRange \[\d+ \d+ \d+ (\d+)\]/.exec(text)![1])).toBe(signed.length);
    expect(b).toBeLessThan(c);
    if (fs.existsSync(PDFSIG)) {
      const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sig-")), "signed.pdf");
      fs.writeFileSync(file, signed);
      const report = execFileSync(PDFSIG, ["-nocert", file]).toString();
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Total document signed");
    }
    // The stamp is still there, text and all.
    expect((await pageTexts(signed))[0]).toContain(stampLines({ ada: ADA, publishedAt: PUBLISHED_AT }).main);
  });

  it("fails verification when a signed byte is changed", async () => {
    if (!fs.existsSync(PDFSIG)) return;
    const signed = await signDocument(
      await stampedDocument(await original(), { ada: ADA, publishedAt: PUBLISHED_AT }),
      identity,
    );
    // A byte of the first page's objects, well inside the first signed range.
    signed[100] ^= 1;
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sig-")), "tampered.pdf");
    fs.writeFileSync(file, signed);
    let report = "";
    try {
      report = execFileSync(PDFSIG, ["-nocert", file]).toString();
    } catch (error) {
      report = String((error as { stdout?: Buffer }).stdout ?? "");
    }
    expect(report).not.toContain("Signature Validation: Signature is Valid.");
  });
});

describe("the configured signing identity (SIGNING_P12_PATH)", () => {
  it("reads an OpenSSL-made PKCS#12 file and signs with it, under the certificate's fingerprint", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "p12-"));
    const [key, cert, p12] = ["key.pem", "cert.pem", "signing.p12"].map((f) => path.join(dir, f));
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=Register Agency/C=GR"].concat([
        "-keyout",
        key,
        "-out",
        cert,
        "-days",
        "2",
      ]),
      { stdio: "ignore" },
    );
    execFileSync("openssl", ["pkcs12", "-export", "-inkey", key, "-in", cert, "-out", p12, "-passout", "pass:s3cret"]);
    const identity = identityFromP12(fs.readFileSync(p12), "s3cret");
    const expected = execFileSync("openssl", ["x509", "-in", cert, "-noout", "-fingerprint", "-sha256"]).toString();
    expect(expected.trim().split("=")[1]).toBe(identity.fingerprint);
    expect(identity.commonName).toBe("Register Agency");
    expect(() => identityFromP12(fs.readFileSync(p12), "wrong")).toThrow();

    const signed = await signDocument(
      await stampedDocument(await original(), { ada: ADA, publishedAt: PUBLISHED_AT }),
      identity,
    );
    expect(signed.toString("latin1")).toContain("/Name (Register Agency)");
    if (fs.existsSync(PDFSIG)) {
      const file = path.join(dir, "signed.pdf");
      fs.writeFileSync(file, signed);
      const report = execFileSync(PDFSIG, ["-nocert", file]).toString();
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Signer Certificate Common Name: Register Agency");
    }
  });
});
