/**
 * Writes the FTS5 index (tables of db/migrations/0002_search_index.sql). Every method is
 * synchronous and runs in one SQLite transaction, nested as a savepoint when the caller already
 * has one: publishing a decision and entering it in the index commit or fail together.
 *
 * Bulk loads (the seed indexes a million decisions) are bound by SQLite, not by us: prepared
 * multi-row inserts, one existence check per batch, facet counts and block bounds summed in
 * memory and written once per batch, and a larger page cache while a big batch is written.
 */
import type Database from "better-sqlite3";
import { batchInsert } from "./batch-insert";
import type { SearchDocument } from "./engine";
import { createChangeRecorder } from "./fts5-changes";
import { createTermRecorder } from "./fts5-terms";
import { indexedText } from "./normalize";
import { MARK_ORG_TOKENS, withOrgToken } from "./fts5-org-tokens";
import { isPublicStatus } from "#shared/decision-status";

/** Multi-valued filters and the prefix of their search_doc_values keys ("unit:81696"). */
export const VALUE_FIELDS = {
  unitUids: "unit",
  signerUids: "signer",
  thematicCategoryUids: "thematic",
  afms: "afm",
} as const;
type ValueKey = keyof typeof VALUE_FIELDS;

/** The multi-valued fields counted per organisation (search_org_values) for the dashboards. */
export const ORG_VALUE_FIELDS = ["unitUids", "signerUids", "thematicCategoryUids"] as const;
type OrgValueKey = (typeof ORG_VALUE_FIELDS)[number];

export function valueKey(key: ValueKey, value: string): string {
  return `${VALUE_FIELDS[key]}:${value}`;
}

/** The search_docs column holding each multi-valued field as JSON text. */
const VALUE_COLUMNS = {
  unitUids: "unit_uids",
  signerUids: "signer_uids",
  thematicCategoryUids: "thematic_category_uids",
  afms: "afms",
} as const satisfies Record<ValueKey, keyof OldRow>;

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
  afms: string;
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
            unit_uids, signer_uids, thematic_category_uids, afms
       FROM search_docs WHERE decision_id = ?`,
  );
  const existing = sqlite
    .prepare(`SELECT decision_id FROM search_docs WHERE decision_id IN (SELECT value FROM json_each(?))`)
    .pluck();
  const docs = batchInsert(
    sqlite,
    `INSERT INTO search_docs (decision_id, ada, version_id, org_uid, org_label,
       decision_type_uid, decision_type_label, status, subject, protocol_number, issue_date,
       published_at, updated_at, amount, unit_uids, signer_uids, thematic_category_uids, afms, body)`,
    19,
  );
  const texts = batchInsert(sqlite, `INSERT INTO search_fts (rowid, body)`, 2);
  const terms = createTermRecorder(sqlite);
  const values = batchInsert(sqlite, `INSERT OR IGNORE INTO search_doc_values (key, published_at, decision_id)`, 3);
  const deleteDoc = sqlite.prepare(`DELETE FROM search_docs WHERE decision_id = ?`);
  const deleteText = sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`);
  const deleteValue = sqlite.prepare(
    `DELETE FROM search_doc_values WHERE key = ? AND published_at = ? AND decision_id = ?`,
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
  const bumpOrgValue = sqlite.prepare(
    `INSERT INTO search_org_values (org_uid, key, count) VALUES (?, ?, ?)
     ON CONFLICT (org_uid, key) DO UPDATE SET count = count + excluded.count`,
  );
  const dropEmptyOrgValue = sqlite.prepare(
    `DELETE FROM search_org_values WHERE org_uid = ? AND key = ? AND count <= 0`,
  );
  const widenBlock = sqlite.prepare(
    `INSERT INTO search_blocks (block, min_published_at, max_published_at) VALUES (?, ?, ?)
     ON CONFLICT (block) DO UPDATE SET
       min_published_at = min(min_published_at, excluded.min_published_at),
       max_published_at = max(max_published_at, excluded.max_published_at)`,
  );
  const bumpGeneration = sqlite
    .prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation' RETURNING value`)
    .pluck();
  const recordChanges = createChangeRecorder(sqlite);

  /** The decisions the batch adds, replaces or removes (fts5-changes.ts). */
  let changed = new Set<number>();
  /** Per-batch sums: documents in/out per org/type/status/labels, and block bounds. */
  let tally = new Map<string, number>();
  /** Per-batch sums per (organisation, unit / signer / thematic category key), for the dashboards. */
  let orgValues = new Map<string, number>();
  let blocks = new Map<number, [number, number]>();

  function reset() {
    docs.discard();
    texts.discard();
    terms.discard();
    values.discard();
    tally = new Map();
    orgValues = new Map();
    blocks = new Map();
    changed = new Set();
  }

  /**
   * Counts a document in (+1) or out (-1) of the batch's sums: one map entry per distinct
   * (org, type, status, labels), spread over the facet and cube tables at flush time.
   */
  function count(
    row: Pick<OldRow, "org_uid" | "org_label" | "decision_type_uid" | "decision_type_label" | "status">,
    delta: number,
  ) {
    const key = `${row.org_uid}\0${row.decision_type_uid}\0${row.status}\0${row.org_label}\0${row.decision_type_label}`;
    tally.set(key, (tally.get(key) ?? 0) + delta);
  }

  /** Counts a document in or out of its organisation's unit, signer and thematic category counts. */
  function countOrgValues(orgUid: string, lists: Record<OrgValueKey, readonly string[]>, delta: number) {
    for (const field of ORG_VALUE_FIELDS) {
      for (const value of new Set(lists[field])) {
        const key = `${orgUid}\0${valueKey(field, value)}`;
        orgValues.set(key, (orgValues.get(key) ?? 0) + delta);
      }
    }
  }

  function widen(decisionId: number, publishedAt: number) {
    const block = Math.floor(decisionId / 2 ** BLOCK_BITS);
    const b = blocks.get(block);
    if (!b) blocks.set(block, [publishedAt, publishedAt]);
    else {
      if (publishedAt < b[0]) b[0] = publishedAt;
      if (publishedAt > b[1]) b[1] = publishedAt;
    }
  }

  function flush() {
    docs.flush();
    texts.flush();
    terms.flush();
    values.flush();
    // Facet deltas per (field, value, status) with the label of an added document, if any.
    type Delta = { field: string; value: string; status: string; label: string; delta: number };
    const deltas = new Map<string, Delta>();
    const cube = new Map<string, number>();
    const bump = (field: string, value: string, status: string, label: string, delta: number) => {
      const key = `${field}\0${value}\0${status}`;
      const d = deltas.get(key);
      if (!d) deltas.set(key, { field, value, status, label: delta > 0 ? label : "", delta });
      else {
        d.delta += delta;
        if (delta > 0) d.label = label;
      }
    };
    for (const [key, delta] of tally) {
      const [org, type, status, orgLabel, typeLabel] = key.split("\0");
      const cubeKey = `${org}\0${type}\0${status}`;
      cube.set(cubeKey, (cube.get(cubeKey) ?? 0) + delta);
      bump("orgUid", org, status, orgLabel, delta);
      bump("decisionTypeUid", type, status, typeLabel, delta);
      bump("status", status, status, status, delta);
    }
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
    for (const [key, delta] of orgValues) {
      if (delta === 0) continue;
      const [org, value] = key.split("\0");
      bumpOrgValue.run(org, value, delta);
      if (delta < 0) dropEmptyOrgValue.run(org, value);
    }
    for (const [block, [min, max]] of blocks) widenBlock.run(block, min, max);
    const generation = bumpGeneration.get() as number | undefined;
    if (generation !== undefined) recordChanges(generation, changed);
  }

  /** Deletes a document's rows and uncounts it (its search_docs row is read first). */
  function forget(decisionId: number) {
    changed.add(decisionId);
    const old = selectOld.get(decisionId);
    if (!old) return;
    deleteText.run(decisionId);
    for (const key of Object.keys(VALUE_FIELDS) as ValueKey[]) {
      for (const value of JSON.parse(old[VALUE_COLUMNS[key]]) as string[]) {
        deleteValue.run(valueKey(key, value), old.published_at, decisionId);
      }
    }
    deleteDoc.run(decisionId);
    count(old, -1);
    countOrgValues(
      old.org_uid,
      {
        unitUids: JSON.parse(old.unit_uids) as string[],
        signerUids: JSON.parse(old.signer_uids) as string[],
        thematicCategoryUids: JSON.parse(old.thematic_category_uids) as string[],
      },
      -1,
    );
  }

  function check(doc: SearchDocument) {
    if (!isPublicStatus(doc.status)) {
      // Submitted (unpublished) decisions must never become public through search.
      throw new RangeError(`decision ${doc.decisionId}: status ${doc.status} is not searchable`);
    }
    if (!Number.isSafeInteger(doc.decisionId) || !Number.isSafeInteger(doc.publishedAt)) {
      throw new RangeError(`decision ${doc.decisionId}: decisionId and publishedAt must be integers`);
    }
  }

  function add(doc: SearchDocument) {
    changed.add(doc.decisionId);
    docs.add(
      doc.decisionId,
      doc.ada,
      doc.versionId,
      doc.orgUid,
      doc.orgLabel,
      doc.decisionTypeUid,
      doc.decisionTypeLabel,
      doc.status,
      doc.subject,
      doc.protocolNumber,
      doc.issueDate,
      doc.publishedAt,
      doc.updatedAt,
      doc.amount,
      JSON.stringify(doc.unitUids),
      JSON.stringify(doc.signerUids),
      JSON.stringify(doc.thematicCategoryUids),
      JSON.stringify(doc.afms ?? []),
      doc.body ?? "",
    );
    const text = indexedText(doc);
    // The organisation's word goes to FTS5 only, not to the word list (decision record 139).
    texts.add(doc.decisionId, withOrgToken(text, doc.orgUid));
    terms.add(text);
    for (const key of Object.keys(VALUE_FIELDS) as ValueKey[]) {
      for (const value of doc[key] ?? []) values.add(valueKey(key, value), doc.publishedAt, doc.decisionId);
    }
    count(
      {
        org_uid: doc.orgUid,
        org_label: doc.orgLabel,
        decision_type_uid: doc.decisionTypeUid,
        decision_type_label: doc.decisionTypeLabel,
        status: doc.status,
      },
      +1,
    );
    countOrgValues(doc.orgUid, doc, +1);
    widen(doc.decisionId, doc.publishedAt);
  }

  const indexManyTx = sqlite.transaction((batch: SearchDocument[]) => {
    // The same decision twice in one batch: the later one wins, as two calls would.
    const latest = new Map<number, SearchDocument>();
    for (const doc of batch) {
      check(doc);
      latest.set(doc.decisionId, doc);
    }
    const ids = [...latest.keys()];
    const present = ids.length ? (existing.all(JSON.stringify(ids)) as number[]) : [];
    for (const id of present) forget(id);
    for (const doc of latest.values()) add(doc);
    flush();
  });

  const removeTx = sqlite.transaction((decisionId: number) => {
    forget(decisionId);
    flush();
  });

  const clearTx = sqlite.transaction(() => {
    sqlite.exec(`DELETE FROM search_docs; DELETE FROM search_doc_values; DELETE FROM search_facet_counts;
      DELETE FROM search_facet_cube; DELETE FROM search_org_values; DELETE FROM search_blocks;
      DELETE FROM search_terms;
      INSERT INTO search_fts (search_fts) VALUES ('delete-all');`);
    // Empty, and every row written from now on carries its organisation's word.
    sqlite.exec(MARK_ORG_TOKENS);
    // Unlisted (fts5-changes.ts): a reader holding an earlier result searches afresh.
    bumpGeneration.get();
  });

  /** Runs a write, always leaving the batch state empty (a failed batch is rolled back). */
  function guarded<T extends unknown[]>(fn: (...args: T) => void) {
    return (...args: T) => {
      try {
        fn(...args);
      } finally {
        reset();
      }
    };
  }

  /** A bigger page cache while a big batch is written: the secondary indexes stay in memory. */
  const BIG_BATCH = 1_000;
  const BIG_CACHE_KIB = 256 * 1024;
  function withBigCache(run: () => void) {
    const before = sqlite.pragma("cache_size", { simple: true }) as number;
    const pageKib = (sqlite.pragma("page_size", { simple: true }) as number) / 1024;
    const bigger = (before < 0 ? -before : before * pageKib) < BIG_CACHE_KIB;
    if (bigger) sqlite.pragma(`cache_size = -${BIG_CACHE_KIB}`);
    try {
      run();
    } finally {
      if (bigger) sqlite.pragma(`cache_size = ${before}`);
    }
  }

  const indexMany = guarded((batch: SearchDocument[]) => {
    if (batch.length >= BIG_BATCH) withBigCache(() => indexManyTx(batch));
    else indexManyTx(batch);
  });

  return {
    clear: guarded(() => clearTx()),
    index: (doc) => indexMany([doc]),
    indexMany,
    remove: guarded((decisionId: number) => removeTx(decisionId)),
  };
}
