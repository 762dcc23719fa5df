/**
 * Rebuilding a search index from search_docs, the register's search projection
 * (docs/decisions/014-search-sync-and-reindex.md; `npm run reindex`, scripts/reindex.ts).
 *
 * - External engine (Typesense): every search_docs row is copied, in batches, in decision-id
 *   order. With `swap` (the default of `npm run reindex`), into a fresh collection that replaces
 *   the live one in a single alias update when the copy is complete: searches never see a partial
 *   index, and documents that should no longer be there go with the old collection. Without it,
 *   upserted into the live collection (idempotent; stale documents stay). Safe while the register
 *   runs: the outbox sync carries what changes meanwhile.
 * - FTS5: the index is written in the publishing transaction, so it cannot fall behind; its
 *   integrity rebuild is in fts5-rebuild.ts.
 */
import type { Db } from "#db/client";
import type { SearchEngine } from "./engine";
import type { Progress } from "./fts5-rebuild";
import type { TypesenseEngine } from "./typesense";
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
  /** Outbox rows the copy made redundant (only with `swap`: see below). */
  outboxMarked: number;
  /** With `swap`: the collection searches read now, and the one it replaced. */
  swapped?: { collection: string; replaced: string | null };
}

/**
 * Copies search_docs to `target`. With `swap` (a fresh collection replaced the live one), outbox
 * rows queued before the copy began are marked processed: the copy read every document after they
 * were written, and nothing else is in the fresh collection. Without it they stay pending, because
 * a queued removal is not something an upsert-only copy has done. Rows queued during the copy stay
 * pending either way; the sync applies them after (the caller holds the sync lease meanwhile).
 */
export async function reindexExternal(
  db: Db,
  target: SearchEngine & Partial<Pick<TypesenseEngine, "rebuild">>,
  options: { batchSize?: number; swap?: boolean; onProgress?: Progress } = {},
): Promise<ExternalReindexResult> {
  const total = countIndexed(db);
  const lastQueued = lastQueuedOutboxId(db);
  const copy = (into: SearchEngine) => {
    options.onProgress?.(0, total);
    return copyIndex(db, into, options.batchSize, (done) => options.onProgress?.(done, total));
  };
  if (!options.swap) return { copied: await copy(target), outboxMarked: 0 };

  if (!target.rebuild) throw new Error(`the ${target.name} engine cannot rebuild into a fresh collection`);
  let copied = 0;
  const swapped = await target.rebuild(async (fresh) => {
    copied = await copy(fresh);
  });
  return { copied, outboxMarked: settleOutboxUpTo(db, lastQueued), swapped };
}

/** The engines that can fill a fresh collection and swap to it (Typesense), in steps. */
export type RebuildingEngine = SearchEngine &
  Pick<TypesenseEngine, "startRebuild" | "collectionEngine" | "finishRebuild" | "abandonRebuild">;

export function canRebuild(engine: SearchEngine): engine is RebuildingEngine {
  return "startRebuild" in engine && "finishRebuild" in engine;
}

/** The newest search outbox row now: what a copy starting now will have read. */
export function lastQueuedOutboxId(db: Db): number {
  return db.$client.prepare(`SELECT coalesce(max(id), 0) FROM search_outbox`).pluck().get() as number;
}

/**
 * After a swap to a fresh collection filled from search_docs, the outbox rows queued before the
 * copy began are done: the copy read every document after they were written. Returns how many.
 */
export function settleOutboxUpTo(db: Db, lastQueued: number): number {
  return db.$client
    .prepare(`UPDATE search_outbox SET processed_at = ? WHERE processed_at IS NULL AND id <= ?`)
    .run(Date.now(), lastQueued).changes;
}
