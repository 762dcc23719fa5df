/**
 * `npm run reindex -- --document-text` (docs/decisions/082): gives the decisions indexed without
 * a document text (before the migration that added it, or whose reading failed) the text of their
 * current version's document. Text is read outside any transaction; each batch is re-indexed in
 * one short transaction with a search_outbox row per decision, so Typesense follows.
 */
import { sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { createFts5Engine } from "#search/fts5";
import { DOC_COLUMNS_WITH_BODY, type DocRow, toDocument } from "#search/fts5-sql";
import type { SearchDocument } from "#search/engine";
import { versionDocumentText } from "./version-text.server";

export interface FillResult {
  /** Decisions looked at (those without text). */
  checked: number;
  /** Of them, those that now have text. */
  filled: number;
}

export async function fillDocumentTexts(
  db: Db,
  options: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<FillResult> {
  const batchSize = options.batchSize ?? 200;
  const sqlite = db.$client;
  const total = sqlite.prepare(`SELECT count(*) FROM search_docs WHERE body = ''`).pluck().get() as number;
  const next = sqlite.prepare(
    `SELECT ${DOC_COLUMNS_WITH_BODY} FROM search_docs d WHERE d.body = '' AND d.decision_id > ?
      ORDER BY d.decision_id LIMIT ?`,
  );
  const fts5 = createFts5Engine(db);
  let after = -1;
  let checked = 0;
  let filled = 0;
  options.onProgress?.(0, total);
  for (;;) {
    const rows = next.all(after, batchSize) as DocRow[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1].decision_id;
    const docs: SearchDocument[] = [];
    for (const row of rows) {
      const body = await versionDocumentText(db, row.version_id);
      if (body) docs.push({ ...toDocument(row), body });
    }
    const now = Date.now();
    db.transaction((tx) => {
      // Only rows still on the version that was read: a publication meanwhile wrote its own text.
      const current = docs.filter(
        (d) =>
          tx.get<{ n: number }>(
            sql`SELECT count(*) AS n FROM search_docs WHERE decision_id = ${d.decisionId} AND version_id = ${d.versionId} AND body = ''`,
          ).n === 1,
      );
      fts5.indexMany(current);
      for (const d of current) {
        tx.insert(schema.searchOutbox).values({ decisionId: d.decisionId, op: "upsert", createdAt: now }).run();
      }
      filled += current.length;
    });
    checked += rows.length;
    options.onProgress?.(checked, total);
  }
  return { checked, filled };
}
