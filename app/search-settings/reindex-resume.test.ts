/**
 * A reindex job left unfinished carries on by itself (decision record 090), on a real SQLite
 * file: a process that dies mid-way leaves its job and an unexpired lease; once the lease
 * expires, the next process's background worker carries the job on from its last batch, every
 * document is rewritten once, and one process of several takes it over.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { auditOf } from "#app/audit.server";
import { openDatabase, type Db } from "#db/client";
import { holdLease } from "#db/leases";
import { CORPUS } from "#search/contract";
import { createFts5Engine } from "#search/fts5";
import { createTestDatabase } from "#tests/support/test-db";
import {
  isInterrupted,
  latestReindexJob,
  pauseRunningReindex,
  REINDEX_LEASE,
  reindexJob,
  startReindex,
} from "./reindex-job.server";
import { startReindexResumer, type ReindexResumer } from "./reindex-resume.server";

const t = createTestDatabase();
/** A second server process on the same file. */
const other = openDatabase(t.file);
afterAll(() => {
  other.$client.close();
  t.cleanup();
});
const fts5 = createFts5Engine(t.db);
const sqlite = t.db.$client;
const ids = CORPUS.map((d) => d.decisionId).sort((a, b) => a - b);
const job = { external: null, batchSize: 3 } as const;

const wordsOf = (id: number) => sqlite.prepare("SELECT count(*) FROM search_fts WHERE rowid = ?").pluck().get(id);
const loseWords = (which: number[]) => sqlite.exec(`DELETE FROM search_fts WHERE rowid IN (${which.join(",")})`);

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 5_000) throw new Error(`still waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A resumer as a server process starts it, with the job it took over (if any) to await. */
function boot(db: Db, holder: string) {
  const resumed: Promise<void>[] = [];
  const worker: ReindexResumer = startReindexResumer(db, {
    ...job,
    holder,
    intervalMs: 20,
    onResume: (_job, run) => resumed.push(run),
  });
  return { worker, resumed };
}

beforeEach(() => {
  sqlite.exec("DELETE FROM reindex_jobs; DELETE FROM worker_leases");
  fts5.clear();
  fts5.indexMany(CORPUS);
});

describe("an unfinished reindex job", () => {
  it("is carried on from its last batch by the next process once the dead one's lease expires", async () => {
    loseWords(ids);
    const first = startReindex(null, { ...job, db: t.db, holder: "dead-host:1:a", pauseMs: 30 });
    if (first.kind === "running") throw new Error("the first job did not start");
    await until(() => reindexJob(first.job.id, t.db)!.done >= 3, "the first batch");
    // The process dies: its batches stop and its lease stays until it expires.
    await pauseRunningReindex(t.db);
    holdLease(t.db, REINDEX_LEASE, "dead-host:1:a", 60_000);
    const left = reindexJob(first.job.id, t.db)!;
    expect(left).toMatchObject({ state: "running" });
    expect(left.done).toBeLessThan(CORPUS.length);
    const doneBefore = ids.filter((id) => id <= left.cursor);
    const toDo = ids.filter((id) => id > left.cursor);
    expect(toDo.every((id) => wordsOf(id) === 0)).toBe(true);
    // Marks the batches already done: carried on, not started over, they stay as they are.
    loseWords(doneBefore);

    const next = boot(other, "next-host:2:b");
    // While the dead process's lease runs, nobody takes its job.
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(next.resumed).toHaveLength(0);
    sqlite.prepare("UPDATE worker_leases SET expires_at = 0 WHERE name = ?").run(REINDEX_LEASE);
    await until(() => next.resumed.length === 1, "the job to be taken over");
    await Promise.all(next.resumed);
    await next.worker.stop();

    expect(reindexJob(first.job.id, t.db)).toMatchObject({ state: "done", done: CORPUS.length });
    expect(toDo.map(wordsOf)).toEqual(toDo.map(() => 1));
    expect(doneBefore.map(wordsOf)).toEqual(doneBefore.map(() => 0));
    expect(sqlite.prepare("SELECT count(*) FROM reindex_jobs").pluck().get()).toBe(1);
    expect(auditOf("reindexJob", String(first.job.id), t.db).map((a) => a.action)).toEqual([
      "search.reindex.start",
      "search.reindex.resume",
    ]);
  });

  it("is taken over by exactly one of several processes starting at once", async () => {
    const cursor = ids[2];
    // A job whose process died after one batch, its lease long expired.
    sqlite
      .prepare(
        `INSERT INTO reindex_jobs (state, engine, total, done, cursor, started_at, updated_at)
         VALUES ('running', 'fts5', ?, 3, ?, 1, 1)`,
      )
      .run(CORPUS.length, cursor);
    const stalled = latestReindexJob(t.db)!;
    expect(isInterrupted(stalled, t.db)).toBe(true);
    loseWords(ids);

    const processes = [boot(t.db, "host-a:1:a"), boot(other, "host-b:2:b"), boot(other, "host-c:3:c")];
    await until(() => reindexJob(stalled.id, t.db)!.state === "done", "the job to finish");
    await Promise.all(processes.flatMap((p) => p.resumed));
    await Promise.all(processes.map((p) => p.worker.stop()));

    expect(processes.flatMap((p) => p.resumed)).toHaveLength(1);
    expect(reindexJob(stalled.id, t.db)).toMatchObject({ state: "done", done: CORPUS.length });
    expect(auditOf("reindexJob", String(stalled.id), t.db).map((a) => a.action)).toEqual(["search.reindex.resume"]);
    const after = ids.filter((id) => id > cursor);
    expect(after.map(wordsOf)).toEqual(after.map(() => 1));
  });

  it("is paused by a clean shutdown, its lease given back, and carried on at the next boot without waiting", async () => {
    loseWords(ids);
    const first = startReindex(null, { ...job, db: t.db, holder: "host-a:1:a", pauseMs: 30 });
    if (first.kind === "running") throw new Error("the first job did not start");
    const running = boot(t.db, "host-a:1:a");
    await until(() => reindexJob(first.job.id, t.db)!.done >= 3, "the first batch");
    await running.worker.stop();
    const paused = reindexJob(first.job.id, t.db)!;
    expect(paused.state).toBe("running");
    expect(paused.done).toBeLessThan(CORPUS.length);
    expect(isInterrupted(paused, t.db)).toBe(true);

    const next = boot(other, "host-a:1:new");
    expect(next.resumed).toHaveLength(1);
    await Promise.all(next.resumed);
    await next.worker.stop();
    expect(reindexJob(first.job.id, t.db)).toMatchObject({ state: "done", done: CORPUS.length });
    expect(ids.map(wordsOf)).toEqual(ids.map(() => 1));
  });
});
