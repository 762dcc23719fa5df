/**
 * Units against a real SQLite file: who may create, edit and delete (SPEC §6), the audit row and
 * history, nothing changed on refusal, the SPEC §5 interval rule, delete only when unused.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { athensDayStart } from "#shared/dates";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import { MSG, TEXT } from "../messages";
import { INTERVAL_SUFFIX } from "./unit-checks.server";
import { deleteUnit } from "./unit-delete.server";
import type { UnitFormInput } from "./unit-form";
import { createUnit, updateUnit } from "./unit-save.server";
import { unitHistory, unitTree } from "./units.server";
import { insertOrganizationFixtures, insertUser, MINISTRY, MUNICIPALITY, type TestUser } from "./testing/fixtures";

let t: TestDatabase;
let admin: TestUser;
let orgAdmin: TestUser;
let publisher: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
  admin = insertUser(t.db, { roles: ["ROLE_ADMIN"], org: "0" });
  orgAdmin = insertUser(t.db, { roles: ["ROLE_ORG_ADMIN"], org: MUNICIPALITY });
  publisher = insertUser(t.db, { roles: ["ROLE_ORG_PUBLISHER"], org: MUNICIPALITY });
});
afterAll(() => t.cleanup());

const unitInput = (over: Partial<UnitFormInput> = {}): UnitFormInput => ({
  label: "Διεύθυνση Οικονομικών",
  abbreviation: undefined,
  categoryUid: "DEPARTMENT",
  parentUid: undefined,
  activeFrom: "2024-01-01",
  activeUntil: undefined,
  ...over,
});
const unitRow = (uid: string) => t.db.select().from(schema.units).where(eq(schema.units.uid, uid)).get();
const unitCount = () => t.db.select().from(schema.units).all().length;
const NOW = athensDayStart("2025-06-01");

describe("units", () => {
  let directorate = "";
  let office = "";

  it("an organisation administrator creates a unit and a unit under it in their own body, audited", () => {
    const created = createUnit(t.db, { user: orgAdmin, orgUid: MUNICIPALITY, input: unitInput(), now: NOW });
    expect(created.ok).toBe(true);
    directorate = created.ok ? created.uid : "";
    const child = createUnit(t.db, {
      user: orgAdmin,
      orgUid: MUNICIPALITY,
      input: unitInput({ label: "Γραφείο Προμηθειών", categoryUid: "OFFICE", parentUid: directorate }),
      now: NOW,
    });
    office = child.ok ? child.uid : "";
    expect(unitRow(directorate)).toMatchObject({ orgUid: MUNICIPALITY, parentUid: MUNICIPALITY, active: true });
    expect(unitRow(office)?.parentUid).toBe(directorate);
    expect(auditOf("unit", directorate, t.db).map((a) => [a.action, a.userId])).toEqual([["unit.create", orgAdmin.id]]);
    const tree = unitTree(MUNICIPALITY, false, NOW, t.db);
    expect(tree.map((n) => [n.label, n.children.map((c) => c.label)])).toEqual([
      ["Διεύθυνση Οικονομικών", ["Γραφείο Προμηθειών"]],
    ]);
  });

  it("refuses a publisher, and an organisation administrator on another body, writing nothing", () => {
    const before = unitCount();
    expect(createUnit(t.db, { user: publisher, orgUid: MUNICIPALITY, input: unitInput() })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(createUnit(t.db, { user: orgAdmin, orgUid: MINISTRY, input: unitInput() })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(updateUnit(t.db, { user: publisher, uid: directorate, input: unitInput({ label: "Άλλο" }) })).toEqual({
      ok: false,
      reason: "forbidden",
    });
    expect(unitCount()).toBe(before);
    expect(unitRow(directorate)?.label).toBe("Διεύθυνση Οικονομικών");
  });

  it("refuses a unit under itself or below itself as its parent", () => {
    const result = updateUnit(t.db, { user: orgAdmin, uid: directorate, input: unitInput({ parentUid: office }) });
    expect(result).toEqual({ ok: false, reason: "invalid", errors: { parentUid: [TEXT.unitParentInvalid] } });
  });

  it("ends a period, then applies the SPEC §5 interval rule when a new one starts; showHistory shows it", () => {
    const ended = updateUnit(t.db, {
      user: orgAdmin,
      uid: office,
      input: unitInput({
        label: "Γραφείο Προμηθειών",
        categoryUid: "OFFICE",
        parentUid: directorate,
        activeUntil: "2025-03-31",
      }),
      now: NOW,
    });
    expect(ended.ok).toBe(true);
    expect(unitTree(MUNICIPALITY, false, NOW, t.db)[0].children).toEqual([]);
    expect(unitTree(MUNICIPALITY, true, NOW, t.db)[0].children.map((c) => [c.label, c.activeUntil, c.active])).toEqual([
      ["Γραφείο Προμηθειών", "31/03/2025", false],
    ]);
    const early = updateUnit(t.db, {
      user: orgAdmin,
      uid: office,
      input: unitInput({
        label: "Γραφείο Προμηθειών",
        categoryUid: "OFFICE",
        parentUid: directorate,
        activeFrom: "2025-03-01",
      }),
      now: NOW,
    });
    expect(early).toEqual({
      ok: false,
      reason: "invalid",
      errors: { activeFrom: [MSG.intervalOverlap("01/03/2025", "31/03/2025", INTERVAL_SUFFIX)] },
    });
    const again = updateUnit(t.db, {
      user: orgAdmin,
      uid: office,
      input: unitInput({
        label: "Γραφείο Προμηθειών",
        categoryUid: "OFFICE",
        parentUid: directorate,
        activeFrom: "2025-04-01",
      }),
      now: NOW,
    });
    expect(again.ok).toBe(true);
    expect(unitHistory(office, t.db).map((h) => [h.action, h.activeFrom, h.activeUntil])).toEqual([
      ["Αλλαγή", "01/01/2024", "31/03/2025"],
      ["Αλλαγή", "01/01/2024", ""],
      ["Δημιουργία", "01/01/2024", ""],
    ]);
  });

  it("deletes only a unit nothing uses; a publisher may not delete", () => {
    expect(deleteUnit(t.db, { user: orgAdmin, uid: directorate })).toEqual({ ok: false, reason: "in-use" });
    expect(deleteUnit(t.db, { user: publisher, uid: office })).toEqual({ ok: false, reason: "forbidden" });
    expect(unitRow(office)).toBeDefined();
    const deleted = deleteUnit(t.db, { user: admin, uid: office });
    expect(deleted).toEqual({ ok: true, orgUid: MUNICIPALITY, label: "Γραφείο Προμηθειών" });
    expect(unitRow(office)).toBeUndefined();
    expect(auditOf("unit", office, t.db).at(-1)?.action).toBe("unit.delete");
    // A deleted unit's uid is never given again: its audit rows keep naming it alone.
    const next = createUnit(t.db, { user: admin, orgUid: MUNICIPALITY, input: unitInput({ label: "Νέα" }) });
    expect(next.ok && next.uid).not.toBe(office);
  });

  it("keeps a unit that a signer signs for", () => {
    t.db.insert(schema.signers).values({ uid: "s-1", orgUid: MUNICIPALITY, firstName: "Άννα", lastName: "Ρήγα" }).run();
    t.db.insert(schema.signerUnits).values({ signerUid: "s-1", unitUid: directorate }).run();
    t.db.delete(schema.units).where(eq(schema.units.parentUid, directorate)).run();
    expect(deleteUnit(t.db, { user: admin, uid: directorate })).toEqual({ ok: false, reason: "in-use" });
  });
});
