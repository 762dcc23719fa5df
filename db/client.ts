/**
 * Opens the SQLite database (better-sqlite3) with the settings the register relies on:
 * WAL for concurrent readers, foreign keys on, a busy timeout for the writer queue.
 */
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { config } from "#config/env";
import * as schema from "./schema";
import { cachingPrepare } from "./statement-cache";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** A drizzle transaction on the register's database. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The database itself or a transaction on it: what a query that may run inside one takes. */
export type DbOrTx = Db | Tx;

export function databasePath(): string {
  return config().DATABASE_PATH;
}

export function openDatabase(file: string = databasePath()): Db {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  // At a million decisions the search index walks far more pages than the 2 MB default cache
  // holds; 128 MB (allocated only as used) cut a unit-filter count from 27 ms to 7 ms.
  sqlite.pragma("cache_size = -131072");
  return immediateByDefault(compiledOnce(drizzle<typeof schema>(sqlite, { schema })));
}

/**
 * drizzle's session compiles each query's SQL through its `client`: given one whose `prepare`
 * keeps the compiled statements (statement-cache.ts, decision 118), and whose everything else is
 * the connection itself (its prototype). `db.$client` stays the plain connection, so a statement
 * our code prepares by hand (and may set to `pluck`) is never shared.
 */
function compiledOnce(db: Db): Db {
  const session = (db as unknown as { session: { client: Database.Database } }).session;
  session.client = Object.create(session.client, {
    prepare: { value: cachingPrepare(session.client) },
  }) as Database.Database;
  return db;
}

/**
 * Every transaction takes the write lock at BEGIN unless it asks otherwise (decision 085). With
 * several processes on the file, a DEFERRED transaction that read before another process
 * committed cannot then write: SQLite answers SQLITE_BUSY (a stale snapshot) at once, which no
 * busy timeout waits out, and the user would get a 500. IMMEDIATE waits its turn (busy_timeout)
 * and then reads what is current. Transactions are short here, so queueing them costs little.
 */
function immediateByDefault(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (run, options) => transaction(run, { behavior: "immediate", ...options });
  return db;
}

/**
 * The process-wide connection lives on globalThis, not in a module variable: the server entry
 * and the Remix build are two bundles, each with its own copy of this module, and they must
 * share one connection, so the server can checkpoint and close it on shutdown.
 */
const SHARED = Symbol.for("decisions-register.db");
const holder = globalThis as { [SHARED]?: Db };

/** The process-wide connection used by the web app. */
export function getDb(): Db {
  holder[SHARED] ??= openDatabase();
  return holder[SHARED];
}

/** Tests and scripts that open their own database can make it the shared one. */
export function setDb(db: Db | undefined): void {
  holder[SHARED] = db;
}

export { schema };
