/**
 * Rebuilding a search index from search_docs, the register's search projection
 * (docs/decisions/014-search-sync-and-reindex.md; `npm run reindex`, scripts/reindex.ts).
 *
 * - External engine (Typesense): every search_docs row is upserted, in batches, in decision-id
 *   order. Safe while the register runs (upserts are idempotent; the outbox sync carries what
 *   changes meanwhile). With `clear`, the collection is dropped and recreated first, which also
 *   gets rid of documents that should no longer be there, at the cost of partial search results
 *   until the copy is done.
 * - FTS5: the index is written in the publishing transaction, so it cannot fall behind; its
 *   integrity rebuild is in fts5-rebuild.ts.
 */
import type { Db } from "#db/client";
import type { SearchEngine } from "./engine";
import type { Progress } from "./fts5-rebuild";
import { DOC_COLUMNS, type DocRow, toDocument } from "./fts5-sql";
import { copyIndex } from "./sync";

export function countIndexed(db: Db): number {
  return db.$client.prepare(`SELECT count(*) FROM search_docs`).pluck().get() as number;
}

/**
 * One step of a copy to `target`: the next `batchSize` documents after decision `after`. Returns
 * the decision ids copied (none: the copy is over), so a job can stop and carry on later
 * (app/search-settings/reindex-job.server.ts).
 */
export async function copyDocumentBatch(
  db: Db,
  target: SearchEngine,
  after: number,
  batchSize: number,
): Promise<number[]> {
  const rows = db.$client
    .prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.decision_id > ? ORDER BY d.decision_id LIMIT ?`)
    .all(after, batchSize) as DocRow[];
  if (rows.length > 0) await target.indexMany(rows.map(toDocument));
  return rows.map((row) => row.decision_id);
}

export interface ExternalReindexResult {
  copied: number;
  /** Outbox rows the copy made redundant (only with `clear`: see below). */
  outboxMarked: number;
}

/**
 * Copies search_docs to `target`. With `clear` (the collection was recreated empty), outbox rows
 * queued before the copy began are marked processed: the copy read every document after they
 * were written. Without it they stay pending, because a queued removal is not something an
 * upsert-only copy has done.
 */
export async function reindexExternal(
  db: Db,
  target: SearchEngine & { clear?(): void | Promise<void> },
  options: { batchSize?: number; clear?: boolean; onProgress?: Progress } = {},
): Promise<ExternalReindexResult> {
  const total = countIndexed(db);
  const lastQueued = db.$client.prepare(`SELECT coalesce(max(id), 0) FROM search_outbox`).pluck().get() as number;
  if (options.clear) {
    if (!target.clear) throw new Error(`the ${target.name} engine cannot be cleared`);
    await target.clear();
  }
  options.onProgress?.(0, total);
  const copied = await copyIndex(db, target, options.batchSize, (done) => options.onProgress?.(done, total));
  const outboxMarked = options.clear
    ? db.$client
        .prepare(`UPDATE search_outbox SET processed_at = ? WHERE processed_at IS NULL AND id <= ?`)
        .run(Date.now(), lastQueued).changes
    : 0;
  return { copied, outboxMarked };
}
