/**
 * Rebuilding a search index from search_docs, the register's search projection
 * (docs/decisions/014-search-sync-and-reindex.md; `npm run reindex`, scripts/reindex.ts).
 *
 * - External engine (Typesense): every search_docs row is upserted, in batches, in decision-id
 *   order. Safe while the register runs (upserts are idempotent; the outbox sync carries what
 *   changes meanwhile). With `clear`, the collection is dropped and recreated first, which also
 *   gets rid of documents that should no longer be there, at the cost of partial search results
 *   until the copy is done.
 * - FTS5: the index is written in the publishing transaction, so it cannot fall behind; what can
 *   go wrong is damage (a bug, a restored file). The integrity rebuild re-derives everything else
 *   from search_docs: the words of every document (in short batches, each its own transaction,
 *   so publishing goes on), then, in one transaction, the multi-valued filter rows, the facet
 *   counts, the organisation/type/status cube and the block bounds.
 */
import type { Db } from "#db/client";
import { BLOCK_BITS, VALUE_FIELDS } from "./fts5-write";
import type { SearchEngine } from "./engine";
import { DOC_COLUMNS, type DocRow, toDocument } from "./fts5-sql";
import { indexedText } from "./normalize";
import { copyIndex } from "./sync";

export type Progress = (done: number, total: number) => void;

export function countIndexed(db: Db): number {
  return db.$client.prepare(`SELECT count(*) FROM search_docs`).pluck().get() as number;
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

export interface Fts5RebuildResult {
  documents: number;
  /** Words of decisions no longer in search_docs, deleted. */
  orphanTexts: number;
  /** FTS5's own structural check, before the rebuild. */
  integrityBefore: "ok" | string;
  milliseconds: { texts: number; aggregates: number };
}

function integrity(db: Db): "ok" | string {
  try {
    db.$client.prepare(`INSERT INTO search_fts (search_fts) VALUES ('integrity-check')`).run();
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Rewrites every document's words, `batchSize` documents per transaction. */
function rebuildTexts(db: Db, batchSize: number, total: number, onProgress?: Progress): number {
  const sqlite = db.$client;
  const page = sqlite.prepare(
    `SELECT ${DOC_COLUMNS} FROM search_docs d WHERE d.decision_id > ? ORDER BY d.decision_id LIMIT ?`,
  );
  const deleteText = sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  const insertText = sqlite.prepare(`INSERT INTO search_fts (rowid, body) VALUES (?, ?)`);
  // Read and rewrite in one transaction, so a decision published or edited meanwhile is never
  // overwritten with the words of what it was a moment before.
  const batch = sqlite.transaction((after: number) => {
    const rows = page.all(after, batchSize) as DocRow[];
    for (const row of rows) {
      deleteText.run(row.decision_id);
      insertText.run(row.decision_id, indexedText(toDocument(row)));
    }
    return rows;
  });
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = batch.immediate(after);
    if (rows.length === 0) return done;
    done += rows.length;
    after = rows[rows.length - 1].decision_id;
    onProgress?.(done, total);
  }
}

/** Deletes words whose decision left search_docs; returns how many. */
function dropOrphanTexts(db: Db): number {
  const orphans = db.$client
    .prepare(
      `SELECT f.rowid FROM search_fts f WHERE NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.decision_id = f.rowid)`,
    )
    .pluck()
    .all() as number[];
  const remove = db.$client.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  for (const id of orphans) remove.run(id);
  return orphans.length;
}

/** The filter rows and aggregates, recomputed from search_docs (the same sums fts5-write.ts keeps). */
function rebuildAggregates(db: Db): void {
  // unitUids -> unit_uids: each multi-valued field is a JSON column of search_docs.
  const column = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const values = Object.entries(VALUE_FIELDS)
    .map(
      ([key, prefix]) =>
        `SELECT '${prefix}:' || j.value, d.published_at, d.decision_id FROM search_docs d, json_each(d.${column(key)}) j`,
    )
    .join(" UNION ALL ");
  // In each group the label of its most recently updated document (SQLite takes the bare
  // columns from the row that holds max()).
  db.$client.exec(`
    DELETE FROM search_doc_values;
    INSERT OR IGNORE INTO search_doc_values (key, published_at, decision_id) ${values};
    DELETE FROM search_facet_counts;
    INSERT INTO search_facet_counts (field, value, status, label, count)
      SELECT 'orgUid', org_uid, status, org_label, count FROM
        (SELECT org_uid, status, org_label, max(updated_at), count(*) AS count FROM search_docs GROUP BY org_uid, status);
    INSERT INTO search_facet_counts (field, value, status, label, count)
      SELECT 'decisionTypeUid', decision_type_uid, status, decision_type_label, count FROM
        (SELECT decision_type_uid, status, decision_type_label, max(updated_at), count(*) AS count
           FROM search_docs GROUP BY decision_type_uid, status);
    INSERT INTO search_facet_counts (field, value, status, label, count)
      SELECT 'status', status, status, status, count(*) FROM search_docs GROUP BY status;
    DELETE FROM search_facet_cube;
    INSERT INTO search_facet_cube (org_uid, decision_type_uid, status, count)
      SELECT org_uid, decision_type_uid, status, count(*) FROM search_docs GROUP BY org_uid, decision_type_uid, status;
    DELETE FROM search_blocks;
    INSERT INTO search_blocks (block, min_published_at, max_published_at)
      SELECT decision_id >> ${BLOCK_BITS}, min(published_at), max(published_at) FROM search_docs GROUP BY 1;
    UPDATE search_meta SET value = value + 1 WHERE key = 'generation';
  `);
}

export function rebuildFts5(db: Db, options: { batchSize?: number; onProgress?: Progress } = {}): Fts5RebuildResult {
  const integrityBefore = integrity(db);
  const total = countIndexed(db);
  options.onProgress?.(0, total);
  const started = performance.now();
  const documents = rebuildTexts(db, options.batchSize ?? 2_000, total, options.onProgress);
  const textsDone = performance.now();
  const orphanTexts = db.$client
    .transaction(() => {
      const dropped = dropOrphanTexts(db);
      rebuildAggregates(db);
      return dropped;
    })
    .immediate();
  // Merge the index's segments after rewriting every row: smaller and faster to read.
  db.$client.prepare(`INSERT INTO search_fts (search_fts) VALUES ('optimize')`).run();
  return {
    documents,
    orphanTexts,
    integrityBefore,
    milliseconds: {
      texts: Math.round(textsDone - started),
      aggregates: Math.round(performance.now() - textsDone),
    },
  };
}
