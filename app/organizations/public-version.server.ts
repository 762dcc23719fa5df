/**
 * The version of an organisation's public decisions in the search projection, which triggers on
 * search_docs bump in the writing transaction (migration 0029, decision record 120): what its
 * feeds depend on, read in O(1) so a reader's conditional GET is answered before any search.
 */
import type { Statement } from "better-sqlite3";
import { getDb, type Db } from "#db/client";

export interface OrganizationPublicVersion {
  /** Changes whenever one of the body's public decisions is added, changed or removed. */
  version: string;
  /** Epoch ms of that last change, or null when nothing of the body was ever indexed. */
  changedAt: number | null;
}

/** The statement, per connection: preparing costs more than the read. */
const statements = new WeakMap<Db["$client"], Statement>();

export function organizationPublicVersion(orgUid: string): OrganizationPublicVersion {
  const sqlite = getDb().$client;
  let statement = statements.get(sqlite);
  if (!statement) {
    statement = sqlite.prepare(`SELECT version, changed_at FROM search_org_versions WHERE org_uid = ?`);
    statements.set(sqlite, statement);
  }
  const row = statement.get(orgUid) as { version: number; changed_at: number } | undefined;
  return row ? { version: String(row.version), changedAt: row.changed_at } : { version: "0", changedAt: null };
}
