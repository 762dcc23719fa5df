/**
 * Tag categories and their tags (SPEC §6 PERM_ADMIN_TAG_CATEGORIES, /administration/tagcategories):
 * a category names a dictionary; its tags are the dictionary's items, a tree (parent item). Tags
 * are added, renamed, reordered, moved under another parent (never under themselves) and
 * deactivated, never deleted: decisions keep their codes, and their labels are read from the same
 * rows (app/decisions/labels.server.ts). The entry form's option lists and the search facets read
 * these rows on every request (app/decisions/form-schema.server.ts dictionaryOptions), so a change
 * shows at once. Each change is one transaction with its audit row.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit, type DbOrTx } from "../audit.server";
import { TAG_TEXT } from "../messages";
import { makesLoop, orderTree, placeAmongSiblings, type TreeNode, type TreeRow } from "./tree";

export interface AdminTagCategory {
  uid: string;
  label: string;
  dictionaryUid: string;
  tags: number;
  inactive: number;
}

/** The dictionary of a category: its own, or the dictionary of the same uid. */
const dictionaryOf = (c: { uid: string; dictionaryUid: string | null }) => c.dictionaryUid ?? c.uid;

export function adminTagCategories(db: Db = getDb()): AdminTagCategory[] {
  const c = schema.tagCategories;
  const i = schema.dictionaryItems;
  const counts = new Map(
    db
      .select({
        dictionaryUid: i.dictionaryUid,
        tags: sql<number>`count(*)`,
        inactive: sql<number>`count(${i.deactivatedAt})`,
      })
      .from(i)
      .groupBy(i.dictionaryUid)
      .all()
      .map((r) => [r.dictionaryUid, r]),
  );
  return db
    .select()
    .from(c)
    .orderBy(asc(c.label), asc(c.uid))
    .all()
    .map((row) => {
      const dictionaryUid = dictionaryOf(row);
      const n = counts.get(dictionaryUid);
      return { uid: row.uid, label: row.label, dictionaryUid, tags: n?.tags ?? 0, inactive: n?.inactive ?? 0 };
    });
}

export function adminTagCategory(uid: string, db: Db = getDb()): AdminTagCategory | null {
  return adminTagCategories(db).find((c) => c.uid === uid) ?? null;
}

export interface AdminTag extends TreeRow {
  dictionaryUid: string;
}

/** How the audit log names a tag: its dictionary and its code (a code is unique only within its dictionary). */
const tagEntityId = (category: AdminTagCategory, uid: string) => `${category.dictionaryUid}/${uid}`;

/** The row of one tag of a category (its dictionary's item of that code). */
const theTag = (category: AdminTagCategory, uid: string) =>
  and(eq(schema.dictionaryItems.dictionaryUid, category.dictionaryUid), eq(schema.dictionaryItems.uid, uid));

function tagRows(db: DbOrTx, dictionaryUid: string): AdminTag[] {
  const i = schema.dictionaryItems;
  return db
    .select()
    .from(i)
    .where(eq(i.dictionaryUid, dictionaryUid))
    .all()
    .map((r) => ({
      uid: r.uid,
      label: r.label,
      parentUid: r.parentUid,
      sortOrder: r.sortOrder,
      active: r.deactivatedAt === null,
      dictionaryUid: r.dictionaryUid,
    }));
}

/** A category's tags as a tree, parents first, with their depth. */
export function tagTree(category: AdminTagCategory, db: Db = getDb()): TreeNode<AdminTag>[] {
  return orderTree(tagRows(db, category.dictionaryUid));
}

export function adminTag(category: AdminTagCategory, uid: string, db: Db = getDb()): TreeNode<AdminTag> | null {
  return tagTree(category, db).find((t) => t.uid === uid) ?? null;
}

/** A tag by uid alone (GET /tags/{uid}/): the first dictionary, in uid order, that has it. */
export function tagByUid(uid: string, db: Db = getDb()) {
  const i = schema.dictionaryItems;
  const row = db.select().from(i).where(eq(i.uid, uid)).orderBy(asc(i.dictionaryUid)).get();
  if (!row) return null;
  return {
    uid: row.uid,
    label: row.label,
    parent: row.parentUid,
    dictionary: row.dictionaryUid,
    active: row.deactivatedAt === null,
  };
}

export type TagResult = { ok: true; uid: string; message: string } | { ok: false; errors: Record<string, string> };

const CODE = /^[A-Z][A-Z0-9_]{1,39}$/;

function labelError(label: string): string | null {
  if (!label.trim()) return TAG_TEXT.labelRequired;
  if (label.trim().length > 300) return TAG_TEXT.labelTooLong;
  return null;
}

/** A new category with its own (empty) dictionary, named by an upper-case latin code. */
export function addTagCategory(
  user: Pick<SessionUser, "id">,
  input: { code: string; label: string },
  db: Db = getDb(),
  now = Date.now(),
): TagResult {
  const errors: Record<string, string> = {};
  const code = input.code.trim();
  const label = input.label.trim();
  if (!CODE.test(code)) errors.code = TAG_TEXT.badCode;
  else {
    const taken =
      db.select().from(schema.dictionaries).where(eq(schema.dictionaries.uid, code)).get() ??
      db.select().from(schema.tagCategories).where(eq(schema.tagCategories.uid, code)).get();
    if (taken) errors.code = TAG_TEXT.codeTaken;
  }
  const bad = labelError(label);
  if (bad) errors.label = bad;
  if (Object.keys(errors).length) return { ok: false, errors };
  db.transaction((tx) => {
    tx.insert(schema.dictionaries).values({ uid: code, label }).run();
    tx.insert(schema.tagCategories).values({ uid: code, label, dictionaryUid: code }).run();
    writeAudit(tx, {
      userId: user.id,
      action: "tagCategory.create",
      entityType: "tagCategory",
      entityId: code,
      details: { label },
      at: now,
    });
  });
  return { ok: true, uid: code, message: TAG_TEXT.categoryAdded(label) };
}

export function renameTagCategory(
  user: Pick<SessionUser, "id">,
  category: AdminTagCategory,
  newLabel: string,
  db: Db = getDb(),
  now = Date.now(),
): TagResult {
  const bad = labelError(newLabel);
  if (bad) return { ok: false, errors: { label: bad } };
  const label = newLabel.trim();
  db.transaction((tx) => {
    tx.update(schema.tagCategories).set({ label }).where(eq(schema.tagCategories.uid, category.uid)).run();
    writeAudit(tx, {
      userId: user.id,
      action: "tagCategory.rename",
      entityType: "tagCategory",
      entityId: category.uid,
      details: { from: category.label, to: label },
      at: now,
    });
  });
  return { ok: true, uid: category.uid, message: TAG_TEXT.categorySaved(label) };
}

/** The next free numeric code of a dictionary (items keep their codes forever). */
function nextTagUid(tx: DbOrTx, dictionaryUid: string): string {
  const i = schema.dictionaryItems;
  const row = tx
    .select({ max: sql<number | null>`max(CAST(${i.uid} AS INTEGER))` })
    .from(i)
    .where(eq(i.dictionaryUid, dictionaryUid))
    .get();
  let next = (row?.max ?? 0) + 1;
  while (
    tx
      .select()
      .from(i)
      .where(and(eq(i.dictionaryUid, dictionaryUid), eq(i.uid, String(next))))
      .get()
  )
    next++;
  return String(next);
}

/**
 * Writes the dictionary's sort order as the tree's order (parents before children), with `uid`
 * placed at `position` among the siblings under its parent: the option lists sort by this one
 * number and group by parent, so each group stays together.
 */
function renumber(tx: DbOrTx, dictionaryUid: string, uid: string, position: number | null) {
  const rows = tagRows(tx, dictionaryUid);
  const stored = new Map(rows.map((r) => [r.uid, r.sortOrder]));
  const moved = rows.find((r) => r.uid === uid);
  if (moved) {
    const siblings = orderTree(rows)
      .filter((r) => r.parentUid === moved.parentUid)
      .map((r) => r.uid);
    // orderTree sorts each sibling list on its own, so ranks only need to compare among siblings.
    const rank = new Map(placeAmongSiblings(siblings, uid, position).map((s, n) => [s, n]));
    for (const r of rows) r.sortOrder = rank.get(r.uid) ?? r.sortOrder;
  }
  const i = schema.dictionaryItems;
  orderTree(rows).forEach((r, n) => {
    if (stored.get(r.uid) === n) return;
    tx.update(i)
      .set({ sortOrder: n })
      .where(and(eq(i.dictionaryUid, dictionaryUid), eq(i.uid, r.uid)))
      .run();
  });
}

interface TagInput {
  label: string;
  parentUid: string | null;
  /** 1-based place among the siblings; null: last (new) or unchanged (edit). */
  position: number | null;
}

function tagInputErrors(rows: readonly AdminTag[], input: TagInput, uid: string | null): Record<string, string> {
  const errors: Record<string, string> = {};
  const bad = labelError(input.label);
  if (bad) errors.label = bad;
  if (input.parentUid !== null) {
    if (!rows.some((r) => r.uid === input.parentUid)) errors.parentUid = TAG_TEXT.unknownParent;
    else if (uid !== null && makesLoop(rows, uid, input.parentUid)) errors.parentUid = TAG_TEXT.loop;
  }
  if (input.position !== null && (!Number.isInteger(input.position) || input.position < 1))
    errors.position = TAG_TEXT.badPosition;
  return errors;
}

export function addTag(
  user: Pick<SessionUser, "id">,
  category: AdminTagCategory,
  input: TagInput,
  db: Db = getDb(),
  now = Date.now(),
): TagResult {
  const errors = tagInputErrors(tagRows(db, category.dictionaryUid), input, null);
  if (Object.keys(errors).length) return { ok: false, errors };
  const label = input.label.trim();
  const uid = db.transaction((tx) => {
    const uid = nextTagUid(tx, category.dictionaryUid);
    tx.insert(schema.dictionaryItems)
      .values({ dictionaryUid: category.dictionaryUid, uid, label, parentUid: input.parentUid, sortOrder: 1e9 })
      .run();
    renumber(tx, category.dictionaryUid, uid, input.position);
    writeAudit(tx, {
      userId: user.id,
      action: "tag.create",
      entityType: "tag",
      entityId: tagEntityId(category, uid),
      details: { label, parentUid: input.parentUid },
      at: now,
    });
    return uid;
  });
  return { ok: true, uid, message: TAG_TEXT.tagAdded(label) };
}

/** Renames, moves under another parent (or to the top) and/or reorders a tag. */
export function updateTag(
  user: Pick<SessionUser, "id">,
  category: AdminTagCategory,
  uid: string,
  input: TagInput,
  db: Db = getDb(),
  now = Date.now(),
): TagResult | null {
  const rows = tagRows(db, category.dictionaryUid);
  const tag = rows.find((r) => r.uid === uid);
  if (!tag) return null;
  const errors = tagInputErrors(rows, input, uid);
  if (Object.keys(errors).length) return { ok: false, errors };
  const label = input.label.trim();
  const i = schema.dictionaryItems;
  db.transaction((tx) => {
    tx.update(i).set({ label, parentUid: input.parentUid }).where(theTag(category, uid)).run();
    const moved = input.parentUid !== tag.parentUid;
    if (moved || input.position !== null) renumber(tx, category.dictionaryUid, uid, input.position);
    writeAudit(tx, {
      userId: user.id,
      action: "tag.update",
      entityType: "tag",
      entityId: tagEntityId(category, uid),
      details: {
        ...(label !== tag.label ? { label: { from: tag.label, to: label } } : {}),
        ...(moved ? { parentUid: { from: tag.parentUid, to: input.parentUid } } : {}),
        ...(input.position !== null ? { position: input.position } : {}),
      },
      at: now,
    });
  });
  return { ok: true, uid, message: TAG_TEXT.tagSaved(label) };
}

/** Deactivates (`active` false) or reactivates a tag; null for an unknown tag. */
export function setTagActive(
  user: Pick<SessionUser, "id">,
  category: AdminTagCategory,
  uid: string,
  active: boolean,
  db: Db = getDb(),
  now = Date.now(),
): TagResult | null {
  const tag = tagRows(db, category.dictionaryUid).find((r) => r.uid === uid);
  if (!tag) return null;
  const i = schema.dictionaryItems;
  db.transaction((tx) => {
    tx.update(i)
      .set({ deactivatedAt: active ? null : now })
      .where(theTag(category, uid))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: active ? "tag.reactivate" : "tag.deactivate",
      entityType: "tag",
      entityId: tagEntityId(category, uid),
      at: now,
    });
  });
  return { ok: true, uid, message: active ? TAG_TEXT.tagReactivated(tag.label) : TAG_TEXT.tagDeactivated(tag.label) };
}
