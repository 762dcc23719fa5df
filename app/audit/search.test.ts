/** The audit search against a real SQLite file: filters, newest first, honest paging. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { athensDayStart } from "#shared/dates";
import { writeAudit } from "../audit.server";
import { AUDIT_PAGE_SIZE, searchAudit } from "./search.server";

let t: TestDatabase;
let adminId: number;
beforeAll(async () => {
  t = createTestDatabase();
  seedReference(t.db);
  await seedDemoUsers(t.db);
  setDb(t.db);
  adminId = (t.db.$client.prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number }).id;
  const day = athensDayStart("2026-03-10");
  for (let i = 0; i < AUDIT_PAGE_SIZE + 5; i++) {
    writeAudit(t.db, { at: day + i * 1000, userId: adminId, action: "user.enable", entityType: "user", entityId: i });
  }
  writeAudit(t.db, {
    at: athensDayStart("2026-03-12"),
    userId: null,
    action: "decision.publish",
    entityType: "decision",
    entityId: 7,
  });
}, 60_000);
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

describe("searchAudit", () => {
  it("filters by user, action prefix and Athens days, newest first", () => {
    const byUser = searchAudit({ username: "ADMIN", action: "user.", page: 1 });
    expect(byUser).toMatchObject({ ok: true, total: AUDIT_PAGE_SIZE + 5, pageCount: 2 });
    expect(byUser.ok && byUser.rows[0]).toMatchObject({ username: "admin", action: "user.enable", entityId: "24" });
    const day = searchAudit({ from: "2026-03-12", to: "2026-03-12", page: 1 });
    expect(day.ok && day.rows.map((r) => [r.action, r.username])).toEqual([["decision.publish", null]]);
    expect(searchAudit({ action: "nothing.like.this", page: 1 })).toMatchObject({ ok: true, total: 0 });
  });

  it("refuses a page past the last", () => {
    expect(searchAudit({ username: "admin", action: "user.", page: 3 })).toEqual({
      ok: false,
      reason: "page-out-of-range",
      pageCount: 2,
    });
  });
});
