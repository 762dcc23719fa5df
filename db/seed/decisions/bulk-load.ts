/**
 * SQLite settings and batched statements for loading many decisions fast.
 *
 * During the load: no fsync (synchronous OFF), the rollback journal in memory instead of the WAL
 * (every page is written once, not twice), a 1 GB page cache so the random-keyed indexes (version
 * UUIDs, document hashes) stay in memory, and no foreign-key checks (the generator only refers to
 * rows it has just written or read). All of it is restored afterwards, also on failure. A crash
 * mid-load can leave the file unusable: this is for seeding, never for live data.
 */
import type Database from "better-sqlite3";
import { batchInsert } from "#search/batch-insert";

export interface BulkSession {
  /** Puts the connection back the way it was. */
  restore(): void;
}

export function beginBulkLoad(sqlite: Database.Database): BulkSession {
  const journal = String(sqlite.pragma("journal_mode", { simple: true }));
  const synchronous = Number(sqlite.pragma("synchronous", { simple: true }));
  const cacheSize = Number(sqlite.pragma("cache_size", { simple: true }));
  const foreignKeys = Number(sqlite.pragma("foreign_keys", { simple: true }));

  sqlite.pragma("foreign_keys = OFF");
  sqlite.pragma("synchronous = OFF");
  sqlite.pragma("cache_size = -1048576"); // KiB: 1 GB
  sqlite.pragma("temp_store = MEMORY");
  // Leaving WAL needs exclusive access; if another connection holds the file, stay in WAL.
  try {
    sqlite.pragma("journal_mode = MEMORY");
  } catch {
    /* keep the current journal mode */
  }

  return {
    restore() {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      try {
        sqlite.pragma(`journal_mode = ${journal}`);
      } catch {
        /* another connection appeared; the mode stays as it is */
      }
      sqlite.pragma(`synchronous = ${synchronous}`);
      sqlite.pragma(`cache_size = ${cacheSize}`);
      sqlite.pragma(`foreign_keys = ${foreignKeys ? "ON" : "OFF"}`);
      sqlite.pragma("optimize");
    },
  };
}

/**
 * Multi-row inserters for the tables the seed writes (search/batch-insert.ts: one native call per
 * 64 rows instead of one per row). Ids are given explicitly, so no row needs to be read back.
 */
export function decisionInserters(sqlite: Database.Database) {
  return {
    document: batchInsert(sqlite, "INSERT INTO documents (id, sha256, filename, mime_type, size, created_at)", 6),
    decision: batchInsert(
      sqlite,
      `INSERT INTO decisions (id, ada, org_uid, status, latest_version_id, published_at, updated_at, created_at,
         created_by, revocation_reason, revoked_at, revoked_by)`,
      12,
    ),
    version: batchInsert(
      sqlite,
      `INSERT INTO decision_versions (version_id, decision_id, version_number, status, corrected_version_id,
         description, protocol_number, subject, issue_date, decision_type_uid, unit_uids, signer_uids,
         thematic_category_uids, amount, financial_year, extra_field_values, private_data, document_id,
         created_at, created_by, published_at)`,
      21,
    ),
    outbox: batchInsert(sqlite, "INSERT INTO search_outbox (decision_id, op, created_at)", 3),
  };
}

export type DecisionInserters = ReturnType<typeof decisionInserters>;

/** Next free id of an AUTOINCREMENT table: past every id ever given, as AUTOINCREMENT would. */
export function nextId(sqlite: Database.Database, table: "decisions" | "documents"): number {
  const row = sqlite
    .prepare(
      `SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = ?), 0), coalesce((SELECT max(id) FROM ${table}), 0)) + 1`,
    )
    .pluck()
    .get(table);
  return Number(row);
}

export function sequenceStatement(sqlite: Database.Database) {
  return sqlite.prepare(
    `INSERT INTO ada_sequences (org_uid, next) VALUES (?, ?)
     ON CONFLICT (org_uid) DO UPDATE SET next = excluded.next`,
  );
}
