/**
 * A background job run every `intervalMs` by whichever server process holds its lease
 * (db/leases.ts), one run at a time: with several processes on one database the work is done once,
 * and a process that dies mid-run leaves the lease to expire and the rest to the next holder.
 * stop() stops the timer, tells the run in flight to stop at its next pause (`stopped()`), waits
 * for it and lets the lease go.
 */
import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "#db/client";
import { holdLease, releaseLease } from "#db/leases";

/** Lets the event loop answer requests between two steps of a job's run. */
export const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export interface LeasedJobOptions {
  lease: string;
  /** Longer than a run takes; renewed at each run. */
  leaseMs: number;
  intervalMs: number;
  /** Also run once as soon as the event loop is free after the start. */
  runAtStart?: boolean;
  run: (stopped: () => boolean) => Promise<void>;
  onError: (error: unknown) => void;
}

export interface LeasedJob {
  stop(): Promise<void>;
}

export function startLeasedJob(db: Db, job: LeasedJobOptions): LeasedJob {
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        if (!holdLease(db, job.lease, holder, job.leaseMs)) return;
        await job.run(() => stopped);
      } catch (error) {
        job.onError(error);
      } finally {
        running = null;
      }
    })();
  };

  const first = job.runAtStart ? setTimeout(run, 0) : null;
  first?.unref();
  const timer = setInterval(run, job.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      clearInterval(timer);
      await running;
      releaseLease(db, job.lease, holder);
    },
  };
}
