/**
 * Reading units for the management screens: a body's unit tree (SPEC §7 GET /units, showHistory),
 * the unit form's choices and values, and a unit's former states from its audit rows.
 */
import { and, asc, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { athensDay, athensDayStart, formatDate } from "#shared/dates";
import type { AccessEntry } from "../access/permissions";
import { auditOf } from "../audit.server";
import { isoToInput } from "../fields/date.rule";
import type { Option } from "./form-page.server";
import type { UnitNode } from "./unit-tree";
import { mayManage, scopeOf, type ScopeOrganization } from "./staff-scope.server";

export function unitCategoryOptions(db = getDb()): Option[] {
  const d = schema.dictionaryItems;
  return db
    .select({ value: d.uid, label: d.label })
    .from(d)
    .where(eq(d.dictionaryUid, "ORG_UNIT_CATEGORY"))
    .orderBy(asc(d.sortOrder), asc(d.label))
    .all();
}

const day = (ms: number | null) => (ms === null ? "" : formatDate(athensDay(ms)));

function isActive(unit: { activeFrom: number | null; activeUntil: number | null }, now: number) {
  return (unit.activeFrom === null || unit.activeFrom <= now) && (unit.activeUntil === null || unit.activeUntil > now);
}

/** Units linked under their parents (children by label); a unit whose parent is not among them is a root. */
function linkTree<U extends { uid: string; parentUid: string | null }, N extends { children: N[] }>(
  units: readonly U[],
  toNode: (unit: U) => N,
): N[] {
  const nodes = new Map(units.map((x) => [x.uid, toNode(x)]));
  const roots: N[] = [];
  for (const x of units) {
    const parent = x.parentUid ? nodes.get(x.parentUid) : undefined;
    (parent ? parent.children : roots).push(nodes.get(x.uid)!);
  }
  return roots;
}

const unitsOf = (orgUid: string, db: ReturnType<typeof getDb>) =>
  db.select().from(schema.units).where(eq(schema.units.orgUid, orgUid)).orderBy(asc(schema.units.label)).all();

/**
 * The body's units as a tree, children by label. Without showHistory only units in effect now;
 * a unit whose parent is not shown is shown at the top.
 */
export function unitTree(orgUid: string, showHistory: boolean, now = Date.now(), db = getDb()): UnitNode[] {
  const categories = new Map(unitCategoryOptions(db).map((c) => [c.value, c.label]));
  const shown = unitsOf(orgUid, db).filter((x) => showHistory || isActive(x, now));
  return linkTree(shown, (x) => ({
    uid: x.uid,
    label: x.label,
    categoryLabel: x.categoryUid ? (categories.get(x.categoryUid) ?? x.categoryUid) : "",
    activeFrom: day(x.activeFrom),
    activeUntil: day(x.activeUntil),
    active: isActive(x, now),
    children: [],
  }));
}

/** A unit of the structure in effect on a day (SPEC §7 fullStructureUnder): ISO days, for the API. */
export interface UnitStructureNode {
  uid: string;
  label: string;
  category: { uid: string; label: string } | null;
  /** YYYY-MM-DD (Athens), or null when never recorded. */
  activeFrom: string | null;
  /** YYYY-MM-DD, the first day it no longer is in effect; null while it lasts. */
  activeUntil: string | null;
  children: UnitStructureNode[];
}

/**
 * The units of a body in effect on `isoDay` (the same rule as the units page: from its first day,
 * until the day its end date names), as a tree, children by label.
 */
export function unitStructureOn(orgUid: string, isoDay: string, db = getDb()): UnitStructureNode[] {
  const at = athensDayStart(isoDay);
  const categories = new Map(unitCategoryOptions(db).map((c) => [c.value, c.label]));
  const isoOf = (ms: number | null) => (ms === null ? null : athensDay(ms));
  return linkTree(
    unitsOf(orgUid, db).filter((x) => isActive(x, at)),
    (x) => ({
      uid: x.uid,
      label: x.label,
      category: x.categoryUid ? { uid: x.categoryUid, label: categories.get(x.categoryUid) ?? x.categoryUid } : null,
      activeFrom: isoOf(x.activeFrom),
      activeUntil: isoOf(x.activeUntil),
      children: [],
    }),
  );
}

/** The units of a body as choices for «Ανήκει στη μονάδα», indented by depth. */
export function unitParentOptions(orgUid: string, exceptUid: string | null, db = getDb()): Option[] {
  const out: Option[] = [];
  const walk = (nodes: UnitNode[], depth: number) => {
    for (const n of nodes) {
      if (n.uid === exceptUid) continue;
      out.push({ value: n.uid, label: `${"— ".repeat(depth)}${n.label}` });
      walk(n.children, depth + 1);
    }
  };
  walk(unitTree(orgUid, true, Date.now(), db), 0);
  return out;
}

export type { UnitNode };

export interface UnitHistoryEntry {
  at: number;
  action: string;
  label: string;
  activeFrom: string;
  activeUntil: string;
}

/** The organisation a unit belongs to, or null for an unknown unit. */
export function unitOrganization(uid: string, db = getDb()): string | null {
  const row = db.select({ orgUid: schema.units.orgUid }).from(schema.units).where(eq(schema.units.uid, uid)).get();
  return row?.orgUid ?? null;
}

/** The unit's former states, newest first: each audited change with the state it left. */
export function unitHistory(uid: string, db = getDb()): UnitHistoryEntry[] {
  type State = { label?: string; activeFrom?: number | null; activeUntil?: number | null };
  return auditOf("unit", uid, db)
    .map((row) => {
      const details = (row.details ?? {}) as { before?: State; after?: State };
      const state = details.before ?? details.after ?? {};
      return {
        at: row.at,
        action: row.action === "unit.create" ? "Δημιουργία" : row.action === "unit.update" ? "Αλλαγή" : row.action,
        label: state.label ?? "",
        activeFrom: day(state.activeFrom ?? null),
        activeUntil: day(state.activeUntil ?? null),
      };
    })
    .reverse();
}

export interface UnitFormValues {
  label: string;
  abbreviation: string;
  categoryUid: string;
  parentUid: string;
  activeFrom: string;
  activeUntil: string;
}

export interface UnitFormPage {
  org: ScopeOrganization;
  categories: Option[];
  parents: Option[];
  existing: { uid: string; label: string; history: UnitHistoryEntry[] } | null;
  values: UnitFormValues;
}

export function newUnitPage(org: ScopeOrganization, today: string): UnitFormPage {
  return {
    org,
    categories: unitCategoryOptions(),
    parents: unitParentOptions(org.uid, null),
    existing: null,
    values: {
      label: "",
      abbreviation: "",
      categoryUid: "",
      parentUid: "",
      activeFrom: isoToInput(today),
      activeUntil: "",
    },
  };
}

export type EditUnitPage = { ok: true; page: UnitFormPage } | { ok: false; reason: "not-found" | "forbidden" };

export function editUnitPage(access: readonly AccessEntry[], uid: string, db = getDb()): EditUnitPage {
  const u = schema.units;
  const unit = db.select().from(u).where(eq(u.uid, uid)).get();
  if (!unit) return { ok: false, reason: "not-found" };
  if (!mayManage(access, "PERM_UNITS_CREATE", unit.orgUid)) return { ok: false, reason: "forbidden" };
  const o = schema.organizations;
  const org = db
    .select({ uid: o.uid, label: o.label, latinName: o.latinName })
    .from(o)
    .where(and(eq(o.uid, unit.orgUid)))
    .get()!;
  return {
    ok: true,
    page: {
      org,
      categories: unitCategoryOptions(db),
      parents: unitParentOptions(unit.orgUid, uid, db),
      existing: { uid, label: unit.label, history: unitHistory(uid, db) },
      values: {
        label: unit.label,
        abbreviation: unit.abbreviation ?? "",
        categoryUid: unit.categoryUid ?? "",
        parentUid: unit.parentUid && unit.parentUid !== unit.orgUid ? unit.parentUid : "",
        activeFrom: unit.activeFrom === null ? "" : day(unit.activeFrom),
        activeUntil: day(unit.activeUntil),
      },
    },
  };
}

export type UnitsPage =
  | { ok: true; org: ScopeOrganization; tree: UnitNode[]; showHistory: boolean; canDelete: boolean }
  | { ok: false; reason: "choose" | "not-found" | "forbidden" };

/** /organization/unit/search: the body's unit tree, or why there is none to show. */
export function unitsPage(access: readonly AccessEntry[], org: string | undefined, showHistory: boolean): UnitsPage {
  const scope = scopeOf(access, "PERM_UNITS_CREATE", org);
  if (!scope.ok) return scope;
  const canDelete = mayManage(access, "PERM_UNITS_DELETE", scope.org.uid);
  return { ok: true, org: scope.org, tree: unitTree(scope.org.uid, showHistory), showHistory, canDelete };
}

/** /organization/unit/new: the form for the body in the address (or the user's only one). */
export function newUnitPageFor(access: readonly AccessEntry[], org: string | undefined, today: string) {
  const scope = scopeOf(access, "PERM_UNITS_CREATE", org);
  if (!scope.ok) return scope;
  return { ok: true as const, page: newUnitPage(scope.org, today) };
}
