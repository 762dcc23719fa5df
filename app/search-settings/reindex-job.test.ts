/**
 * The reindex job of /administration/search on a real SQLite file: it repairs a damaged FTS5
 * index batch by batch with its progress recorded, runs one at a time (a second start, from this
 * process or another, answers the running job), and an interrupted job carries on from its last
 * batch when started again.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { holdLease } from "#db/leases";
import { CORPUS } from "#search/contract";
import type { SearchQuery } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase } from "#tests/support/test-db";
import {
  isInterrupted,
  latestReindexJob,
  progressOf,
  REINDEX_LEASE,
  reindexJob,
  startReindex,
} from "./reindex-job.server";

const t = createTestDatabase();
afterAll(() => t.cleanup());
const fts5 = createFts5Engine(t.db);
const sqlite = t.db.$client;
const QUERIES: SearchQuery[] = [
  { text: "καθαρισμού" },
  { facets: ["orgUid", "decisionTypeUid", "status"] },
  { filters: { unitUids: [CORPUS[0].unitUids[0]] } },
];
const answers = () => QUERIES.map((q) => fts5.search(q));
const options = { db: t.db, external: null, batchSize: 3 } as const;

beforeEach(() => {
  sqlite.exec("DELETE FROM reindex_jobs; DELETE FROM worker_leases");
  fts5.clear();
  fts5.indexMany(CORPUS);
});

function damage() {
  sqlite.exec(`
    DELETE FROM search_fts WHERE rowid = ${CORPUS[1].decisionId};
    DELETE FROM search_doc_values WHERE decision_id = ${CORPUS[0].decisionId};
    UPDATE search_facet_counts SET count = count + 5;
    -- A new generation, or the searches would answer from what they keep per generation.
    UPDATE search_meta SET value = value + 1 WHERE key = 'generation';
  `);
}

describe("the reindex job", () => {
  it("repairs the index in batches, records done/total, ends done, and is audited", async () => {
    const healthy = answers();
    damage();
    expect(answers()).not.toEqual(healthy);
    const started = startReindex(null, options);
    expect(started.kind).toBe("started");
    if (started.kind === "running") return;
    expect(started.job).toMatchObject({ state: "running", total: CORPUS.length, done: 0, engine: "fts5" });
    await started.run;
    const job = reindexJob(started.job.id, t.db)!;
    expect(job.state).toBe("done");
    expect(progressOf(job)).toEqual({ done: CORPUS.length, total: CORPUS.length, percent: 100 });
    expect(answers()).toEqual(healthy);
    expect(auditOf("reindexJob", String(job.id), t.db).map((a) => a.action)).toEqual(["search.reindex.start"]);
    // The lease is given back: the next one may start.
    expect(holdLease(t.db, REINDEX_LEASE, "someone else", 1000)).toBe(true);
  });

  it("runs one at a time: a second start, here or from another process, answers the running job", async () => {
    const first = startReindex(null, { ...options, pauseMs: 20 });
    expect(first.kind).toBe("started");
    if (first.kind === "running") return;
    const again = startReindex(null, options);
    expect(again).toEqual({ kind: "running", job: expect.objectContaining({ id: first.job.id }) });
    const otherProcess = startReindex(null, { ...options, holder: "other-host:1:x" });
    expect(otherProcess.kind).toBe("running");
    await first.run;
    expect(sqlite.prepare("SELECT count(*) FROM reindex_jobs").pluck().get()).toBe(1);
  });

  it("carries on an interrupted job from its last batch instead of starting over", async () => {
    const ids = CORPUS.map((d) => d.decisionId).sort((a, b) => a - b);
    const [before, cursor, after] = [ids[0], ids[5], ids[6]];
    // A job whose process died after two batches: marked running, no lease held.
    sqlite
      .prepare(
        `INSERT INTO reindex_jobs (state, engine, total, done, cursor, started_at, updated_at)
         VALUES ('running', 'fts5', ?, 6, ?, 1, 1)`,
      )
      .run(CORPUS.length, cursor);
    const stalled = latestReindexJob(t.db)!;
    expect(isInterrupted(stalled, t.db)).toBe(true);
    expect(progressOf(stalled)).toEqual({ done: 6, total: CORPUS.length, percent: Math.floor((6 / 7) * 100) });
    // Words lost on either side of its cursor.
    sqlite.exec(`DELETE FROM search_fts WHERE rowid IN (${before}, ${after})`);
    const indexed = (id: number) => sqlite.prepare("SELECT count(*) FROM search_fts WHERE rowid = ?").pluck().get(id);

    const resumed = startReindex(null, options);
    expect(resumed.kind).toBe("resumed");
    if (resumed.kind === "running") return;
    expect(resumed.job.id).toBe(stalled.id);
    await resumed.run;
    expect(reindexJob(stalled.id, t.db)).toMatchObject({ state: "done", done: CORPUS.length });
    expect(auditOf("reindexJob", String(stalled.id), t.db).map((a) => a.action)).toEqual(["search.reindex.resume"]);
    // Only the batches after the cursor were done again: the job did not start over.
    expect(indexed(after)).toBe(1);
    expect(indexed(before)).toBe(0);
  });
});
