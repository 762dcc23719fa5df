/**
 * /organization/search: the organisations, filtered by a text (name, latin name or uid, ignoring
 * case and accents), a category and a SPEC §4 status, ten to a page (SPEC §9 read-only tables).
 * Honest paging: the total is exact and a page past the last one is refused, not clamped.
 * About 5,400 bodies: one narrow SELECT filtered here is a few milliseconds, and it lets the text
 * match the way search does (search/normalize.ts), which SQLite's LIKE cannot for Greek.
 */
import { getDb, schema } from "#db/client";
import { normalizeText } from "#search/normalize";
import { categoryOptions, type Option } from "./form-page.server";
import { organizationStatus, type OrganizationStatus } from "./status";

export const ORGANIZATION_PAGE_SIZE = 10;

export interface OrganizationSearch {
  text?: string;
  category?: string;
  status?: OrganizationStatus;
  page: number;
}

export interface OrganizationRow {
  uid: string;
  label: string;
  latinName: string;
  categoryUid: string;
  status: OrganizationStatus;
  supervisorLabel: string | null;
}

export type OrganizationSearchResult =
  | { ok: true; rows: OrganizationRow[]; total: number; page: number; pageCount: number }
  | { ok: false; reason: "page-out-of-range" };

export function searchOrganizations(query: OrganizationSearch, db = getDb()): OrganizationSearchResult {
  const o = schema.organizations;
  const all = db
    .select({
      uid: o.uid,
      label: o.label,
      latinName: o.latinName,
      categoryUid: o.categoryUid,
      isActive: o.isActive,
      inEffect: o.inEffect,
      supervisorUid: o.supervisorUid,
    })
    .from(o)
    .orderBy(o.label, o.uid)
    .all();
  const labels = new Map(all.map((r) => [r.uid, r.label]));
  const words = query.text ? normalizeText(query.text).split(/\s+/).filter(Boolean) : [];
  const matches = all.filter((r) => {
    if (query.category && r.categoryUid !== query.category) return false;
    if (query.status && organizationStatus(r) !== query.status) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(`${r.label} ${r.latinName} ${r.uid}`);
    return words.every((w) => haystack.includes(w));
  });
  const pageCount = Math.max(1, Math.ceil(matches.length / ORGANIZATION_PAGE_SIZE));
  if (query.page > pageCount) return { ok: false, reason: "page-out-of-range" };
  const rows = matches
    .slice((query.page - 1) * ORGANIZATION_PAGE_SIZE, query.page * ORGANIZATION_PAGE_SIZE)
    .map((r) => ({
      uid: r.uid,
      label: r.label,
      latinName: r.latinName,
      categoryUid: r.categoryUid,
      status: organizationStatus(r),
      supervisorLabel: r.supervisorUid ? (labels.get(r.supervisorUid) ?? null) : null,
    }));
  return { ok: true, rows, total: matches.length, page: query.page, pageCount };
}

/** /organization/search: the result and the category choices of its form. */
export function organizationSearchPage(query: OrganizationSearch): OrganizationSearchResult & { categories: Option[] } {
  return { ...searchOrganizations(query), categories: categoryOptions() };
}
