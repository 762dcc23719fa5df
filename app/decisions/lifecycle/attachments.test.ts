/**
 * Attachments of a submitted version, against a real SQLite file: added and removed with an audit
 * row each, refused on a published version, for a user without the right and for a stale page,
 * changing nothing then.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import {
  FIELDS,
  input,
  insertFixtures,
  insertUser,
  pdf,
  pdfAttachment,
  snapshot,
  type TestUser,
} from "#app/decisions/testing/fixtures";
import { addAttachment, attachmentsOf, removeAttachment } from "./attachments.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
let viewer: TestUser;
beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  viewer = insertUser(t.db, ["ROLE_ORG_USER"]);
});
afterAll(() => t.cleanup());

let clock = Date.UTC(2026, 2, 1, 9);
const tick = () => (clock += 60_000);
const submit = () =>
  submitDecision(t.db, { user: submitter, input: input(), document: pdf(), fields: FIELDS, now: tick() });
const updatedAt = (id: number) =>
  t.db.select().from(schema.decisions).where(eq(schema.decisions.id, id)).get()!.updatedAt;
const audits = (action: string) => t.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, action)).all();

describe("attachments of a submitted version", () => {
  it("are added and removed, each with its audit row, and the decision moves on (optimistic check)", () => {
    const { decisionId, versionId } = submit();
    const added = addAttachment(t.db, {
      user: submitter,
      versionId,
      expected: { updatedAt: updatedAt(decisionId) },
      file: pdfAttachment("annex", "Παράρτημα Α.pdf"),
      description: "Παράρτημα Α",
      now: tick(),
    });
    expect(added).toMatchObject({ ok: true, filename: "Παράρτημα Α.pdf" });
    const [row] = attachmentsOf(t.db, versionId);
    expect(row).toMatchObject({ description: "Παράρτημα Α", filename: "Παράρτημα Α.pdf" });
    expect(updatedAt(decisionId)).toBe(clock);
    expect(audits("decision.attachmentAdd")).toHaveLength(1);

    // A page opened before the addition is stale: nothing is removed.
    const stale = removeAttachment(t.db, {
      user: submitter,
      versionId,
      attachmentId: row.id,
      expected: { updatedAt: clock - 60_000 },
    });
    expect(stale).toMatchObject({ ok: false, reason: "conflict" });
    expect(attachmentsOf(t.db, versionId)).toHaveLength(1);

    const removed = removeAttachment(t.db, {
      user: submitter,
      versionId,
      attachmentId: row.id,
      expected: { updatedAt: updatedAt(decisionId) },
      now: tick(),
    });
    expect(removed).toMatchObject({ ok: true, filename: "Παράρτημα Α.pdf" });
    expect(attachmentsOf(t.db, versionId)).toHaveLength(0);
    expect(audits("decision.attachmentRemove")).toHaveLength(1);
  });

  it("are refused for a viewer and on a published version, changing nothing", async () => {
    const { versionId } = submit();
    const before = snapshot(t.db);
    expect(addAttachment(t.db, { user: viewer, versionId, file: pdfAttachment("x") })).toMatchObject({
      ok: false,
      reason: "forbidden",
    });
    const published = await publishDecision(t.db, {
      user: publisher,
      versionId,
      recipients: [],
      baseUrl: "https://r.example",
      now: tick(),
    });
    expect(published.ok).toBe(true);
    const afterPublish = snapshot(t.db);
    expect(addAttachment(t.db, { user: publisher, versionId, file: pdfAttachment("x") })).toMatchObject({
      ok: false,
      reason: "not-allowed",
    });
    expect(snapshot(t.db)).toEqual(afterPublish);
    expect(before.documents).toBeLessThan(afterPublish.documents); // only the publication's stamped copy
  });
});
