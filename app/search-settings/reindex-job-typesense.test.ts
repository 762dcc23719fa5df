/**
 * The reindex job of /administration/search with Typesense as the engine (decision record 104):
 * it fills a fresh collection while citizens' searches go on reading the old one, and moves the
 * alias to it only when the copy is complete; a job carried on after an interruption fills the
 * same fresh collection from its last batch; a failed job leaves searches where they were and
 * drops what it had copied. Against the stand-in Typesense endpoint, which keeps aliases as a
 * server does, and a real SQLite file.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { CORPUS } from "#search/contract";
import { createFts5Engine } from "#search/fts5";
import { createTypesenseEngine } from "#search/typesense";
import { createTestDatabase } from "#tests/support/test-db";
import { startTypesenseRecorder, type TypesenseRecorder } from "#tests/support/typesense-recorder";
import { latestReindexJob, pauseRunningReindex, reindexJob, startReindex } from "./reindex-job.server";

const t = createTestDatabase();
afterAll(() => t.cleanup());
const sqlite = t.db.$client;
const STALE = "424242";
const corpusIds = CORPUS.map((d) => String(d.decisionId)).sort();

let recorder: TypesenseRecorder;
const engine = () => createTypesenseEngine({ url: recorder.url, apiKey: "k", collection: "decisions" });
const options = () => ({ db: t.db, external: engine(), batchSize: 3, syncGraceMs: 0 });
/** What a citizen's search reaches now: the documents behind the alias. */
const served = () => [...(recorder.documentsOf("decisions")?.keys() ?? [])].sort();
const pendingOutbox = () =>
  sqlite.prepare(`SELECT count(*) FROM search_outbox WHERE processed_at IS NULL`).pluck().get() as number;

beforeEach(async () => {
  sqlite.exec("DELETE FROM reindex_jobs; DELETE FROM worker_leases; DELETE FROM search_outbox");
  const fts5 = createFts5Engine(t.db);
  fts5.clear();
  fts5.indexMany(CORPUS);
  recorder = await startTypesenseRecorder();
  // The live collection as the sync left it: one document that should no longer be there.
  await engine().indexMany([{ ...CORPUS[0], decisionId: Number(STALE) }]);
  return () => recorder.close();
});

describe("the reindex job on Typesense", () => {
  it("fills a fresh collection while searches read the old one, then moves the alias and drops the old", async () => {
    sqlite.exec(
      `INSERT INTO search_outbox (decision_id, op, created_at) VALUES (${CORPUS[0].decisionId}, 'upsert', 1)`,
    );
    const seenDuringCopy = new Set<string>();
    const watch = setInterval(() => seenDuringCopy.add(served().join(",")), 1);

    const started = startReindex(null, { ...options(), pauseMs: 5 });
    if (started.kind === "running") throw new Error("a job was already running");
    await started.run;
    clearInterval(watch);

    const job = reindexJob(started.job.id, t.db)!;
    expect(job).toMatchObject({ state: "done", done: CORPUS.length, engine: "typesense" });
    // Every search during the job read the old collection until the whole copy replaced it at
    // once: never a partial one.
    expect([...seenDuringCopy].filter((ids) => ids !== STALE && ids !== corpusIds.join(","))).toEqual([]);
    expect(seenDuringCopy.has(STALE)).toBe(true);
    expect(recorder.aliases.get("decisions")).toBe(job.targetCollection);
    expect(served()).toEqual(corpusIds);
    expect([...recorder.collections.keys()]).toEqual([job.targetCollection]);
    // The copy read the queued change: it is settled, not sent again.
    expect(pendingOutbox()).toBe(0);
  });

  it("carries on an interrupted job into the same fresh collection, from its last batch", async () => {
    const started = startReindex(null, { ...options(), pauseMs: 50 });
    if (started.kind === "running") throw new Error("a job was already running");
    // Stopped after its first batch, as a restart would.
    while ((reindexJob(started.job.id, t.db)?.done ?? 0) === 0) await new Promise((r) => setTimeout(r, 5));
    await pauseRunningReindex(t.db);
    const paused = latestReindexJob(t.db)!;
    expect(paused).toMatchObject({ state: "running", done: 3 });
    const fresh = paused.targetCollection!;
    expect(recorder.collections.get(fresh)?.size).toBe(3);
    expect(served()).toEqual([STALE]);

    const resumed = startReindex(null, options());
    expect(resumed.kind).toBe("resumed");
    if (resumed.kind === "running") return;
    await resumed.run;
    expect(reindexJob(paused.id, t.db)).toMatchObject({ state: "done", targetCollection: fresh });
    expect(recorder.aliases.get("decisions")).toBe(fresh);
    expect(served()).toEqual(corpusIds);
    // The resumed job imported only the batches after its cursor (7 documents: 3, then 3 + 1).
    const imported = recorder.requests
      .filter((r) => r.path === `/collections/${fresh}/documents/import`)
      .map((r) => r.body.split("\n").length);
    expect(imported).toEqual([3, 3, 1]);
  });

  it("starts the copy over when the fresh collection was lost while it was interrupted", async () => {
    const started = startReindex(null, { ...options(), pauseMs: 50 });
    if (started.kind === "running") throw new Error("a job was already running");
    while ((reindexJob(started.job.id, t.db)?.done ?? 0) === 0) await new Promise((r) => setTimeout(r, 5));
    await pauseRunningReindex(t.db);
    const fresh = latestReindexJob(t.db)!.targetCollection!;
    recorder.collections.delete(fresh); // the search server lost it

    const resumed = startReindex(null, options());
    if (resumed.kind === "running") throw new Error("a job was already running");
    await resumed.run;
    expect(reindexJob(started.job.id, t.db)).toMatchObject({ state: "done", done: CORPUS.length });
    expect(served()).toEqual(corpusIds);
  });

  it("a job that fails leaves searches on the live collection and drops the fresh one", async () => {
    const started = startReindex(null, { ...options(), pauseMs: 50 });
    if (started.kind === "running") throw new Error("a job was already running");
    while ((reindexJob(started.job.id, t.db)?.done ?? 0) === 0) await new Promise((r) => setTimeout(r, 5));
    // The next batch's import fails: its collection is gone.
    const fresh = reindexJob(started.job.id, t.db)!.targetCollection!;
    recorder.collections.delete(fresh);
    await started.run;

    expect(reindexJob(started.job.id, t.db)).toMatchObject({ state: "failed" });
    expect(recorder.aliases.get("decisions")).toBe("decisions_1");
    expect(served()).toEqual([STALE]);
    expect([...recorder.collections.keys()]).toEqual(["decisions_1"]);
  });
});
