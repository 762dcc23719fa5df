/**
 * /administration/dtperorgtype: which decision types each organisation category may use
 * (decision_types_per_org_category). The entry form, the JSON API and OpenData read the same rows
 * through ./open-types.server.ts, so a change is effective at once. A category keeps at least one
 * type: a category without rows would mean "every type" (the rule for unconfigured categories).
 */
import { eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { DECISION_TYPE_TEXT } from "../messages";
import { adminDecisionTypes, type AdminDecisionType } from "./catalogue-admin.server";
import { categoryTypeUids } from "./open-types.server";
import { dictionaryOptions } from "#app/decisions/form-schema.server";

/** Organisation categories are the items of this dictionary (db/seed/reference/dictionaries.ts). */
export const ORG_CATEGORY_DICTIONARY = "ORG_CATEGORY";

export interface OrgCategory {
  uid: string;
  label: string;
}

export function orgCategories(db: Db = getDb()): OrgCategory[] {
  return dictionaryOptions(db, ORG_CATEGORY_DICTIONARY).map(({ value, label }) => ({ uid: value, label }));
}

export interface CategoryTypesPage {
  categories: OrgCategory[];
  category: OrgCategory;
  types: (AdminDecisionType & { open: boolean })[];
}

/** The page for one category (the first when none or an unknown one is asked for). */
export function categoryTypesPage(wanted: string | undefined, db: Db = getDb()): CategoryTypesPage | null {
  const categories = orgCategories(db);
  const category = categories.find((c) => c.uid === wanted) ?? categories[0];
  if (!category) return null;
  const open = categoryTypeUids(db, category.uid);
  const types = adminDecisionTypes(db).map((t) => ({ ...t, open: !open || open.has(t.uid) }));
  return { categories, category, types };
}

export type SaveCategoryResult =
  { ok: true; category: OrgCategory; closed: string[] } | { ok: false; field: "category" | "types"; message: string };

/** Stores the types open to the category: `openUids` must be leaf types of the catalogue. */
export function saveCategoryTypes(
  user: Pick<SessionUser, "id">,
  categoryUid: string,
  openUids: readonly string[],
  db: Db = getDb(),
): SaveCategoryResult {
  const category = orgCategories(db).find((c) => c.uid === categoryUid);
  if (!category) return { ok: false, field: "category", message: DECISION_TYPE_TEXT.unknownCategory };
  const leaves = adminDecisionTypes(db).map((t) => t.uid);
  const known = new Set(leaves);
  const open = new Set(openUids);
  if ([...open].some((uid) => !known.has(uid)))
    return { ok: false, field: "types", message: DECISION_TYPE_TEXT.unknownType };
  if (open.size === 0) return { ok: false, field: "types", message: DECISION_TYPE_TEXT.categoryEmpty };
  const closed = leaves.filter((uid) => !open.has(uid));
  const c = schema.decisionTypesPerOrgCategory;
  db.transaction((tx) => {
    tx.delete(c).where(eq(c.orgCategoryUid, category.uid)).run();
    tx.insert(c)
      .values([...open].map((decisionTypeUid) => ({ orgCategoryUid: category.uid, decisionTypeUid })))
      .run();
    writeAudit(tx, {
      userId: user.id,
      action: "decisionType.perOrgCategory.update",
      entityType: "orgCategory",
      entityId: category.uid,
      details: { open: [...open], closed },
    });
  });
  return { ok: true, category, closed };
}
