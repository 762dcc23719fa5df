/**
 * The organisation form's read-only table of supervised bodies (SPEC §2 "Read-only tables use
 * page size 10"), on a real SQLite file: ten bodies a page by label, a page past the last refused,
 * and each row linking to the body's form where the user may edit it, to its public page otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AccessEntry } from "#app/access/permissions";
import { schema } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { SUPERVISED_PAGE_SIZE, supervisedTable } from "./supervised.server";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const PARENT = "9000";
const COUNT = 23;
const entry = (organizationId: string): AccessEntry => ({
  organizationId,
  roles: [],
  permissions: ["PERM_ORG_CREATE"],
});
// May edit the supervisor and the first supervised body only.
const user = { access: [entry(PARENT), entry("9001")] };

beforeAll(() => {
  const body = (uid: string, label: string, supervisorUid: string | null, isActive = true) => ({
    uid,
    label,
    latinName: `body_${uid}`,
    adaCode: `Α${uid}`,
    categoryUid: "MUNICIPALITY",
    supervisorUid,
    isActive,
  });
  testDb.db
    .insert(schema.organizations)
    .values([
      body(PARENT, "ΥΠΟΥΡΓΕΙΟ ΔΟΚΙΜΩΝ", null),
      // Inserted in reverse so that the order shown is the labels', not the rows'.
      ...Array.from({ length: COUNT }, (_, i) => COUNT - i).map((n) =>
        body(String(9000 + n), `ΦΟΡΕΑΣ ${String(n).padStart(2, "0")}`, PARENT, n !== 2),
      ),
      body("9500", "ΑΛΛΟΣ ΦΟΡΕΑΣ", "9001"), // supervised by a supervised body: not in the table
    ])
    .run();
});

describe("the supervised bodies' table", () => {
  it("shows ten bodies a page by label, the last page the rest, with each one's status", () => {
    const first = supervisedTable(user, PARENT, 1, testDb.db);
    expect(first).toMatchObject({ ok: true, total: COUNT, page: 1, pageCount: 3 });
    if (!first.ok) throw new Error("page 1 refused");
    expect(first.rows).toHaveLength(SUPERVISED_PAGE_SIZE);
    expect(first.rows.map((r) => r.label)).toEqual(
      Array.from({ length: 10 }, (_, i) => `ΦΟΡΕΑΣ ${String(i + 1).padStart(2, "0")}`),
    );
    expect(first.rows[1]).toMatchObject({ uid: "9002", status: "pending" });
    expect(first.rows[0].status).toBe("active");

    const last = supervisedTable(user, PARENT, 3, testDb.db);
    if (!last.ok) throw new Error("page 3 refused");
    expect(last.rows.map((r) => r.uid)).toEqual(["9021", "9022", "9023"]);
  });

  it("refuses a page past the last, naming how many there are", () => {
    expect(supervisedTable(user, PARENT, 4, testDb.db)).toEqual({
      ok: false,
      reason: "page-out-of-range",
      pageCount: 3,
    });
  });

  it("links a body to its form where the user may edit it, to its public page otherwise", () => {
    const page = supervisedTable(user, PARENT, 1, testDb.db);
    if (!page.ok) throw new Error("page 1 refused");
    expect(page.rows[0].href).toBe("/organization/edit/9001");
    expect(page.rows[2].href).toBe("/f/body_9003");
  });

  it("is one empty page for a body that supervises none", () => {
    expect(supervisedTable(user, "9500", 1, testDb.db)).toEqual({
      ok: true,
      rows: [],
      total: 0,
      page: 1,
      pageCount: 1,
    });
  });
});
