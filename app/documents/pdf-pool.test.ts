/**
 * The PDF work on a worker thread (decision 148), as the built server runs it: the worker entry is
 * bundled with esbuild as scripts/build-server.mjs bundles it (packages external, beside the
 * project's node_modules), started with piscina, and asked for an upload's check, a document's text
 * and a stamped, signed copy. The answers must be those of the same work done in process, signed with the
 * identity the web process handed over.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type Piscina from "piscina";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bundleServerCode } from "#scripts/server-bundle.mjs";
import { encryptedPdf } from "#tests/support/tiny-pdf";
import { renderDecisionPdf } from "./pdf";
import { startPdfPool } from "./pdf-pool.server";
import { extractTextTask, pdfProblemTask, portableIdentity, type StampTask } from "./pdf-work";
import { selfSignedIdentity } from "./signing-identity.server";
import { stampLines } from "./stamp";

const PDFSIG = "/usr/bin/pdfsig";
const PDFTOTEXT = "/usr/bin/pdftotext";
// Inside the project, so the bundle's packages resolve from its node_modules.
const dir = path.resolve(`tests/.tmp/pdf-worker-${process.pid}`);
let pool: Piscina;

beforeAll(async () => {
  await bundleServerCode({ "pdf-worker": "app/documents/pdf-worker.ts" }, dir);
  pool = startPdfPool(path.join(dir, "pdf-worker.js"), 1);
}, 60_000);

afterAll(async () => {
  await pool?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const decision = {
  subject: "Προμήθεια αλατιού αποχιονισμού για τον χειμώνα",
  organization: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
  issueDate: "2025-04-17",
  protocolNumber: "Ε2281",
  lines: ["Η επιτροπή αποφασίζει την προμήθεια αλατιού."],
  createdAt: Date.parse("2025-04-17T09:00:00Z"),
};

describe("the PDF worker thread", () => {
  it("reads a PDF's text as the web process would", async () => {
    const bytes = new Uint8Array(await renderDecisionPdf(decision));
    const onThread = (await pool.run({ bytes, label: "test" }, { name: "text" })) as string;
    expect(onThread).toContain("Προμήθεια αλατιού αποχιονισμού για τον χειμώνα");
    expect(onThread).toBe(await extractTextTask({ bytes, label: "test" }));
    expect(pool.completed).toBeGreaterThanOrEqual(1);
  });

  it("checks an upload as the web process would: readable, encrypted, not a PDF", async () => {
    const check = (bytes: Uint8Array) => pool.run({ bytes }, { name: "check" });
    expect(await check(new Uint8Array(await renderDecisionPdf(decision)))).toBeNull();
    expect(await check(new Uint8Array(encryptedPdf()))).toBe("encrypted");
    expect(await check(new TextEncoder().encode("%PDF-1.4\nnot a pdf"))).toBe("unreadable");
    expect(await pdfProblemTask({ bytes: new Uint8Array(encryptedPdf()) })).toBe("encrypted");
  });

  it("stamps and signs with the identity it is handed", async () => {
    const identity = selfSignedIdentity("Worker thread check");
    const stamp = { ada: "Ψ11446ΜΓΨ7-ΠΚΛ", publishedAt: Date.parse("2025-04-17T09:05:00Z") };
    const task: StampTask = {
      original: new Uint8Array(await renderDecisionPdf(decision)),
      stamp,
      signedAtMs: stamp.publishedAt,
      identity: portableIdentity(identity),
    };
    const signed = Buffer.from((await pool.run(task, { name: "stamp" })) as Uint8Array);
    expect(signed.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    if (fs.existsSync(PDFTOTEXT)) {
      const text = execFileSync(PDFTOTEXT, ["-enc", "UTF-8", "-", "-"], { input: signed }).toString();
      expect(text).toContain(stampLines(stamp).main);
    }
    if (fs.existsSync(PDFSIG)) {
      const file = path.join(dir, "signed.pdf");
      fs.writeFileSync(file, signed);
      const report = execFileSync(PDFSIG, ["-nocert", file]).toString();
      expect(report).toContain("Signature Validation: Signature is Valid.");
      expect(report).toContain("Signer Certificate Common Name: Worker thread check");
    }
  });
});
