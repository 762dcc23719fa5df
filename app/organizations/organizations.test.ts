/**
 * Creating and editing organisations against a real SQLite file: who may, the audit row in the
 * same transaction, nothing written on refusal, and the SPEC §5 rules (AFM, main building) plus
 * the database checks (unique latin name, supervisor exists and makes no loop).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { MSG, TEXT } from "../messages";
import { auditOf } from "../audit.server";
import { createOrganization } from "./create.server";
import { addLegislation, legislationPage } from "./legislation.server";
import { deleteOrganization, organizationDeletion } from "./organization-delete.server";
import { organizationFormSchema, withMainBuilding } from "./organization-form";
import { searchOrganizations } from "./search.server";
import { updateOrganization } from "./update.server";
import {
  insertOrganizationFixtures,
  insertUser,
  MINISTRY,
  MUNICIPALITY,
  orgInput,
  UNDER_MUNICIPALITY,
  type TestUser,
} from "./testing/fixtures";

let t: TestDatabase;
let admin: TestUser;
let orgAdmin: TestUser;
/** May edit the municipality (PERM_ORG_CREATE on it) but holds no PERM_ADMIN_ORG_* right. */
let editorOnly: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  admin = insertUser(t.db, { roles: ["ROLE_ADMIN"], org: "0" });
  orgAdmin = insertUser(t.db, { roles: ["ROLE_ORG_ADMIN"], org: MUNICIPALITY });
  editorOnly = insertUser(t.db, { permissions: ["PERM_ORG_CREATE"], org: MUNICIPALITY });
});
afterAll(() => t.cleanup());

const orgCount = () => t.db.select().from(schema.organizations).all().length;
const orgRow = (uid: string) => t.db.select().from(schema.organizations).where(eq(schema.organizations.uid, uid)).get();
const buildingsOf = (uid: string) =>
  t.db.select().from(schema.organizationBuildings).where(eq(schema.organizationBuildings.orgUid, uid)).all();

describe("the organisation form's schema", () => {
  const form = (over: Record<string, unknown> = {}) => ({
    label: "Φορέας",
    latinName: "foreas",
    categoryUid: "MUNICIPALITY",
    ...over,
  });

  it("checks the VAT number with the AFM rule and answers «Μη έγκυρος ΑΦΜ»", () => {
    const bad = organizationFormSchema.safeParse(form({ vatNumber: "090000046" }));
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.message)).toEqual([MSG.invalidAfm]);
    const good = organizationFormSchema.safeParse(form({ vatNumber: "EL 090000045" }));
    expect(good.data?.vatNumber).toBe("090000045");
  });

  it("refuses a validity end before its start, naming the start day", () => {
    const result = organizationFormSchema.safeParse(form({ validFrom: "10/05/2024", validUntil: "09/05/2024" }));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["validUntil"], message: TEXT.dateBefore("10/05/2024") }),
    ]);
  });

  it("requires name, latin name and category, and a latin name of plain Latin letters", () => {
    const result = organizationFormSchema.safeParse({ latinName: "Δήμος" });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(byField).toEqual({ label: MSG.required, latinName: TEXT.invalidLatinName, categoryUid: MSG.required });
  });

  it("SPEC §5 main building: choosing one row clears the flag on the others", () => {
    const rows = [{ key: "0" }, { key: "1" }, { key: "2" }];
    expect(withMainBuilding(rows, "1").map((r) => r.mainBuilding)).toEqual([false, true, false]);
    expect(withMainBuilding(rows, undefined).map((r) => r.mainBuilding)).toEqual([false, false, false]);
  });
});

describe("creating an organisation", () => {
  it("as the administrator: the body, its buildings with one main building, and an audit row", () => {
    const result = createOrganization(t.db, { user: admin, input: orgInput() });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const row = orgRow(result.uid)!;
    expect(row).toMatchObject({
      label: "ΔΗΜΟΤΙΚΗ ΕΠΙΧΕΙΡΗΣΗ ΔΟΚΙΜΗΣ",
      latinName: "dimotiki_epixeirisi_dokimis",
      supervisorUid: MUNICIPALITY,
      vatNumber: "090000045",
      isActive: true,
      inEffect: true,
    });
    expect(row.adaCode).toMatch(/^[0-9Α-Ω]{3}$/u);
    expect(buildingsOf(result.uid).map((b) => [b.description, b.mainBuilding])).toEqual([
      ["Παράρτημα", false],
      ["Δημαρχείο", true],
    ]);
    const audit = auditOf("organization", result.uid, t.db);
    expect(audit.map((a) => [a.action, a.userId])).toEqual([["organization.create", admin.id]]);
  });

  it("refuses an organisation administrator (no PERM_ORG_CREATE) and writes nothing", () => {
    const before = orgCount();
    const result = createOrganization(t.db, { user: orgAdmin, input: orgInput({ latinName: "kati_allo" }) });
    expect(result).toEqual({ ok: false, reason: "forbidden" });
    expect(orgCount()).toBe(before);
  });

  it("refuses a latin name another body has, and an unknown supervisor, writing nothing", () => {
    const before = orgCount();
    const result = createOrganization(t.db, {
      user: admin,
      input: orgInput({ latinName: "dimos_dokimis", supervisorUid: "no_such_body" }),
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: { latinName: [TEXT.latinNameTaken], supervisorUid: [TEXT.supervisorNotFound] },
    });
    expect(orgCount()).toBe(before);
  });
});

describe("editing an organisation", () => {
  it("saves the contact details and buildings of a body the user may edit, with the changes audited", () => {
    const input = orgInput({
      label: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ",
      latinName: "dimos_dokimis",
      supervisorUid: MINISTRY,
      website: "https://dimos.example.gov.gr",
      mainBuilding: "0",
    });
    const result = updateOrganization(t.db, { user: editorOnly, uid: MUNICIPALITY, input });
    expect(result.ok).toBe(true);
    expect(orgRow(MUNICIPALITY)!.website).toBe("https://dimos.example.gov.gr");
    expect(
      buildingsOf(MUNICIPALITY)
        .filter((b) => b.mainBuilding)
        .map((b) => b.description),
    ).toEqual(["Παράρτημα"]);
    const [entry] = auditOf("organization", MUNICIPALITY, t.db);
    expect(entry.action).toBe("organization.update");
    expect((entry.details as { changed: Record<string, unknown> }).changed.website).toEqual({
      from: null,
      to: "https://dimos.example.gov.gr",
    });
  });

  it("refuses a rename, a move and a deactivation without PERM_ADMIN_ORG_RENAME/MOVE/ACTIVATE, changing nothing", () => {
    const before = orgRow(MUNICIPALITY);
    const audits = auditOf("organization", MUNICIPALITY, t.db).length;
    const result = updateOrganization(t.db, {
      user: editorOnly,
      uid: MUNICIPALITY,
      input: orgInput({ label: "ΝΕΟ ΟΝΟΜΑ", latinName: "dimos_dokimis", supervisorUid: undefined, isActive: false }),
    });
    expect(result).toEqual({
      ok: false,
      reason: "invalid",
      errors: {
        label: [TEXT.organizationChangeForbidden("Επωνυμία")],
        supervisorUid: [TEXT.organizationChangeForbidden("Εποπτεύων φορέας")],
        isActive: [TEXT.organizationChangeForbidden("Ενεργός")],
      },
    });
    expect(orgRow(MUNICIPALITY)).toEqual(before);
    expect(auditOf("organization", MUNICIPALITY, t.db)).toHaveLength(audits);
  });

  it("lets the administrator rename and move; refuses a supervisor below the body itself", () => {
    const loop = updateOrganization(t.db, {
      user: admin,
      uid: MUNICIPALITY,
      input: orgInput({ label: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ", latinName: "dimos_dokimis", supervisorUid: UNDER_MUNICIPALITY }),
    });
    expect(loop).toEqual({ ok: false, reason: "invalid", errors: { supervisorUid: [TEXT.supervisorCycle] } });
    const renamed = updateOrganization(t.db, {
      user: admin,
      uid: MUNICIPALITY,
      input: orgInput({ label: "ΔΗΜΟΣ ΝΕΑΣ ΔΟΚΙΜΗΣ", latinName: "dimos_neas_dokimis", supervisorUid: undefined }),
    });
    expect(renamed.ok).toBe(true);
    expect(orgRow(MUNICIPALITY)).toMatchObject({ label: "ΔΗΜΟΣ ΝΕΑΣ ΔΟΚΙΜΗΣ", supervisorUid: null });
  });

  it("refuses a user without PERM_ORG_CREATE on the body, and answers not-found for an unknown uid", () => {
    expect(updateOrganization(t.db, { user: orgAdmin, uid: MUNICIPALITY, input: orgInput() })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(updateOrganization(t.db, { user: admin, uid: "999999", input: orgInput() })).toEqual({
      ok: false,
      reason: "not-found",
    });
  });
});

describe("searching organisations", () => {
  it("matches words of the name ignoring accents and case, and pages honestly", () => {
    const found = searchOrganizations({ text: "δοκιμών", page: 1 }, t.db);
    expect(found.ok && found.rows.map((r) => r.uid)).toEqual([MINISTRY]);
    const all = searchOrganizations({ page: 1 }, t.db);
    expect(all.ok && all.total).toBe(orgCount());
    expect(searchOrganizations({ page: 2 }, t.db)).toEqual({ ok: false, reason: "page-out-of-range" });
  });

  it("filters by SPEC §4 status", () => {
    t.db.update(schema.organizations).set({ inEffect: false }).where(eq(schema.organizations.uid, MINISTRY)).run();
    const abolished = searchOrganizations({ status: "abolished", page: 1 }, t.db);
    expect(abolished.ok && abolished.rows.map((r) => [r.uid, r.status])).toEqual([[MINISTRY, "abolished"]]);
  });
});

describe("deleting an organisation", () => {
  it("refuses a body something depends on, says what, and changes nothing", () => {
    const before = orgCount();
    const found = organizationDeletion(admin, MUNICIPALITY, t.db);
    expect(found.ok && found.blockers).toEqual(["εποπτεύει άλλους φορείς"]);
    expect(deleteOrganization(t.db, { user: admin, uid: MUNICIPALITY })).toEqual({
      ok: false,
      reason: "in-use",
      blockers: ["εποπτεύει άλλους φορείς"],
    });
    expect(orgCount()).toBe(before);
  });

  it("refuses a user without PERM_ADMIN_ORG_DELETE, and deletes a free body with its buildings and legislation, audited", () => {
    const created = createOrganization(t.db, {
      user: admin,
      input: orgInput({ latinName: "pros_diagrafi", supervisorUid: undefined }),
    });
    const uid = created.ok ? created.uid : "";
    const act = { title: "Ίδρυση", reference: "π.δ. 1/2020", url: "", actDate: "" };
    expect(addLegislation(t.db, { user: admin, orgUid: uid, raw: act }).ok).toBe(true);
    expect(deleteOrganization(t.db, { user: editorOnly, uid })).toEqual({ ok: false, reason: "forbidden" });
    expect(deleteOrganization(t.db, { user: admin, uid })).toEqual({ ok: true, label: "ΔΗΜΟΤΙΚΗ ΕΠΙΧΕΙΡΗΣΗ ΔΟΚΙΜΗΣ" });
    expect(orgRow(uid)).toBeUndefined();
    expect(buildingsOf(uid)).toEqual([]);
    expect(legislationPage(uid, "all", 1, t.db).total).toBe(0);
    expect(auditOf("organization", uid, t.db).map((a) => a.action)).toEqual([
      "organization.create",
      "organization.legislation.add",
      "organization.delete",
    ]);
  });
});
