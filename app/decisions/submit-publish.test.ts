/**
 * Submitting and publishing against a real SQLite file with the committed migrations
 * (tests/support/test-db.ts), including the FTS5 index and the immutability trigger.
 */
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, schema } from "#db/client";
import { documentContent } from "#app/documents/content-store.server";
import { createFts5Engine } from "#search/fts5";
import { parseMail } from "#tests/support/smtp-sink";
import { useScratchOutbox } from "#tests/support/scratch-outbox";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { hasValidCheckGroup, parseAda } from "./ada";
import { checkPublish, publishDecision } from "./publish.server";
import { DecisionTypeRefusedError, submitDecision, SubmitForbiddenError } from "./submit.server";
import { FIELDS, input, insertFixtures, insertUser, ORG, pdf, snapshot, type TestUser } from "./testing/fixtures";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
const outbox = useScratchOutbox();

beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
});
afterAll(() => t.cleanup());

const submit = (over = {}) =>
  submitDecision(t.db, { user: submitter, input: input(over), document: pdf(), fields: FIELDS });
const publish = (versionId: string, user = publisher, recipients?: string[]) =>
  publishDecision(t.db, { user, versionId, recipients, baseUrl: "https://register.example" });

describe("submitDecision", () => {
  it("stores document, decision (SUBMITTED, no ADA), version 1, recipients and an audit row", () => {
    const { decisionId, versionId } = submit();
    expect(versionId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const decision = t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!;
    expect(decision).toMatchObject({
      status: "SUBMITTED",
      ada: null,
      orgUid: ORG,
      latestVersionId: versionId,
      publishedAt: null,
      createdBy: submitter.id,
    });
    const version = t.db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, versionId))
      .get()!;
    expect(version).toMatchObject({
      versionNumber: 1,
      status: "SUBMITTED",
      publishedAt: null,
      issueDate: "2025-04-17",
      amount: 1234.56,
      financialYear: 2025,
      extraFieldValues: { financialYear: 2025, amountWithVAT: { amount: 1234.56 } },
      unitUids: [`${ORG}-u1`],
    });
    const doc = t.db.select().from(schema.documents).where(eq(schema.documents.id, version.documentId!)).get()!;
    expect(documentContent(t.db, doc.id)!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(doc.sha256).toMatch(/^[0-9a-f]{64}$/);
    const recipients = t.db
      .select()
      .from(schema.decisionRecipients)
      .where(eq(schema.decisionRecipients.decisionId, decisionId))
      .all();
    expect(recipients.map((r) => r.email)).toEqual(["paraliptis@example.gr"]);
    const audit = t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(decisionId)))
      .all();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: "decision.submit",
      entityType: "decision",
      userId: submitter.id,
      at: decision.createdAt,
    });
  });

  it("refuses a user without the submit permission on that organisation, writing nothing", () => {
    const before = snapshot(t.db);
    expect(() =>
      submitDecision(t.db, { user: submitter, input: input({}, "7001"), document: pdf(), fields: FIELDS }),
    ).toThrow(SubmitForbiddenError);
    const viewer = insertUser(t.db, ["ROLE_ORG_USER"]);
    expect(() => submitDecision(t.db, { user: viewer, input: input(), document: pdf(), fields: FIELDS })).toThrow(
      SubmitForbiddenError,
    );
    expect(snapshot(t.db)).toEqual(before);
  });

  // Issue 17 (H2): a withdrawn type is refused on every save path, with its Greek message.
  it("refuses a withdrawn decision type, writing nothing", () => {
    const type = input().decisionTypeId;
    t.db.$client.prepare("UPDATE decision_types SET withdrawn_at = 1 WHERE uid = ?").run(type);
    try {
      const before = snapshot(t.db);
      expect(() => submit()).toThrow(DecisionTypeRefusedError);
      expect(() => submit()).toThrow(`Το είδος πράξης «${type}» δεν είναι διαθέσιμο για τον φορέα.`);
      expect(snapshot(t.db)).toEqual(before);
    } finally {
      t.db.$client.prepare("UPDATE decision_types SET withdrawn_at = NULL WHERE uid = ?").run(type);
    }
    // Restored, it is accepted again; the version records no definition while the type has its first one.
    const { versionId } = submit();
    const version = t.db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, versionId))
      .get()!;
    expect(version.definitionId).toBeNull();
    // Once the type's definition changed, a new version names the definition it was saved with.
    const snapshotId = Number(
      t.db.$client
        .prepare(
          "INSERT INTO decision_type_definitions (decision_type_uid, version, fields, created_at) VALUES (?, 2, '[]', 0)",
        )
        .run(type).lastInsertRowid,
    );
    const later = submit();
    expect(
      t.db.select().from(schema.decisionVersions).where(eq(schema.decisionVersions.versionId, later.versionId)).get()!
        .definitionId,
    ).toBe(snapshotId);
  });

  it("writes nothing when a later insert of the transaction fails", () => {
    const before = snapshot(t.db);
    // The audit row is the transaction's last insert: refuse it, after document, decision and
    // version were written, and everything must go.
    t.db.$client.exec(
      "CREATE TEMP TRIGGER refuse_audit BEFORE INSERT ON audit_log BEGIN SELECT RAISE(ABORT, 'refused by the test'); END",
    );
    try {
      expect(() => submit()).toThrow(/refused by the test/);
    } finally {
      t.db.$client.exec("DROP TRIGGER refuse_audit");
    }
    expect(snapshot(t.db)).toEqual(before);
  });
});

describe("publishDecision", () => {
  it("gives a valid ADA, PUBLISHED status, a search row, an outbox row, an audit row and the e-mail", async () => {
    const { decisionId, versionId } = submit({ subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ καθαρισμού ακτών" });
    const result = await publish(versionId, publisher, ["a@example.org", "b@example.org"]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(parseAda(result.ada)).toBe(result.ada);
    expect(hasValidCheckGroup(result.ada)).toBe(true);
    expect(result.ada).toContain("ΩΗ6-");

    const decision = t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!;
    expect(decision).toMatchObject({ ada: result.ada, status: "PUBLISHED" });
    expect(decision.publishedAt).toBeGreaterThan(0);
    const version = t.db
      .select()
      .from(schema.decisionVersions)
      .where(eq(schema.decisionVersions.versionId, versionId))
      .get()!;
    expect(version.publishedAt).toBe(decision.publishedAt);

    const hits = createFts5Engine(t.db).search({ text: "καθαρισμου" }).hits;
    expect(hits.map((h) => h.ada)).toEqual([result.ada]);
    expect(hits[0]).toMatchObject({
      status: "PUBLISHED",
      orgLabel: `ΔΗΜΟΣ ΔΟΚΙΜΗΣ ${ORG}`,
      decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    });
    expect(
      t.db.select().from(schema.searchOutbox).where(eq(schema.searchOutbox.decisionId, decisionId)).all(),
    ).toHaveLength(1);
    const audit = t.db
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.entityId, String(decisionId)))
      .all();
    expect(audit.map((a) => a.action)).toEqual(["decision.submit", "decision.publish"]);
    expect(audit[1].details).toMatchObject({ ada: result.ada, versionId });

    expect(result.recipients).toEqual(["a@example.org", "b@example.org"]);
    expect(result.mail).toEqual({ ok: true, queued: 2, sent: 2 });
    // One message per recipient: neither sees the other's address.
    const mails = fs.readdirSync(outbox.dir()).map((eml) => parseMail(path.join(outbox.dir(), eml)));
    expect(mails.map((m) => m.headers.to).sort()).toEqual(["a@example.org", "b@example.org"]);
    for (const mail of mails) {
      expect(mail.subject).toContain(result.ada);
      expect(mail.text).toContain(`https://register.example/decision/view/${encodeURIComponent(result.ada)}`);
      expect(mail.headers["message-id"]).toMatch(
        new RegExp(`^<publish\\.${versionId}\\.[0-9a-f]{16}@127\\.0\\.0\\.1>$`),
      );
    }
    const queued = t.db.select().from(schema.mailOutbox).all().slice(-2);
    expect(queued.map((row) => [row.recipients, row.attempts, row.sentAt !== null, row.purpose])).toEqual([
      [["a@example.org"], 1, true, "decision.publish"],
      [["b@example.org"], 1, true, "decision.publish"],
    ]);
  });

  it("gives every decision of an organisation its own ADA", async () => {
    const adas = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const result = await publish(submit().versionId);
      expect(result.ok).toBe(true);
      if (result.ok) adas.add(result.ada);
    }
    expect(adas.size).toBe(5);
  });

  it("skips a serial whose ADA is already taken (imported decisions)", async () => {
    const first = await publish(submit().versionId);
    if (!first.ok) throw new Error("publish failed");
    const row = t.db.select().from(schema.adaSequences).where(eq(schema.adaSequences.orgUid, ORG)).get()!;
    // Pretend an import took the next serial's ADA and left the sequence behind.
    const { makeAda } = await import("./ada");
    const { decisionId } = submit();
    t.db
      .update(schema.decisions)
      .set({ ada: makeAda("ΩΗ6", row.next) })
      .where(eq(schema.decisions.id, decisionId))
      .run();
    const next = await publish(submit().versionId);
    expect(next.ok && next.ada).toBe(makeAda("ΩΗ6", row.next + 1));
  });

  it("publishing twice fails the second time and changes nothing", async () => {
    const { versionId } = submit();
    const first = await publish(versionId);
    expect(first.ok).toBe(true);
    const before = snapshot(t.db);
    expect(await publish(versionId)).toMatchObject({ ok: false, reason: "not-publishable" });
    expect(snapshot(t.db)).toEqual(before);
  });

  it("a publisher whose page was checked before another publish does not publish again", async () => {
    const { versionId } = submit();
    const other = openDatabase(t.file);
    try {
      expect(checkPublish(other, publisher, versionId).ok).toBe(true); // the confirmation page was fine
      expect((await publish(versionId)).ok).toBe(true); // someone else publishes meanwhile
      const before = snapshot(t.db);
      const late = await publishDecision(other, { user: publisher, versionId, baseUrl: "https://x" });
      expect(late).toMatchObject({ ok: false, reason: "not-publishable" });
      expect(snapshot(t.db)).toEqual(before);
    } finally {
      other.$client.close();
    }
  });

  it("a user without the publish permission changes nothing", async () => {
    const { versionId } = submit();
    const elsewhere = insertUser(t.db, ["ROLE_ORG_PUBLISHER"], "7001");
    const before = snapshot(t.db);
    expect(await publish(versionId, submitter)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(await publish(versionId, elsewhere)).toMatchObject({ ok: false, reason: "forbidden" });
    expect(snapshot(t.db)).toEqual(before);
    expect(fs.readdirSync(outbox.dir())).toEqual([]);
  });

  it("an organisation that is not active and in effect cannot publish", async () => {
    const { versionId } = submit();
    t.db.update(schema.organizations).set({ inEffect: false }).where(eq(schema.organizations.uid, ORG)).run();
    try {
      const before = snapshot(t.db);
      expect(await publish(versionId)).toMatchObject({ ok: false, reason: "organization-cannot-publish" });
      expect(snapshot(t.db)).toEqual(before);
    } finally {
      t.db.update(schema.organizations).set({ inEffect: true }).where(eq(schema.organizations.uid, ORG)).run();
    }
  });

  it("an unknown version is not found", async () => {
    expect(await publish("00000000-0000-4000-8000-000000000000")).toEqual({ ok: false, reason: "not-found" });
  });

  it("the published version cannot be changed or deleted (trigger)", async () => {
    const { versionId } = submit();
    expect((await publish(versionId)).ok).toBe(true);
    const v = schema.decisionVersions;
    expect(() => t.db.update(v).set({ subject: "άλλο" }).where(eq(v.versionId, versionId)).run()).toThrow(/immutable/);
    expect(() => t.db.delete(v).where(eq(v.versionId, versionId)).run()).toThrow(/immutable/);
  });

  it("a mail failure is logged, reported and queued for a retry, and does not undo the publication", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9"; // nothing listens on the discard port
    const { decisionId, versionId } = submit();
    const before = Date.now();
    const result = await publish(versionId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.mail).toEqual({ ok: false, queued: 1, sent: 0 });
    const decision = t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!;
    expect(decision.status).toBe("PUBLISHED");
    const log = t.db.select().from(schema.mailLog).all().at(-1)!;
    expect(log).toMatchObject({ status: "failed", recipients: ["paraliptis@example.gr"] });
    expect(log.subject).toContain(result.ada);
    const row = t.db.select().from(schema.mailOutbox).all().at(-1)!;
    expect(row).toMatchObject({ recipients: ["paraliptis@example.gr"], attempts: 1, sentAt: null, failedAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    // The first retry is due 30 seconds after the failed attempt.
    expect(row.nextAttemptAt).toBeGreaterThanOrEqual(before + 30_000);
    expect(row.nextAttemptAt).toBeLessThanOrEqual(Date.now() + 30_000);
  });

  it("a publication rolled back after its notices were queued leaves no outbox row and sends nothing", async () => {
    const { decisionId, versionId } = submit();
    // The audit row is the transaction's last write: make it fail, as a full disk or a bug would.
    t.db.$client.exec(`CREATE TRIGGER fail_publish_audit BEFORE INSERT ON audit_log
      WHEN NEW.action = 'decision.publish' BEGIN SELECT RAISE(ABORT, 'audit refused'); END`);
    try {
      const before = snapshot(t.db);
      await expect(publish(versionId, publisher, ["a@example.org"])).rejects.toThrow("audit refused");
      expect(snapshot(t.db)).toEqual(before);
      expect(t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()!.status).toBe(
        "SUBMITTED",
      );
    } finally {
      t.db.$client.exec("DROP TRIGGER fail_publish_audit");
    }
    expect(fs.readdirSync(outbox.dir())).toEqual([]);
  });
});
