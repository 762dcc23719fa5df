/**
 * SQLite settings and prepared statements for loading many decisions fast.
 *
 * During the load: no fsync (synchronous OFF), the rollback journal in memory instead of the WAL
 * (every page is written once, not twice), a 1 GB page cache so the random-keyed indexes (version
 * UUIDs, document hashes) stay in memory, and no foreign-key checks (the generator only refers to
 * rows it has just written or read). All of it is restored afterwards, also on failure. A crash
 * mid-load can leave the file unusable: this is for seeding, never for live data.
 */
import type Database from "better-sqlite3";

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

/** One prepared statement per table the generator writes. */
export function decisionStatements(sqlite: Database.Database) {
  return {
    document: sqlite.prepare(
      `INSERT INTO documents (sha256, filename, mime_type, size, content, created_at)
       VALUES (?, ?, 'application/pdf', ?, ?, ?)`,
    ),
    decision: sqlite.prepare(
      `INSERT INTO decisions (ada, org_uid, status, latest_version_id, published_at, updated_at, created_at,
         created_by, revocation_reason, revoked_at, revoked_by)
       VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, NULL)`,
    ),
    version: sqlite.prepare(
      `INSERT INTO decision_versions (version_id, decision_id, version_number, status, corrected_version_id,
         description, protocol_number, subject, issue_date, decision_type_uid, unit_uids, signer_uids,
         thematic_category_uids, amount, financial_year, extra_field_values, private_data, document_id,
         created_at, created_by, published_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?)`,
    ),
    outbox: sqlite.prepare("INSERT INTO search_outbox (decision_id, op, created_at) VALUES (?, 'upsert', ?)"),
    saveSequence: sqlite.prepare(
      `INSERT INTO ada_sequences (org_uid, next) VALUES (?, ?)
       ON CONFLICT (org_uid) DO UPDATE SET next = excluded.next`,
    ),
  };
}
