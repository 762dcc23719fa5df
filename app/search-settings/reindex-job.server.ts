/**
 * «Επαναδημιουργία ευρετηρίου» from /administration/search (decision record 081): the rebuild of
 * `npm run reindex` (search/reindex.ts, search/fts5-rebuild.ts) as a background job of the server
 * process, with its progress in reindex_jobs.
 *
 * - One at a time: the job runs while its process holds the "search-reindex" lease of
 *   worker_leases (db/leases.ts), renewed before every batch. Asking for another while it runs
 *   answers with the running one.
 * - Resumable: every batch is its own short transaction and the job records the last decision
 *   done. If its process stops (a restart, a crash), the lease expires and the job shows as
 *   interrupted; starting again carries on from there instead of from the beginning, and the
 *   server processes do so by themselves (reindex-resume.server.ts, decision record 090).
 * - FTS5: every document's words and filter rows are rewritten, then the aggregates corrected and
 *   the index merged, as the command does.
 * - Typesense: as `npm run reindex` (decision record 104), the documents go into a fresh
 *   collection, named in the job so that a resumed job fills the same one, while searches read the
 *   old one; when the copy is complete the alias moves to it in one call and the old one is
 *   dropped. A failed job drops the fresh collection. The job holds the search-sync lease
 *   meanwhile, so no older version of a decision lands after the copy's.
 */
import crypto from "node:crypto";
import os from "node:os";
import { setTimeout as sleep } from "node:timers/promises";
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { holdLease, releaseLease, takeLease } from "#db/leases";
import type { SearchEngine } from "#search/engine";
import { applyFts5Corrections, correctionCount, findFts5Corrections, rewriteDocumentBatch } from "#search/fts5-rebuild";
import { mergeFts5Segments } from "#search/fts5-segments";
import { getExternalSearchEngine } from "#search/index";
import {
  canRebuild,
  copyDocumentBatch,
  countIndexed,
  lastQueuedOutboxId,
  settleOutboxUpTo,
  type RebuildingEngine,
} from "#search/reindex";
import { SEARCH_SYNC_LEASE } from "#search/sync";
import { writeAudit, type DbOrTx } from "#app/audit.server";
import { indexServersSettings } from "./index-servers.server";

export const REINDEX_LEASE = "search-reindex";
/** Far longer than one batch takes; a job whose process died shows as interrupted after it. */
const LEASE_MS = 30_000;
/** Time for a sync batch another process may have in flight when a Typesense job takes over. */
const SYNC_GRACE_MS = 5_000;
const MAX_CORRECTION_PASSES = 3;

export type ReindexJob = typeof schema.reindexJobs.$inferSelect;

/** This process, as a lease holder. */
const PROCESS_HOLDER = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
/** Jobs this process is running now, per database connection, and how to stop each. */
const running = new WeakMap<object, { run: Promise<void>; stop: AbortController }>();

export function reindexJob(id: number, db: Db = getDb()): ReindexJob | null {
  return db.select().from(schema.reindexJobs).where(eq(schema.reindexJobs.id, id)).get() ?? null;
}

export function latestReindexJob(db: Db = getDb()): ReindexJob | null {
  return db.select().from(schema.reindexJobs).orderBy(desc(schema.reindexJobs.id)).limit(1).get() ?? null;
}

/** Whether some process holds the reindex lease now. */
function leaseHeld(db: Db, now: number): boolean {
  const row = db.select().from(schema.workerLeases).where(eq(schema.workerLeases.name, REINDEX_LEASE)).get();
  return row !== undefined && row.expiresAt > now;
}

/** A job that is marked running but that no process is running (its process stopped). */
export function isInterrupted(job: ReindexJob, db: Db = getDb(), now = Date.now()): boolean {
  return job.state === "running" && !leaseHeld(db, now) && !running.has(db.$client);
}

/** Done and total as the progress page shows them (documents published meanwhile count too). */
export function progressOf(job: ReindexJob): { done: number; total: number; percent: number } {
  const total = Math.max(job.total, job.done);
  const done = job.state === "done" ? total : job.done;
  return { done, total, percent: total === 0 ? 100 : Math.floor((done / total) * 100) };
}

export interface ReindexOptions {
  db?: Db;
  /** Who holds the lease (a process); tests name two to play two processes. */
  holder?: string;
  /** The external engine to copy to; default this process's (null: FTS5). */
  external?: SearchEngine | null;
  batchSize?: number;
  /** Pause between batches, so the server keeps answering requests (default: one event-loop turn). */
  pauseMs?: number;
  /** Typesense: the wait for a sync batch in flight before the copy (default 5 s; tests shorten it). */
  syncGraceMs?: number;
  now?: number;
}

export type StartReindexResult =
  { kind: "started" | "resumed"; job: ReindexJob; run: Promise<void> } | { kind: "running"; job: ReindexJob | null };

/**
 * Starts a reindex, or carries on an interrupted one, as `actor`; answers the running job when
 * one runs. The work goes on in the background (`run`); its progress is in reindex_jobs.
 */
export function startReindex(actor: { id: number } | null, options: ReindexOptions = {}): StartReindexResult {
  const db = options.db ?? getDb();
  const claimed = claimJob(db, actor, true, options);
  return claimed ?? { kind: "running", job: latestReindexJob(db) };
}

/**
 * Carries on a job left running by a process that stopped (its lease expired), with no one's
 * name on it; nothing when no job is unfinished or another process is running it. Every server
 * process calls this at boot and then now and then (reindex-resume.server.ts): the lease lets
 * one of them win, and the others find it held.
 */
export function resumeInterruptedReindex(options: ReindexOptions = {}): StartReindexResult | null {
  const db = options.db ?? getDb();
  if (!unfinishedJob(db)) return null;
  return claimJob(db, null, false, options);
}

/**
 * Stops this process's job on `db` after its current batch and gives its lease back, leaving it
 * unfinished for the next process (or the next boot) to carry on; resolves when it has stopped.
 */
export async function pauseRunningReindex(db: Db = getDb()): Promise<void> {
  const current = running.get(db.$client);
  if (!current) return;
  current.stop.abort();
  await current.run;
}

function unfinishedJob(db: DbOrTx): ReindexJob | undefined {
  const jobs = schema.reindexJobs;
  return db.select().from(jobs).where(eq(jobs.state, "running")).orderBy(desc(jobs.id)).limit(1).get();
}

/**
 * Takes the reindex lease and the unfinished job (or, when `mayCreate`, a new one), audited,
 * and runs it in the background. Null when the lease is held (a job runs, here or elsewhere) or
 * there is nothing to resume.
 */
function claimJob(
  db: Db,
  actor: { id: number } | null,
  mayCreate: boolean,
  options: ReindexOptions,
): Extract<StartReindexResult, { kind: "started" | "resumed" }> | null {
  const holder = options.holder ?? PROCESS_HOLDER;
  const now = options.now ?? Date.now();
  if (running.has(db.$client) || !holdLease(db, REINDEX_LEASE, holder, LEASE_MS, now)) return null;
  const external = options.external === undefined ? getExternalSearchEngine(db) : options.external;
  const job = db.transaction((tx) => {
    const current = unfinishedJob(tx);
    if (!current && !mayCreate) return null;
    const row =
      current ??
      tx
        .insert(schema.reindexJobs)
        .values({
          state: "running",
          engine: external ? external.name : "fts5",
          total: countIndexed(db),
          startedBy: actor?.id ?? null,
          startedAt: now,
          updatedAt: now,
        })
        .returning()
        .get();
    writeAudit(tx, {
      userId: actor?.id ?? null,
      action: current ? "search.reindex.resume" : "search.reindex.start",
      entityType: "reindexJob",
      entityId: String(row.id),
    });
    return { row, resumed: current !== undefined };
  });
  if (!job) {
    // Finished meanwhile: nothing to carry on.
    releaseLease(db, REINDEX_LEASE, holder);
    return null;
  }
  const stop = new AbortController();
  const run = runJob(db, job.row.id, holder, external, options, stop.signal).finally(() => running.delete(db.$client));
  running.set(db.$client, { run, stop });
  return { kind: job.resumed ? "resumed" : "started", job: job.row, run };
}

async function runJob(
  db: Db,
  jobId: number,
  holder: string,
  external: SearchEngine | null,
  options: ReindexOptions,
  stopped: AbortSignal,
): Promise<void> {
  const batchSize = options.batchSize ?? indexServersSettings(db).reindexBatchSize;
  const jobs = schema.reindexJobs;
  let target: SearchEngine | null = external;
  try {
    if (external) {
      takeLease(db, SEARCH_SYNC_LEASE, holder, LEASE_MS);
      await sleep(options.syncGraceMs ?? SYNC_GRACE_MS);
      if (canRebuild(external)) target = await freshCollectionOf(db, jobId, external);
    }
    for (;;) {
      // A shutdown: the job stays unfinished and the lease is given back (below) for the next process.
      if (stopped.aborted) return;
      // Another process took over (this one stalled past the lease): it carries on, not us.
      if (!holdLease(db, REINDEX_LEASE, holder, LEASE_MS)) return;
      if (external && !holdLease(db, SEARCH_SYNC_LEASE, holder, LEASE_MS)) return;
      const job = reindexJob(jobId, db);
      if (!job || job.state !== "running") return;
      const ids = target
        ? await copyDocumentBatch(db, target, job.cursor, batchSize)
        : rewriteDocumentBatch(db, job.cursor, batchSize);
      if (ids.length === 0) break;
      // Moved on only from the cursor this batch started at: should another process have taken
      // the job over while this batch ran (this one stalled past its lease), its progress stands
      // and this process stops, so no batch is counted twice.
      const moved = db
        .update(jobs)
        .set({ done: job.done + ids.length, cursor: ids[ids.length - 1], updatedAt: Date.now() })
        .where(and(eq(jobs.id, jobId), eq(jobs.cursor, job.cursor)))
        .run();
      if (moved.changes === 0) return;
      await sleep(options.pauseMs ?? 0);
    }
    if (!external) correctFts5Aggregates(db);
    if (external && canRebuild(external)) await swapToFreshCollection(db, jobId, external);
    const finishedAt = Date.now();
    db.update(jobs).set({ state: "done", updatedAt: finishedAt, finishedAt }).where(eq(jobs.id, jobId)).run();
  } catch (error) {
    console.error("reindex job failed", error);
    if (external && canRebuild(external)) await abandonFreshCollection(db, jobId, external);
    const finishedAt = Date.now();
    db.update(jobs)
      .set({
        state: "failed",
        error: error instanceof Error ? error.message : String(error),
        updatedAt: finishedAt,
        finishedAt,
      })
      .where(eq(jobs.id, jobId))
      .run();
  } finally {
    releaseLease(db, REINDEX_LEASE, holder);
    if (external) releaseLease(db, SEARCH_SYNC_LEASE, holder);
  }
}

/**
 * The fresh collection this job fills: named and created when its copy begins, the same one when
 * it carries on. If that one was lost meanwhile (the search server lost its data), it is created
 * again and the copy starts over.
 */
async function freshCollectionOf(db: Db, jobId: number, engine: RebuildingEngine): Promise<SearchEngine> {
  const jobs = schema.reindexJobs;
  const job = reindexJob(jobId, db);
  const begun = job?.targetCollection ?? undefined;
  const { collection, created } = await engine.startRebuild(begun);
  if (!begun || created) {
    db.update(jobs)
      .set({ targetCollection: collection, outboxBefore: lastQueuedOutboxId(db), cursor: 0, done: 0 })
      .where(eq(jobs.id, jobId))
      .run();
  }
  return engine.collectionEngine(collection);
}

/** The copy is complete: searches move to the fresh collection, and what the copy read is settled. */
async function swapToFreshCollection(db: Db, jobId: number, engine: RebuildingEngine): Promise<void> {
  const job = reindexJob(jobId, db);
  if (!job?.targetCollection) return;
  await engine.finishRebuild(job.targetCollection);
  settleOutboxUpTo(db, job.outboxBefore ?? 0);
}

/** A failed copy: the fresh collection goes, searches never saw it. */
async function abandonFreshCollection(db: Db, jobId: number, engine: RebuildingEngine): Promise<void> {
  const job = reindexJob(jobId, db);
  if (!job?.targetCollection) return;
  try {
    await engine.abandonRebuild(job.targetCollection);
  } catch (error) {
    console.error("the reindex job's fresh collection could not be dropped", error);
  }
}

/** FTS5 phases 2 and 3 (search/fts5-rebuild.ts): aggregates checked and corrected, then the index merged. */
function correctFts5Aggregates(db: Db): void {
  for (let pass = 0; pass < MAX_CORRECTION_PASSES; pass++) {
    const fix = findFts5Corrections(db);
    if (correctionCount(fix) === 0) break;
    applyFts5Corrections(db, fix);
  }
  mergeFts5Segments(db);
}
