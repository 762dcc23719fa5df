/**
 * The background side of the reindex job (decision records 081 and 090): a job left unfinished
 * because its process stopped (a restart, a crash) is carried on by the next server process to
 * look, from its last batch, with no administrator needed. Every process looks at boot and then
 * every `intervalMs`; the "search-reindex" lease lets exactly one of them take the job over.
 * Stopping the worker (a clean shutdown) pauses this process's job after its current batch and
 * gives the lease back, so another process, or this one's successor, carries on at once.
 */
import type { Db } from "#db/client";
import { pauseRunningReindex, resumeInterruptedReindex, type ReindexOptions } from "./reindex-job.server";

export interface ReindexResumerOptions extends Omit<ReindexOptions, "db" | "now"> {
  /** How often to look for a job another process left (default: every 30 s, the lease's length). */
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** Told of each job this process takes over (and of the work it starts, to await in tests). */
  onResume?: (job: { id: number; done: number; total: number }, run: Promise<void>) => void;
}

export interface ReindexResumer {
  stop(): Promise<void>;
}

export function startReindexResumer(db: Db, options: ReindexResumerOptions = {}): ReindexResumer {
  const {
    intervalMs = 30_000,
    onError = (error) => console.error("reindex resume:", error),
    onResume,
    ...job
  } = options;
  let stopped = false;
  const look = () => {
    if (stopped) return;
    try {
      const resumed = resumeInterruptedReindex({ ...job, db });
      if (resumed && resumed.kind !== "running") onResume?.(resumed.job, resumed.run);
    } catch (error) {
      onError(error);
    }
  };
  look();
  const timer = setInterval(look, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await pauseRunningReindex(db);
    },
  };
}
