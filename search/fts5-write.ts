/**
 * Writes the FTS5 index (tables of db/migrations/0002_search_index.sql). Every method is
 * synchronous and runs in one SQLite transaction, nested as a savepoint when the caller already
 * has one: publishing a decision and entering it in the index commit or fail together.
 *
 * Prepared statements only, and facet-count deltas summed per batch, so a bulk load of a million
 * documents is bound by FTS5 itself, not by us.
 */
import type Database from "better-sqlite3";
import type { SearchDocument } from "./engine";
import { indexedText } from "./normalize";
import { SEARCHABLE_STATUSES } from "./statuses";

/** Multi-valued filters and the search_doc_values.field each is stored under. */
export const VALUE_FIELDS = {
  unitUids: "unit",
  signerUids: "signer",
  thematicCategoryUids: "thematic",
} as const;
type ValueKey = keyof typeof VALUE_FIELDS;

/** The search_docs column holding each multi-valued field as JSON text. */
const VALUE_COLUMNS = {
  unitUids: "unit_uids",
  signerUids: "signer_uids",
  thematicCategoryUids: "thematic_category_uids",
} as const satisfies Record<ValueKey, keyof OldRow>;

/** Facet fields kept pre-aggregated, with the search_docs columns of value and label. */
const FACET_COLUMNS = {
  orgUid: ["org_uid", "org_label"],
  decisionTypeUid: ["decision_type_uid", "decision_type_label"],
  status: ["status", "status"],
} as const;

/** Decision ids per search_blocks row (see the migration and fts5-newest.ts). */
export const BLOCK_BITS = 10;

interface OldRow {
  org_uid: string;
  org_label: string;
  decision_type_uid: string;
  decision_type_label: string;
  status: string;
  published_at: number;
  unit_uids: string;
  signer_uids: string;
  thematic_category_uids: string;
}

export interface Fts5Writer {
  index(doc: SearchDocument): void;
  indexMany(docs: SearchDocument[]): void;
  remove(decisionId: number): void;
  /** Empties the whole index (a rebuild starts here). */
  clear(): void;
}

export function createFts5Writer(sqlite: Database.Database): Fts5Writer {
  const selectOld = sqlite.prepare<[number], OldRow>(
    `SELECT org_uid, org_label, decision_type_uid, decision_type_label, status, published_at,
            unit_uids, signer_uids, thematic_category_uids
       FROM search_docs WHERE decision_id = ?`,
  );
  const insertDoc = sqlite.prepare(
    `INSERT INTO search_docs (decision_id, ada, version_id, org_uid, org_label,
       decision_type_uid, decision_type_label, status, subject, protocol_number, issue_date,
       published_at, updated_at, amount, unit_uids, signer_uids, thematic_category_uids)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const deleteDoc = sqlite.prepare(`DELETE FROM search_docs WHERE decision_id = ?`);
  const insertText = sqlite.prepare(`INSERT INTO search_fts (rowid, body) VALUES (?, ?)`);
  const deleteText = sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  const insertValue = sqlite.prepare(
    `INSERT OR IGNORE INTO search_doc_values (field, value, published_at, decision_id) VALUES (?, ?, ?, ?)`,
  );
  const deleteValue = sqlite.prepare(
    `DELETE FROM search_doc_values WHERE field = ? AND value = ? AND published_at = ? AND decision_id = ?`,
  );
  const bumpFacet = sqlite.prepare(
    `INSERT INTO search_facet_counts (field, value, status, label, count) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (field, value, status)
     DO UPDATE SET count = count + excluded.count,
                   label = CASE WHEN excluded.label = '' THEN label ELSE excluded.label END`,
  );
  const dropEmptyFacet = sqlite.prepare(
    `DELETE FROM search_facet_counts WHERE field = ? AND value = ? AND status = ? AND count <= 0`,
  );
  const bumpCube = sqlite.prepare(
    `INSERT INTO search_facet_cube (org_uid, decision_type_uid, status, count) VALUES (?, ?, ?, ?)
     ON CONFLICT (org_uid, decision_type_uid, status) DO UPDATE SET count = count + excluded.count`,
  );
  const dropEmptyCube = sqlite.prepare(
    `DELETE FROM search_facet_cube WHERE org_uid = ? AND decision_type_uid = ? AND status = ? AND count <= 0`,
  );
  const widenBlock = sqlite.prepare(
    `INSERT INTO search_blocks (block, min_published_at, max_published_at) VALUES (?, ?, ?)
     ON CONFLICT (block) DO UPDATE SET
       min_published_at = min(min_published_at, excluded.min_published_at),
       max_published_at = max(max_published_at, excluded.max_published_at)`,
  );
  const bumpGeneration = sqlite.prepare(
    `UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`,
  );

  /** Published-time bounds of the current batch per block. */
  let blocks = new Map<number, [number, number]>();

  function widen(decisionId: number, publishedAt: number) {
    const block = Math.floor(decisionId / 2 ** BLOCK_BITS);
    const b = blocks.get(block);
    if (!b) blocks.set(block, [publishedAt, publishedAt]);
    else {
      if (publishedAt < b[0]) b[0] = publishedAt;
      if (publishedAt > b[1]) b[1] = publishedAt;
    }
  }

  /** Facet deltas of the current batch: key field\0value\0status -> delta and newest label. */
  type Delta = { field: string; value: string; status: string; label: string; delta: number };
  let deltas = new Map<string, Delta>();
  /** Cube deltas of the current batch: key org\0type\0status -> delta. */
  let cube = new Map<string, number>();

  function addDelta(field: string, value: string, status: string, label: string, delta: number) {
    const key = `${field}\0${value}\0${status}`;
    const d = deltas.get(key);
    if (d) {
      d.delta += delta;
      if (delta > 0) d.label = label;
    } else {
      deltas.set(key, { field, value, status, label: delta > 0 ? label : "", delta });
    }
  }

  function countFacets(row: Record<string, string | number>, delta: number) {
    const status = String(row.status);
    const cubeKey = `${row.org_uid}\0${row.decision_type_uid}\0${status}`;
    cube.set(cubeKey, (cube.get(cubeKey) ?? 0) + delta);
    for (const [field, [valueCol, labelCol]] of Object.entries(FACET_COLUMNS)) {
      addDelta(field, String(row[valueCol]), status, String(row[labelCol]), delta);
    }
  }

  function flush() {
    for (const d of deltas.values()) {
      if (d.delta === 0 && d.label === "") continue;
      bumpFacet.run(d.field, d.value, d.status, d.label, d.delta);
      if (d.delta < 0) dropEmptyFacet.run(d.field, d.value, d.status);
    }
    for (const [key, delta] of cube) {
      if (delta === 0) continue;
      const [org, type, status] = key.split("\0");
      bumpCube.run(org, type, status, delta);
      if (delta < 0) dropEmptyCube.run(org, type, status);
    }
    for (const [block, [min, max]] of blocks) widenBlock.run(block, min, max);
    bumpGeneration.run();
  }

  function reset() {
    deltas = new Map();
    cube = new Map();
    blocks = new Map();
  }

  function forgetOld(decisionId: number, old: OldRow) {
    deleteText.run(decisionId);
    for (const key of Object.keys(VALUE_FIELDS) as ValueKey[]) {
      for (const value of JSON.parse(old[VALUE_COLUMNS[key]]) as string[]) {
        deleteValue.run(VALUE_FIELDS[key], value, old.published_at, decisionId);
      }
    }
    countFacets(old as unknown as Record<string, string | number>, -1);
  }

  function writeOne(doc: SearchDocument) {
    if (!(SEARCHABLE_STATUSES as readonly string[]).includes(doc.status)) {
      // Submitted (unpublished) decisions must never become public through search.
      throw new RangeError(`decision ${doc.decisionId}: status ${doc.status} is not searchable`);
    }
    if (!Number.isSafeInteger(doc.decisionId) || !Number.isSafeInteger(doc.publishedAt)) {
      throw new RangeError(`decision ${doc.decisionId}: decisionId and publishedAt must be integers`);
    }
    const old = selectOld.get(doc.decisionId);
    if (old) {
      forgetOld(doc.decisionId, old);
      // An explicit delete + plain INSERT: INSERT OR REPLACE measured twice as slow in bulk.
      deleteDoc.run(doc.decisionId);
    }
    insertDoc.run(
      doc.decisionId, doc.ada, doc.versionId, doc.orgUid, doc.orgLabel, doc.decisionTypeUid,
      doc.decisionTypeLabel, doc.status, doc.subject, doc.protocolNumber, doc.issueDate,
      doc.publishedAt, doc.updatedAt, doc.amount, JSON.stringify(doc.unitUids),
      JSON.stringify(doc.signerUids), JSON.stringify(doc.thematicCategoryUids),
    );
    insertText.run(doc.decisionId, indexedText(doc));
    widen(doc.decisionId, doc.publishedAt);
    for (const key of Object.keys(VALUE_FIELDS) as ValueKey[]) {
      for (const value of doc[key]) insertValue.run(VALUE_FIELDS[key], value, doc.publishedAt, doc.decisionId);
    }
    countFacets(
      {
        org_uid: doc.orgUid, org_label: doc.orgLabel, decision_type_uid: doc.decisionTypeUid,
        decision_type_label: doc.decisionTypeLabel, status: doc.status,
      },
      +1,
    );
  }

  function removeOne(decisionId: number) {
    const old = selectOld.get(decisionId);
    if (!old) return;
    forgetOld(decisionId, old);
    deleteDoc.run(decisionId);
  }

  const indexManyTx = sqlite.transaction((docs: SearchDocument[]) => {
    try {
      for (const doc of docs) writeOne(doc);
      flush();
    } finally {
      reset();
    }
  });
  const removeTx = sqlite.transaction((decisionId: number) => {
    try {
      removeOne(decisionId);
      flush();
    } finally {
      reset();
    }
  });

  const clearTx = sqlite.transaction(() => {
    sqlite.exec(`DELETE FROM search_docs; DELETE FROM search_doc_values; DELETE FROM search_facet_counts;
      DELETE FROM search_facet_cube; DELETE FROM search_blocks;
      INSERT INTO search_fts (search_fts) VALUES ('delete-all');`);
    bumpGeneration.run();
  });

  return {
    clear: () => clearTx(),
    index: (doc) => indexManyTx([doc]),
    indexMany: (docs) => indexManyTx(docs),
    remove: (decisionId) => removeTx(decisionId),
  };
}
