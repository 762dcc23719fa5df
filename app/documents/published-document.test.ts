/**
 * The public file of a published version (docs/decisions/053, 054), against a real SQLite file:
 * publication stores a stamped, signed copy beside the untouched original; a corrected copy gets
 * its own and restamps the version it replaced; a lost stamp (crash after the commit) is made on
 * the next request.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { createCorrectedCopy } from "#app/decisions/lifecycle/corrected-copy.server";
import { documentContent } from "./content-store.server";
import { publishedDocument, stampAfterCommit } from "./published-document.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
});
afterAll(() => t.cleanup());

const PUBLISHED_AT = Date.parse("2026-01-10T09:00:00Z"); // 11:00 in Athens

const documentRow = (id: number) => ({
  ...t.db.select().from(schema.documents).where(eq(schema.documents.id, id)).get()!,
  content: documentContent(t.db, id)!,
});
const stampRow = (versionId: string) =>
  t.db.select().from(schema.stampedDocuments).where(eq(schema.stampedDocuments.versionId, versionId)).get();

async function text(bytes: Buffer) {
  const proxy = await getDocumentProxy(new Uint8Array(bytes));
  return (await extractText(proxy, { mergePages: true })).text.replace(/\s+/g, " ");
}

function pdfsigValid(bytes: Buffer): boolean {
  if (!fs.existsSync("/usr/bin/pdfsig")) return true;
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pub-")), "doc.pdf");
  fs.writeFileSync(file, bytes);
  const report = execFileSync("/usr/bin/pdfsig", ["-nocert", file]).toString();
  return report.includes("Signature is Valid.") && report.includes("Total document signed");
}

async function publishOne(text = "Uploaded decision") {
  const { versionId, documentId } = (() => {
    const submitted = submitDecision(t.db, {
      user: submitter,
      input: input(),
      document: pdf(text),
      fields: FIELDS,
      now: PUBLISHED_AT - 60_000,
    });
    const version = t.db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, submitted.versionId))
      .get()!;
    return { versionId: submitted.versionId, documentId: version.documentId! };
  })();
  const published = await publishDecision(t.db, {
    user: publisher,
    versionId,
    recipients: [],
    baseUrl: "https://register.example",
    now: PUBLISHED_AT,
  });
  if (!published.ok) throw new Error("publish refused");
  return { versionId, documentId, ada: published.ada, decisionId: published.decisionId };
}

describe("publication", () => {
  it("stores a stamped, signed copy beside the original, which keeps its bytes and checksum", async () => {
    const { versionId, documentId, ada } = await publishOne("Uploaded decision");
    const originalBefore = documentRow(documentId);
    const stamp = stampRow(versionId)!;
    expect(stamp).toMatchObject({ originalDocumentId: documentId, originalSha256: originalBefore.sha256 });
    expect(stamp.supersededByVersionId).toBeNull();
    const stamped = documentRow(stamp.documentId);
    expect(stamped.filename).toBe(`${ada}.pdf`);
    expect(await text(stamped.content)).toContain(`ΑΔΑ: ${ada} · Αναρτήθηκε στο Μητρώο: 10/01/2026 11:00`);
    expect(await text(stamped.content)).toContain("Uploaded decision");
    expect(pdfsigValid(stamped.content)).toBe(true);
    // The original is as uploaded.
    expect(documentRow(documentId).content.equals(originalBefore.content)).toBe(true);
    expect(await text(originalBefore.content)).not.toContain("ΑΔΑ");
  });

  it("makes a missing stamp on the next request, once, and then serves the same file", async () => {
    const { versionId } = await publishOne("Crash after commit");
    // As if the process died between the commit and the stamping.
    t.db.delete(schema.stampedDocuments).where(eq(schema.stampedDocuments.versionId, versionId)).run();
    const [a, b] = await Promise.all([publishedDocument(t.db, versionId), publishedDocument(t.db, versionId)]);
    expect(a?.id).toBe(b?.id);
    expect((await publishedDocument(t.db, versionId))?.sha256).toBe(a?.sha256);
  });
});

describe("a corrected copy (ορθή επανάληψη)", () => {
  it("gets its own stamped file, and the replaced version is restamped as superseded and re-signed", async () => {
    const { versionId, decisionId, ada } = await publishOne("First text");
    const firstStamp = stampRow(versionId)!;
    const decision = t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!;
    const { organizationId: _o, recipients: _r, ...values } = input();
    const corrected = createCorrectedCopy(t.db, {
      user: publisher,
      versionId,
      expected: { versionId, updatedAt: decision.updatedAt },
      input: values,
      document: pdf("Corrected text"),
      fields: FIELDS,
      now: PUBLISHED_AT + 86_400_000,
    });
    if (!corrected.ok) throw new Error(corrected.reason);
    await stampAfterCommit(t.db, [corrected.versionId, versionId], PUBLISHED_AT + 86_400_000);

    const newFile = documentRow(stampRow(corrected.versionId)!.documentId).content;
    expect(await text(newFile)).toContain(`ΑΔΑ: ${ada} · Αναρτήθηκε στο Μητρώο: 11/01/2026 11:00`);
    expect(await text(newFile)).toContain("Corrected text");

    const restamp = stampRow(versionId)!;
    expect(restamp.supersededByVersionId).toBe(corrected.versionId);
    expect(restamp.documentId).not.toBe(firstStamp.documentId);
    const oldFile = documentRow(restamp.documentId).content;
    expect(await text(oldFile)).toContain(
      `Μη έγκυρη έκδοση: αντικαταστάθηκε με ορθή επανάληψη στις 11/01/2026 11:00 (έκδοση ${corrected.versionId})`,
    );
    expect(await text(oldFile)).toContain("First text");
    expect(pdfsigValid(oldFile)).toBe(true);
    // The file first published stays stored and valid (anyone who downloaded it can still check it).
    expect(pdfsigValid(documentRow(firstStamp.documentId).content)).toBe(true);
  });
});
