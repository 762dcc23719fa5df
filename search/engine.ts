/**
 * The one search interface of the register (DESIGN.md "Search"). Two engines implement it:
 * the embedded FTS5 engine (default) and the Typesense engine (TYPESENSE_URL). Both are run
 * through the same contract suite.
 */

/** What the index holds for one decision: its latest public version's searchable metadata. */
export interface SearchDocument {
  decisionId: number;
  ada: string;
  versionId: string;
  orgUid: string;
  orgLabel: string;
  decisionTypeUid: string;
  decisionTypeLabel: string;
  /** PUBLISHED, PENDING_REVOCATION or REVOKED (submitted decisions are never indexed). */
  status: string;
  subject: string;
  protocolNumber: string;
  /** ISO YYYY-MM-DD */
  issueDate: string;
  /** First publication, epoch ms. */
  publishedAt: number;
  /** Latest version, epoch ms. */
  updatedAt: number;
  amount: number | null;
  unitUids: string[];
  signerUids: string[];
  thematicCategoryUids: string[];
  /** AFMs (VAT numbers) of the decision's parties, from its extra fields (issue 10); none when absent. */
  afms?: string[];
  /**
   * The text of the decision's document (its PDF), searched with the subject by free text and
   * shown in snippets (issue 10, docs/decisions/082); none when unknown or unreadable.
   */
  body?: string;
}

/**
 * recent: newest first by first publication (the default); oldest: the reverse; relevance: bm25
 * (FTS5) or text match (Typesense), falling back to recent without text. FTS5 ranks at most the
 * newest EXACT_TOTAL_CAP matches (search/limits.ts) of a very common text.
 */
export type SortOrder = "recent" | "oldest" | "relevance";

/**
 * Free text as a boolean expression (the query language's words, "phrases", AND, OR, NOT and
 * parentheses). A word's tokens must appear next to each other (an ADA, "72/2025"); a phrase's
 * words must appear next to each other in that order.
 */
export type TextQuery =
  | { kind: "term"; text: string; phrase: boolean }
  | { kind: "and"; operands: TextQuery[] }
  | { kind: "or"; operands: TextQuery[] }
  | { kind: "not"; operand: TextQuery };

/**
 * A condition that is not a plain conjunction of filters: OR across fields, NOT, or text mixed
 * with field parts (`απόφαση OR organizationUid:"6013"`). A `filters` leaf means all its filters.
 */
export type Condition =
  | { kind: "filters"; filters: SearchFilters }
  | { kind: "text"; text: TextQuery }
  | { kind: "and"; operands: Condition[] }
  | { kind: "or"; operands: Condition[] }
  | { kind: "not"; operand: Condition };

export interface SearchFilters {
  orgUids?: string[];
  decisionTypeUids?: string[];
  statuses?: string[];
  unitUids?: string[];
  signerUids?: string[];
  thematicCategoryUids?: string[];
  /** AFMs of a party of the decision (any of). */
  afms?: string[];
  /** Inclusive ISO day bounds on issueDate. */
  issueDateFrom?: string;
  issueDateTo?: string;
  /** Inclusive epoch-ms bounds on publishedAt (Diavgeia's publishTimestamp). */
  publishedFrom?: number;
  publishedTo?: number;
  /** Inclusive epoch-ms bounds on updatedAt (Diavgeia's submissionTimestamp: latest version). */
  updatedFrom?: number;
  updatedTo?: number;
  /** Inclusive bounds on the amount (decisions without one never match). */
  amountFrom?: number;
  amountTo?: number;
  /**
   * Keyset paging (issue 10): only decisions strictly after this one in the sort order, by
   * (publishedAt, decisionId): older ones for "before" (newest first), newer for "after"
   * (oldest first). Page 0 of such a query is the page that follows the decision, at any depth.
   */
  keyset?: { publishedAt: number; decisionId: number; direction: "before" | "after" };
  /** Conditions ANDed with the filters above (OR across fields, NOT, text mixed with fields). */
  where?: Condition[];
}

export interface SearchQuery {
  /** Free text over subject, protocol number and ADA; empty means "everything". */
  text?: string;
  /** The free text as a boolean expression; when given it replaces `text` (the query language's). */
  textQuery?: TextQuery;
  filters?: SearchFilters;
  sort?: SortOrder;
  /** 0-based page. */
  page?: number;
  /** Page size, 1..500. */
  size?: number;
  /** Facet fields wanted, e.g. ["orgUid", "decisionTypeUid"]. */
  facets?: FacetField[];
  /** Max values per facet (the page shows 5 with a "more" link, so ask for more). */
  facetLimit?: number;
  /**
   * The page of hits alone (feeds): no total, facets or snippets are computed; `total` is then
   * the number of hits and `totalIsExact` false. An engine may compute them anyway.
   */
  hitsOnly?: boolean;
  /**
   * The request's signal: once aborted (the client went away) the engine stops between its steps
   * and blocks of matches with a SearchAbortedError (search/errors.ts) instead of finishing.
   */
  signal?: AbortSignal;
}

/**
 * orgUid, decisionTypeUid and status are counted for every search. The others (unit, signer,
 * thematic category, issue year) are labelled with their codes (the caller names them) and, in
 * the FTS5 engine, counted only for searches of at most EXTRA_FACET_CAP matches: for a broader
 * one the result has no entry for them rather than a slow count (search/limits.ts).
 */
export type FacetField =
  "orgUid" | "decisionTypeUid" | "status" | "unitUid" | "signerUid" | "thematicCategoryUid" | "year";

export interface FacetValue {
  value: string;
  label: string;
  count: number;
}

/** A piece of a text; `mark` for a word the search matched (search/snippets.ts). */
export interface TextPart {
  text: string;
  mark: boolean;
}

/** Where a search's words matched in one hit. */
export interface HitSnippets {
  /** The whole subject, split at the matched words. */
  subject: TextPart[];
  /** A passage of the document text around a match, or empty when the text did not match. */
  body: TextPart[];
}

export interface SearchResult {
  hits: SearchDocument[];
  /** Exact total when `totalIsExact`, else a lower bound (the page shows "10.000+"). */
  total: number;
  totalIsExact: boolean;
  page: number;
  size: number;
  facets: Partial<Record<FacetField, FacetValue[]>>;
  /**
   * False when facet counts were taken over a sample of the newest matches (a large match set),
   * so the page can say so instead of presenting them as totals.
   */
  facetsAreExact?: boolean;
  /**
   * Per hit (by decision id), where the text matched: the subject with the matched words marked
   * and a passage of the document text (search/snippets.ts). Only for a search with text.
   */
  snippets?: Record<number, HitSnippets>;
}

/**
 * Every engine passes search/contract.ts. Common rules: words are ANDed and matched without
 * regard to accents, case or final sigma (search/normalize.ts); filter lists mean "any of", an
 * empty list matches nothing; bad page/size or a page past MAX_RESULT_WINDOW throws a
 * SearchInputError (search/errors.ts, a 400 with a Greek message), never a silent clamp.
 */
export interface SearchEngine {
  readonly name: string;
  /** Insert or replace one decision (its latest public version). */
  index(doc: SearchDocument): void | Promise<void>;
  /** Insert or replace many (bulk load, seed); the same decision twice: the later one wins. */
  indexMany(docs: SearchDocument[]): void | Promise<void>;
  /** Take a decision out of the index; an unknown id is no error. */
  remove(decisionId: number): void | Promise<void>;
  search(query: SearchQuery): SearchResult | Promise<SearchResult>;
  /** The exact number of matches (stats, exports); page, size and facets are ignored. */
  count(query: SearchQuery): number | Promise<number>;
}
