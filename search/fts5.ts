/**
 * The embedded search engine: SQLite FTS5 in the application's own database (DESIGN.md
 * principle 3). Its methods are synchronous, so the publishing transaction can index the decision
 * it publishes: the index is never behind the register.
 *
 * Tables: db/migrations/0002_search_index.sql. Writes: fts5-write.ts. Reads: fts5-read.ts.
 */
import type { Db } from "#db/client";
import type { SearchEngine, SearchQuery, SearchResult, SearchDocument } from "./engine";
import { createFts5Reader } from "./fts5-read";
import { createFts5Writer } from "./fts5-write";

/** SearchEngine with the synchronous signatures the FTS5 engine guarantees. */
export interface Fts5Engine extends SearchEngine {
  index(doc: SearchDocument): void;
  indexMany(docs: SearchDocument[]): void;
  remove(decisionId: number): void;
  search(query: SearchQuery): SearchResult;
  count(query: SearchQuery): number;
  /** Empties the index (rebuilds, tests). */
  clear(): void;
}

/**
 * One engine per connection: making one prepares some thirty statements, which cost more than
 * indexing one decision (a publication indexes one). Its methods are synchronous and leave no
 * batch state behind (fts5-write.ts `guarded`), so every caller on the connection can share it.
 */
const engines = new WeakMap<Db["$client"], Fts5Engine>();

export function createFts5Engine(db: Db): Fts5Engine {
  let engine = engines.get(db.$client);
  if (!engine) {
    engine = newEngine(db);
    engines.set(db.$client, engine);
  }
  return engine;
}

function newEngine(db: Db): Fts5Engine {
  const writer = createFts5Writer(db.$client);
  const reader = createFts5Reader(db.$client);
  return {
    name: "fts5",
    index: writer.index,
    indexMany: writer.indexMany,
    remove: writer.remove,
    clear: writer.clear,
    search: reader.search,
    count: reader.count,
  };
}
