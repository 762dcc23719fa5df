/**
 * Writing /search links from a SearchRequest (app/search-page/request.ts reads them back): the
 * page's facet, filter, paging and "more" links, the export links, the header box's target, the
 * home page's quick searches and an organisation's "all its decisions". Pure, so components and
 * the route builders (app/paths.ts) use it too.
 *
 * Defaults are left out (page 0, sort recent, advanced false), so equal searches have equal URLs.
 */
import type { SortOrder } from "#search/engine";
import {
  formatFilter,
  formatRangeFilter,
  parseSearchQuery,
  replaceFreeText,
  unquoteQuery,
} from "#search/query-language";
import { formatCursorKey, type PageCursor } from "#search/paging";
import { formatQuery, quoteValue } from "#search/query-syntax";
import { addDays, athensDay } from "#shared/dates";
import type { MoreValues, SearchRequest } from "./request";

/** A search to link to: any part of a request; what is missing is the default. */
export type SearchLink = Partial<SearchRequest>;

export const SEARCH_PATH = "/search";
export const SEARCH_EXPORT_PATH = "/search/export";
export type ExportFormat = "json" | "xml" | "csv" | "xls";

/** The query string of a search: query, fq…, sort, page (or its cursor), size, advanced, more. */
export function searchParamsOf(link: SearchLink): URLSearchParams {
  const params = new URLSearchParams();
  if (link.text) params.set("query", link.text);
  for (const fq of link.fq ?? []) params.append("fq", fq);
  if (link.sort && link.sort !== (link.defaultSort ?? "recent")) params.set("sort", link.sort);
  if (link.cursor?.kind === "last") params.set("page", "last");
  else if (link.cursor) params.set(link.cursor.kind, formatCursorKey(link.cursor));
  else if (link.page) params.set("page", String(link.page));
  if (link.size !== undefined) params.set("size", String(link.size));
  if (link.advanced) params.set("advanced", "true");
  if (link.more) params.set("more", `${link.more.facet}:${link.more.shown}`);
  return params;
}

/** `/search?…` for a search (`/search` for the default one). */
export function searchPath(link: SearchLink = {}): string {
  const qs = searchParamsOf(link).toString();
  return qs ? `${SEARCH_PATH}?${qs}` : SEARCH_PATH;
}

/**
 * `/search/export?…&wt=…` for the results of a search: all of them, so without page and size,
 * and without `more`, which only steers the page. Its `defaultSort` must be the export's
 * (/administration/search), not the page's, so the sort is left out only when the export means it.
 */
export function searchExportPath(link: SearchLink, format: ExportFormat): string {
  const params = searchParamsOf({ ...link, page: 0, cursor: null, size: undefined, more: null });
  params.set("wt", format);
  return `${SEARCH_EXPORT_PATH}?${params}`;
}

export const SEARCH_FEED_PATHS = { rss: "/search/rss", atom: "/search/atom" } as const;
export type FeedFormat = keyof typeof SEARCH_FEED_PATHS;

/** `/search/rss?…` or `/search/atom?…`: the newest matches of a search (no page, size, sort or more). */
export function searchFeedPath(link: SearchLink, format: FeedFormat): string {
  const qs = searchParamsOf({ text: link.text, fq: link.fq }).toString();
  return qs ? `${SEARCH_FEED_PATHS[format]}?${qs}` : SEARCH_FEED_PATHS[format];
}

// ---------------------------------------------------------------- changing one part

/** The search with one more fq (no duplicate), on the first page. */
export function withFilter(request: SearchRequest, fq: string): SearchRequest {
  return { ...request, fq: request.fq.includes(fq) ? request.fq : [...request.fq, fq], page: 0, cursor: null };
}

/** The search without that fq, on the first page. */
export function withoutFilter(request: SearchRequest, fq: string): SearchRequest {
  return { ...request, fq: request.fq.filter((f) => f !== fq.trim()), page: 0, cursor: null };
}

/** The search at another page (0-based). */
export function atPage(request: SearchRequest, page: number): SearchRequest {
  if (!Number.isSafeInteger(page) || page < 0) throw new RangeError(`page ${page}`);
  return { ...request, page, cursor: null };
}

/** The search at a page reached by cursor (search/paging.ts). */
export function atCursor(request: SearchRequest, cursor: PageCursor): SearchRequest {
  return { ...request, page: 0, cursor };
}

/**
 * SPEC §2: the search box on the search page replaces only the free text of the query, keeping
 * its field parts and the filters; empty text changes nothing. Throws QueryLanguageError for
 * text with bad syntax.
 */
export function withText(request: SearchRequest, text: string): SearchRequest {
  if (!text.trim()) return request;
  return {
    ...request,
    text: formatQuery(replaceFreeText(parseSearchQuery(request.text), text)),
    page: 0,
    cursor: null,
  };
}

/** The search in another order, on the first page. */
export function withSort(request: SearchRequest, sort: SortOrder): SearchRequest {
  return { ...request, sort, page: 0, cursor: null };
}

/** The search with one facet's list longer (or none), on the same page. */
export function withMore(request: SearchRequest, more: MoreValues | null): SearchRequest {
  return { ...request, more };
}

// ---------------------------------------------------------------- fixed searches

/**
 * SPEC §2 "Search box": from any other page, /search with the text as a quoted query and
 * page=0, written exactly so; empty text goes nowhere (null).
 */
export function headerBoxPath(text: string): string | null {
  const t = unquoteQuery(text).replace(/\s+/g, " ");
  if (!t) return null;
  return `${SEARCH_PATH}?${new URLSearchParams({ query: quoteValue(t), page: "0" })}`;
}

export interface QuickSearch {
  label: string;
  href: string;
}

/** SPEC §2 quick searches: decisions issued in the last 30 days and year, by Athens days. */
export function quickSearchLinks(now: number): QuickSearch[] {
  const today = athensDay(now);
  const issuedSince = (from: string) => searchPath({ fq: [formatRangeFilter("issueDate", from, today)] });
  return [
    { label: "Πράξεις των τελευταίων 30 ημερών", href: issuedSince(addDays(today, -29)) },
    { label: "Πράξεις του τελευταίου έτους", href: issuedSince(addDays(today, -364)) },
  ];
}

/** All decisions of one organisation (the organisation page's link into the search). */
export function organizationSearchPath(orgUid: string): string {
  return searchPath({ fq: [formatFilter("organizationUid", [orgUid])] });
}
