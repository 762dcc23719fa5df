/**
 * The document text in the search index through the decision's life (issue 10, decision 082),
 * against a real SQLite file: publishing reads the PDF's text, an edit of the metadata keeps it, a
 * corrected copy replaces it, and `npm run reindex -- --document-text` fills a decision indexed
 * without it.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, type TestUser } from "#app/decisions/testing/fixtures";
import { fillDocumentTexts } from "#app/documents/fill-document-text.server";
import { renderDecisionPdf } from "#app/documents/pdf";
import type { UploadedFile } from "#app/fields/upload.rule";
import { createCorrectedCopy } from "./corrected-copy.server";
import { editPublished } from "./edit-published.server";

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

let clock = Date.UTC(2026, 0, 10, 9);
const tick = () => (clock += 60_000);

async function pdfSaying(line: string): Promise<UploadedFile> {
  const bytes = new Uint8Array(
    await renderDecisionPdf({
      subject: "Προμήθεια υλικών",
      organization: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ",
      issueDate: "2026-01-10",
      protocolNumber: "1/2026",
      lines: [line],
      createdAt: clock,
    }),
  );
  return { name: "apofasi.pdf", type: "application/pdf", size: bytes.length, bytes };
}

const found = (text: string) => createFts5Engine(t.db).search({ text });
const edited = () => {
  const { organizationId: _o, recipients: _r, ...rest } = input({ subject: "ΠΡΟΜΗΘΕΙΑ ΥΛΙΚΩΝ (διόρθωση)" });
  return rest;
};

describe("the document text in the index", () => {
  it("is read at publication, kept by an edit, replaced by a corrected copy, and filled by the reindex", async () => {
    const document = await pdfSaying("Αντικείμενο: αλάτι αποχιονισμού για τους δρόμους.");
    const { decisionId, versionId } = submitDecision(t.db, {
      user: submitter,
      input: input({ subject: "ΠΡΟΜΗΘΕΙΑ ΥΛΙΚΩΝ" }),
      document,
      fields: FIELDS,
      now: tick(),
    });
    const published = await publishDecision(t.db, {
      user: publisher,
      versionId,
      recipients: [],
      baseUrl: "https://register.example",
      now: tick(),
    });
    expect(published.ok).toBe(true);
    const r = found("ΑΠΟΧΙΟΝΙΣΜΟΥ");
    expect(r.hits.map((h) => h.decisionId)).toEqual([decisionId]);
    expect(r.snippets?.[decisionId].body.filter((p) => p.mark).map((p) => p.text)).toEqual(["αποχιονισμού"]);

    const edit = editPublished(t.db, { user: publisher, versionId, input: edited(), fields: FIELDS, now: tick() });
    if (!edit.ok) throw new Error(edit.reason);
    expect(found("αποχιονισμού").hits.map((h) => h.decisionId)).toEqual([decisionId]);

    const copy = createCorrectedCopy(t.db, {
      user: publisher,
      versionId: edit.versionId,
      input: edited(),
      document: await pdfSaying("Αντικείμενο: άμμος για τους δρόμους."),
      documentText: "Αντικείμενο: άμμος για τους δρόμους.",
      fields: FIELDS,
      now: tick(),
    });
    if (!copy.ok) throw new Error(copy.reason);
    expect(found("αποχιονισμού").hits).toEqual([]);
    expect(found("άμμος").hits.map((h) => h.decisionId)).toEqual([decisionId]);

    // As if indexed before the migration: no text until the reindex reads the stored PDF.
    t.db.$client.prepare(`UPDATE search_docs SET body = '' WHERE decision_id = ?`).run(decisionId);
    createFts5Engine(t.db).index({ ...found("ΠΡΟΜΗΘΕΙΑ").hits[0] });
    expect(found("άμμος").hits).toEqual([]);
    const outboxBefore = t.db.$client.prepare(`SELECT count(*) FROM search_outbox`).pluck().get() as number;
    expect(await fillDocumentTexts(t.db)).toEqual({ checked: 1, filled: 1 });
    expect(found("άμμος").hits.map((h) => h.decisionId)).toEqual([decisionId]);
    expect(t.db.$client.prepare(`SELECT count(*) FROM search_outbox`).pluck().get()).toBe(outboxBefore + 1);
  });

  it("publishes a decision whose PDF cannot be read, indexed by its metadata", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The broken file cannot be stamped either: that is logged and retried, not our subject here.
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const bytes = new TextEncoder().encode("%PDF-1.4 broken");
      const { versionId } = submitDecision(t.db, {
        user: submitter,
        input: input({ subject: "ΑΝΑΘΕΣΗ ΜΕΛΕΤΗΣ ΓΕΦΥΡΑΣ" }),
        document: { name: "a.pdf", type: "application/pdf", size: bytes.length, bytes },
        fields: FIELDS,
        now: tick(),
      });
      const result = await publishDecision(t.db, {
        user: publisher,
        versionId,
        recipients: [],
        baseUrl: "https://register.example",
        now: tick(),
      });
      expect(result.ok).toBe(true);
      expect(found("γέφυρας").hits).toHaveLength(1);
      expect(warn.mock.calls.some((c) => String(c[0]).includes("document text not extracted"))).toBe(true);
    } finally {
      warn.mockRestore();
      error.mockRestore();
    }
  });
});
