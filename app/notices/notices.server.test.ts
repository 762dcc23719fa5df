/** Notices against a real SQLite file: who sees what, confirmations, and the audit trail. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { insertFixtures, insertUser, type TestUser } from "#app/decisions/testing/fixtures";
import { setDb, schema } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import {
  confirmNoticeRead,
  createNotice,
  deleteNotice,
  findNotice,
  setNoticeActive,
  unreadNoticeCount,
  unreadNoticesFor,
  updateNotice,
} from "./notices.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());

let admin: TestUser;
let publisher: TestUser;
let otherOrgSubmitter: TestUser;

beforeAll(() => {
  setDb(testDb.db);
  insertFixtures(testDb.db);
  insertFixtures(testDb.db, "7001", "ΩΗ7");
  admin = insertUser(testDb.db, ["ROLE_ADMIN"], "0");
  publisher = insertUser(testDb.db, ["ROLE_ORG_PUBLISHER"]);
  otherOrgSubmitter = insertUser(testDb.db, ["ROLE_ORG_SUBMITTER"], "7001");
});

const create = (message: string, targets: Parameters<typeof createNotice>[1]["targets"], at: number) => {
  const result = createNotice(admin, { message, targets }, at);
  if (!result.ok) throw new Error(result.reason);
  return result.uid;
};

describe("notices", () => {
  it("reaches each user by role, organisation or everyone, newest first, and counts them", () => {
    const forAll = create("Διακοπή λειτουργίας το Σάββατο", [{ kind: "all" }], 1_000);
    const forOrg = create("Νέα έκδοση των προτύπων του φορέα", [{ kind: "organization", uid: "dimos_6013" }], 2_000);
    const forAdmins = create("Μόνο για διαχειριστές", [{ kind: "role", role: "ROLE_ADMIN" }], 3_000);

    expect(unreadNoticesFor(publisher).map((n) => n.uid)).toEqual([forOrg, forAll]);
    expect(unreadNoticesFor(otherOrgSubmitter).map((n) => n.uid)).toEqual([forAll]);
    expect(unreadNoticesFor(admin).map((n) => n.uid)).toEqual([forAdmins, forAll]);
    expect(unreadNoticeCount(publisher)).toBe(2);
    // The organisation typed by latin name is stored by uid.
    expect(findNotice(forOrg)?.targets).toEqual(["ORG:6013"]);
    for (const uid of [forAll, forOrg, forAdmins]) deleteNotice(admin, uid);
  });

  it("leaves the list of the user who confirms reading, and only theirs, with one audit row", () => {
    const uid = create("Ανακοίνωση προς όλους", [{ kind: "all" }], 4_000);
    expect(confirmNoticeRead(publisher, uid, 5_000)).toEqual({ ok: true, uid });
    expect(confirmNoticeRead(publisher, uid, 6_000)).toEqual({ ok: true, uid }); // twice is harmless
    expect(unreadNoticesFor(publisher).map((n) => n.uid)).not.toContain(uid);
    expect(unreadNoticesFor(otherOrgSubmitter).map((n) => n.uid)).toContain(uid);
    expect(auditOf("notice", uid).map((a) => [a.action, a.userId])).toEqual([
      ["notice.create", admin.id],
      ["notice.read", publisher.id],
    ]);
    deleteNotice(admin, uid);
  });

  it("refuses to confirm a notice meant for someone else, and records nothing", () => {
    const uid = create("Για διαχειριστές", [{ kind: "role", role: "ROLE_ADMIN" }], 7_000);
    expect(confirmNoticeRead(publisher, uid)).toEqual({ ok: false, reason: "not-found" });
    expect(testDb.db.select().from(schema.noticeLogs).all()).toEqual([]);
    deleteNotice(admin, uid);
  });

  it("stops reaching anyone once deactivated, and again once reactivated", () => {
    const uid = create("Προσωρινή", [{ kind: "all" }], 8_000);
    setNoticeActive(admin, uid, false);
    expect(unreadNoticeCount(publisher)).toBe(0);
    expect(confirmNoticeRead(publisher, uid)).toEqual({ ok: false, reason: "not-found" });
    setNoticeActive(admin, uid, true);
    expect(unreadNoticeCount(publisher)).toBe(1);
    expect(auditOf("notice", uid).map((a) => a.action)).toEqual([
      "notice.create",
      "notice.deactivate",
      "notice.activate",
    ]);
    deleteNotice(admin, uid);
  });

  it("changes text and targets in one step", () => {
    const uid = create("Πρώτο κείμενο", [{ kind: "all" }], 9_000);
    expect(
      updateNotice(admin, uid, { message: "Δεύτερο κείμενο", targets: [{ kind: "organization", uid: "7001" }] }),
    ).toEqual({ ok: true, uid });
    expect(findNotice(uid)).toMatchObject({ message: "Δεύτερο κείμενο", targets: ["ORG:7001"] });
    expect(unreadNoticeCount(publisher)).toBe(0);
    expect(unreadNoticeCount(otherOrgSubmitter)).toBe(1);
    deleteNotice(admin, uid);
  });

  it("refuses an organisation that does not exist and writes nothing", () => {
    const before = testDb.db.select().from(schema.auditLog).all().length;
    expect(createNotice(admin, { message: "x", targets: [{ kind: "organization", uid: "nosuchbody" }] })).toEqual({
      ok: false,
      reason: "unknown-organization",
    });
    expect(testDb.db.select().from(schema.notices).all()).toEqual([]);
    expect(testDb.db.select().from(schema.auditLog).all()).toHaveLength(before);
  });

  it("deletes a notice with its confirmations; a second delete finds nothing", () => {
    const uid = create("Θα διαγραφεί", [{ kind: "all" }], 10_000);
    confirmNoticeRead(publisher, uid);
    expect(deleteNotice(admin, uid)).toEqual({ ok: true, uid });
    expect(findNotice(uid)).toBeNull();
    expect(testDb.db.select().from(schema.noticeLogs).all()).toEqual([]);
    expect(deleteNotice(admin, uid)).toEqual({ ok: false, reason: "not-found" });
  });

  it("shows 0 on the bell when the notices cannot be read (SPEC §8)", () => {
    const errors: unknown[] = [];
    testDb.db.$client.exec("ALTER TABLE notices RENAME TO notices_away");
    try {
      expect(unreadNoticeCount(publisher, (e) => errors.push(e))).toBe(0);
    } finally {
      testDb.db.$client.exec("ALTER TABLE notices_away RENAME TO notices");
    }
    expect(errors).toHaveLength(1);
  });
});
