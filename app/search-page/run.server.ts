/**
 * The /search page's one domain call: read the URL (request.ts), run the search, and return
 * everything the page shows (rows, total, facets with their links, active filters, pages, export
 * links); or a redirect (the header box's quoted query; a query that is the ADA of a public
 * decision); or the Greek message of a bad parameter (the route answers 400 with the form still
 * on the page). Every link is written from the typed request by links.ts.
 */
import type { FacetField, FacetValue, SearchResult } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { MAX_RESULT_WINDOW } from "#search/limits";
import { cursorSortable, searchByCursor, type CursorPage, type PageCursor } from "#search/paging";
import { conjuncts, freeTextOf, parseFilterExpression, parseSearchQuery, unquoteQuery } from "#search/query-language";
import { andOf, formatQuery, type QueryNode } from "#search/query-syntax";
import { inSitePath } from "#app/http/in-site-path";
import type { DecisionRow } from "../decisions/decision-row";
import { parseAda } from "../decisions/ada";
import {
  decisionTypeLabel,
  dictionaryLabels,
  signerLabels,
  THEMATIC_DICTIONARY,
  unitLabels,
} from "../decisions/labels.server";
import { isPublicAda } from "../decisions/read.server";
import { statusLabel } from "#shared/decision-status";
import { formatDate } from "#shared/dates";
import { formatAmount } from "../format";
import { organizationNames } from "../organizations/read.server";
import { searchSettings } from "../search-settings/store.server";
import { paths } from "../paths";
import { searchEngine } from "./engine.server";
import { FACET_NAMES, FACET_STEP, FACETS, MAX_FACET_SHOWN, facetFilter, type FacetName } from "./facets";
import { datePresets, defaultDateRange, formTarget, type DatePreset } from "./forms";
import {
  atCursor,
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

export { FACET_STEP };

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
  /** «Περισσότερα»: FACET_STEP more values (null when none are left). */
  more: { label: string; href: string } | null;
  /** «Λιγότερα»: back to the first FACET_STEP (null when showing those). */
  less: { label: string; href: string } | null;
  /** The engine did not count it (a broad search without text: search/limits.ts EXTRA_FACET_CAP). */
  unavailable: boolean;
}

export interface PageLink {
  label: string;
  href: string | null;
  current?: boolean;
  /** Screen-reader name of a numbered link (e.g. "Σελίδα 3"). */
  ariaLabel: string;
  rel?: "prev" | "next";
}

/** Where the shown page lies in the whole result (the page says it honestly). */
export interface PagePosition {
  /** 1-based number of the first row shown, or null when not counted (past EXACT_TOTAL_CAP). */
  firstRow: number | null;
  /** A sentence for the page when the position is not a plain "rows X–Y" (or null). */
  note: string | null;
}

/** A result row is what the shared decision list shows. */
export type ResultRow = DecisionRow;

export interface SearchPageData {
  /**
   * What the forms show: the box's free text, the whole query it replaces the free text of, the
   * filters and sort they keep as hidden fields.
   */
  form: { text: string; query: string; fq: string[]; sort: string };
  /** ?advanced=true: the advanced form is shown. */
  advanced: boolean;
  /** The date filter: presets as links, the inputs' default range and latest day. */
  dates: { presets: DatePreset[]; from: string; to: string; max: string };
  /** The links that open and close the advanced form. */
  advancedHref: string;
  error: string | null;
  result: {
    rows: ResultRow[];
    total: number;
    totalIsExact: boolean;
    position: PagePosition;
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
      case "unitUid":
        return `Οργανωτική μονάδα: ${unitLabels(values)
          .map((l) => l.label)
          .join(" ή ")}`;
      case "signerUid":
      case "signerId":
        return `Υπογράφων: ${signerLabels(values)
          .map((l) => l.label)
          .join(" ή ")}`;
      case "thematicCategory":
      case "thematicCategoryUid":
        return `Θεματική κατηγορία: ${dictionaryLabels(THEMATIC_DICTIONARY, values)
          .map((l) => l.label)
          .join(" ή ")}`;
      case "decisionTypeUid":
        return `Είδος πράξης: ${values.map((v) => decisionTypeLabel(v).label).join(" ή ")}`;
      case "status":
        return `Κατάσταση: ${values.map(statusLabel).join(" ή ")}`;
      case "issueDate":
        return `Ημερομηνία έκδοσης: ${values.map(formatDate).join(" ή ")}`;
      case "subject":
        return `Θέμα: ${values.join(" ή ")}`;
      case "ada":
        return `ΑΔΑ: ${values.join(" ή ")}`;
      case "protocolNumber":
        return `Αριθμός πρωτοκόλλου: ${values.join(" ή ")}`;
      default:
        return fq;
    }
  }
  if (expr.field === "amount") {
    const [from, to] = expr.range.map((v) => (v === "*" ? null : formatAmount(Number(v))));
    return `Ποσό ${[from ? `από ${from}` : "", to ? `έως ${to}` : ""].filter(Boolean).join(" ")}`;
  }
  if (expr.field === "issueDate") {
    const [from, to] = expr.range;
    const day = (v: string) => formatDate(v.replace(/^DT\((\d{4}-\d{2}-\d{2}).*$/, "$1"));
    const parts = [from !== "*" ? `από ${day(from)}` : "", to !== "*" ? `έως ${day(to)}` : ""].filter(Boolean);
    return `Ημερομηνία έκδοσης ${parts.join(" ")}`;
  }
  return fq;
}

/** How many values of a facet the request shows: FACET_STEP, or more after «Περισσότερα». */
function shownValues(request: SearchRequest, name: FacetName): number {
  return request.more?.facet === name ? request.more.shown : FACET_STEP;
}

/** Facet values whose labels the engine does not hold (units, signers, categories) get theirs. */
export function labelled(field: FacetField, values: FacetValue[] | undefined): FacetValue[] | undefined {
  if (!values) return values;
  const uids = values.map((v) => v.value);
  const labels =
    field === "unitUid"
      ? unitLabels(uids)
      : field === "signerUid"
        ? signerLabels(uids)
        : field === "thematicCategoryUid"
          ? dictionaryLabels(THEMATIC_DICTIONARY, uids)
          : null;
  return labels ? values.map((v, i) => ({ ...v, label: labels[i].label })) : values;
}

function facetView(name: FacetName, found: FacetValue[] | undefined, request: SearchRequest): FacetView {
  if (!found) return { name, title: FACETS[name].title, values: [], more: null, less: null, unavailable: true };
  const values = found;
  const count = shownValues(request, name);
  // A new filter closes the longer list it was picked from.
  const closed = withMore(request, null);
  const links = values.slice(0, count).map((v) => {
    const fq = facetFilter(name, v.value);
    const active = request.fq.includes(fq);
    return { label: v.label, count: v.count, href: active ? null : searchPath(withFilter(closed, fq)) };
  });
  const next = Math.min(count + FACET_STEP, MAX_FACET_SHOWN);
  const more =
    values.length > count && next > count
      ? { label: "Περισσότερα", href: searchPath(withMore(request, { facet: name, shown: next })) }
      : null;
  const less = count > FACET_STEP ? { label: "Λιγότερα", href: searchPath(closed) } : null;
  return { name, title: FACETS[name].title, values: links, more, less, unavailable: false };
}

const WINDOW = MAX_RESULT_WINDOW.toLocaleString("el-GR");

const prevLink = (href: string): PageLink => ({
  label: "Προηγούμενη",
  href,
  ariaLabel: "Προηγούμενη σελίδα",
  rel: "prev",
});
const nextLink = (href: string): PageLink => ({ label: "Επόμενη", href, ariaLabel: "Επόμενη σελίδα", rel: "next" });
const keyOf = (hit: { publishedAt: number; decisionId: number }) => ({
  publishedAt: hit.publishedAt,
  decisionId: hit.decisionId,
});

/**
 * Numbered pages up to MAX_RESULT_WINDOW. Past it, newest- and oldest-first searches go on by
 * cursor: «Επόμενη» of the window's last page is the page after its last row, and «Τελευταία»
 * is the last page (search/paging.ts); relevance stops at the window, and the page says so.
 */
function pageLinks(request: SearchRequest, size: number, result: SearchResult): PageLink[] {
  const { page } = request;
  const { total } = result;
  const count = Math.ceil(Math.min(total, MAX_RESULT_WINDOW) / size);
  const beyondWindow = total > MAX_RESULT_WINDOW || (!result.totalIsExact && total >= MAX_RESULT_WINDOW);
  const deep = beyondWindow && cursorSortable(request.sort);
  if (count <= 1 && page === 0 && !deep) return [];
  const base = withMore(request, null);
  const href = (p: number) => searchPath(atPage(base, p));
  const links: PageLink[] = [];
  if (page > 0) links.push(prevLink(href(page - 1)));
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
  const last = result.hits.at(-1);
  if (page + 1 < count) links.push(nextLink(href(page + 1)));
  else if (deep && last) links.push(nextLink(searchPath(atCursor(base, { kind: "after", ...keyOf(last) }))));
  if (deep) links.push(lastLink(base));
  return links;
}

function lastLink(base: SearchRequest): PageLink {
  return { label: "Τελευταία", href: searchPath(atCursor(base, { kind: "last" })), ariaLabel: "Τελευταία σελίδα" };
}

/** The links of a page reached by cursor: first page, previous, next and last, by cursor. */
function cursorPageLinks(request: SearchRequest, cursor: PageCursor, page: CursorPage): PageLink[] {
  const base = withMore(request, null);
  const first = page.hits[0];
  const last = page.hits.at(-1);
  const links: PageLink[] = [{ label: "Πρώτη", href: searchPath(atPage(base, 0)), ariaLabel: "Πρώτη σελίδα" }];
  // Rows lie beyond the page in the direction it was read when it is full and the count says so.
  const moreBeyond = page.hits.length === page.size && (!page.beyondIsExact || page.beyond > page.hits.length);
  // Before the shown rows: always after an `after` cursor (its decision at least).
  const morePrevious = cursor.kind === "after" || moreBeyond;
  if (first && morePrevious) links.push(prevLink(searchPath(atCursor(base, { kind: "before", ...keyOf(first) }))));
  const moreNext = cursor.kind === "before" || (cursor.kind === "after" && moreBeyond);
  if (last && moreNext) {
    links.push(nextLink(searchPath(atCursor(base, { kind: "after", ...keyOf(last) }))));
  }
  if (cursor.kind !== "last") links.push(lastLink(base));
  else links.push({ label: "Τελευταία", href: null, current: true, ariaLabel: "Τελευταία σελίδα" });
  return links;
}

/**
 * Where a cursor page lies: counted from the page's own total (matches beyond the cursor) and
 * the search's total when both are exact; otherwise said in words.
 */
function cursorPosition(cursor: PageCursor, page: CursorPage, result: SearchResult): PagePosition {
  const shown = page.hits.length;
  const exactTotal = result.totalIsExact;
  let firstRow: number | null = null;
  if (cursor.kind === "before" && page.beyondIsExact) firstRow = page.beyond - shown + 1;
  else if (cursor.kind === "last" && exactTotal) firstRow = result.total - shown + 1;
  else if (cursor.kind === "after" && exactTotal && page.beyondIsExact) firstRow = result.total - page.beyond + 1;
  if (firstRow !== null) return { firstRow: Math.max(firstRow, 1), note: null };
  return {
    firstRow: null,
    note:
      cursor.kind === "last"
        ? "Εμφανίζονται οι τελευταίες πράξεις της αναζήτησης."
        : `Η σελίδα βρίσκεται μετά τις πρώτες ${WINDOW} πράξεις· η ακριβής θέση της δεν μετρήθηκε.`,
  };
}

/** What the page says about how far its pages reach (relevance stops at the window). */
function reachNote(request: SearchRequest, result: SearchResult): string | null {
  const beyondWindow = result.total > MAX_RESULT_WINDOW || (!result.totalIsExact && result.total >= MAX_RESULT_WINDOW);
  if (!beyondWindow || cursorSortable(request.sort)) return null;
  return (
    `Με ταξινόμηση κατά συνάφεια εμφανίζονται οι πρώτες ${WINDOW} πράξεις, κατά συνάφεια ανάμεσα στις ` +
    `${WINDOW} νεότερες. Για όλες ως την τελευταία, ταξινομήστε κατά ημερομηνία.`
  );
}

function exportLinks(request: SearchRequest): SearchPageData["exports"] {
  // The export reads a URL without sort as its own default (/administration/search).
  const forExport = { ...request, defaultSort: searchSettings("lumiview_export").defaultSort };
  return (["json", "xml", "csv", "xls"] as const).map((format) => ({
    format,
    href: searchExportPath(forExport, format),
  }));
}

function rowsOf(result: Pick<SearchResult, "hits" | "snippets">): ResultRow[] {
  return result.hits.map((h) => {
    const snippets = result.snippets?.[h.decisionId];
    return {
      ada: h.ada,
      subject: h.subject,
      orgLabel: h.orgLabel,
      decisionTypeLabel: h.decisionTypeLabel,
      issueDate: h.issueDate,
      status: h.status,
      amount: h.amount,
      // Where the words matched (issue 10): only parts with a mark are worth the bytes.
      ...(snippets?.subject.some((p) => p.mark) ? { subjectParts: snippets.subject } : {}),
      ...(snippets?.body.length ? { passage: snippets.body } : {}),
    };
  });
}

function failed(url: URL, message: string, fq: string[] = [], now = Date.now()): SearchOutcome {
  // The form keeps what was typed, so it can be corrected.
  const query =
    (url.searchParams.get("form") ? url.searchParams.get("current") : null) ?? url.searchParams.get("query");
  const typed = url.searchParams.get("query") ?? "";
  const text = url.searchParams.get("form") === "box" ? typed : unquoteQuery(typed);
  const request: SearchRequest = { text: "", page: 0, sort: "recent", fq, advanced: false, more: null };
  return {
    status: 400,
    page: {
      form: { text, query: query ?? "", fq, sort: "recent" },
      advanced: url.searchParams.get("advanced") === "true" || url.searchParams.get("form") === "advanced",
      advancedHref: searchPath({ ...request, advanced: true }),
      dates: { presets: datePresets(request, now), ...defaultDateRange(now) },
      error: message,
      result: null,
      activeFilters: [],
      exports: [],
      feeds: [],
    },
  };
}

/** The query without one of its top-level clauses. */
function withoutClause(tree: QueryNode | null, clause: QueryNode): string {
  return formatQuery(andOf(conjuncts(tree).filter((n) => n !== clause)));
}

/** Labels and removal links for the fq filters and the query's own field clauses. */
function activeFiltersOf(request: SearchRequest, orgLabels: Map<string, string>): SearchPageData["activeFilters"] {
  const base = withMore(request, null);
  const tree = parseSearchQuery(request.text);
  const fromQuery = conjuncts(tree)
    .filter((n) => n.kind !== "term")
    .map((clause) => {
      const written = formatQuery(clause);
      return {
        label: filterLabel(written, orgLabels),
        removeHref: searchPath({ ...base, text: withoutClause(tree, clause), page: 0, cursor: null }),
      };
    });
  const fromFq = request.fq.map((fq) => ({
    label: filterLabel(fq, orgLabels),
    removeHref: searchPath(withoutFilter(base, fq)),
  }));
  return [...fromQuery, ...fromFq];
}

/** `signal`: the request's; a client that went away stops the search (decision 085). */
export async function searchPage(url: URL, now = Date.now(), signal?: AbortSignal): Promise<SearchOutcome> {
  if (url.searchParams.get("box") === "1") return { redirect: headerBoxRedirect(url) };
  // Read on every request: a change at /administration/search applies to the next search.
  const settings = searchSettings("lumiview");
  const read = { defaultSort: settings.defaultSort };
  if (url.searchParams.has("form")) {
    try {
      return { redirect: formTarget(url.searchParams, now, read) };
    } catch (error) {
      if (error instanceof SearchInputError) return failed(url, error.message, url.searchParams.getAll("fq"), now);
      throw error;
    }
  }

  let search: ParsedSearch;
  try {
    search = parseSearchRequest(url.searchParams, read);
  } catch (error) {
    if (error instanceof SearchInputError) return failed(url, error.message);
    throw error;
  }
  const { request, filters } = search;

  const freeText = freeTextOf(parseSearchQuery(request.text));
  // A query that is exactly the ADA of a public decision goes straight to its page.
  const ada = request.fq.length === 0 && freeText === search.words ? parseAda(search.words) : null;
  if (ada && isPublicAda(ada)) return { redirect: paths.decision(ada) };

  const orgLabels = new Map(organizationNames(filters.orgUids ?? []).map((o) => [o.uid, o.label]));
  const activeFilters = activeFiltersOf(request, orgLabels);

  const shownFacets = FACET_NAMES.filter((name) => settings.facets.includes(name));
  let result: SearchResult;
  let byCursor: CursorPage | null = null;
  const size = request.size ?? settings.pageSize;
  const cursor = request.cursor ?? null;
  try {
    const query = {
      ...toSearchQuery(search, {
        size,
        facets: shownFacets.map((name) => FACETS[name].field),
        // One more than shown, to know whether «Περισσότερα» has anything to show.
        facetLimit: (request.more?.shown ?? FACET_STEP) + 1,
      }),
      signal,
    };
    // A cursor page: the total and facets are the whole search's (its first page, cached by the
    // engine), the rows those beyond the cursor.
    [result, byCursor] = await Promise.all([
      searchEngine().search(cursor ? { ...query, page: 0 } : query),
      cursor ? searchByCursor(searchEngine(), query, cursor) : null,
    ]);
  } catch (error) {
    if (error instanceof SearchInputError) return failed(url, error.message, request.fq);
    throw error;
  }

  return {
    status: 200,
    page: {
      form: { text: freeText, query: request.text, fq: request.fq, sort: request.sort },
      advanced: request.advanced,
      advancedHref: searchPath({ ...withMore(request, null), advanced: !request.advanced, page: 0, cursor: null }),
      dates: { presets: datePresets(withMore(request, null), now), ...defaultDateRange(now) },
      error: null,
      activeFilters,
      exports: exportLinks(request),
      feeds: (["rss", "atom"] as const).map((format) => ({ format, href: searchFeedPath(request, format) })),
      result: {
        rows: rowsOf(byCursor ?? result),
        total: result.total,
        totalIsExact: result.totalIsExact,
        position:
          cursor && byCursor
            ? cursorPosition(cursor, byCursor, result)
            : { firstRow: request.page * result.size + 1, note: reachNote(request, result) },
        facets: shownFacets.map((name) => {
          const field = FACETS[name].field;
          return facetView(name, labelled(field, result.facets[field]), request);
        }),
        facetsAreExact: result.facetsAreExact !== false,
        pages:
          cursor && byCursor ? cursorPageLinks(request, cursor, byCursor) : pageLinks(request, result.size, result),
      },
    },
  };
}
