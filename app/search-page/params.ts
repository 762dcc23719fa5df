/**
 * What the /search page adds to the query language (search/query-language.ts, which parses the
 * URL and writes filter/page links): the two facets the page shows, and the `more` parameter
 * that opens one facet's full list without JavaScript.
 */
import type { FacetField } from "#search/engine";
import { QueryLanguageError } from "#search/errors";
import { formatFilter, parseSearchParams, type FqField, type ParsedSearch } from "#search/query-language";

export const FACETS = {
  organization: { field: "orgUid", fq: "organizationUid", title: "Φορέας" },
  decisionType: { field: "decisionTypeUid", fq: "decisionTypeUid", title: "Είδος πράξης" },
} as const satisfies Record<string, { field: FacetField; fq: FqField; title: string }>;
export type FacetName = keyof typeof FACETS;

export const FACET_NAMES = Object.keys(FACETS) as FacetName[];

export interface PageSearch {
  parsed: ParsedSearch;
  /** The facet whose full list is shown (`more=organization`), or null. */
  more: FacetName | null;
}

/** Reads a /search URL (query language + `more`). Throws QueryLanguageError on bad input. */
export function readPageSearch(params: URLSearchParams, extraParams: readonly string[] = []): PageSearch {
  const parsed = parseSearchParams(params, { extraParams: ["more", ...extraParams] });
  const more = params.get("more");
  if (more !== null && more !== "" && !(more in FACETS)) {
    throw new QueryLanguageError(`Άγνωστη λίστα φίλτρων «${more}». Επιτρέπονται: ${FACET_NAMES.join(", ")}.`, more);
  }
  return { parsed, more: more ? (more as FacetName) : null };
}

/** The fq selecting one value of a facet. */
export function facetFilter(facet: FacetName, value: string): string {
  return formatFilter(FACETS[facet].fq, [value]);
}

/** `/search?…` for parameters; `more` is set or removed as asked. */
export function searchHref(params: URLSearchParams, more: FacetName | null = null): string {
  const next = new URLSearchParams(params);
  next.delete("more");
  if (more) next.set("more", more);
  const qs = next.toString();
  return qs ? `/search?${qs}` : "/search";
}
