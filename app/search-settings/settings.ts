/**
 * Search settings per category (SPEC §7 /config/search/{category}; issue 17): what an administrator
 * may change about the searches of the register, the zod schema each is stored and posted with
 * (Greek messages), and the defaults, which are the constants the code used before (search/limits.ts,
 * app/search-page/facets.ts). Pure: the admin page's components and the JSON API share it.
 *
 *   opendata         the OpenData /opendata/search calls: page size and order when the call gives none
 *   lumiview         the public /search page: page size, default sort, which facets it shows
 *   lumiview_export  /search/export: a row limit (none by default: an export holds every result),
 *                    and the order when the address gives none
 */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "#search/limits";
import { FACET_NAMES, FACETS, type FacetName } from "../search-page/facets";

export const SEARCH_CATEGORIES = ["opendata", "lumiview", "lumiview_export"] as const;
export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

export const SEARCH_CATEGORY_TITLES: Record<SearchCategory, string> = {
  opendata: "Αναζήτηση OpenData (/opendata/search)",
  lumiview: "Σελίδα αναζήτησης (/search)",
  lumiview_export: "Εξαγωγή αποτελεσμάτων (/search/export)",
};

/** The forms of /administration/search: one per category, and the index servers' one. */
export const SEARCH_ADMIN_FORMS = [...SEARCH_CATEGORIES, "index_servers"] as const;
export type SearchAdminForm = (typeof SEARCH_ADMIN_FORMS)[number];

/** The largest reindex batch an administrator may set (app/search-settings/index-servers.server.ts). */
export const MAX_REINDEX_BATCH = 10_000;

/** The largest export row limit an administrator may set (a limit above it is no limit). */
export const MAX_EXPORT_ROW_LIMIT = 1_000_000;

export const SEARCH_SETTINGS_TEXT = {
  pageSize: `Το μέγεθος σελίδας πρέπει να είναι ακέραιος αριθμός από 1 έως ${MAX_PAGE_SIZE}.`,
  sort: "Επιλέξτε μία από τις ταξινομήσεις της λίστας.",
  facets: "Επιλέξτε φίλτρα μόνο από τη λίστα, το καθένα μία φορά.",
  rowLimit: `Το όριο γραμμών πρέπει να είναι ακέραιος αριθμός από 1 έως ${MAX_EXPORT_ROW_LIMIT.toLocaleString("el-GR")}, ή κενό για εξαγωγή χωρίς όριο.`,
  unknownField: "Άγνωστο πεδίο ρυθμίσεων αναζήτησης.",
  unknownCategory: (v: string) =>
    `Άγνωστη κατηγορία ρυθμίσεων αναζήτησης «${v}». Επιτρέπονται: ${SEARCH_CATEGORIES.join(", ")}.`,
  saved: (title: string) => `Οι ρυθμίσεις «${title}» αποθηκεύτηκαν και ισχύουν από τώρα.`,
};

export const PAGE_SORTS = ["recent", "oldest", "relevance"] as const;
export const OPENDATA_SORTS = ["recent", "relative"] as const;
export const SORT_TITLES: Record<(typeof PAGE_SORTS)[number] | (typeof OPENDATA_SORTS)[number], string> = {
  recent: "Νεότερες πρώτα",
  oldest: "Παλαιότερες πρώτα",
  relevance: "Συνάφεια",
  relative: "Συνάφεια",
};

const pageSize = z
  .number({ error: SEARCH_SETTINGS_TEXT.pageSize })
  .int({ error: SEARCH_SETTINGS_TEXT.pageSize })
  .min(1, { error: SEARCH_SETTINGS_TEXT.pageSize })
  .max(MAX_PAGE_SIZE, { error: SEARCH_SETTINGS_TEXT.pageSize });

const facetList = z
  .array(z.enum(FACET_NAMES, { error: SEARCH_SETTINGS_TEXT.facets }), { error: SEARCH_SETTINGS_TEXT.facets })
  .refine((names) => new Set(names).size === names.length, { error: SEARCH_SETTINGS_TEXT.facets })
  // Stored in the page's own order, whatever order they were ticked or posted in.
  .transform((names) => FACET_NAMES.filter((n) => names.includes(n)));

const strict = { error: SEARCH_SETTINGS_TEXT.unknownField };

export const SEARCH_SETTINGS_SCHEMAS = {
  opendata: z.strictObject(
    {
      pageSize,
      defaultSort: z.enum(OPENDATA_SORTS, { error: SEARCH_SETTINGS_TEXT.sort }),
    },
    strict,
  ),
  lumiview: z.strictObject(
    {
      pageSize,
      defaultSort: z.enum(PAGE_SORTS, { error: SEARCH_SETTINGS_TEXT.sort }),
      facets: facetList,
    },
    strict,
  ),
  lumiview_export: z.strictObject(
    {
      rowLimit: z
        .number({ error: SEARCH_SETTINGS_TEXT.rowLimit })
        .int({ error: SEARCH_SETTINGS_TEXT.rowLimit })
        .min(1, { error: SEARCH_SETTINGS_TEXT.rowLimit })
        .max(MAX_EXPORT_ROW_LIMIT, { error: SEARCH_SETTINGS_TEXT.rowLimit })
        .nullable(),
      defaultSort: z.enum(PAGE_SORTS, { error: SEARCH_SETTINGS_TEXT.sort }),
    },
    strict,
  ),
} as const;

export type SearchSettings = { [C in SearchCategory]: z.output<(typeof SEARCH_SETTINGS_SCHEMAS)[C]> };

/** What the register did before these settings existed: nothing stored means exactly this. */
export const SEARCH_SETTINGS_DEFAULTS: SearchSettings = {
  opendata: { pageSize: DEFAULT_PAGE_SIZE, defaultSort: "recent" },
  lumiview: { pageSize: DEFAULT_PAGE_SIZE, defaultSort: "recent", facets: [...FACET_NAMES] },
  lumiview_export: { rowLimit: null, defaultSort: "recent" },
};

export const isSearchCategory = (v: string): v is SearchCategory =>
  (SEARCH_CATEGORIES as readonly string[]).includes(v);

/** The facets the admin form offers, with their titles. */
export const FACET_CHOICES: { name: FacetName; title: string }[] = FACET_NAMES.map((name) => ({
  name,
  title: FACETS[name].title,
}));

/**
 * A posted admin form (strings) as the value the schema checks: numbers from digits (anything
 * else stays a string, which the schema refuses with its message), an empty row limit as none,
 * the ticked facets as a list.
 */
export function settingsFromForm(category: SearchCategory, form: Record<string, unknown>): unknown {
  const number = (v: unknown) => (typeof v === "string" && /^\s*\d{1,9}\s*$/.test(v) ? Number(v) : v);
  const list = (v: unknown): unknown[] => (v === undefined ? [] : Array.isArray(v) ? (v as unknown[]) : [v]);
  switch (category) {
    case "opendata":
      return { pageSize: number(form.pageSize), defaultSort: form.defaultSort };
    case "lumiview":
      return { pageSize: number(form.pageSize), defaultSort: form.defaultSort, facets: list(form.facets) };
    case "lumiview_export": {
      const blank = typeof form.rowLimit !== "string" || form.rowLimit.trim() === "";
      return { rowLimit: blank ? null : number(form.rowLimit), defaultSort: form.defaultSort };
    }
  }
}
