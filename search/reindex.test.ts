/**
 * Rebuilding the search index (search/reindex.ts, scripts/reindex.ts) on real SQLite files:
 * FTS5's integrity rebuild repairs a damaged index, and the Typesense path sends every public
 * decision, in batches, through the real typesense client to an HTTP endpoint that records it.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startTypesenseRecorder, type TypesenseRecorder } from "#tests/support/typesense-recorder";
import { createTestDatabase } from "#tests/support/test-db";
import { CORPUS } from "./contract";
import type { SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import {
  applyFts5Corrections,
  correctionCount,
  findFts5Corrections,
  rebuildFts5,
  rewriteDocuments,
} from "./fts5-rebuild";
import { reindexExternal } from "./reindex";
import { createTypesenseEngine } from "./typesense";
import { toTypesenseDocument } from "./typesense-schema";

const t = createTestDatabase();
afterAll(() => t.cleanup());
const fts5 = createFts5Engine(t.db);
const sqlite = t.db.$client;

// What a citizen would see: hits, totals and facets of a few searches.
const QUERIES: SearchQuery[] = [
  { text: "καθαρισμού" },
  { text: "δαπανη", facets: ["orgUid", "decisionTypeUid", "status"] },
  { facets: ["orgUid", "decisionTypeUid", "status"] },
  { filters: { orgUids: ["6013"], statuses: ["PUBLISHED"] }, facets: ["decisionTypeUid"] },
  { filters: { unitUids: [CORPUS[0].unitUids[0]] } },
  { filters: { thematicCategoryUids: [CORPUS[1].thematicCategoryUids[0]] }, sort: "oldest" },
];
const answers = () => QUERIES.map((q) => fts5.search(q));
/** The organisation dashboards' unit, signer and thematic counts, as kept and as counted from the documents. */
const orgValues = (db = sqlite) => db.prepare(`SELECT org_uid, key, count FROM search_org_values ORDER BY 1, 2`).all();
const orgValuesCounted = () =>
  sqlite
    .prepare(
      `SELECT org_uid, key, count(DISTINCT decision_id) AS count FROM (
         SELECT d.org_uid, 'unit:' || j.value AS key, d.decision_id FROM search_docs d, json_each(d.unit_uids) j
         UNION ALL
         SELECT d.org_uid, 'signer:' || j.value, d.decision_id FROM search_docs d, json_each(d.signer_uids) j
         UNION ALL
         SELECT d.org_uid, 'thematic:' || j.value, d.decision_id FROM search_docs d, json_each(d.thematic_category_uids) j
       ) GROUP BY 1, 2 ORDER BY 1, 2`,
    )
    .all();

function publishCorpus() {
  fts5.clear();
  sqlite.exec("DELETE FROM search_outbox");
  fts5.indexMany(CORPUS);
  const queue = sqlite.prepare(`INSERT INTO search_outbox (decision_id, op, created_at) VALUES (?, 'upsert', ?)`);
  for (const doc of CORPUS) queue.run(doc.decisionId, Date.now());
}

/** Damage of the kinds a bug or a careless restore leaves: lost words, stray words, wrong sums. */
function damage() {
  sqlite.exec(`
    DELETE FROM search_fts WHERE rowid = ${CORPUS[1].decisionId};
    INSERT INTO search_fts (rowid, body) VALUES (999999, 'δαπανη καθαρισμου');
    DELETE FROM search_doc_values WHERE decision_id = ${CORPUS[0].decisionId};
    INSERT INTO search_doc_values (key, published_at, decision_id) VALUES ('unit:nowhere', 1, ${CORPUS[2].decisionId});
    UPDATE search_facet_counts SET count = count + 5;
    UPDATE search_facet_counts SET label = 'ΛΑΘΟΣ' WHERE field = 'orgUid';
    DELETE FROM search_facet_cube;
    UPDATE search_org_values SET count = count + 2 WHERE key LIKE 'thematic:%';
    DELETE FROM search_org_values WHERE key LIKE 'unit:%';
    INSERT INTO search_org_values (org_uid, key, count) VALUES ('nowhere', 'signer:none', 3);
    DELETE FROM search_blocks;
    -- A new generation, as after a restart or the next publication: nothing the engine kept from
    -- before the damage (pages, facets, which typed words are whole words) answers for it.
    UPDATE search_meta SET value = value + 1 WHERE key = 'generation';
  `);
}

describe("FTS5 integrity rebuild", () => {
  beforeEach(publishCorpus);

  it("repairs words, filter rows and every aggregate from search_docs", () => {
    expect(CORPUS[0].unitUids.length).toBeGreaterThan(0);
    expect(CORPUS[1].thematicCategoryUids.length).toBeGreaterThan(0);
    const healthy = answers();
    expect(healthy[0].hits.length).toBeGreaterThan(0);
    expect(orgValues().length).toBeGreaterThan(0);
    expect(orgValues()).toEqual(orgValuesCounted());
    damage();
    expect(answers()).not.toEqual(healthy);
    expect(orgValues()).not.toEqual(orgValuesCounted());

    const progress: [number, number][] = [];
    const result = rebuildFts5(t.db, { batchSize: 3, onProgress: (done, total) => progress.push([done, total]) });
    expect(result).toMatchObject({
      documents: CORPUS.length,
      orphanTexts: 1,
      strayValues: 1,
      integrityBefore: "ok",
      passes: 2, // the second finds nothing left
    });
    expect(result.correctedCounts).toBeGreaterThan(0);
    expect(progress).toEqual([
      [0, 7],
      [3, 7],
      [6, 7],
      [7, 7],
    ]);
    expect(answers()).toEqual(healthy);
    expect(orgValues()).toEqual(orgValuesCounted());
  });

  it("changes nothing a citizen sees on a healthy index", () => {
    const healthy = answers();
    const tables = () =>
      ["search_doc_values", "search_facet_counts", "search_facet_cube", "search_org_values", "search_blocks"].map(
        (table) => sqlite.prepare(`SELECT * FROM ${table} ORDER BY 1, 2, 3`).all(),
      );
    const before = tables();
    expect(rebuildFts5(t.db)).toMatchObject({ orphanTexts: 0, strayValues: 0, correctedCounts: 0, passes: 1 });
    expect(answers()).toEqual(healthy);
    expect(tables()).toEqual(before);
  });

  it("keeps the corrections exact when decisions are published and withdrawn while it runs", () => {
    const healthyEngine = createTestDatabase();
    try {
      // The same end state, built cleanly: the corpus without doc 4, plus doc 0 re-published.
      const clean = createFts5Engine(healthyEngine.db);
      const edited = { ...CORPUS[0], subject: "ΝΕΟ ΘΕΜΑ καθαρισμού", updatedAt: CORPUS[0].updatedAt + 1 };
      clean.indexMany([...CORPUS.filter((_, i) => i !== 4), edited]);

      damage();
      rewriteDocuments(t.db);
      const corrections = findFts5Corrections(t.db);
      // Between the snapshot and the corrections, the register writes as usual.
      fts5.remove(CORPUS[4].decisionId);
      fts5.index(edited);
      applyFts5Corrections(t.db, corrections);
      // The withdrawal took a count the damage had zeroed under zero: the second pass sees it.
      const second = findFts5Corrections(t.db);
      expect(second.facets.length + second.cube.length).toBeLessThanOrEqual(2);
      applyFts5Corrections(t.db, second);
      expect(answers()).toEqual(QUERIES.map((q) => clean.search(q)));
      expect(orgValues()).toEqual(orgValues(healthyEngine.db.$client));
      expect(correctionCount(findFts5Corrections(t.db))).toBe(0);
    } finally {
      healthyEngine.cleanup();
    }
  });
});

describe("Typesense reindex", () => {
  let recorder: TypesenseRecorder;
  beforeEach(async () => {
    publishCorpus();
    recorder = await startTypesenseRecorder();
    return () => recorder.close();
  });
  const engine = () => createTypesenseEngine({ url: recorder.url, apiKey: "secret-key", collection: "decisions" });
  const imports = () => recorder.requests.filter((r) => r.path === "/collections/decisions/documents/import");

  it("upserts every public decision in batches, with the key, as the collection's documents", async () => {
    const progress: number[] = [];
    const result = await reindexExternal(t.db, engine(), { batchSize: 3, onProgress: (done) => progress.push(done) });
    expect(result).toEqual({ copied: CORPUS.length, outboxMarked: 0 });
    expect(progress).toEqual([0, 3, 6, 7]);

    const batches = imports();
    expect(batches.map((r) => [r.method, r.query.action, r.body.split("\n").length])).toEqual([
      ["POST", "upsert", 3],
      ["POST", "upsert", 3],
      ["POST", "upsert", 1],
    ]);
    expect(recorder.requests.every((r) => r.apiKey === "secret-key")).toBe(true);
    const sent = batches.flatMap((r) => r.body.split("\n").map((line) => JSON.parse(line)));
    expect(sent).toEqual([...CORPUS].sort((a, b) => a.decisionId - b.decisionId).map(toTypesenseDocument));
    // Not a clear: a queued removal may still be owed to the engine, so the outbox keeps its rows.
    expect(sqlite.prepare(`SELECT count(*) FROM search_outbox WHERE processed_at IS NULL`).pluck().get()).toBe(7);
  });

  const pending = () => sqlite.prepare(`SELECT count(*) FROM search_outbox WHERE processed_at IS NULL`).pluck().get();
  const corpusIds = CORPUS.map((d) => String(d.decisionId)).sort();
  const servedIds = () => [...(recorder.documentsOf("decisions")?.keys() ?? [])].sort();

  it("with swap, fills a fresh collection while searches read the old one, then moves the alias", async () => {
    await engine().indexMany([{ ...CORPUS[0], decisionId: 424242 }]);
    expect(recorder.aliases.get("decisions")).toBe("decisions_1");
    const servedDuringCopy: string[][] = [];

    const result = await reindexExternal(t.db, engine(), {
      swap: true,
      batchSize: 3,
      onProgress: () => servedDuringCopy.push(servedIds()),
    });

    // Until the copy was complete, searches read the old collection, stale document and all.
    expect(servedDuringCopy).toEqual([["424242"], ["424242"], ["424242"], ["424242"]]);
    expect(result).toMatchObject({ copied: CORPUS.length, outboxMarked: 7 });
    expect(result.swapped?.replaced).toBe("decisions_1");
    expect(recorder.aliases.get("decisions")).toBe(result.swapped?.collection);
    expect(servedIds()).toEqual(corpusIds);
    expect([...recorder.collections.keys()]).toEqual([result.swapped?.collection]);
    expect(pending()).toBe(0);
  });

  it("a copy that fails leaves searches on the live collection and drops the fresh one", async () => {
    await engine().indexMany([{ ...CORPUS[0], decisionId: 424242 }]);
    let calls = 0;
    const failing = reindexExternal(t.db, engine(), {
      swap: true,
      batchSize: 3,
      onProgress: () => {
        if (++calls === 2) throw new Error("lease lost");
      },
    });
    await expect(failing).rejects.toThrow("lease lost");
    expect(recorder.aliases.get("decisions")).toBe("decisions_1");
    expect([...recorder.collections.keys()]).toEqual(["decisions_1"]);
    expect(servedIds()).toEqual(["424242"]);
    expect(pending()).toBe(7);
  });

  it("replaces a collection named like the alias (made before aliases were used)", async () => {
    // The server as an earlier version of the register left it: a collection called "decisions".
    recorder.collections.set("decisions", new Map([["424242", { id: "424242" }]]));
    expect(servedIds()).toEqual(["424242"]);

    const result = await reindexExternal(t.db, engine(), { swap: true });
    expect(result.swapped?.replaced).toBe("decisions");
    expect(recorder.collections.has("decisions")).toBe(false);
    expect(recorder.aliases.get("decisions")).toBe(result.swapped?.collection);
    expect(servedIds()).toEqual(corpusIds);
  });
});

describe("npm run reindex", () => {
  const run = promisify(execFile);
  const script = (env: Record<string, string>) =>
    run(process.execPath, ["--import", "tsx", path.resolve("scripts/reindex.ts"), "--batch", "4", "--grace", "0"], {
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", DATABASE_PATH: t.file, ...env },
      timeout: 30_000,
    });

  it("without TYPESENSE_URL says FTS5 is transactional and repairs it", async () => {
    publishCorpus();
    const healthy = answers();
    damage();
    const { stdout } = await script({});
    expect(stdout).toContain("Το ευρετήριο FTS5 ενημερώνεται στην ίδια συναλλαγή με κάθε ανάρτηση");
    expect(stdout).toContain("7 πράξεις ξαναγράφτηκαν");
    expect(stdout).toContain("1 ορφανά κείμενα, 1 περιττές τιμές φίλτρων");
    expect(answers()).toEqual(healthy);
  }, 30_000);

  it("with TYPESENSE_URL fills a fresh collection and swaps the alias to it", async () => {
    publishCorpus();
    const recorder = await startTypesenseRecorder();
    try {
      const { stdout } = await script({ TYPESENSE_URL: recorder.url, TYPESENSE_API_KEY: "k" });
      expect(stdout).toContain("7 πράξεις στο Typesense");
      expect(stdout).toContain(`η αναζήτηση διαβάζει τώρα τη συλλογή ${recorder.aliases.get("decisions")}`);
      expect(recorder.documentsOf("decisions")?.size).toBe(7);
    } finally {
      await recorder.close();
    }
  }, 30_000);
});
