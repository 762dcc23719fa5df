/**
 * Content-addressed storage (issue 9, docs/decisions/098) on a real SQLite file: the same bytes
 * uploaded twice are kept once, each upload keeps its own name, and the bytes go with their last use.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { submitDecision } from "#app/decisions/submit.server";
import { deleteSubmitted } from "#app/decisions/lifecycle/delete-submitted.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { contentBySha256, documentContent, insertDocument } from "./content-store.server";

let t: TestDatabase;
let submitter: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
});
afterAll(() => t.cleanup());

const contentRows = (sha256: string) =>
  t.db.select().from(schema.documentContents).where(eq(schema.documentContents.sha256, sha256)).all();
const versionDocument = (versionId: string) =>
  t.db
    .select({ id: schema.documents.id, sha256: schema.documents.sha256, filename: schema.documents.filename })
    .from(schema.decisionVersions)
    .innerJoin(schema.documents, eq(schema.documents.id, schema.decisionVersions.documentId))
    .where(eq(schema.decisionVersions.versionId, versionId))
    .get()!;

describe("the same file uploaded for two decisions", () => {
  it("is stored once, read by both, and deleted with its last use only", () => {
    const file = pdf("one and the same decision text");
    const submit = (name: string) =>
      submitDecision(t.db, { user: submitter, input: input(), document: { ...file, name }, fields: FIELDS });
    const first = submit("first.pdf");
    const second = submit("second.pdf");
    const a = versionDocument(first.versionId);
    const b = versionDocument(second.versionId);

    // Two uses, each with its own name, over one copy of the bytes.
    expect(a.id).not.toBe(b.id);
    expect([a.filename, b.filename]).toEqual(["first.pdf", "second.pdf"]);
    expect(a.sha256).toBe(b.sha256);
    expect(contentRows(a.sha256)).toHaveLength(1);
    expect(documentContent(t.db, a.id)!.equals(Buffer.from(file.bytes))).toBe(true);
    expect(documentContent(t.db, b.id)!.equals(Buffer.from(file.bytes))).toBe(true);

    const remove = (versionId: string) => {
      const decision = t.db
        .select()
        .from(schema.decisions)
        .innerJoin(schema.decisionVersions, eq(schema.decisionVersions.decisionId, schema.decisions.id))
        .where(eq(schema.decisionVersions.versionId, versionId))
        .get()!.decisions;
      const result = deleteSubmitted(t.db, {
        user: submitter,
        versionId,
        expected: { versionId, updatedAt: decision.updatedAt },
      });
      expect(result.ok).toBe(true);
    };
    // The first decision goes: the second still reads the bytes.
    remove(first.versionId);
    expect(contentRows(a.sha256)).toHaveLength(1);
    expect(documentContent(t.db, b.id)!.equals(Buffer.from(file.bytes))).toBe(true);
    // The last use goes: so do the bytes.
    remove(second.versionId);
    expect(contentRows(a.sha256)).toHaveLength(0);
  });
});

describe("insertDocument", () => {
  it("keeps different bytes apart and answers null for an unknown document", () => {
    const now = Date.now();
    const one = insertDocument(t.db, {
      filename: "a.txt",
      mimeType: "text/plain",
      bytes: Buffer.from("α"),
      createdAt: now,
    });
    const two = insertDocument(t.db, {
      filename: "b.txt",
      mimeType: "text/plain",
      bytes: Buffer.from("β"),
      createdAt: now,
    });
    expect(one.sha256).not.toBe(two.sha256);
    expect(contentBySha256(t.db, one.sha256)!.toString()).toBe("α");
    expect(contentBySha256(t.db, two.sha256)!.toString()).toBe("β");
    expect(one).toMatchObject({ filename: "a.txt", mimeType: "text/plain", size: Buffer.byteLength("α") });
    expect(documentContent(t.db, 987_654)).toBeNull();
  });
});
