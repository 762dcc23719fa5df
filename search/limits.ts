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

/**
 * Facets are counted over every match when the total is exact (at most EXACT_TOTAL_CAP); a larger
 * match set's facets are counted over its newest FACET_SAMPLE_CAP matches, and the result says so
 * (`facetsAreExact: false`). Each counted match is one read of search_docs (~1.5 µs at a million
 * decisions), so a 10,000-match sample was most of a frequent word's time (decision record 133).
 */
export const FACET_SAMPLE_CAP = 2_000;

/**
 * The unit, signer, thematic-category and year facets are counted (FTS5) only for searches with
 * at most this many matches: they are counted from the rows (JSON arrays), which over a
 * FACET_SAMPLE_CAP sample cost about five times the other facets (bench/search.ts "7 facets").
 */
export const EXTRA_FACET_CAP = 2_000;
