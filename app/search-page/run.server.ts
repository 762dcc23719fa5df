/**
 * The /search page's one domain call: read the URL, run the search, and return everything the
 * page shows (rows, total, facets with their links, active filters, pages, export links), or a
 * redirect (the header box's quoted query; a query that is the ADA of a public decision), or the
 * Greek message of a bad parameter (the route answers 400 with the form still on the page).
 */
import type { FacetValue, SearchResult } from "../../search/engine";
import { SearchInputError } from "../../search/errors";
import { DEFAULT_PAGE_SIZE, MAX_RESULT_WINDOW } from "../../search/limits";
import { inSitePath } from "../access/guards.server";
import { parseAda } from "../decisions/ada";
import { decisionTypeLabel } from "../decisions/labels.server";
import { isPublicAda } from "../decisions/read.server";
import { statusLabel } from "../decisions/status-labels";
import { formatDate } from "../format";
import { organizationNames } from "../organizations/read.server";
import { searchEngine } from "./engine.server";
import {
  FACET_NAMES,
  facetFilter,
  parseSearchParams,
  searchQueryString,
  type FacetName,
  type SearchParams,
} from "./params";

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
  /** Screen-reader text (e.g. "Σελίδα 3"). */
  ariaLabel: string;
  rel?: "prev" | "next";
}

export interface SearchPageData {
  params: Pick<SearchParams, "text" | "fq" | "sort" | "page" | "more">;
  error: string | null;
  result: {
    rows: { ada: string; subject: string; orgLabel: string; decisionTypeLabel: string; issueDate: string; status: string }[];
    total: number;
    totalIsExact: boolean;
    firstRow: number;
    facets: FacetView[];
    facetsAreExact: boolean;
    pages: PageLink[];
  } | null;
  activeFilters: { label: string; removeHref: string }[];
  exports: { format: string; href: string }[];
}

export type SearchOutcome = { redirect: string } | { page: SearchPageData; status: 200 | 400 };

const FACET_TITLES: Record<FacetName, string> = { organization: "Φορέας", decisionType: "Είδος πράξης" };

function unquote(text: string): string {
  return text.replace(/^["«]\s*|\s*["»]$/g, "").trim();
}

/** SPEC §2 "Search box": from another page the text is a quoted query at page 0; empty stays put. */
function headerBoxRedirect(url: URL): string {
  const text = (url.searchParams.get("query") ?? "").trim();
  if (text === "") return inSitePath(url.searchParams.get("from"), "/search");
  const quoted = /^".*"$/.test(text) ? text : `"${text.replace(/"/g, "")}"`;
  return `/search?${new URLSearchParams({ query: quoted, page: "0" }).toString()}`;
}

function filterLabel(fq: string, orgLabels: Map<string, string>): string {
  const m = /^(organizationUid|decisionTypeUid|status):"([^"]+)"$/u.exec(fq);
  if (m?.[1] === "organizationUid") return `Φορέας: ${orgLabels.get(m[2]) ?? m[2]}`;
  if (m?.[1] === "decisionTypeUid") return `Είδος πράξης: ${decisionTypeLabel(m[2]).label}`;
  if (m?.[1] === "status") return `Κατάσταση: ${statusLabel(m[2])}`;
  const d = /^issueDate:\[(\S+) TO (\S+)\]$/u.exec(fq);
  if (d) {
    const from = d[1] === "*" ? "" : `από ${formatDate(d[1])} `;
    const to = d[2] === "*" ? "" : `έως ${formatDate(d[2])}`;
    return `Ημερομηνία έκδοσης ${from}${to}`.trim();
  }
  return fq;
}

function facetView(name: FacetName, values: FacetValue[], params: SearchParams): FacetView {
  const showAll = params.more === name;
  const shown = showAll ? values : values.slice(0, FACET_STEP);
  const links = shown.map((v) => {
    const fq = facetFilter(name, v.value);
    const active = params.fq.includes(fq);
    return {
      label: v.label,
      count: v.count,
      href: active ? null : `/search${searchQueryString(params, { fq: [...params.fq, fq], page: 0, more: null })}`,
    };
  });
  let toggle: FacetView["toggle"] = null;
  if (showAll) toggle = { label: "Λιγότερα", href: `/search${searchQueryString(params, { more: null })}` };
  else if (values.length > FACET_STEP) {
    toggle = { label: "Περισσότερα", href: `/search${searchQueryString(params, { more: name })}` };
  }
  return { name, title: FACET_TITLES[name], values: links, toggle };
}

function pageLinks(params: SearchParams, total: number): PageLink[] {
  const reachable = Math.min(total, MAX_RESULT_WINDOW);
  const count = Math.ceil(reachable / DEFAULT_PAGE_SIZE);
  if (count <= 1 && params.page === 0) return [];
  const href = (page: number) => `/search${searchQueryString(params, { page, more: null })}`;
  const links: PageLink[] = [];
  if (params.page > 0) {
    links.push({ label: "Προηγούμενη", href: href(params.page - 1), ariaLabel: "Προηγούμενη σελίδα", rel: "prev" });
  }
  const numbers = new Set([0, count - 1]);
  for (let p = params.page - 2; p <= params.page + 2; p++) if (p >= 0 && p < count) numbers.add(p);
  let previous = -1;
  for (const p of [...numbers].sort((a, b) => a - b)) {
    if (p < 0) continue;
    if (previous >= 0 && p > previous + 1) links.push({ label: "…", href: null, ariaLabel: "" });
    links.push({
      label: String(p + 1),
      href: p === params.page ? null : href(p),
      current: p === params.page,
      ariaLabel: `Σελίδα ${p + 1}`,
    });
    previous = p;
  }
  if (params.page + 1 < count) {
    links.push({ label: "Επόμενη", href: href(params.page + 1), ariaLabel: "Επόμενη σελίδα", rel: "next" });
  }
  return links;
}

function exportLinks(params: SearchParams): SearchPageData["exports"] {
  const base = searchQueryString(params, { page: 0, more: null });
  const sep = base ? "&" : "?";
  return ["json", "xml"].map((format) => ({ format, href: `/search/export${base}${sep}wt=${format}` }));
}

function rowsOf(result: SearchResult): NonNullable<SearchPageData["result"]>["rows"] {
  return result.hits.map((h) => ({
    ada: h.ada,
    subject: h.subject,
    orgLabel: h.orgLabel,
    decisionTypeLabel: h.decisionTypeLabel,
    issueDate: h.issueDate,
    status: h.status,
  }));
}

export async function runSearchPage(url: URL): Promise<SearchOutcome> {
  if (url.searchParams.get("box") === "1") return { redirect: headerBoxRedirect(url) };

  let params: SearchParams;
  try {
    params = parseSearchParams(url.searchParams);
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    const text = (url.searchParams.get("query") ?? "").trim();
    return {
      status: 400,
      page: {
        params: { text, fq: [], sort: "recent", page: 0, more: null },
        error: error.message,
        result: null,
        activeFilters: [],
        exports: [],
      },
    };
  }

  // A query that is exactly the ADA of a public decision goes straight to its page.
  const ada = params.fq.length === 0 ? parseAda(unquote(params.text)) : null;
  if (ada && isPublicAda(ada)) return { redirect: `/decision/view/${encodeURIComponent(ada)}` };

  const orgUids = params.fq.flatMap((f) => /^organizationUid:"([^"]+)"$/u.exec(f)?.[1] ?? []);
  const orgLabels = new Map(organizationNames(orgUids).map((o) => [o.uid, o.label]));
  const activeFilters = params.fq.map((fq) => ({
    label: filterLabel(fq, orgLabels),
    removeHref: `/search${searchQueryString(params, { fq: params.fq.filter((f) => f !== fq), page: 0, more: null })}`,
  }));
  const base = { params: { text: params.text, fq: params.fq, sort: params.sort, page: params.page, more: params.more }, activeFilters, exports: exportLinks(params) };

  let result: SearchResult;
  try {
    result = await searchEngine().search({
      ...params.query,
      size: DEFAULT_PAGE_SIZE,
      facets: [FACET_NAMES.organization, FACET_NAMES.decisionType],
      facetLimit: params.more ? FACET_FULL_LIMIT : FACET_STEP + 1,
    });
  } catch (error) {
    if (!(error instanceof SearchInputError)) throw error;
    return { status: 400, page: { ...base, error: error.message, result: null } };
  }

  return {
    status: 200,
    page: {
      ...base,
      error: null,
      result: {
        rows: rowsOf(result),
        total: result.total,
        totalIsExact: result.totalIsExact,
        firstRow: params.page * DEFAULT_PAGE_SIZE + 1,
        facets: (Object.keys(FACET_NAMES) as FacetName[]).map((name) =>
          facetView(name, result.facets[FACET_NAMES[name]] ?? [], params),
        ),
        facetsAreExact: result.facetsAreExact !== false,
        pages: pageLinks(params, result.total),
      },
    },
  };
}
