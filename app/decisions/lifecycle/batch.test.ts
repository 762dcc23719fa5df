/**
 * Batch publish and batch delete of selected submitted decisions (SPEC §4, §7 actions/batch and
 * actions/deletions), on a real SQLite file: each decision is done or refused on its own, the
 * notification is optional, and refusals change nothing.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { useScratchOutbox } from "#tests/support/scratch-outbox";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { batchDelete, batchPublish } from "./batch.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
let otherOrgSubmitter: TestUser;
useScratchOutbox();

beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  otherOrgSubmitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"], "7001");
});
afterAll(() => t.cleanup());

const submit = (org = "6013", user = submitter) =>
  submitDecision(t.db, { user, input: input({}, org), document: pdf(), fields: FIELDS }).versionId;
const statusOf = (versionId: string) =>
  t.db
    .select({ status: schema.decisions.status, ada: schema.decisions.ada })
    .from(schema.decisions)
    .innerJoin(schema.decisionVersions, eq(schema.decisionVersions.decisionId, schema.decisions.id))
    .where(eq(schema.decisionVersions.versionId, versionId))
    .get();
const mails = () => t.db.select().from(schema.mailOutbox).all().length;

describe("batchPublish", () => {
  it("publishes each allowed decision with its own ADA, skips the others, and notifies only when asked", async () => {
    const [a, b] = [submit(), submit()];
    const foreign = submit("7001", otherOrgSubmitter);
    const before = mails();
    const quiet = await batchPublish(t.db, {
      user: publisher,
      versionIds: [a, foreign, a],
      notifyRecipients: false,
      baseUrl: "https://register.example",
    });
    expect(quiet).toMatchObject({ done: 1, refused: 1, notified: 0 });
    expect(quiet.items.map((i) => [i.versionId, i.ok])).toEqual([
      [a, true],
      [foreign, false],
    ]);
    expect(statusOf(a)).toMatchObject({ status: "PUBLISHED" });
    expect(statusOf(foreign)).toEqual({ status: "SUBMITTED", ada: null });
    expect(mails()).toBe(before);

    const loud = await batchPublish(t.db, {
      user: publisher,
      versionIds: [b, a],
      notifyRecipients: true,
      baseUrl: "https://register.example",
    });
    expect(loud).toMatchObject({ done: 1, refused: 1, notified: 1 });
    expect(loud.items[1]).toMatchObject({ ok: false, reason: "not-publishable" });
    expect(statusOf(b)!.ada).not.toBe(statusOf(a)!.ada);
    expect(mails()).toBe(before + 1);
  });

  it("refuses a submitter (no publish right), publishing nothing", async () => {
    const v = submit();
    const result = await batchPublish(t.db, {
      user: submitter,
      versionIds: [v],
      notifyRecipients: true,
      baseUrl: "https://register.example",
    });
    expect(result).toMatchObject({ done: 0, refused: 1 });
    expect(result.items[0]).toMatchObject({ ok: false, reason: "forbidden" });
    expect(statusOf(v)).toEqual({ status: "SUBMITTED", ada: null });
  });
});

describe("batchDelete", () => {
  it("deletes each allowed submitted decision and refuses the others", () => {
    const [a, b] = [submit(), submit()];
    const foreign = submit("7001", otherOrgSubmitter);
    const audit = t.db.select().from(schema.auditLog).all().length;
    const result = batchDelete(t.db, { user: submitter, versionIds: [a, b, foreign] });
    expect(result).toMatchObject({ done: 2, refused: 1 });
    expect(statusOf(a)).toBeUndefined();
    expect(statusOf(b)).toBeUndefined();
    expect(statusOf(foreign)).toEqual({ status: "SUBMITTED", ada: null });
    expect(t.db.select().from(schema.auditLog).all().length).toBe(audit + 2);
  });
});
