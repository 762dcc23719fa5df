/**
 * The /search page's one domain call: read the URL (request.ts), run the search, and return
 * everything the page shows (rows, total, facets with their links, active filters, pages, export
 * links); or a redirect (the header box's quoted query; a query that is the ADA of a public
 * decision); or the Greek message of a bad parameter (the route answers 400 with the form still
 * on the page). Every link is written from the typed request by links.ts.
 */
import type { FacetValue, SearchResult } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from "#search/limits";
import { parseFilterExpression, unquoteQuery } from "#search/query-language";
import { inSitePath } from "#app/http/in-site-path";
import type { DecisionRow } from "../decisions/decision-row";
import { parseAda } from "../decisions/ada";
import { decisionTypeLabel } from "../decisions/labels.server";
import { isPublicAda } from "../decisions/read.server";
import { statusLabel } from "#shared/decision-status";
import { formatDate } from "#shared/dates";
import { organizationNames } from "../organizations/read.server";
import { paths } from "../paths";
import { searchEngine } from "./engine.server";
import { FACET_NAMES, FACETS, facetFilter, type FacetName } from "./facets";
import {
  atPage,
  headerBoxPath,
  searchExportPath,
  searchFeedPath,
  searchPath,
  withFilter,
  withMore,
  withoutFilter,
} from "./links";
import { parseSearchRequest, toSearchQuery, type ParsedSearch, type SearchRequest } from "./request";

/** SPEC §2/§9: a facet list shows 5 values, with a "more" link for the rest. */
export const FACET_STEP = 5;
/** The full list behind "more" (an organisation facet can hold thousands of bodies). */
export const FACET_FULL_LIMIT = 500;

export interface FacetLink {
  label: string;
  count: number;
  /** Null for a value already filtered on. */
  href: string | null;
}

export interface FacetView {
  name: FacetName;
  title: string;
  values: FacetLink[];
  /** Link to the full list, or back to the first five. */
  toggle: { label: string; href: string } | null;
}

export interface PageLink {
  label: string;
  href: string | null;
  current?: boolean;
  /** Screen-reader name of a numbered link (e.g. "Σελίδα 3"). */
  ariaLabel: string;
  rel?: "prev" | "next";
}

/** A result row is what the shared decision list shows. */
export type ResultRow = DecisionRow;

export interface SearchPageData {
  /** What the form shows: the free text and the filters it keeps as hidden fields. */
  form: { text: string; fq: string[]; sort: string };
  error: string | null;
  result: {
    rows: ResultRow[];
    total: number;
    totalIsExact: boolean;
    firstRow: number;
    facets: FacetView[];
    facetsAreExact: boolean;
    pages: PageLink[];
  } | null;
  activeFilters: { label: string; removeHref: string }[];
  exports: { format: string; href: string }[];
  /** The search's RSS and Atom feeds (issue 12): links on the page and <link rel="alternate">. */
  feeds: { format: "rss" | "atom"; href: string }[];
}

export type SearchOutcome = { redirect: string } | { page: SearchPageData; status: 200 | 400 };

/** SPEC §2 "Search box": from another page the text is a quoted query at page 0; empty stays put. */
function headerBoxRedirect(url: URL): string {
  return headerBoxPath(url.searchParams.get("query") ?? "") ?? inSitePath(url.searchParams.get("from"), paths.search());
}

function filterLabel(fq: string, orgLabels: Map<string, string>): string {
  let expr;
  try {
    expr = parseFilterExpression(fq);
  } catch {
    return fq;
  }
  if ("values" in expr) {
    const values = expr.values;
    switch (expr.field) {
      case "organizationUid":
        return `Φορέας: ${values.map((v) => orgLabels.get(v) ?? v).join(" ή ")}`;
      case "decisionTypeUid":
        return `Είδος πράξης: ${values.map((v) => decisionTypeLabel(v).label).join(" ή ")}`;
      case "status":
        return `Κατάσταση: ${values.map(statusLabel).join(" ή ")}`;
      case "issueDate":
        return `Ημερομηνία έκδοσης: ${values.map(formatDate).join(" ή ")}`;
      default:
        return fq;
    }
  }
  if (expr.field === "issueDate") {
    const [from, to] = expr.range;
    const day = (v: string) => formatDate(v.replace(/^DT\((\d{4}-\d{2}-\d{2}).*$/, "$1"));
    const parts = [from !== "*" ? `από ${day(from)}` : "", to !== "*" ? `έως ${day(to)}` : ""].filter(Boolean);
    return `Ημερομηνία έκδοσης ${parts.join(" ")}`;
  }
  return fq;
}

function facetView(name: FacetName, values: FacetValue[], request: SearchRequest): FacetView {
  const showAll = request.more === name;
  const shown = showAll ? values : values.slice(0, FACET_STEP);
  // A new filter closes the full list it was picked from.
  const closed = withMore(request, null);
  const links = shown.map((v) => {
    const fq = facetFilter(name, v.value);
    const active = request.fq.includes(fq);
    return { label: v.label, count: v.count, href: active ? null : searchPath(withFilter(closed, fq)) };
  });
  let toggle: FacetView["toggle"] = null;
  if (showAll) toggle = { label: "Λιγότερα", href: searchPath(closed) };
  else if (values.length > FACET_STEP) toggle = { label: "Περισσότερα", href: searchPath(withMore(request, name)) };
  return { name, title: FACETS[name].title, values: links, toggle };
}

function pageLinks(request: SearchRequest, size: number, total: number): PageLink[] {
  const { page } = request;
  const count = Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / size);
  if (count <= 1 && page === 0) return [];
  const href = (p: number) => searchPath(atPage(withMore(request, null), p));
  const links: PageLink[] = [];
  if (page > 0)
    links.push({ label: "Προηγούμενη", href: href(page - 1), ariaLabel: "Προηγούμενη σελίδα", rel: "prev" });
  const numbers = new Set([0, count - 1]);
  for (let p = page - 2; p <= page + 2; p++) if (p >= 0 && p < count) numbers.add(p);
  let previous = -1;
  for (const p of [...numbers].filter((n) => n >= 0).sort((a, b) => a - b)) {
    if (previous >= 0 && p > previous + 1) links.push({ label: "…", href: null, ariaLabel: "" });
    links.push({
      label: String(p + 1),
      href: p === page ? null : href(p),
      current: p === page,
      ariaLabel: `Σελίδα ${p + 1}`,
    });
    previous = p;
  }
  if (page + 1 < count)
    links.push({ label: "Επόμενη", href: href(page + 1), ariaLabel: "Επόμενη σελίδα", rel: "next" });
  return links;
}

function exportLinks(request: SearchRequest): SearchPageData["exports"] {
  return (["json", "xml", "csv", "xls"] as const).map((format) => ({
    format,
    href: searchExportPath(request, format),
  }));
}

function rowsOf(result: SearchResult): ResultRow[] {
  return result.hits.map((h) => ({
    ada: h.ada,
    subject: h.subject,
    orgLabel: h.orgLabel,
    decisionTypeLabel: h.decisionTypeLabel,
    issueDate: h.issueDate,
    status: h.status,
  }));
}

function failed(url: URL, message: string, fq: string[] = []): SearchOutcome {
  const text = unquoteQuery(url.searchParams.get("query") ?? "");
  return {
    status: 400,
    page: {
      form: { text, fq, sort: "recent" },
      error: message,
      result: null,
      activeFilters: [],
      exports: [],
      feeds: [],
    },
  };
}

export async function searchPage(url: URL): Promise<SearchOutcome> {
  if (url.searchParams.get("box") === "1") return { redirect: headerBoxRedirect(url) };

  let search: ParsedSearch;
  try {
    search = parseSearchRequest(url.searchParams);
  } catch (error) {
    if (error instanceof SearchInputError) return failed(url, error.message);
    throw error;
  }
  const { request, filters } = search;

  // A query that is exactly the ADA of a public decision goes straight to its page.
  const ada = request.fq.length === 0 ? parseAda(request.text) : null;
  if (ada && isPublicAda(ada)) return { redirect: paths.decision(ada) };

  const orgLabels = new Map(organizationNames(filters.orgUids ?? []).map((o) => [o.uid, o.label]));
  const activeFilters = request.fq.map((fq) => ({
    label: filterLabel(fq, orgLabels),
    removeHref: searchPath(withoutFilter(withMore(request, null), fq)),
  }));

  let result: SearchResult;
  try {
    result = await searchEngine().search(
      toSearchQuery(search, {
        size: request.size ?? DEFAULT_PAGE_SIZE,
        facets: FACET_NAMES.map((name) => FACETS[name].field),
        facetLimit: request.more ? FACET_FULL_LIMIT : FACET_STEP + 1,
      }),
    );
  } catch (error) {
    if (error instanceof SearchInputError) return failed(url, error.message, request.fq);
    throw error;
  }

  return {
    status: 200,
    page: {
      form: { text: request.text, fq: request.fq, sort: request.sort },
      error: null,
      activeFilters,
      exports: exportLinks(request),
      feeds: (["rss", "atom"] as const).map((format) => ({ format, href: searchFeedPath(request, format) })),
      result: {
        rows: rowsOf(result),
        total: result.total,
        totalIsExact: result.totalIsExact,
        firstRow: request.page * result.size + 1,
        facets: FACET_NAMES.map((name) => facetView(name, result.facets[FACETS[name].field] ?? [], request)),
        facetsAreExact: result.facetsAreExact !== false,
        pages: pageLinks(request, result.size, result.total),
      },
    },
  };
}
