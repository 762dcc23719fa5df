/**
 * Rows read in decision-id order, handed out in publication order (published_at, then decision id)
 * as soon as the search_blocks bounds prove that no row not yet read can come before them
 * (decision record 120). FTS5 gives a text's matches in id order for nearly nothing, and decisions
 * are mostly published in id order, but not exactly; so a row is held until every decision
 * with a smaller id (newest first) can be shown to be older. What is held is bounded by how far
 * ids and publication times disagree, not by the number of matches; the caller gives a limit and
 * changes plan past it.
 *
 * The proof is the one of search/fts5-newest.ts (top k of a text), applied to a whole stream.
 */
import type Database from "better-sqlite3";
import { BinaryHeap } from "./binary-heap";
import { BLOCK_BITS } from "./fts5-write";

/** Published-time bounds of the decisions on either side of an id. */
export interface BlockBounds {
  /** Newest published_at a decision with an id up to `id`'s block can have. */
  newestUpTo(id: number): number;
  /** Oldest published_at a decision with an id from `id`'s block on can have. */
  oldestFrom(id: number): number;
}

/** The bounds as `sqlite` sees search_blocks now (read once: call inside the scan's transaction). */
export function readBlockBounds(sqlite: Database.Database): BlockBounds {
  const rows = sqlite
    .prepare(`SELECT block, min_published_at, max_published_at FROM search_blocks ORDER BY block`)
    .raw()
    .all() as [number, number, number][];
  const blocks = rows.map((r) => r[0]);
  const prefixMax: number[] = [];
  const suffixMin = new Array<number>(rows.length);
  let max = -Infinity;
  for (const r of rows) prefixMax.push((max = Math.max(max, r[2])));
  let min = Infinity;
  for (let i = rows.length - 1; i >= 0; i--) suffixMin[i] = min = Math.min(min, rows[i][1]);

  /** Index of the last block <= block, or -1. */
  const floorIndex = (block: number) => {
    let lo = 0;
    let hi = blocks.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (blocks[mid] <= block) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
  const blockOf = (id: number) => Math.floor(id / 2 ** BLOCK_BITS);
  return {
    newestUpTo(id) {
      const i = floorIndex(blockOf(id));
      return i < 0 ? -Infinity : prefixMax[i];
    },
    oldestFrom(id) {
      const block = blockOf(id);
      let i = floorIndex(block);
      if (i < 0 || blocks[i] < block) i++;
      return i >= blocks.length ? Infinity : suffixMin[i];
    },
  };
}

interface Held<T> {
  row: T;
  id: number;
  at: number;
}

/**
 * Newest first: rows must be added by descending id; oldest first, by ascending id. `take()`
 * gives the next row whose place is proven, `drain()` (once the source is done) every held row.
 */
export class PublicationOrder<T> {
  private readonly heap = new BinaryHeap<Held<T>>((a, b) => this.first(a, b));
  /** The id last added: every row not yet added lies beyond it. */
  private frontier: number | null = null;

  constructor(
    private readonly descending: boolean,
    private readonly bounds: BlockBounds,
  ) {}

  get held(): number {
    return this.heap.size;
  }

  /** Whether a comes before b in the order handed out. */
  private first(a: Held<T>, b: Held<T>): boolean {
    return this.descending
      ? a.at > b.at || (a.at === b.at && a.id > b.id)
      : a.at < b.at || (a.at === b.at && a.id < b.id);
  }

  add(row: T, id: number, at: number): void {
    this.frontier = id;
    this.heap.push({ row, id, at });
  }

  /** A row read and left out (a filter): every row not yet added still lies beyond its id. */
  passed(id: number): void {
    this.frontier = id;
  }

  /** The next row in order if nothing not yet added can come before it. */
  take(): T | undefined {
    const top = this.heap.top();
    if (!top || this.frontier === null) return undefined;
    // Rows not yet added have ids beyond the frontier, so a tie in time goes to the held row.
    const proven = this.descending
      ? top.at >= this.bounds.newestUpTo(this.frontier)
      : top.at <= this.bounds.oldestFrom(this.frontier);
    return proven ? this.heap.pop()!.row : undefined;
  }

  /** The next held row, proof or not: only once every row has been added. */
  drain(): T | undefined {
    return this.heap.pop()?.row;
  }
}
