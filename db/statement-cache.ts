/**
 * SQLite statements compiled once per connection (docs/decisions/118-bulk-publication-cost.md).
 * drizzle hands every query's SQL text to better-sqlite3's `prepare` each time it runs, and
 * SQLite compiles it anew: about a tenth of a publication's CPU went there, for the same few dozen
 * texts on every call. The connection's drizzle session is given a `prepare` that keeps the
 * compiled statement of each text (the most recently used 500) and hands it out again.
 *
 * Reuse is safe because drizzle runs a statement at once and to the end (`run`, `get`, `all`):
 * a statement still busy (an iteration not finished) is never handed out, a fresh one is compiled
 * instead; and the one mode drizzle switches (`raw`, rows as arrays) is set back before each use.
 * SQLite itself recompiles a kept statement after a schema change (sqlite3_prepare_v2).
 */
import type Database from "better-sqlite3";

const MAX_STATEMENTS = 500;

/** A `prepare` for `client` that compiles each SQL text once and returns its statement after that. */
export function cachingPrepare(client: Database.Database): (sql: string) => Database.Statement {
  const statements = new Map<string, Database.Statement>();
  return (sql) => {
    const kept = statements.get(sql);
    if (kept && !kept.busy) {
      // Most recently used last: the oldest is the first key.
      statements.delete(sql);
      statements.set(sql, kept);
      return kept.reader ? kept.raw(false) : kept;
    }
    const statement = client.prepare(sql);
    if (!kept) {
      statements.set(sql, statement);
      if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value!);
    }
    return statement;
  };
}
