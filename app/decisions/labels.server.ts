/**
 * Labels for the uids a decision version stores (type, units, signers, thematic categories,
 * dictionary values of extra fields), looked up in as few queries as a page needs.
 */
import { and, eq, inArray, isNull, or } from "drizzle-orm";
import { getDb, schema } from "#db/client";

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

export function unitLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  const u = schema.units;
  return inOrder(
    uids,
    getDb()
      .select({ uid: u.uid, label: u.label })
      .from(u)
      .where(inArray(u.uid, [...uids]))
      .all(),
  );
}

export function signerLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  const s = schema.signers;
  const rows = getDb()
    .select({ uid: s.uid, firstName: s.firstName, lastName: s.lastName })
    .from(s)
    .where(inArray(s.uid, [...uids]))
    .all()
    .map((r) => ({ uid: r.uid, label: `${r.firstName} ${r.lastName}`.trim() }));
  return inOrder(uids, rows);
}

export function organizationLabels(uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  const o = schema.organizations;
  return inOrder(
    uids,
    getDb()
      .select({ uid: o.uid, label: o.label })
      .from(o)
      .where(inArray(o.uid, [...uids]))
      .all(),
  );
}

export function dictionaryLabels(dictionaryUid: string, uids: readonly string[]): Label[] {
  if (uids.length === 0) return [];
  const d = schema.dictionaryItems;
  const rows = getDb()
    .select({ uid: d.uid, label: d.label })
    .from(d)
    .where(and(eq(d.dictionaryUid, dictionaryUid), inArray(d.uid, [...uids])))
    .all();
  return inOrder(uids, rows);
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
