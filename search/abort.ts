/**
 * Stopping a search whose client went away (decision 085). The FTS5 engine is synchronous, so it
 * looks at the request's AbortSignal itself: before it starts, between its steps, and every
 * ABORT_CHECK_ROWS matches it reads, counting those blocks so a stop says how far it got.
 */
import { SearchAbortedError } from "./errors";

/** Matches read between two looks at the signal (a look costs a property read). */
export const ABORT_CHECK_ROWS = 256;

export interface AbortWatch {
  /** Throws SearchAbortedError when the signal was aborted. */
  check(): void;
  /** Counts one match read; every ABORT_CHECK_ROWS, one block, it checks. */
  row(): void;
}

export function watchAbort(signal: AbortSignal | undefined): AbortWatch {
  let rows = 0;
  let blocks = 0;
  const check = () => {
    if (signal?.aborted) throw new SearchAbortedError(blocks);
  };
  return {
    check,
    row() {
      if (++rows % ABORT_CHECK_ROWS === 0) {
        blocks++;
        check();
      }
    },
  };
}
