/**
 * Feeds an external search engine (Typesense) from the register, reliably:
 *
 * 1. Every change to the index happens in the publishing (editing, revoking...) transaction:
 *    the FTS5 tables (search_docs = the current searchable version of each public decision) and
 *    a search_outbox row naming the decision.
 * 2. drainOutbox() reads unprocessed outbox rows in id order, loads those decisions' current
 *    rows from search_docs, upserts them in the external engine (or removes the ones no longer
 *    there), and only then marks the rows processed.
 *
 * So the external engine never sees an uncommitted change, a crash between 2's steps only means
 * a harmless re-send (upserts are idempotent), and a change committed while a batch is in flight
 * has its own, later outbox row. With FTS5 alone there is nothing to feed: rows are marked
 * processed, and pruneOutbox() keeps the table small.
 */
import type { Db } from "#db/client";
import type { SearchDocument, SearchEngine } from "./engine";
import { DOC_COLUMNS_WITH_BODY, type DocRow, toDocument } from "./fts5-sql";

/**
 * The db/leases.ts lease whose holder alone drains the outbox (or reindexes): two writers at once
 * could deliver an older version of a decision after a newer one.
 */
export const SEARCH_SYNC_LEASE = "search-sync";

export interface DrainResult {
  /** Outbox rows marked processed. */
  rows: number;
  upserted: number;
  removed: number;
}

function readIndexed(db: Db, ids: number[]): Map<number, SearchDocument> {
  const rows = db.$client
    .prepare(
      `SELECT ${DOC_COLUMNS_WITH_BODY} FROM search_docs d WHERE d.decision_id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as DocRow[];
  return new Map(rows.map((r) => [r.decision_id, toDocument(r)]));
}

/**
 * Sends every pending outbox row to `target` (null: nothing to feed, just mark them), in
 * batches, until none is left. Returns what it did; throws (leaving rows pending) if the target
 * fails, so the next run retries.
 */
export async function drainOutbox(
  db: Db,
  target: SearchEngine | null,
  options: {
    batchSize?: number;
    now?: () => number;
    /** Asked before each batch; false stops the drain there (e.g. this process lost its lease). */
    mayContinue?: () => boolean;
  } = {},
): Promise<DrainResult> {
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? Date.now;
  const pending = db.$client.prepare(
    `SELECT id, decision_id FROM search_outbox WHERE processed_at IS NULL ORDER BY id LIMIT ?`,
  );
  const markDone = db.$client.prepare(
    `UPDATE search_outbox SET processed_at = ? WHERE id IN (SELECT value FROM json_each(?))`,
  );
  const result: DrainResult = { rows: 0, upserted: 0, removed: 0 };
  for (;;) {
    if (options.mayContinue && !options.mayContinue()) return result;
    const rows = pending.all(batchSize) as { id: number; decision_id: number }[];
    if (rows.length === 0) return result;
    if (target) {
      const ids = [...new Set(rows.map((r) => r.decision_id))];
      const current = readIndexed(db, ids);
      const gone = ids.filter((id) => !current.has(id));
      if (current.size) await target.indexMany([...current.values()]);
      for (const id of gone) await target.remove(id);
      result.upserted += current.size;
      result.removed += gone.length;
    }
    markDone.run(now(), JSON.stringify(rows.map((r) => r.id)));
    result.rows += rows.length;
  }
}

/** Deletes processed outbox rows older than `olderThanMs` (default a week). */
export function pruneOutbox(db: Db, olderThanMs = 7 * 86_400_000, now = Date.now()): number {
  return db.$client
    .prepare(`DELETE FROM search_outbox WHERE processed_at IS NOT NULL AND processed_at < ?`)
    .run(now - olderThanMs).changes;
}

/**
 * Copies the whole index to `target` (first start of a Typesense cluster, or a rebuild), in
 * decision-id order and batches; the outbox catches whatever changes meanwhile.
 */
export async function copyIndex(
  db: Db,
  target: SearchEngine,
  batchSize = 2_000,
  onProgress?: (copied: number) => void,
): Promise<number> {
  const page = db.$client.prepare(
    `SELECT ${DOC_COLUMNS_WITH_BODY} FROM search_docs d WHERE d.decision_id > ? ORDER BY d.decision_id LIMIT ?`,
  );
  let after = 0;
  let copied = 0;
  for (;;) {
    const rows = page.all(after, batchSize) as DocRow[];
    if (rows.length === 0) return copied;
    await target.indexMany(rows.map(toDocument));
    copied += rows.length;
    after = rows[rows.length - 1].decision_id;
    onProgress?.(copied);
  }
}

export interface SearchOutboxFigures {
  /** Changes not yet copied to the external engine. */
  pending: number;
  /** Age of the oldest of them, 0 when none. */
  oldestPendingAgeSeconds: number;
}

/** How far the external engine trails the register (health checks). */
export function searchOutboxFigures(db: Db, now = Date.now()): SearchOutboxFigures {
  const { pending, oldest } = db.$client
    .prepare(`SELECT count(*) AS pending, min(created_at) AS oldest FROM search_outbox WHERE processed_at IS NULL`)
    .get() as { pending: number; oldest: number | null };
  return {
    pending,
    oldestPendingAgeSeconds: oldest === null ? 0 : Math.max(0, Math.floor((now - oldest) / 1000)),
  };
}

export interface OutboxSyncOptions {
  /** Pause between drains while all is well (default 2 s). */
  intervalMs?: number;
  /** Longest pause after repeated failures (default 60 s): the pause doubles from intervalMs. */
  maxBackoffMs?: number;
  onError?: (e: unknown) => void;
  /**
   * Asked before every batch: false skips this turn. Processes sharing the database pass a
   * lease check (db/leases.ts), so only one of them drains: two drains at once could deliver an
   * older version of a decision after a newer one.
   */
  mayRun?: () => boolean;
}

/**
 * Drains the outbox every `intervalMs` until stopped (app/workers/background.server.ts starts
 * it). A failed drain (Typesense unreachable) leaves the rows pending and is retried after a
 * pause that doubles with each consecutive failure up to `maxBackoffMs`, so an engine that is
 * down is neither hammered nor allowed to flood the log. Runs never overlap; stop() waits for
 * the one in flight.
 */
export function startOutboxSync(
  db: Db,
  target: SearchEngine | null,
  options: OutboxSyncOptions = {},
): { stop(): Promise<void> } {
  const onError = options.onError ?? ((e: unknown) => console.error("search outbox sync failed", e));
  const intervalMs = options.intervalMs ?? 2_000;
  const maxBackoffMs = Math.max(intervalMs, options.maxBackoffMs ?? 60_000);
  let stopped = false;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = drainOutbox(db, target, { mayContinue: options.mayRun }).then(
        () => {
          failures = 0;
        },
        (error: unknown) => {
          failures++;
          onError(error);
        },
      );
      void current.then(() => schedule(Math.min(maxBackoffMs, intervalMs * 2 ** failures)));
    }, delay);
    timer.unref?.();
  };
  schedule(intervalMs);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current;
    },
  };
}
