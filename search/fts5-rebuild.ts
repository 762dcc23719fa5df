/**
 * The FTS5 integrity rebuild (`npm run reindex` without TYPESENSE_URL; decision record 014).
 *
 * The FTS5 index is written in the same transaction as every publication, so it is never
 * behind. What can go wrong is damage (a bug, a hand edit, a restored file): this re-derives
 * everything from search_docs, the register's search projection, while the register keeps
 * publishing. No step holds the write lock for long:
 *
 * 1. Documents, in batches of `batchSize`, each batch its own short transaction: every document's
 *    words are rewritten and its filter rows (search_doc_values) put back if missing.
 * 2. A read-only pass (a WAL snapshot: writers carry on) finds words of decisions that are no
 *    longer in search_docs, filter rows that match no document, and the exact aggregates
 *    (facet counts, organisation/type/status cube, organisation/value counts, block bounds)
 *    next to the live ones.
 * 3. One short transaction applies the corrections. Writers that committed between 2 and 3
 *    changed the aggregates by exact +/- deltas, so the error measured in 2 (live minus exact,
 *    at the snapshot) is still the error now: it is subtracted, never overwritten. One case
 *    escapes this: a count damaged to below its truth that a concurrent withdrawal takes under
 *    zero (the writer drops rows at zero, losing the -1). So 2 and 3 are repeated until a pass
 *    finds nothing to correct (at most MAX_PASSES); a healthy index takes one pass.
 */
import type Database from "better-sqlite3";
import type { Db } from "#db/client";
import { DOC_COLUMNS_WITH_BODY, type DocRow, toDocument } from "./fts5-sql";
import { createTermRecorder } from "./fts5-terms";
import { BLOCK_BITS, ORG_VALUE_FIELDS, VALUE_FIELDS, valueKey } from "./fts5-write";
import { indexedText } from "./normalize";
import { orgTokensPass, withOrgToken } from "./fts5-org-tokens";
import { mergeFts5Segments } from "./fts5-segments";

export type Progress = (done: number, total: number) => void;

/** unitUids -> unit_uids: each multi-valued field is a JSON column of search_docs. */
const columnOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const VALUE_KEYS = Object.keys(VALUE_FIELDS) as (keyof typeof VALUE_FIELDS)[];

/** The JSON list a search_doc_values key ("unit:81696") must be found in. */
const VALUE_LIST = `CASE substr(v.key, 1, instr(v.key, ':') - 1) ${VALUE_KEYS.map(
  (key) => `WHEN '${VALUE_FIELDS[key]}' THEN d.${columnOf(key)}`,
).join(" ")} END`;

/** Filter rows with no document that carries that value (decision, publication time, value). */
const STRAY_VALUE = `NOT EXISTS (SELECT 1 FROM search_docs d, json_each(${VALUE_LIST}) j
  WHERE d.decision_id = v.decision_id AND d.published_at = v.published_at
    AND j.value = substr(v.key, instr(v.key, ':') + 1))`;

interface FacetRow {
  field: string;
  value: string;
  status: string;
  label: string;
  count: number;
}
interface CubeRow {
  org_uid: string;
  decision_type_uid: string;
  status: string;
  count: number;
}
interface OrgValueRow {
  org_uid: string;
  key: string;
  count: number;
}
interface BlockRow {
  block: number;
  min_published_at: number;
  max_published_at: number;
}
type ValueRow = [key: string, publishedAt: number, decisionId: number];

/** What phase 2 found; phase 3 applies it. */
export interface Fts5Corrections {
  orphanTexts: number[];
  strayValues: ValueRow[];
  /** Per facet key: the exact count minus the live one at the snapshot, and the exact label. */
  facets: { field: string; value: string; status: string; label: string; delta: number }[];
  cube: { org_uid: string; decision_type_uid: string; status: string; delta: number }[];
  orgValues: { org_uid: string; key: string; delta: number }[];
  blocks: BlockRow[];
}

export interface Fts5RebuildResult {
  documents: number;
  orphanTexts: number;
  strayValues: number;
  /** Facet, cube and organisation/value entries whose count or label was wrong. */
  correctedCounts: number;
  /** Check-and-correct passes made (1 when nothing was wrong). */
  passes: number;
  /** FTS5's own structural check, before the rebuild: "ok", or SQLite's message. */
  integrityBefore: string;
  milliseconds: { documents: number; check: number; apply: number };
}

/** "ok", or SQLite's message when FTS5's integrity check fails. */
function integrity(sqlite: Database.Database): string {
  try {
    sqlite.prepare(`INSERT INTO search_fts (search_fts) VALUES ('integrity-check')`).run();
    return "ok";
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/**
 * One step of phase 1: the words and filter rows of the next `batchSize` documents after decision
 * `after`, in one transaction. Returns the decision ids done (none: phase 1 is over). A job that
 * records the last id can stop and carry on later (app/search-settings/reindex-job.server.ts).
 */
export function rewriteDocumentBatch(db: Db, after: number, batchSize: number): number[] {
  return batchRewriter(db, batchSize)
    .immediate(after)
    .map((row) => row.decision_id);
}

function batchRewriter(db: Db, batchSize: number) {
  const sqlite = db.$client;
  const page = sqlite.prepare(
    `SELECT ${DOC_COLUMNS_WITH_BODY} FROM search_docs d WHERE d.decision_id > ? ORDER BY d.decision_id LIMIT ?`,
  );
  const deleteText = sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  const insertText = sqlite.prepare(`INSERT INTO search_fts (rowid, body) VALUES (?, ?)`);
  // The word list too (decision record 121): a word lost from it would be lost from half words.
  const terms = createTermRecorder(sqlite);
  const bumpGeneration = sqlite.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`);
  const insertValue = sqlite.prepare(
    `INSERT OR IGNORE INTO search_doc_values (key, published_at, decision_id) VALUES (?, ?, ?)`,
  );
  // A rewrite from the first decision gives every row its organisation's word (decision record 139).
  const orgTokens = orgTokensPass(sqlite);
  // Read and write in one transaction: a decision edited meanwhile never gets its old words back.
  return sqlite.transaction((after: number) => {
    if (after === 0) orgTokens.start();
    const rows = page.all(after, batchSize) as DocRow[];
    terms.discard();
    for (const row of rows) {
      const doc = toDocument(row);
      const text = indexedText(doc);
      deleteText.run(doc.decisionId);
      insertText.run(doc.decisionId, withOrgToken(text, doc.orgUid));
      terms.add(text);
      for (const key of VALUE_KEYS) {
        for (const value of doc[key] ?? []) insertValue.run(valueKey(key, value), doc.publishedAt, doc.decisionId);
      }
    }
    terms.flush();
    if (rows.length === 0) orgTokens.finish();
    // What searches keep per generation (a half word's words among them) is computed again.
    if (rows.length) bumpGeneration.run();
    return rows;
  });
}

/** Phase 1: every document's words and filter rows, `batchSize` documents per transaction. */
export function rewriteDocuments(db: Db, batchSize = 2_000, onProgress?: Progress): number {
  const total = db.$client.prepare(`SELECT count(*) FROM search_docs`).pluck().get() as number;
  const batch = batchRewriter(db, batchSize);
  onProgress?.(0, total);
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

const facetKey = (r: { field: string; value: string; status: string }) => `${r.field}\0${r.value}\0${r.status}`;
const cubeKey = (r: Omit<CubeRow, "count">) => `${r.org_uid}\0${r.decision_type_uid}\0${r.status}`;
const orgValueKey = (r: Omit<OrgValueRow, "count">) => `${r.org_uid}\0${r.key}`;

/** Each document's organisation x unit / signer / thematic key, as search_org_values counts them. */
const ORG_VALUE_ROWS = ORG_VALUE_FIELDS.map(
  (field) =>
    `SELECT d.org_uid, '${VALUE_FIELDS[field]}:' || j.value AS key, d.decision_id
       FROM search_docs d, json_each(d.${columnOf(field)}) j`,
).join(" UNION ALL ");

/** Each exact count against its live one: the live minus exact error of every key, either side. */
function countErrors<R extends { count: number }>(
  exact: R[],
  live: R[],
  key: (row: R) => string,
): (Omit<R, "count"> & { delta: number })[] {
  const errors: (Omit<R, "count"> & { delta: number })[] = [];
  const liveByKey = new Map(live.map((r) => [key(r), r]));
  for (const row of exact) {
    const { count, ...rest } = row;
    const delta = count - (liveByKey.get(key(row))?.count ?? 0);
    liveByKey.delete(key(row));
    if (delta !== 0) errors.push({ ...rest, delta });
  }
  for (const row of liveByKey.values()) {
    const { count, ...rest } = row;
    errors.push({ ...rest, delta: -count });
  }
  return errors;
}

/** Phase 2: reads one consistent snapshot and says what is wrong in it. Takes no write lock. */
export function findFts5Corrections(db: Db): Fts5Corrections {
  const sqlite = db.$client;
  const read = sqlite.transaction(() => {
    const orphanTexts = sqlite
      .prepare(
        `SELECT f.rowid FROM search_fts f WHERE NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.decision_id = f.rowid)`,
      )
      .pluck()
      .all() as number[];
    const strayValues = sqlite
      .prepare(`SELECT v.key, v.published_at, v.decision_id FROM search_doc_values v WHERE ${STRAY_VALUE}`)
      .raw()
      .all() as ValueRow[];
    // In each group the label of its most recently updated document (SQLite takes the bare
    // columns from the row that holds max()), as the writer keeps the last written label.
    const exactFacets = sqlite
      .prepare(
        `SELECT 'orgUid' AS field, org_uid AS value, status, org_label AS label, max(updated_at), count(*) AS count
           FROM search_docs GROUP BY org_uid, status
         UNION ALL
         SELECT 'decisionTypeUid', decision_type_uid, status, decision_type_label, max(updated_at), count(*)
           FROM search_docs GROUP BY decision_type_uid, status
         UNION ALL
         SELECT 'status', status, status, status, 0, count(*) FROM search_docs GROUP BY status`,
      )
      .all() as FacetRow[];
    const liveFacets = sqlite.prepare(`SELECT * FROM search_facet_counts`).all() as FacetRow[];
    const exactCube = sqlite
      .prepare(
        `SELECT org_uid, decision_type_uid, status, count(*) AS count FROM search_docs
          GROUP BY org_uid, decision_type_uid, status`,
      )
      .all() as CubeRow[];
    const liveCube = sqlite.prepare(`SELECT * FROM search_facet_cube`).all() as CubeRow[];
    const exactOrgValues = sqlite
      .prepare(
        `SELECT org_uid, key, count(DISTINCT decision_id) AS count FROM (${ORG_VALUE_ROWS}) GROUP BY org_uid, key`,
      )
      .all() as OrgValueRow[];
    const liveOrgValues = sqlite.prepare(`SELECT * FROM search_org_values`).all() as OrgValueRow[];
    const exactBlocks = sqlite
      .prepare(
        `SELECT decision_id >> ${BLOCK_BITS} AS block, min(published_at) AS min_published_at,
                max(published_at) AS max_published_at FROM search_docs GROUP BY 1`,
      )
      .all() as BlockRow[];
    const liveBlocks = new Map(
      (sqlite.prepare(`SELECT * FROM search_blocks`).all() as BlockRow[]).map((b) => [b.block, b]),
    );
    return {
      orphanTexts,
      strayValues,
      exactFacets,
      liveFacets,
      exactCube,
      liveCube,
      exactOrgValues,
      liveOrgValues,
      exactBlocks,
      liveBlocks,
    };
  });
  const snap = read.deferred();

  const facets: Fts5Corrections["facets"] = [];
  const liveFacet = new Map(snap.liveFacets.map((r) => [facetKey(r), r]));
  for (const exact of snap.exactFacets) {
    const live = liveFacet.get(facetKey(exact));
    liveFacet.delete(facetKey(exact));
    const delta = exact.count - (live?.count ?? 0);
    if (delta !== 0 || live?.label !== exact.label) facets.push({ ...exact, delta });
  }
  for (const live of liveFacet.values()) facets.push({ ...live, label: "", delta: -live.count });

  const cube = countErrors(snap.exactCube, snap.liveCube, cubeKey);
  const orgValues = countErrors(snap.exactOrgValues, snap.liveOrgValues, orgValueKey);

  // Bounds only need to contain the truth (looser is allowed: see fts5-newest.ts).
  const blocks = snap.exactBlocks.filter((exact) => {
    const live = snap.liveBlocks.get(exact.block);
    return !live || live.min_published_at > exact.min_published_at || live.max_published_at < exact.max_published_at;
  });
  return { orphanTexts: snap.orphanTexts, strayValues: snap.strayValues, facets, cube, orgValues, blocks };
}

/** Phase 3: one short transaction; every deletion re-checked, every count corrected by its error. */
export function applyFts5Corrections(db: Db, fix: Fts5Corrections): void {
  const sqlite = db.$client;
  const docExists = sqlite.prepare(`SELECT 1 FROM search_docs WHERE decision_id = ?`).pluck();
  const deleteText = sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  const stillStray = sqlite
    .prepare(
      `SELECT 1 FROM search_doc_values v WHERE v.key = ? AND v.published_at = ? AND v.decision_id = ? AND ${STRAY_VALUE}`,
    )
    .pluck();
  const deleteValue = sqlite.prepare(
    `DELETE FROM search_doc_values WHERE key = ? AND published_at = ? AND decision_id = ?`,
  );
  const bumpFacet = sqlite.prepare(
    `INSERT INTO search_facet_counts (field, value, status, label, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (field, value, status) DO UPDATE SET count = count + excluded.count,
       label = CASE WHEN excluded.label = '' THEN label ELSE excluded.label END`,
  );
  const bumpCube = sqlite.prepare(
    `INSERT INTO search_facet_cube (org_uid, decision_type_uid, status, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (org_uid, decision_type_uid, status) DO UPDATE SET count = count + excluded.count`,
  );
  const bumpOrgValue = sqlite.prepare(
    `INSERT INTO search_org_values (org_uid, key, count) VALUES (?, ?, ?)
     ON CONFLICT (org_uid, key) DO UPDATE SET count = count + excluded.count`,
  );
  const widenBlock = sqlite.prepare(
    `INSERT INTO search_blocks (block, min_published_at, max_published_at) VALUES (?, ?, ?)
     ON CONFLICT (block) DO UPDATE SET min_published_at = min(min_published_at, excluded.min_published_at),
       max_published_at = max(max_published_at, excluded.max_published_at)`,
  );
  sqlite
    .transaction(() => {
      for (const id of fix.orphanTexts) if (!docExists.get(id)) deleteText.run(id);
      for (const row of fix.strayValues) if (stillStray.get(...row)) deleteValue.run(...row);
      for (const f of fix.facets) bumpFacet.run(f.field, f.value, f.status, f.label, f.delta);
      for (const c of fix.cube) bumpCube.run(c.org_uid, c.decision_type_uid, c.status, c.delta);
      for (const o of fix.orgValues) bumpOrgValue.run(o.org_uid, o.key, o.delta);
      sqlite.exec(`DELETE FROM search_facet_counts WHERE count <= 0; DELETE FROM search_facet_cube WHERE count <= 0;
        DELETE FROM search_org_values WHERE count <= 0;`);
      for (const b of fix.blocks) widenBlock.run(b.block, b.min_published_at, b.max_published_at);
      sqlite.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`).run();
    })
    .immediate();
}

const MAX_PASSES = 3;

/** How many things a pass found wrong (0: the index is healthy). */
export const correctionCount = (fix: Fts5Corrections): number =>
  fix.orphanTexts.length +
  fix.strayValues.length +
  fix.facets.length +
  fix.cube.length +
  fix.orgValues.length +
  fix.blocks.length;

export function rebuildFts5(db: Db, options: { batchSize?: number; onProgress?: Progress } = {}): Fts5RebuildResult {
  const integrityBefore = integrity(db.$client);
  const t0 = performance.now();
  const documents = rewriteDocuments(db, options.batchSize, options.onProgress);
  const t1 = performance.now();
  const result = { orphanTexts: 0, strayValues: 0, correctedCounts: 0, passes: 0 };
  let checkMs = 0;
  let applyMs = 0;
  while (result.passes < MAX_PASSES) {
    result.passes++;
    const started = performance.now();
    const fix = findFts5Corrections(db);
    checkMs += performance.now() - started;
    if (correctionCount(fix) === 0) break;
    const applying = performance.now();
    applyFts5Corrections(db, fix);
    applyMs += performance.now() - applying;
    result.orphanTexts += fix.orphanTexts.length;
    result.strayValues += fix.strayValues.length;
    result.correctedCounts += fix.facets.length + fix.cube.length + fix.orgValues.length;
  }
  mergeFts5Segments(db);
  return {
    documents,
    ...result,
    integrityBefore,
    milliseconds: { documents: Math.round(t1 - t0), check: Math.round(checkMs), apply: Math.round(applyMs) },
  };
}
