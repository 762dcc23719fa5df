/**
 * Page and size checks every engine applies before it runs a query: out-of-range values are
 * errors, never silently clamped (DESIGN.md "Honest errors"); and paging by cursor past the
 * offset window, the same for every engine (it runs on the engines' keyset filter).
 */
import { PagingError, ResultWindowError } from "./errors";
import type { SearchDocument, SearchEngine, SearchQuery, SortOrder } from "./engine";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_RESULT_WINDOW } from "./limits";

export interface Paging {
  page: number;
  size: number;
  offset: number;
}

export function resolvePaging(query: Pick<SearchQuery, "page" | "size">): Paging {
  const page = query.page ?? 0;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isSafeInteger(page) || page < 0) {
    throw new PagingError("Ο αριθμός σελίδας πρέπει να είναι ακέραιος από 0 και πάνω.");
  }
  if (!Number.isSafeInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new PagingError(`Το μέγεθος σελίδας πρέπει να είναι ακέραιος από 1 έως ${MAX_PAGE_SIZE}.`);
  }
  if (page * size + size > MAX_RESULT_WINDOW) throw new ResultWindowError(MAX_RESULT_WINDOW);
  return { page, size, offset: page * size };
}

// ---------------------------------------------------------------- cursor paging (issue 10)

/**
 * A page reached by cursor instead of by number, so that every page of a newest- or oldest-first
 * search is reachable, however deep (offset paging stops at MAX_RESULT_WINDOW). `after`: the
 * page that follows a decision in the sort order; `before`: the page that precedes it; `last`:
 * the last page. A decision is named by its sort key (publishedAt, decisionId), which never
 * changes, so a cursor link shows the same decisions for ever in oldest-first order, and in
 * newest-first order as long as no decision is removed (newer publications come before it).
 */
export type PageCursor = { kind: "after" | "before"; publishedAt: number; decisionId: number } | { kind: "last" };

/** The URL form of a decision's sort key: `<publishedAt ms>-<decisionId>`. */
export function formatCursorKey(key: { publishedAt: number; decisionId: number }): string {
  return `${key.publishedAt}-${key.decisionId}`;
}

/** Reads `<publishedAt ms>-<decisionId>`; null when it is not one. */
export function parseCursorKey(text: string): { publishedAt: number; decisionId: number } | null {
  const m = /^(\d{1,15})-(\d{1,15})$/.exec(text.trim());
  if (!m) return null;
  const publishedAt = Number(m[1]);
  const decisionId = Number(m[2]);
  return Number.isSafeInteger(publishedAt) && Number.isSafeInteger(decisionId) && decisionId > 0
    ? { publishedAt, decisionId }
    : null;
}

/** Only newest- and oldest-first searches have a cursor: relevance has no stable key. */
export function cursorSortable(sort: SortOrder | undefined): boolean {
  return sort !== "relevance";
}

/**
 * The engine query for one cursor page of `query` (recent or oldest), and whether its hits come
 * in the reverse order: the page before a decision (and the last page) is the first page of the
 * opposite order from that decision, turned round.
 */
export function cursorQuery(query: SearchQuery, cursor: PageCursor): { query: SearchQuery; reversed: boolean } {
  if (!cursorSortable(query.sort)) {
    throw new PagingError("Η ταξινόμηση κατά συνάφεια δεν έχει σελίδες με δείκτη.");
  }
  const sort: SortOrder = query.sort === "oldest" ? "oldest" : "recent";
  const reversed = cursor.kind !== "after";
  const runSort: SortOrder = reversed ? (sort === "recent" ? "oldest" : "recent") : sort;
  const filters = { ...query.filters };
  if (cursor.kind !== "last") {
    // In the order the query runs, the page starts right after the cursor's decision.
    const direction = runSort === "recent" ? "before" : "after";
    filters.keyset = { publishedAt: cursor.publishedAt, decisionId: cursor.decisionId, direction };
  }
  return { query: { ...query, filters, sort: runSort, page: 0 }, reversed };
}

export interface CursorPage {
  /** The page's hits in the order of the search's sort. */
  hits: SearchDocument[];
  /**
   * How many matches lie beyond the cursor in the direction read: after it (`after`), before it
   * (`before`), or all of them (`last`); a lower bound unless `beyondIsExact`.
   */
  beyond: number;
  beyondIsExact: boolean;
  size: number;
}

/** One cursor page of a search (no facets: the caller counts those over the whole search). */
export async function searchByCursor(
  engine: Pick<SearchEngine, "search">,
  query: SearchQuery,
  cursor: PageCursor,
): Promise<CursorPage> {
  const run = cursorQuery({ ...query, facets: undefined }, cursor);
  const result = await engine.search(run.query);
  const hits = run.reversed ? [...result.hits].reverse() : result.hits;
  return { hits, beyond: result.total, beyondIsExact: result.totalIsExact, size: result.size };
}
