/**
 * The background worker of search alerts (./digest.server.ts): every ALERT_INTERVAL_SECONDS it
 * mails the new matches of immediate alerts and, from ALERT_DIGEST_HOUR each day, the daily
 * digests. With several server processes on one database only the holder of the "search-alerts"
 * lease runs (db/leases.ts); a process that dies mid-run leaves the rest to the next holder, which
 * resumes where it stopped (each alert is done in its own transaction).
 */
import { config } from "#config/env";
import type { Db } from "#db/client";
import { startLeasedJob, type LeasedJob } from "#app/workers/leased-job.server";
import { runDueAlerts, type AlertRunReport } from "./digest.server";

export const ALERTS_LEASE = "search-alerts";
/** Longer than a run over many alerts takes; renewed at each run. */
const LEASE_MS = 10 * 60_000;

export interface AlertWorkerOptions {
  intervalMs?: number;
  digestHour?: number;
  onError?: (error: unknown) => void;
  /** Told after each run that queued mail (the mail worker is woken by its own poll). */
  onRun?: (report: AlertRunReport) => void;
}

export function startAlertWorker(db: Db, options: AlertWorkerOptions = {}): LeasedJob {
  return startLeasedJob(db, {
    lease: ALERTS_LEASE,
    leaseMs: LEASE_MS,
    intervalMs: options.intervalMs ?? config().ALERT_INTERVAL_SECONDS * 1_000,
    run: async (stopped) => {
      const report = await runDueAlerts(db, {
        digestHour: options.digestHour ?? config().ALERT_DIGEST_HOUR,
        shouldStop: stopped,
      });
      if (report.mailed > 0) options.onRun?.(report);
    },
    onError: (error) => options.onError?.(error),
  });
}
