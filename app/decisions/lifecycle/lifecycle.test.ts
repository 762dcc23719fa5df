/**
 * Every action after the first save (SPEC §4), against a real SQLite file with the committed
 * migrations (tests/support/test-db.ts): the FTS5 index, the immutability trigger, foreign keys.
 * For each: what the user would notice when it is allowed (status, versions, ADA, search, audit)
 * and that a refusal (no right, stale page, wrong status) changes nothing at all.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { documentContent } from "#app/documents/content-store.server";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { publishDecision } from "#app/decisions/publish.server";
import { submitDecision } from "#app/decisions/submit.server";
import {
  FIELDS,
  input,
  insertFixtures,
  insertUser,
  pdf,
  snapshot,
  type TestUser,
} from "#app/decisions/testing/fixtures";
import { createCorrectedCopy } from "./corrected-copy.server";
import { deleteSubmitted } from "./delete-submitted.server";
import { editPublished, editRevoked } from "./edit-published.server";
import { editSubmitted } from "./edit-submitted.server";
import { cancelRevocation, completeRevocation, requestRevocation } from "./revocation.server";

let t: TestDatabase;
let submitter: TestUser;
let publisher: TestUser;
let viewer: TestUser;
let otherOrgPublisher: TestUser;
let admin: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  insertFixtures(t.db, "7001", "ΑΒΓ");
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  viewer = insertUser(t.db, ["ROLE_ORG_USER"]);
  otherOrgPublisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"], "7001");
  admin = insertUser(t.db, ["ROLE_ADMIN"], "0");
});
afterAll(() => t.cleanup());

let clock = Date.UTC(2026, 0, 10, 9);
const tick = () => (clock += 60_000);

const submit = (over = {}) =>
  submitDecision(t.db, { user: submitter, input: input(over), document: pdf(), fields: FIELDS, now: tick() });

async function published(subject = "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για καύσιμα") {
  const { decisionId, versionId } = submit({ subject });
  const result = await publishDecision(t.db, {
    user: publisher,
    versionId,
    recipients: [],
    baseUrl: "https://register.example",
    now: tick(),
  });
  if (!result.ok) throw new Error("publish failed");
  return { decisionId, versionId, ada: result.ada };
}

const decisionRow = (id: number) => t.db.select().from(schema.decisions).where(eq(schema.decisions.id, id)).get()!;
const versionRow = (id: string) =>
  t.db.select().from(schema.decisionVersions).where(eq(schema.decisionVersions.versionId, id)).get()!;
const auditActions = (id: number) =>
  t.db
    .select()
    .from(schema.auditLog)
    .where(eq(schema.auditLog.entityId, String(id)))
    .all()
    .map((a) => a.action);
const indexed = (text: string) => createFts5Engine(t.db).search({ text }).hits;
const edited = (over = {}) => {
  const { organizationId: _o, recipients: _r, ...rest } = input(over);
  return rest;
};

describe("editSubmitted", () => {
  it("changes the one version in place (no ADA, no new version), with an audit row", () => {
    const { decisionId, versionId } = submit();
    const before = decisionRow(decisionId);
    const result = editSubmitted(t.db, {
      user: submitter,
      versionId,
      expected: { versionId, updatedAt: before.updatedAt },
      input: input({ subject: "ΝΕΟ ΘΕΜΑ προμήθειας", recipients: ["neos@example.gr"] }),
      document: pdf("replaced"),
      fields: FIELDS,
      now: tick(),
    });
    expect(result).toMatchObject({ ok: true, versionId });
    const after = decisionRow(decisionId);
    expect(after).toMatchObject({ status: "SUBMITTED", ada: null, latestVersionId: versionId, updatedAt: clock });
    const version = versionRow(versionId);
    expect(version).toMatchObject({ subject: "ΝΕΟ ΘΕΜΑ προμήθειας", versionNumber: 1, publishedAt: null });
    expect(documentContent(t.db, version.documentId!)!.toString("latin1")).toContain("replaced");
    expect(
      t.db.select().from(schema.decisionVersions).where(eq(schema.decisionVersions.decisionId, decisionId)).all(),
    ).toHaveLength(1);
    expect(auditActions(decisionId)).toEqual(["decision.submit", "decision.editSubmitted"]);
    expect(
      t.db
        .select()
        .from(schema.decisionRecipients)
        .where(eq(schema.decisionRecipients.decisionId, decisionId))
        .all()
        .map((r) => r.email),
    ).toEqual(["neos@example.gr"]);
  });

  it("refuses a viewer (forbidden), another organisation's publisher (forbidden) and a published decision (not-allowed), changing nothing", async () => {
    const { versionId } = submit();
    const { versionId: publishedVersion } = await published();
    const before = snapshot(t.db);
    const args = { versionId, input: input({ subject: "Χ" }), fields: FIELDS };
    expect(editSubmitted(t.db, { ...args, user: viewer })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(editSubmitted(t.db, { ...args, user: otherOrgPublisher })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(editSubmitted(t.db, { ...args, user: publisher, versionId: publishedVersion })).toMatchObject({
      ok: false,
      reason: "not-allowed",
    });
    expect(editSubmitted(t.db, { ...args, user: publisher, versionId: "0000" })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
    expect(snapshot(t.db)).toEqual(before);
    expect(versionRow(versionId).subject).not.toBe("Χ");
  });

  it("gives the second of two users editing the same page a conflict, keeping the first user's edit", () => {
    const { decisionId, versionId } = submit();
    const seen = { versionId, updatedAt: decisionRow(decisionId).updatedAt };
    const first = editSubmitted(t.db, {
      user: submitter,
      versionId,
      expected: seen,
      input: input({ subject: "ΠΡΩΤΗ ΑΛΛΑΓΗ" }),
      fields: FIELDS,
      now: tick(),
    });
    expect(first.ok).toBe(true);
    const before = snapshot(t.db);
    const second = editSubmitted(t.db, {
      user: publisher,
      versionId,
      expected: seen,
      input: input({ subject: "ΔΕΥΤΕΡΗ ΑΛΛΑΓΗ" }),
      fields: FIELDS,
      now: tick(),
    });
    expect(second).toMatchObject({ ok: false, reason: "conflict", latestVersionId: versionId });
    expect(snapshot(t.db)).toEqual(before);
    expect(versionRow(versionId).subject).toBe("ΠΡΩΤΗ ΑΛΛΑΓΗ");
  });
});

describe("editPublished", () => {
  it("adds a published version with the new metadata and the same document, same ADA; the index follows", async () => {
    const { decisionId, versionId, ada } = await published("ΑΝΑΛΗΨΗ για ελαστικά");
    const result = editPublished(t.db, {
      user: publisher,
      versionId,
      expected: { versionId, updatedAt: decisionRow(decisionId).updatedAt },
      input: edited({ subject: "ΑΝΑΛΗΨΗ για ελαστικά φορτηγών", protocolNumber: "73/2025" }),
      fields: FIELDS,
      now: tick(),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.ada).toBe(ada);
    const decision = decisionRow(decisionId);
    expect(decision).toMatchObject({ ada, status: "PUBLISHED", latestVersionId: result.versionId, updatedAt: clock });
    const [oldVersion, newVersion] = [versionRow(versionId), versionRow(result.versionId)];
    expect(newVersion).toMatchObject({
      versionNumber: 2,
      status: "PUBLISHED",
      description: "Διόρθωση μεταδεδομένων",
      correctedVersionId: null,
      subject: "ΑΝΑΛΗΨΗ για ελαστικά φορτηγών",
      documentId: oldVersion.documentId,
      publishedAt: clock,
    });
    expect(oldVersion.subject).toBe("ΑΝΑΛΗΨΗ για ελαστικά");
    expect(indexed("φορτηγων").map((h) => [h.ada, h.versionId, h.protocolNumber])).toEqual([
      [ada, result.versionId, "73/2025"],
    ]);
    expect(auditActions(decisionId)).toEqual(["decision.submit", "decision.publish", "decision.editPublished"]);
  });

  it("refuses a submitter (forbidden), a superseded version (conflict) and a submitted decision (not-allowed)", async () => {
    const { decisionId, versionId } = await published();
    const newer = editPublished(t.db, { user: publisher, versionId, input: edited(), fields: FIELDS, now: tick() });
    expect(newer.ok).toBe(true);
    const { versionId: submittedVersion } = submit();
    const before = snapshot(t.db);
    const args = { input: edited({ subject: "Χ" }), fields: FIELDS };
    expect(editPublished(t.db, { ...args, user: submitter, versionId })).toMatchObject({ reason: "forbidden" });
    expect(editPublished(t.db, { ...args, user: publisher, versionId })).toMatchObject({ reason: "conflict" });
    expect(editPublished(t.db, { ...args, user: publisher, versionId: submittedVersion })).toMatchObject({
      reason: "not-allowed",
    });
    expect(snapshot(t.db)).toEqual(before);
    expect(decisionRow(decisionId).latestVersionId).toBe(newer.ok ? newer.versionId : "");
  });
});

describe("createCorrectedCopy", () => {
  it("adds a version with a new document pointing at the corrected one, which stays readable", async () => {
    const { decisionId, versionId, ada } = await published();
    const result = createCorrectedCopy(t.db, {
      user: publisher,
      versionId,
      expected: { versionId, updatedAt: decisionRow(decisionId).updatedAt },
      input: edited(),
      document: pdf("corrected"),
      fields: FIELDS,
      now: tick(),
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [oldVersion, copy] = [versionRow(versionId), versionRow(result.versionId)];
    expect(copy).toMatchObject({ correctedVersionId: versionId, description: "Ορθή επανάληψη", versionNumber: 2 });
    expect(copy.documentId).not.toBe(oldVersion.documentId);
    expect(oldVersion.publishedAt).not.toBeNull();
    expect(decisionRow(decisionId)).toMatchObject({ ada, status: "PUBLISHED", latestVersionId: result.versionId });
    expect(auditActions(decisionId).at(-1)).toBe("decision.correctedCopy");
  });

  it("refuses a submitter and a stale page, changing nothing", async () => {
    const { decisionId, versionId } = await published();
    const before = snapshot(t.db);
    const args = { versionId, input: edited(), document: pdf("x"), fields: FIELDS };
    expect(createCorrectedCopy(t.db, { ...args, user: submitter })).toMatchObject({ reason: "forbidden" });
    expect(
      createCorrectedCopy(t.db, {
        ...args,
        user: publisher,
        expected: { updatedAt: decisionRow(decisionId).updatedAt - 1 },
      }),
    ).toMatchObject({ reason: "conflict" });
    expect(snapshot(t.db)).toEqual(before);
  });
});

describe("revocation", () => {
  it("request -> PENDING_REVOCATION with ground and comment, cancel -> PUBLISHED, request again, complete -> REVOKED", async () => {
    const { decisionId, ada } = await published("ΑΝΑΛΗΨΗ για ανακλητέα");
    const requested = requestRevocation(t.db, {
      user: publisher,
      ada,
      expected: { updatedAt: decisionRow(decisionId).updatedAt },
      ground: "REVOCATION_REASON_3",
      comment: "Αναρτήθηκε δύο φορές.",
      now: tick(),
    });
    expect(requested).toMatchObject({ ok: true, status: "PENDING_REVOCATION" });
    expect(decisionRow(decisionId)).toMatchObject({
      status: "PENDING_REVOCATION",
      revocationReason: "Διπλή ανάρτηση λόγω τεχνικού προβλήματος. Αναρτήθηκε δύο φορές.",
    });
    expect(indexed("ανακλητεα")[0].status).toBe("PENDING_REVOCATION");

    // A publisher may not complete it; nothing changes.
    const before = snapshot(t.db);
    expect(completeRevocation(t.db, { user: publisher, ada })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(snapshot(t.db)).toEqual(before);

    expect(cancelRevocation(t.db, { user: publisher, ada, now: tick() })).toMatchObject({
      ok: true,
      status: "PUBLISHED",
    });
    expect(decisionRow(decisionId)).toMatchObject({ status: "PUBLISHED", revocationReason: null });
    expect(indexed("ανακλητεα")[0].status).toBe("PUBLISHED");

    requestRevocation(t.db, {
      user: publisher,
      ada,
      ground: "REVOCATION_REASON_1",
      comment: "ΑΦΜ ιδιώτη.",
      now: tick(),
    });
    const revoked = completeRevocation(t.db, { user: admin, ada, now: tick() });
    expect(revoked).toMatchObject({ ok: true, status: "REVOKED" });
    expect(decisionRow(decisionId)).toMatchObject({
      status: "REVOKED",
      revokedAt: clock,
      revokedBy: admin.id,
      revocationReason: "Περιέχει ευαίσθητα προσωπικά δεδομένα ή απόρρητες πληροφορίες. ΑΦΜ ιδιώτη.",
    });
    expect(indexed("ανακλητεα")[0].status).toBe("REVOKED");
    expect(auditActions(decisionId)).toEqual([
      "decision.submit",
      "decision.publish",
      "decision.requestRevocation",
      "decision.cancelRevocation",
      "decision.requestRevocation",
      "decision.revoke",
    ]);
  });

  it("refuses a second request on a stale page (conflict) and one without the right (forbidden)", async () => {
    const { decisionId, ada } = await published();
    const seen = { updatedAt: decisionRow(decisionId).updatedAt };
    const reason = { ground: "REVOCATION_REASON_2" as const, comment: "Λάθος έγγραφο." };
    expect(requestRevocation(t.db, { user: publisher, ada, expected: seen, ...reason, now: tick() }).ok).toBe(true);
    const before = snapshot(t.db);
    expect(requestRevocation(t.db, { user: publisher, ada, expected: seen, ...reason })).toMatchObject({
      reason: "conflict",
    });
    expect(requestRevocation(t.db, { user: publisher, ada, ...reason })).toMatchObject({ reason: "not-allowed" });
    expect(requestRevocation(t.db, { user: submitter, ada, ...reason })).toMatchObject({ reason: "forbidden" });
    expect(cancelRevocation(t.db, { user: viewer, ada })).toMatchObject({ reason: "forbidden" });
    expect(snapshot(t.db)).toEqual(before);
  });

  it("revokes a published decision directly only with a reason of its own", async () => {
    const { decisionId, ada } = await published();
    const before = snapshot(t.db);
    expect(completeRevocation(t.db, { user: admin, ada })).toMatchObject({ ok: false, reason: "reason-required" });
    expect(snapshot(t.db)).toEqual(before);
    const done = completeRevocation(t.db, {
      user: admin,
      ada,
      reason: { ground: "REVOCATION_REASON_2", comment: "Άλλο έγγραφο." },
      now: tick(),
    });
    expect(done).toMatchObject({ ok: true, status: "REVOKED" });
    expect(decisionRow(decisionId).revocationReason).toBe(
      "Αναρτήθηκε εκ παραδρομής εντελώς λανθασμένο έγγραφο. Άλλο έγγραφο.",
    );
  });
});

describe("editRevoked", () => {
  it("lets the administrator correct a revoked decision's metadata: a new version, same document, still revoked", async () => {
    const { decisionId, versionId, ada } = await published("ΑΝΑΛΗΨΗ για ανακληθείσα");
    const revoked = completeRevocation(t.db, {
      user: admin,
      ada,
      reason: { ground: "REVOCATION_REASON_2", comment: "Άλλο έγγραφο." },
      now: tick(),
    });
    expect(revoked).toMatchObject({ ok: true, status: "REVOKED" });
    // A publisher of the body may no longer edit it, as published or as revoked; nothing changes.
    const before = snapshot(t.db);
    const args = { versionId, input: edited({ subject: "ΑΝΑΛΗΨΗ για ανακληθείσα (διόρθωση)" }), fields: FIELDS };
    expect(editRevoked(t.db, { ...args, user: publisher })).toMatchObject({ ok: false, reason: "forbidden" });
    expect(editPublished(t.db, { ...args, user: publisher })).toMatchObject({ ok: false });
    expect(snapshot(t.db)).toEqual(before);

    const result = editRevoked(t.db, {
      ...args,
      user: admin,
      expected: { versionId, updatedAt: decisionRow(decisionId).updatedAt },
      now: tick(),
    });
    expect(result).toMatchObject({ ok: true, ada });
    if (!result.ok) return;
    expect(decisionRow(decisionId)).toMatchObject({ ada, status: "REVOKED", latestVersionId: result.versionId });
    const [oldVersion, newVersion] = [versionRow(versionId), versionRow(result.versionId)];
    expect(newVersion).toMatchObject({
      versionNumber: 2,
      subject: "ΑΝΑΛΗΨΗ για ανακληθείσα (διόρθωση)",
      documentId: oldVersion.documentId,
    });
    expect(oldVersion.subject).toBe("ΑΝΑΛΗΨΗ για ανακληθείσα");
    // The index shows the corrected subject, still as revoked.
    expect(indexed("διορθωση").map((h) => [h.ada, h.status])).toEqual([[ada, "REVOKED"]]);
    expect(auditActions(decisionId)).toEqual([
      "decision.submit",
      "decision.publish",
      "decision.revoke",
      "decision.editRevoked",
    ]);
  });
});

describe("deleteSubmitted", () => {
  it("removes the decision, its version, recipients and unused document, keeping an audit row", () => {
    const { decisionId, versionId } = submit();
    const documentId = versionRow(versionId).documentId!;
    const result = deleteSubmitted(t.db, { user: submitter, versionId, now: tick() });
    expect(result).toMatchObject({ ok: true, decisionId });
    expect(t.db.select().from(schema.decisions).where(eq(schema.decisions.id, decisionId)).get()).toBeUndefined();
    expect(
      t.db.select().from(schema.decisionVersions).where(eq(schema.decisionVersions.versionId, versionId)).get(),
    ).toBeUndefined();
    expect(t.db.select().from(schema.documents).where(eq(schema.documents.id, documentId)).get()).toBeUndefined();
    expect(
      t.db.select().from(schema.decisionRecipients).where(eq(schema.decisionRecipients.decisionId, decisionId)).all(),
    ).toEqual([]);
    expect(auditActions(decisionId)).toEqual(["decision.submit", "decision.deleteSubmitted"]);
  });

  it("refuses a viewer, another organisation and a published decision, deleting nothing", async () => {
    const { versionId } = submit();
    const { versionId: publishedVersion } = await published();
    const before = snapshot(t.db);
    expect(deleteSubmitted(t.db, { user: viewer, versionId })).toMatchObject({ reason: "forbidden" });
    expect(deleteSubmitted(t.db, { user: otherOrgPublisher, versionId })).toMatchObject({ reason: "forbidden" });
    expect(deleteSubmitted(t.db, { user: admin, versionId: publishedVersion })).toMatchObject({
      reason: "not-allowed",
    });
    expect(snapshot(t.db)).toEqual(before);
  });
});
