/**
 * Typed search errors. Routes turn each into an HTTP 400 whose body is `message` (Greek, shown to
 * people and to scripts alike): a bad parameter is never silently ignored or clamped (DESIGN.md
 * "Honest errors", reference/diavgeia.md §8.3).
 */

/** Base class, so a route can catch every search input error with one `instanceof`. */
export class SearchInputError extends Error {
  readonly status = 400;
}

/** A malformed /search parameter (query language, page, sort, fq). */
export class QueryLanguageError extends SearchInputError {
  override name = "QueryLanguageError";
  constructor(
    message: string,
    /** The offending parameter as received, for logs and for the error page. */
    readonly input?: string,
  ) {
    super(message);
  }
}

/** A page past what the engine can serve by offset (see MAX_RESULT_WINDOW). */
export class ResultWindowError extends SearchInputError {
  override name = "ResultWindowError";
  constructor(readonly maxWindow: number) {
    super(
      `Η αναζήτηση εμφανίζει έως τα πρώτα ${maxWindow.toLocaleString("el-GR")} αποτελέσματα. ` +
        "Περιορίστε την με φίλτρα (φορέας, είδος, ημερομηνία) ή αλλάξτε την ταξινόμηση.",
    );
  }
}

/** Page size outside 1..500 or a negative / non-integer page. */
export class PagingError extends SearchInputError {
  override name = "PagingError";
}

/**
 * The search was stopped because its client went away (the request's AbortSignal, decision 085).
 * Nobody reads the answer; `blocksRead` says how far it got (blocks of matches read).
 */
export class SearchAbortedError extends Error {
  override name = "SearchAbortedError";
  constructor(readonly blocksRead: number) {
    super("search stopped: the client went away");
  }
}
