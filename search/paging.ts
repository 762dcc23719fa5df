/**
 * Page and size checks every engine applies before it runs a query: out-of-range values are
 * errors, never silently clamped (DESIGN.md "Honest errors").
 */
import { PagingError, ResultWindowError } from "./errors";
import type { SearchQuery } from "./engine";
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
