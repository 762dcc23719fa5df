/**
 * An organisation's legislation against a real SQLite file: adding and removing rows with their
 * audit rows, refusals (no right, bad input, another body's row) that change nothing, and the
 * table's page lengths 5, 15, 20 and all (SPEC §2, §9).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import { MSG, TEXT } from "../messages";
import { DEFAULT_LEGISLATION_PAGE_LENGTH } from "./legislation-form";
import { addLegislation, legislationPage, legislationRemoval, removeLegislation } from "./legislation.server";
import { insertOrganizationFixtures, insertUser, MINISTRY, MUNICIPALITY, type TestUser } from "./testing/fixtures";

let t: TestDatabase;
let editor: TestUser;
let publisher: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  editor = insertUser(t.db, { permissions: ["PERM_ORG_CREATE"], org: MUNICIPALITY });
  publisher = insertUser(t.db, { roles: ["ROLE_ORG_PUBLISHER"], org: MUNICIPALITY });
});
afterAll(() => t.cleanup());

const rowsOf = (uid: string) =>
  t.db
    .select()
    .from(schema.organizationLegislation)
    .where(eq(schema.organizationLegislation.orgUid, uid))
    .orderBy(schema.organizationLegislation.id)
    .all();
const actions = (uid: string) => auditOf("organization", uid, t.db).map((a) => a.action);

const kallikratis = {
  title: "Νέα Αρχιτεκτονική της Αυτοδιοίκησης – Πρόγραμμα Καλλικράτης",
  reference: "ν. 3852/2010 (ΦΕΚ Α' 87)",
  url: "https://www.et.gr/api/DownloadFeksApi/?fek_pdf=20100100087",
  actDate: "07/06/2010",
};

describe("adding and removing legislation", () => {
  it("adds a row the editor typed, dd/mm/yyyy stored as ISO, with an audit row", () => {
    const result = addLegislation(t.db, { user: editor, orgUid: MUNICIPALITY, raw: kallikratis });
    expect(result).toMatchObject({ ok: true, title: kallikratis.title });
    expect(rowsOf(MUNICIPALITY)).toEqual([
      expect.objectContaining({
        title: kallikratis.title,
        reference: "ν. 3852/2010 (ΦΕΚ Α' 87)",
        url: kallikratis.url,
        actDate: "2010-06-07",
      }),
    ]);
    expect(actions(MUNICIPALITY)).toEqual(["organization.legislation.add"]);
  });

  it("keeps link and date optional", () => {
    const result = addLegislation(t.db, {
      user: editor,
      orgUid: MUNICIPALITY,
      raw: { title: "Κώδικας Δήμων και Κοινοτήτων", reference: "ν. 3463/2006 (ΦΕΚ Α' 114)", url: "", actDate: "" },
    });
    expect(result.ok).toBe(true);
    expect(rowsOf(MUNICIPALITY).at(-1)).toMatchObject({ url: null, actDate: null });
  });

  it("refuses missing fields, a plain-http link and a day that does not exist, in Greek, writing nothing", () => {
    const before = rowsOf(MUNICIPALITY).length;
    const audits = actions(MUNICIPALITY).length;
    const result = addLegislation(t.db, {
      user: editor,
      orgUid: MUNICIPALITY,
      raw: { title: "  ", reference: "", url: "http://www.et.gr/fek", actDate: "31/02/2010" },
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        title: [MSG.required],
        reference: [MSG.required],
        url: [TEXT.invalidLegislationUrl],
        actDate: [TEXT.invalidDate],
      },
      values: { title: "  ", reference: "", url: "http://www.et.gr/fek", actDate: "31/02/2010" },
    });
    expect(rowsOf(MUNICIPALITY)).toHaveLength(before);
    expect(actions(MUNICIPALITY)).toHaveLength(audits);
  });

  it("refuses a user without the right to edit the body, and an unknown body, writing nothing", () => {
    const before = rowsOf(MUNICIPALITY).length;
    expect(addLegislation(t.db, { user: publisher, orgUid: MUNICIPALITY, raw: kallikratis })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(addLegislation(t.db, { user: editor, orgUid: MINISTRY, raw: kallikratis })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(addLegislation(t.db, { user: editor, orgUid: "no-such", raw: kallikratis })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(rowsOf(MUNICIPALITY)).toHaveLength(before);
    expect(rowsOf(MINISTRY)).toEqual([]);
  });

  it("removes a row with an audit row holding what it was; another body's row or no right changes nothing", () => {
    const [first] = rowsOf(MUNICIPALITY);
    const count = rowsOf(MUNICIPALITY).length;
    expect(removeLegislation(t.db, { user: publisher, orgUid: MUNICIPALITY, id: first.id })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    // The row exists, but not under the body named: nothing is removed.
    const admin = insertUser(t.db, { roles: ["ROLE_ADMIN"], org: "0" });
    expect(removeLegislation(t.db, { user: admin, orgUid: MINISTRY, id: first.id })).toEqual({
      ok: false,
      reason: "no-row",
    });
    expect(rowsOf(MUNICIPALITY)).toHaveLength(count);

    // The confirmation page names the act, with the same refusals.
    expect(legislationRemoval(editor, MUNICIPALITY, first.id, t.db)).toMatchObject({
      ok: true,
      org: { uid: MUNICIPALITY },
      act: { id: first.id, title: kallikratis.title, reference: kallikratis.reference },
    });
    expect(legislationRemoval(publisher, MUNICIPALITY, first.id, t.db)).toEqual({ ok: false, reason: "forbidden" });
    expect(legislationRemoval(admin, MINISTRY, first.id, t.db)).toEqual({ ok: false, reason: "no-row" });
    expect(legislationRemoval(admin, "no-such-body", first.id, t.db)).toEqual({ ok: false, reason: "not-found" });

    expect(removeLegislation(t.db, { user: editor, orgUid: MUNICIPALITY, id: first.id })).toEqual({
      ok: true,
      title: kallikratis.title,
    });
    expect(rowsOf(MUNICIPALITY).map((r) => r.id)).not.toContain(first.id);
    const audit = auditOf("organization", MUNICIPALITY, t.db).at(-1)!;
    expect(audit.action).toBe("organization.legislation.remove");
    expect(audit.userId).toBe(editor.id);
    expect(audit.details).toMatchObject({ legislation: { id: first.id, title: kallikratis.title } });
  });
});

describe("the legislation table's pages", () => {
  beforeAll(() => {
    t.db.delete(schema.organizationLegislation).run();
    // 23 acts of the ministry, one a year from 2001, and one undated.
    const rows = Array.from({ length: 22 }, (_, i) => ({
      orgUid: MINISTRY,
      title: `Πράξη ${2001 + i}`,
      reference: `ν. ${1000 + i}/${2001 + i}`,
      actDate: `${2001 + i}-03-01`,
      createdAt: i,
    }));
    t.db
      .insert(schema.organizationLegislation)
      .values([...rows, { orgUid: MINISTRY, title: "Χωρίς ημερομηνία", reference: "π.δ. 1/1999", createdAt: 99 }])
      .run();
  });

  it("shows 5 rows by default, the newest act first and the undated last", () => {
    const page = legislationPage(MINISTRY, DEFAULT_LEGISLATION_PAGE_LENGTH, 1, t.db);
    expect(page).toMatchObject({ total: 23, length: "5", page: 1, pageCount: 5 });
    expect(page.rows.map((r) => r.title)).toEqual([
      "Πράξη 2022",
      "Πράξη 2021",
      "Πράξη 2020",
      "Πράξη 2019",
      "Πράξη 2018",
    ]);
    expect(legislationPage(MINISTRY, "5", 5, t.db).rows.map((r) => r.title)).toEqual([
      "Πράξη 2002",
      "Πράξη 2001",
      "Χωρίς ημερομηνία",
    ]);
  });

  it("offers 15, 20 and all", () => {
    expect(legislationPage(MINISTRY, "15", 1, t.db)).toMatchObject({ pageCount: 2 });
    expect(legislationPage(MINISTRY, "15", 2, t.db).rows).toHaveLength(8);
    expect(legislationPage(MINISTRY, "20", 1, t.db).rows).toHaveLength(20);
    const all = legislationPage(MINISTRY, "all", 1, t.db);
    expect(all).toMatchObject({ page: 1, pageCount: 1 });
    expect(all.rows).toHaveLength(23);
  });

  it("keeps a page past the end (after a removal) on the last page, and an empty table on page 1", () => {
    expect(legislationPage(MINISTRY, "20", 9, t.db)).toMatchObject({ page: 2, pageCount: 2 });
    expect(legislationPage(MUNICIPALITY, "5", 3, t.db)).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});
