/** The audit search against a real SQLite file: filters, newest first, honest paging. */
import { beforeAll, describe, expect, it } from "vitest";
import { useDemoDatabase } from "#tests/support/demo-db";
import { athensDayStart } from "#shared/dates";
import { writeAudit } from "../audit.server";
import { auditCsvStream } from "./audit-export.server";
import { AUDIT_PAGE_SIZE, searchAudit } from "./search.server";

const t = useDemoDatabase();
let adminId: number;
beforeAll(() => {
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
  // About organisation 6013: the body itself, and a role granted on it (named in the details).
  writeAudit(t.db, {
    at: day,
    userId: adminId,
    action: "organization.update",
    entityType: "organization",
    entityId: "6013",
  });
  writeAudit(t.db, {
    at: day,
    userId: null,
    action: "user.role.grant",
    entityType: "user",
    entityId: adminId,
    details: { orgUid: "6013", role: "ROLE_ORG_SUBMITTER", note: 'a "quoted", comma' },
  });
  writeAudit(t.db, {
    at: day,
    userId: adminId,
    action: "organization.update",
    entityType: "organization",
    entityId: "99221",
  });
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

/** The export's bytes as text, its byte order mark kept (Response.text() would drop it). */
const csv = async (filters: Parameters<typeof auditCsvStream>[0]) =>
  new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(auditCsvStream(filters)).arrayBuffer());

describe("the organisation filter and the CSV export", () => {
  it("finds the rows about an organisation: itself and the rows whose details name it", () => {
    const about = searchAudit({ organization: "6013", page: 1 });
    expect(about.ok && about.rows.map((r) => r.action).sort()).toEqual(["organization.update", "user.role.grant"]);
    expect(searchAudit({ organization: "no-such-body", page: 1 })).toMatchObject({ ok: true, total: 0 });
  });

  it("exports every selected row as RFC 4180 CSV with a BOM, beyond one page", async () => {
    const text = await csv({ action: "user." });
    expect(text.startsWith("\uFEFFΑ/Α,Χρόνος,Χρήστης,Ενέργεια")).toBe(true);
    const records = text.slice(1).trimEnd().split("\r\n");
    const expected = searchAudit({ action: "user.", page: 1 });
    expect(records).toHaveLength(1 + (expected.ok ? expected.total : -1));
    expect(records.length).toBeGreaterThan(AUDIT_PAGE_SIZE + 1);
    // The details with quotes and a comma stay one field, quotes doubled.
    expect(text).toContain(
      '"{""orgUid"":""6013"",""role"":""ROLE_ORG_SUBMITTER"",""note"":""a \\""quoted\\"", comma""}"',
    );
    const onlyOrg = await csv({ organization: "6013" });
    expect(onlyOrg.trimEnd().split("\r\n")).toHaveLength(3);
  });

  it("reads past its batches of 1,000 without losing or repeating a row", async () => {
    t.db.transaction((tx) => {
      for (let i = 0; i < 2_345; i++) {
        writeAudit(tx, { at: Date.now(), userId: null, action: "bulk.test", entityType: "test", entityId: i });
      }
    });
    const records = (await csv({ action: "bulk." })).trimEnd().split("\r\n").slice(1);
    const ids = records.map((r) => r.split(",")[5]);
    expect(ids).toHaveLength(2_345);
    expect(new Set(ids).size).toBe(2_345);
    expect(ids[0]).toBe("2344"); // newest first
  });
});
