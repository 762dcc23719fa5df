/**
 * Search limits shared by every engine and by the query language, so the route, the FTS5 engine
 * and the Typesense engine agree on what is served.
 */

/** Largest page size (Diavgeia's OpenData maximum, reference/diavgeia.md §1.8). */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 10;

/**
 * How far offset paging reaches: page * size + size must stay within it. Deeper pages cost
 * linear time in every engine; scripts that need everything narrow by date or use export.
 */
export const MAX_RESULT_WINDOW = 10_000;

/** Totals are counted exactly up to this many matches; above it the total is a lower bound. */
export const EXACT_TOTAL_CAP = 10_000;

/** Facets over a text or filter match set are counted over at most this many newest matches. */
export const FACET_SAMPLE_CAP = 10_000;

/**
 * A search the aggregates answer (no text; organisation, type and status filters only) gets the
 * unit, signer, thematic-category and year facets only when it has at most this many matches:
 * counting them means reading those rows, which the aggregates otherwise spare.
 */
export const EXTRA_FACET_CAP = 2_000;
