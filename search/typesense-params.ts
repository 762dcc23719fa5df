/**
 * A SearchQuery as Typesense search parameters (q, query_by, filter_by, facet_by, sort_by, page,
 * per_page), pure so it is unit-tested without a server. The FTS5 engine is the reference: the
 * same words must match, so Typesense's own leniency is switched off (no typos, no dropping of
 * words that do not match: every word is required, SPEC §9).
 */
import type { FacetField, SearchFilters, SearchQuery } from "./engine";
import { QueryLanguageError } from "./errors";
import { MAX_RESULT_WINDOW } from "./limits";
import { queryWords } from "./normalize";
import { resolvePaging } from "./paging";

/** Typesense serves at most 250 hits per request. */
export const TYPESENSE_MAX_PER_PAGE = 250;
const DEFAULT_FACET_LIMIT = 50;

/** Facet fields of the collection for each FacetField (org and type carry their labels). */
export const FACET_FIELDS: Record<FacetField, string> = {
  orgUid: "org_facet",
  decisionTypeUid: "decision_type_facet",
  status: "status",
  unitUid: "unit_uids",
  signerUid: "signer_uids",
  thematicCategoryUid: "thematic_category_uids",
  year: "issue_year",
};

export interface TypesenseSearchParams {
  q: string;
  query_by: string;
  prefix: boolean;
  num_typos: number;
  typo_tokens_threshold: number;
  drop_tokens_threshold: number;
  filter_by?: string;
  sort_by: string;
  facet_by?: string;
  max_facet_values?: number;
  page?: number;
  per_page?: number;
  offset?: number;
  limit?: number;
}

/**
 * A filter value in backticks, so commas, brackets, colons, `&&` or `||` inside it are literal.
 * Typesense has no escape for a backtick itself; no uid of ours holds one, so one is refused.
 */
export function filterValue(value: string): string {
  if (value.includes("`")) {
    throw new QueryLanguageError(`Μη έγκυρη τιμή φίλτρου «${value}»: δεν επιτρέπεται ο χαρακτήρας \`.`, value);
  }
  return `\`${value}\``;
}

/** A condition no document meets: what an empty list of values means. */
const NOTHING = "decision_id:<0";

function anyOf(field: string, values: string[] | undefined): string | null {
  if (!values) return null;
  if (values.length === 0) return NOTHING;
  return `${field}:=[${values.map(filterValue).join(", ")}]`;
}

const day = (iso: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new QueryLanguageError(`Μη έγκυρη ημερομηνία «${iso}».`, iso);
  return Number(iso.replace(/-/g, ""));
};

/** filter_by for the filters ("" for none): conditions joined by &&. */
export function toFilterBy(filters: SearchFilters = {}): string {
  const parts: (string | null)[] = [
    anyOf("org_uid", filters.orgUids),
    anyOf("decision_type_uid", filters.decisionTypeUids),
    anyOf("status", filters.statuses),
    anyOf("unit_uids", filters.unitUids),
    anyOf("signer_uids", filters.signerUids),
    anyOf("thematic_category_uids", filters.thematicCategoryUids),
  ];
  const range = (field: string, op: ">=" | "<=", value: number | undefined) => {
    if (value !== undefined) parts.push(`${field}:${op}${value}`);
  };
  range("issue_day", ">=", filters.issueDateFrom === undefined ? undefined : day(filters.issueDateFrom));
  range("issue_day", "<=", filters.issueDateTo === undefined ? undefined : day(filters.issueDateTo));
  range("published_at", ">=", filters.publishedFrom);
  range("published_at", "<=", filters.publishedTo);
  range("updated_at", ">=", filters.updatedFrom);
  range("updated_at", "<=", filters.updatedTo);
  range("amount", ">=", filters.amountFrom);
  range("amount", "<=", filters.amountTo);
  return parts.filter((p): p is string => p !== null).join(" && ");
}

/**
 * q for the text: normalised words, a word the tokenizer splits (an ADA, "72/2025") as a quoted
 * phrase; "*" for no text. Words are letters and digits only, so nothing reads as an operator.
 */
export function toQ(text: string | undefined): string {
  const words = queryWords(text ?? "");
  if (words.length === 0) return "*";
  return words.map((tokens) => (tokens.length > 1 ? `"${tokens.join(" ")}"` : tokens[0])).join(" ");
}

export function toSortBy(query: Pick<SearchQuery, "sort">, hasText: boolean): string {
  if (query.sort === "oldest") return "published_at:asc,decision_id:asc";
  if (query.sort === "relevance" && hasText) return "_text_match:desc,published_at:desc,decision_id:desc";
  return "published_at:desc,decision_id:desc";
}

/**
 * The parameters of one request. Page sizes above Typesense's 250 are served by several
 * requests: `window` picks the slice (offset/limit) of the page this request fetches; without
 * it, page/per_page (1-based page) describe the whole page.
 */
export function toTypesenseSearchParams(
  query: SearchQuery,
  window?: { offset: number; limit: number },
): TypesenseSearchParams {
  const { page, size } = resolvePaging(query);
  const q = toQ(query.text);
  const params: TypesenseSearchParams = {
    q,
    query_by: "text",
    prefix: true,
    num_typos: 0,
    typo_tokens_threshold: 0,
    drop_tokens_threshold: 0,
    sort_by: toSortBy(query, q !== "*"),
  };
  const filterBy = toFilterBy(query.filters);
  if (filterBy) params.filter_by = filterBy;
  if (query.facets?.length) {
    params.facet_by = query.facets.map((f) => FACET_FIELDS[f]).join(",");
    params.max_facet_values = query.facetLimit ?? DEFAULT_FACET_LIMIT;
  }
  if (window) {
    if (window.limit > TYPESENSE_MAX_PER_PAGE || window.offset + window.limit > MAX_RESULT_WINDOW) {
      throw new RangeError(`window ${window.offset}+${window.limit}`);
    }
    Object.assign(params, { offset: window.offset, limit: window.limit });
  } else if (size <= TYPESENSE_MAX_PER_PAGE) {
    Object.assign(params, { page: page + 1, per_page: size });
  } else {
    Object.assign(params, { offset: page * size, limit: TYPESENSE_MAX_PER_PAGE });
  }
  return params;
}

/** The requests one page needs: one, or one per 250 hits of a larger page. */
export function toTypesenseRequests(query: SearchQuery): TypesenseSearchParams[] {
  const { page, size } = resolvePaging(query);
  if (size <= TYPESENSE_MAX_PER_PAGE) return [toTypesenseSearchParams(query)];
  const requests: TypesenseSearchParams[] = [];
  for (let start = 0; start < size; start += TYPESENSE_MAX_PER_PAGE) {
    const limit = Math.min(TYPESENSE_MAX_PER_PAGE, size - start);
    const params = toTypesenseSearchParams(query, { offset: page * size + start, limit });
    // Facets and totals come from the first request only.
    if (start > 0) {
      delete params.facet_by;
      delete params.max_facet_values;
    }
    requests.push(params);
  }
  return requests;
}
