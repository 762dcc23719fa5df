/**
 * The decision catalogues the JSON API's lookups answer (SPEC §7 "Lookups"): decision types with
 * their groups, a type's field definitions, the thematic categories and the tag categories.
 * Read-only, straight from the reference tables the pages use.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { fieldDefinitionsOf, THEMATIC_DICTIONARY, type FieldDefinition } from "./labels.server";

export interface DecisionTypeEntry {
  uid: string;
  label: string;
  parent: string | null;
  /** False for the groups (Α, Β, …), which only hold types. */
  allowedInDecisions: boolean;
}

export function listDecisionTypes(): DecisionTypeEntry[] {
  const t = schema.decisionTypes;
  return getDb()
    .select({ uid: t.uid, label: t.label, parent: t.parentUid, allowedInDecisions: t.allowedInDecisions })
    .from(t)
    .orderBy(asc(t.sortOrder), asc(t.uid))
    .all();
}

/** A type's field definitions (common fields included), or null for an unknown type. */
export function decisionTypeAttributes(uid: string): FieldDefinition[] | null {
  const t = schema.decisionTypes;
  const exists = getDb().select({ uid: t.uid }).from(t).where(eq(t.uid, uid)).get();
  return exists ? fieldDefinitionsOf(uid) : null;
}

export interface CatalogueItem {
  uid: string;
  label: string;
  parent: string | null;
}

/** The active items of a dictionary in their order (what may be chosen), or null for an unknown dictionary. */
export function dictionaryItems(dictionaryUid: string): CatalogueItem[] | null {
  const db = getDb();
  const d = schema.dictionaries;
  if (!db.select({ uid: d.uid }).from(d).where(eq(d.uid, dictionaryUid)).get()) return null;
  const i = schema.dictionaryItems;
  return db
    .select({ uid: i.uid, label: i.label, parent: i.parentUid })
    .from(i)
    .where(and(eq(i.dictionaryUid, dictionaryUid), isNull(i.deactivatedAt)))
    .orderBy(asc(i.sortOrder), asc(i.uid))
    .all();
}

/**
 * A dictionary's active items as a tree, flat (SPEC §7 /selection/tags/hierarchy/…): every parent
 * before its children, siblings in their order. An item whose parent is missing or deactivated
 * stands at the top, so none is lost; null when there is no such dictionary.
 */
export function dictionaryHierarchy(dictionaryUid: string): CatalogueItem[] | null {
  const items = dictionaryItems(dictionaryUid);
  if (!items) return null;
  const known = new Set(items.map((item) => item.uid));
  const children = new Map<string | null, CatalogueItem[]>();
  for (const item of items) {
    const parent = item.parent !== null && known.has(item.parent) ? item.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), item]);
  }
  const ordered: CatalogueItem[] = [];
  const placed = new Set<string>();
  const place = (parent: string | null) => {
    for (const item of children.get(parent) ?? []) {
      if (placed.has(item.uid)) continue;
      placed.add(item.uid);
      ordered.push(item);
      place(item.uid);
    }
  };
  place(null);
  // Items in a loop of parents reach no top: they follow, in their order.
  for (const item of items) if (!placed.has(item.uid)) ordered.push(item);
  return ordered;
}

export function thematicCategories(): CatalogueItem[] {
  return dictionaryItems(THEMATIC_DICTIONARY) ?? [];
}

export interface TagCategory {
  uid: string;
  label: string;
  dictionary: string | null;
}

export function tagCategories(): TagCategory[] {
  const c = schema.tagCategories;
  return getDb().select({ uid: c.uid, label: c.label, dictionary: c.dictionaryUid }).from(c).orderBy(asc(c.uid)).all();
}

export function tagCategory(uid: string): TagCategory | null {
  return tagCategories().find((c) => c.uid === uid) ?? null;
}
