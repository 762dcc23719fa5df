/**
 * Exact newest-first (or oldest-first) top-k for a text query without sorting every match.
 *
 * FTS5 yields matches in rowid (= decision id) order almost for free, and decisions are mostly
 * published in id order, but not exactly (a decision is created, then published later). So we
 * stream matches by descending id and keep the best k by (published_at, decision_id), and stop
 * as soon as the search_blocks bounds prove that no decision with a smaller id can be newer
 * than the k-th we hold. When ids and publication order agree this reads about one block of
 * matches; when they do not, it reads more and gives up at a budget, and the caller falls back
 * to a plan that is linear in the matches but always bounded (fts5-read.ts).
 */
import type Database from "better-sqlite3";
import { type Clause } from "./fts5-sql";
import { BinaryHeap } from "./binary-heap";
import { readBlockBounds, type BlockBounds } from "./publication-order";

interface Entry {
  id: number;
  at: number;
}

export interface NewestStream {
  /**
   * Ids of the best `need` matching decisions in order, or null when proving the order would
   * take more than `budget` FTS matches.
   */
  top(
    match: string,
    filters: Clause,
    descending: boolean,
    need: number,
    budget: number,
    /** Called for every match read (the abort watch of search/abort.ts). */
    onRow?: () => void,
  ): number[] | null;
}

export function createNewestStream(
  sqlite: Database.Database,
  prepare: (sql: string, mode?: "rows" | "pluck" | "raw") => Database.Statement,
): NewestStream {
  const generationStmt = sqlite.prepare(`SELECT value FROM search_meta WHERE key = 'generation'`).pluck();
  /** The block bounds (search/publication-order.ts), read again only when the generation moves. */
  let cachedGeneration = -1;
  let bounds: BlockBounds | null = null;

  function loadBounds(): BlockBounds {
    const generation = generationStmt.get() as number;
    if (bounds === null || generation !== cachedGeneration) {
      bounds = readBlockBounds(sqlite);
      cachedGeneration = generation;
    }
    return bounds;
  }

  return {
    top(match, filters, descending, need, budget, onRow) {
      const bounds = loadBounds();
      // ONE statement, read lazily and abandoned once the order is proven: FTS5 yields matches in
      // rowid order, each joined to its search_docs row by primary key (CROSS JOIN keeps FTS
      // outside, so a filter is checked on the row and never walks its own index), and a prefix
      // term's postings are merged once, not once per chunk as re-issued `rowid < ?` queries did.
      // Without filters the publication time comes from the narrow (decision_id, published_at)
      // index (migration 0032, decision record 125), ~250 entries a page, not a ~2.4 KB row a match.
      const dir = descending ? "DESC" : "ASC";
      const docs = filters.sql.length ? "search_docs d" : "search_docs d INDEXED BY search_docs_id_published_idx";
      const stream = prepare(
        `SELECT f.rowid, d.published_at, ${filters.sql.length ? filters.sql.join(" AND ") : "1"}
         FROM search_fts f CROSS JOIN ${docs} ON d.decision_id = f.rowid
         WHERE search_fts MATCH ? ORDER BY f.rowid ${dir}`,
        "raw",
      );
      // Heap top = worst kept: the oldest when we want the newest, and vice versa.
      const worse = descending
        ? (a: Entry, b: Entry) => a.at < b.at || (a.at === b.at && a.id < b.id)
        : (a: Entry, b: Entry) => a.at > b.at || (a.at === b.at && a.id > b.id);
      const heap = new BinaryHeap<Entry>(worse);
      // The filters are a column, not a condition, so the budget counts every match read.
      const rows = stream.iterate(...filters.params, match) as IterableIterator<[number, number, number]>;
      let read = 0;
      try {
        for (const [id, at, kept] of rows) {
          onRow?.();
          if (kept) {
            const e = { id, at };
            if (heap.size < need) heap.push(e);
            else if (worse(heap.top()!, e)) heap.replaceTop(e);
          }
          if (heap.size === need) {
            // Unseen ids are all beyond `id`; ties in time lose to the kept entry on id.
            const done = descending ? heap.top()!.at >= bounds.newestUpTo(id) : heap.top()!.at <= bounds.oldestFrom(id);
            if (done) return sorted(heap, worse);
          }
          if (++read >= budget) return null;
        }
      } finally {
        rows.return?.();
      }
      return sorted(heap, worse); // every match seen: the heap is exact
    },
  };
}

function sorted(heap: BinaryHeap<Entry>, worse: (a: Entry, b: Entry) => boolean): number[] {
  return [...heap.items].sort((a, b) => (worse(a, b) ? 1 : worse(b, a) ? -1 : 0)).map((e) => e.id);
}
