/**
 * The one rule for which decision types a new decision may use (SPEC §1, /administration/dt and
 * /administration/dtperorgtype): a leaf type, not withdrawn, open to the organisation's category
 * (decision_types_per_org_category; a category without rows is unrestricted) and not hidden by
 * the organisation itself (decision_types_per_org, /organization/dtview). The entry form's type
 * list and every save path (form, JSON API, OpenData) ask here, so a type withdrawn from a
 * category disappears from that category's form and is refused everywhere at once.
 */
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";
import { DECISION_TYPE_TEXT } from "../messages";
import type { DbOrTx } from "../audit.server";

export interface OpenType {
  uid: string;
  label: string;
  parentUid: string | null;
}

/** The types a category may use, or null when none were configured for it (every type). */
export function categoryTypeUids(db: DbOrTx, categoryUid: string): Set<string> | null {
  const c = schema.decisionTypesPerOrgCategory;
  const rows = db.select({ uid: c.decisionTypeUid }).from(c).where(eq(c.orgCategoryUid, categoryUid)).all();
  return rows.length ? new Set(rows.map((r) => r.uid)) : null;
}

function organizationCategory(db: Db, orgUid: string): string | null {
  return oneTypeStatements(db).category.get({ orgUid })?.category ?? null;
}

/** Leaf types in the catalogue's order that are not withdrawn. */
export function usableTypes(db: Db = getDb()): OpenType[] {
  const t = schema.decisionTypes;
  return db
    .select({ uid: t.uid, label: t.label, parentUid: t.parentUid })
    .from(t)
    .where(and(eq(t.allowedInDecisions, true), isNull(t.withdrawnAt)))
    .orderBy(asc(t.sortOrder), asc(t.uid))
    .all();
}

/** SPEC §7 /selection/tags/DT: every type a new decision may have, its group as its parent. */
export function decisionTypeList(db: Db = getDb()): TypeSelectionItem[] {
  return usableTypes(db).map((t) => ({ uid: t.uid, label: t.label, parent: t.parentUid }));
}

/** The types open to an organisation's category, before the organisation's own choices. */
export function typesOpenToOrganization(db: Db, orgUid: string): OpenType[] {
  const category = organizationCategory(db, orgUid);
  const open = category === null ? null : categoryTypeUids(db, category);
  return usableTypes(db).filter((t) => !open || open.has(t.uid));
}

function hiddenByOrganization(db: Db, orgUid: string): Set<string> {
  const p = schema.decisionTypesPerOrg;
  const rows = db
    .select({ uid: p.decisionTypeUid })
    .from(p)
    .where(and(eq(p.orgUid, orgUid), eq(p.visible, false)))
    .all();
  return new Set(rows.map((r) => r.uid));
}

/** The types a new decision of the organisation may use (null organisation: every usable type). */
export function typesForNewDecision(db: Db, orgUid: string | null): OpenType[] {
  if (!orgUid) return usableTypes(db);
  const hidden = hiddenByOrganization(db, orgUid);
  return typesOpenToOrganization(db, orgUid).filter((t) => !hidden.has(t.uid));
}

/**
 * The rule above for one type, asked at every save: four look-ups by key, built once per
 * connection, rather than the organisation's whole list (decision 152). A test holds it to
 * `typesForNewDecision` for every type.
 */
const oneTypeStatements = preparedPerConnection((db: Db) => {
  const t = schema.decisionTypes;
  const o = schema.organizations;
  const c = schema.decisionTypesPerOrgCategory;
  const p = schema.decisionTypesPerOrg;
  const typeUid = sql.placeholder("typeUid");
  const categoryUid = sql.placeholder("categoryUid");
  return {
    usable: db
      .select({ uid: t.uid })
      .from(t)
      .where(and(eq(t.uid, typeUid), eq(t.allowedInDecisions, true), isNull(t.withdrawnAt)))
      .prepare(),
    category: db
      .select({ category: o.categoryUid })
      .from(o)
      .where(eq(o.uid, sql.placeholder("orgUid")))
      .prepare(),
    categoryRestricted: db
      .select({ uid: c.decisionTypeUid })
      .from(c)
      .where(eq(c.orgCategoryUid, categoryUid))
      .limit(1)
      .prepare(),
    categoryAllows: db
      .select({ uid: c.decisionTypeUid })
      .from(c)
      .where(and(eq(c.orgCategoryUid, categoryUid), eq(c.decisionTypeUid, typeUid)))
      .prepare(),
    hidden: db
      .select({ uid: p.decisionTypeUid })
      .from(p)
      .where(and(eq(p.orgUid, sql.placeholder("orgUid")), eq(p.decisionTypeUid, typeUid), eq(p.visible, false)))
      .prepare(),
  };
});

/** Whether a new decision of the organisation may use the type: `typesForNewDecision(db, orgUid)` lists it. */
function typeOpenToOrganization(db: Db, orgUid: string, typeUid: string): boolean {
  const statements = oneTypeStatements(db);
  if (!statements.usable.get({ typeUid })) return false;
  const categoryUid = organizationCategory(db, orgUid);
  if (
    categoryUid !== null &&
    statements.categoryRestricted.get({ categoryUid }) &&
    !statements.categoryAllows.get({ categoryUid, typeUid })
  )
    return false;
  return !statements.hidden.get({ orgUid, typeUid });
}

/** Why a new decision of the organisation may not use the type (a Greek message), or null when it may. */
export function decisionTypeRefusal(orgUid: string, typeUid: string, db: Db = getDb()): string | null {
  return typeOpenToOrganization(db, orgUid, typeUid) ? null : DECISION_TYPE_TEXT.notAllowed(typeUid);
}

export interface TypeSelectionItem {
  uid: string;
  label: string;
  parent: string | null;
}

/**
 * SPEC §7 GET /selection/tags/hierarchy/DT: the types a new decision may use, for an organisation
 * (its category and its own choices) or for a category, each group before its types; null for an
 * organisation or category that does not exist. A withdrawn or closed type is not listed.
 */
export function decisionTypeSelection(
  args: { org?: string; orgCategory?: string },
  db: Db = getDb(),
): TypeSelectionItem[] | null {
  let types: OpenType[];
  if (args.org) {
    if (organizationCategory(db, args.org) === null) return null;
    types = typesForNewDecision(db, args.org);
  } else if (args.orgCategory) {
    const i = schema.dictionaryItems;
    const known = db
      .select({ uid: i.uid })
      .from(i)
      .where(and(eq(i.dictionaryUid, "ORG_CATEGORY"), eq(i.uid, args.orgCategory)))
      .get();
    if (!known) return null;
    const open = categoryTypeUids(db, args.orgCategory);
    types = usableTypes(db).filter((t) => !open || open.has(t.uid));
  } else types = usableTypes(db);
  const t = schema.decisionTypes;
  const groups = db
    .select({ uid: t.uid, label: t.label, parent: t.parentUid })
    .from(t)
    .where(eq(t.allowedInDecisions, false))
    .orderBy(asc(t.sortOrder), asc(t.uid))
    .all();
  return groups
    .filter((g) => types.some((x) => x.parentUid === g.uid))
    .flatMap((g) => [
      g,
      ...types.filter((x) => x.parentUid === g.uid).map((x) => ({ uid: x.uid, label: x.label, parent: x.parentUid })),
    ])
    .concat(
      types
        .filter((x) => !groups.some((g) => g.uid === x.parentUid))
        .map((x) => ({ uid: x.uid, label: x.label, parent: x.parentUid })),
    );
}
