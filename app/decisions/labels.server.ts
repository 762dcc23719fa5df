/**
 * Labels for the uids a decision version stores (type, units, signers, thematic categories,
 * dictionary values of extra fields), looked up in as few queries as a page needs.
 */
import { and, eq, isNull, or, sql, type Column } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";

export interface Label {
  uid: string;
  label: string;
}

/** Thematic categories are the items of the THK dictionary (reference/diavgeia.md §3.3). */
export const THEMATIC_DICTIONARY = "THK";

/** Labels in the order of `uids`; an unknown uid keeps its uid as its label. */
function inOrder(uids: readonly string[], rows: Label[]): Label[] {
  const byUid = new Map(rows.map((r) => [r.uid, r.label]));
  return uids.map((uid) => ({ uid, label: byUid.get(uid) ?? uid }));
}

export function decisionTypeLabel(uid: string): Label {
  const t = schema.decisionTypes;
  const row = getDb().select({ uid: t.uid, label: t.label }).from(t).where(eq(t.uid, uid)).get();
  return row ?? { uid, label: uid };
}

/** The uids, as one JSON parameter: a list of any length is one prepared statement. */
const UIDS = sql.placeholder("uids");
const inUids = (column: Column) => sql`${column} IN (SELECT value FROM json_each(${UIDS}))`;

/**
 * The label look-ups, built once per connection (decision 152): the search page asks them for
 * every page of facets, and building the SQL cost more than running it (decision 159).
 */
const labelStatements = preparedPerConnection((db: Db) => {
  const { units: u, signers: s, organizations: o, dictionaryItems: d } = schema;
  return {
    units: db.select({ uid: u.uid, label: u.label }).from(u).where(inUids(u.uid)).prepare(),
    signers: db
      .select({ uid: s.uid, firstName: s.firstName, lastName: s.lastName })
      .from(s)
      .where(inUids(s.uid))
      .prepare(),
    organizations: db.select({ uid: o.uid, label: o.label }).from(o).where(inUids(o.uid)).prepare(),
    dictionary: db
      .select({ uid: d.uid, label: d.label })
      .from(d)
      .where(and(eq(d.dictionaryUid, sql.placeholder("dictionaryUid")), inUids(d.uid)))
      .prepare(),
  };
});

export function unitLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  return inOrder(uids, labelStatements(getDb()).units.all({ uids: JSON.stringify(uids) }));
}

export function signerLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  const rows = labelStatements(getDb())
    .signers.all({ uids: JSON.stringify(uids) })
    .map((r) => ({ uid: r.uid, label: `${r.firstName} ${r.lastName}`.trim() }));
  return inOrder(uids, rows);
}

export function organizationLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  return inOrder(uids, labelStatements(getDb()).organizations.all({ uids: JSON.stringify(uids) }));
}

export function dictionaryLabels(dictionaryUid: string, uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  return inOrder(uids, labelStatements(getDb()).dictionary.all({ dictionaryUid, uids: JSON.stringify(uids) }));
}

export type FieldDefinition = typeof schema.fieldDefinitions.$inferSelect;

/** The field definitions of a decision type, common ones (no type) included, in form order. */
export function fieldDefinitionsOf(decisionTypeUid: string): FieldDefinition[] {
  const f = schema.fieldDefinitions;
  return getDb()
    .select()
    .from(f)
    .where(or(eq(f.decisionTypeUid, decisionTypeUid), isNull(f.decisionTypeUid)))
    .orderBy(f.sortOrder, f.id)
    .all();
}
