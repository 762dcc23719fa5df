/**
 * A SearchQuery as Typesense search parameters (q, query_by, filter_by, facet_by, sort_by, page,
 * per_page), pure so it is unit-tested without a server. The FTS5 engine is the reference: the
 * same words must match, so Typesense's own leniency is switched off (no typos, no dropping of
 * words that do not match: every word is required, SPEC §9).
 */
import type { Condition, FacetField, SearchFilters, SearchQuery, TextQuery } from "./engine";
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
  query_by_weights: string;
  /** The shadow text fields are not sent back: snippets come from the stored document text. */
  exclude_fields: string;
  /** Typesense's own highlighting only on the short field (search/snippets.ts makes the snippets). */
  highlight_fields: string;
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
    anyOf("afms", filters.afms),
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
  if (filters.keyset) {
    const { publishedAt, decisionId, direction } = filters.keyset;
    const op = direction === "before" ? "<" : ">";
    parts.push(
      `(published_at:${op}${publishedAt} || (published_at:=${publishedAt} && decision_id:${op}${decisionId}))`,
    );
  }
  for (const condition of filters.where ?? []) parts.push(conditionFilterBy(condition));
  return parts.filter((p): p is string => p !== null).join(" && ");
}

/** What the Typesense engine cannot evaluate (the FTS5 engine, the default, evaluates all of it). */
export const TYPESENSE_UNSUPPORTED =
  "Η μηχανή αναζήτησης Typesense δεν υποστηρίζει ακόμη αυτή την αναζήτηση: OR μεταξύ λέξεων, " +
  "λέξεις μέσα σε OR ή NOT με πεδία, και NOT πεδίων εκτός από φορέα, είδος, κατάσταση, μονάδα, " +
  "υπογράφοντα και θεματική κατηγορία.";

const unsupported = (): never => {
  throw new QueryLanguageError(TYPESENSE_UNSUPPORTED);
};

/** The list filters Typesense can negate with `:!=[...]` (a document holds a value of each, or none). */
const NEGATABLE: Partial<Record<keyof SearchFilters, string>> = {
  orgUids: "org_uid",
  decisionTypeUids: "decision_type_uid",
  statuses: "status",
  unitUids: "unit_uids",
  signerUids: "signer_uids",
  thematicCategoryUids: "thematic_category_uids",
  afms: "afms",
};

/** filter_by of a Condition: AND/OR as `&&`/`||` in parentheses, NOT by De Morgan down to list filters. */
function conditionFilterBy(c: Condition, negated = false): string {
  switch (c.kind) {
    case "text":
      return unsupported();
    case "not":
      return conditionFilterBy(c.operand, !negated);
    case "and":
    case "or": {
      const joiner = (c.kind === "and") !== negated ? " && " : " || ";
      return `(${c.operands.map((o) => conditionFilterBy(o, negated)).join(joiner)})`;
    }
    case "filters": {
      if (!negated) return `(${toFilterBy(c.filters) || "decision_id:>=0"})`;
      // NOT (a && b) = !a || !b; a range's NOT would have to keep documents without the field.
      const parts = Object.entries(c.filters)
        .filter(([, v]) => v !== undefined)
        .map(([key, values]) => {
          const field = NEGATABLE[key as keyof SearchFilters];
          if (!field || !Array.isArray(values)) return unsupported();
          return values.length ? `${field}:!=[${(values as string[]).map(filterValue).join(", ")}]` : "decision_id:>=0";
        });
      return parts.length ? `(${parts.join(" || ")})` : NOTHING;
    }
  }
}

/**
 * q for a TextQuery: Typesense's q ANDs words and "phrases" and excludes `-word` and `-"phrase"`;
 * an OR, or a NOT of more than a word or phrase, is refused (TYPESENSE_UNSUPPORTED).
 */
export function textQueryQ(t: TextQuery): string {
  const term = (n: Extract<TextQuery, { kind: "term" }>) => {
    const words = queryWords(n.text);
    if (!n.phrase) return words.map((tokens) => (tokens.length > 1 ? `"${tokens.join(" ")}"` : tokens[0])).join(" ");
    const tokens = words.flat();
    return tokens.length > 1 ? `"${tokens.join(" ")}"` : (tokens[0] ?? "");
  };
  const parts: string[] = [];
  const add = (n: TextQuery, negated: boolean): void => {
    if (n.kind === "term") {
      const q = term(n);
      if (q) parts.push(negated ? `-${q}` : q);
    } else if (n.kind === "not" && !negated && n.operand.kind === "term") {
      add(n.operand, true);
    } else if (n.kind === "and" && !negated) {
      for (const o of n.operands) add(o, false);
    } else {
      unsupported();
    }
  };
  add(t, false);
  // Typesense cannot search for "everything but": a query of exclusions only is refused too.
  if (!parts.some((p) => !p.startsWith("-"))) return parts.length ? unsupported() : "*";
  return parts.join(" ");
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
  const q = query.textQuery ? textQueryQ(query.textQuery) : toQ(query.text);
  const params: TypesenseSearchParams = {
    q,
    // The document text (docs/decisions/082): `body` holds every word, `text` the subject,
    // protocol number and ADA, so a match there ranks above one found only in the document.
    query_by: "text,body",
    query_by_weights: "2,1",
    exclude_fields: "text,body",
    highlight_fields: "text",
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
