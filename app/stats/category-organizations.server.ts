/**
 * The organisations of one category for the home page's tabs (SPEC §2): the active ones, by
 * name. One indexed read (organizations_category_idx), kept for an hour per category, since the
 * list of organisations changes rarely and the home page is the busiest page.
 */
import { getDb } from "#db/client";
import { memoCachePerConnection } from "#shared/cache";
import { KPI_TTL_MS } from "./kpi.server";
import { HOME_CATEGORIES, type HomeCategory } from "./org-categories";

export interface CategoryOrganization {
  uid: string;
  label: string;
  latinName: string;
}

const cache = memoCachePerConnection<HomeCategory, CategoryOrganization[]>({
  max: HOME_CATEGORIES.length,
  ttlMs: KPI_TTL_MS,
});

export function organizationsOfCategory(category: HomeCategory): CategoryOrganization[] {
  const db = getDb();
  return cache.of(db.$client).get(
    category,
    () =>
      db.$client
        .prepare(
          `SELECT uid, label, latin_name AS latinName FROM organizations
         WHERE category_uid = ? AND is_active = 1 ORDER BY label, uid`,
        )
        .all(category) as CategoryOrganization[],
  );
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetCategoryOrganizations(): void {
  cache.clear();
}
