/**
 * Reading organisations for public pages, feeds and the shell. No writes here.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { DbOrTx } from "../audit.server";

export type Organization = typeof schema.organizations.$inferSelect;

/** The body a uid or latin name (current or former) names exactly, without following merges. */
export function findOrganizationExactly(uidOrLatinName: string, db: DbOrTx = getDb()): Organization | null {
  const o = schema.organizations;
  const current = db
    .select()
    .from(o)
    .where(or(eq(o.uid, uidOrLatinName), eq(o.latinName, uidOrLatinName)))
    .get();
  if (current) return current;
  const f = schema.organizationFormerNames;
  const former = db.select({ uid: f.orgUid }).from(f).where(eq(f.latinName, uidOrLatinName)).get();
  return former ? (db.select().from(o).where(eq(o.uid, former.uid)).get() ?? null) : null;
}

/**
 * An organisation by uid or by latinName (both appear in public URLs: /f/{…}). A former latin
 * name leads to the body that carried it, and a body merged into another leads to the one it
 * joined, so old links keep working (callers redirect when the name they were given differs).
 */
export function findOrganization(uidOrLatinName: string, db: DbOrTx = getDb()): Organization | null {
  let org = findOrganizationExactly(uidOrLatinName, db);
  const seen = new Set<string>();
  while (org?.mergedIntoUid && !seen.has(org.uid)) {
    seen.add(org.uid);
    org = findOrganizationExactly(org.mergedIntoUid, db) ?? org;
  }
  return org;
}

export interface OrganizationName {
  uid: string;
  label: string;
  latinName: string;
}

/** Labels of a few organisations (the user's own, in the shell's menu). */
export function organizationNames(uids: readonly string[]): OrganizationName[] {
  if (uids.length === 0) return [];
  const o = schema.organizations;
  return getDb()
    .select({ uid: o.uid, label: o.label, latinName: o.latinName })
    .from(o)
    .where(inArray(o.uid, [...uids]))
    .orderBy(o.label)
    .all();
}

/** Label of a dictionary item (organisation category, etc.), or the uid when unknown. */
export function dictionaryLabel(dictionaryUid: string, uid: string): string {
  const d = schema.dictionaryItems;
  const row = getDb()
    .select({ label: d.label })
    .from(d)
    .where(and(eq(d.dictionaryUid, dictionaryUid), eq(d.uid, uid)))
    .get();
  return row?.label ?? uid;
}
