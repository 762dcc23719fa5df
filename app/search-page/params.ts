/**
 * The /search URL: reading its parameters (query, fq, sort, page, more) into a SearchQuery and
 * writing the links that change one of them (facets, filters, pages, exports).
 *
 * INTERIM: the query language proper (fq grammar, validation, Greek errors) belongs to
 * search/query-language.ts. Until it lands, this module reads the fq forms the pages themselves
 * write: `organizationUid:"6013"`, `decisionTypeUid:"Β.1.3"`, `status:"PUBLISHED"`,
 * `issueDate:[2025-01-01 TO 2025-01-31]`. Anything else is a 400 with a Greek message.
 */
import type { SearchFilters, SearchQuery, SortOrder } from "../../search/engine";
import { QueryLanguageError } from "../../search/errors";

export const FACET_NAMES = { organization: "orgUid", decisionType: "decisionTypeUid" } as const;
export type FacetName = keyof typeof FACET_NAMES;

const SORTS: readonly SortOrder[] = ["recent", "oldest", "relevance"];

export interface SearchParams {
  /** The free text as typed (the `query` parameter). */
  text: string;
  /** Filter expressions, as received. */
  fq: string[];
  sort: SortOrder;
  page: number;
  /** The facet whose full list is shown (`more=organization`). */
  more: FacetName | null;
  /** What the engine is asked (without size and facets). */
  query: Omit<SearchQuery, "size" | "facets" | "facetLimit">;
}

const FIELD_FQ = /^(organizationUid|decisionTypeUid|status):"([^"]+)"$/u;
const DATE_FQ = /^issueDate:\[(\d{4}-\d{2}-\d{2}|\*) TO (\d{4}-\d{2}-\d{2}|\*)\]$/u;

function addFilter(filters: SearchFilters, fq: string): void {
  const field = FIELD_FQ.exec(fq);
  if (field) {
    const key = field[1] === "organizationUid" ? "orgUids" : field[1] === "decisionTypeUid" ? "decisionTypeUids" : "statuses";
    filters[key] = [...(filters[key] ?? []), field[2]];
    return;
  }
  const date = DATE_FQ.exec(fq);
  if (date) {
    if (date[1] !== "*") filters.issueDateFrom = date[1];
    if (date[2] !== "*") filters.issueDateTo = date[2];
    return;
  }
  throw new QueryLanguageError(`Μη έγκυρο φίλτρο αναζήτησης: ${fq}`, fq);
}

export function parseSearchParams(params: URLSearchParams): SearchParams {
  const text = (params.get("query") ?? "").trim();
  const fq = params.getAll("fq").filter((f) => f.trim() !== "");
  const sortText = params.get("sort") ?? "recent";
  if (!(SORTS as readonly string[]).includes(sortText)) {
    throw new QueryLanguageError(`Μη έγκυρη ταξινόμηση: ${sortText}. Επιτρέπονται: ${SORTS.join(", ")}.`, sortText);
  }
  const pageText = params.get("page") ?? "0";
  if (!/^\d{1,6}$/.test(pageText)) {
    throw new QueryLanguageError("Ο αριθμός σελίδας πρέπει να είναι ακέραιος από 0 και πάνω.", pageText);
  }
  const moreText = params.get("more");
  if (moreText !== null && moreText !== "" && !(moreText in FACET_NAMES)) {
    throw new QueryLanguageError(`Άγνωστη λίστα φίλτρων: ${moreText}`, moreText);
  }
  const filters: SearchFilters = {};
  for (const f of fq) addFilter(filters, f.trim());
  const sort = sortText as SortOrder;
  const page = Number(pageText);
  return {
    text,
    fq,
    sort,
    page,
    more: moreText ? (moreText as FacetName) : null,
    query: { text: text || undefined, filters, sort, page },
  };
}

/** The fq expression that selects one facet value. */
export function facetFilter(facet: FacetName, value: string): string {
  return `${facet === "organization" ? "organizationUid" : "decisionTypeUid"}:"${value}"`;
}

export function issueDateFilter(from: string, to: string): string {
  return `issueDate:[${from} TO ${to}]`;
}

export interface SearchChange {
  text?: string;
  fq?: string[];
  sort?: SortOrder;
  page?: number;
  more?: FacetName | null;
}

/** A query string (with "?") for the search with some parameters changed. Defaults are left out. */
export function searchQueryString(current: Pick<SearchParams, "text" | "fq" | "sort" | "page" | "more">, change: SearchChange = {}): string {
  const next = { ...current, ...change };
  const out = new URLSearchParams();
  if (next.text) out.set("query", next.text);
  for (const f of next.fq) out.append("fq", f);
  if (next.sort !== "recent") out.set("sort", next.sort);
  if (next.page > 0) out.set("page", String(next.page));
  if (next.more) out.set("more", next.more);
  const s = out.toString();
  return s ? `?${s}` : "";
}

export const EMPTY_SEARCH = { text: "", fq: [] as string[], sort: "recent" as SortOrder, page: 0, more: null };
