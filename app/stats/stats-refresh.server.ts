/**
 * The background worker that keeps the monthly and daily publication aggregates current
 * (./publication-stats.server.ts): at start, then hourly, as the home page promises. With several
 * server processes on one database, only the holder of the "publication-stats" lease does the
 * work; every process's figures follow as soon as a rebuild commits (./stats-generation.server.ts).
 */
import type { Db } from "#db/client";
import { startLeasedJob, yieldToRequests, type LeasedJob } from "#app/workers/leased-job.server";
import { KPI_TTL_MS } from "./kpi.server";
import { refreshPublicationStats, type RefreshReport } from "./publication-stats.server";

export const STATS_LEASE = "publication-stats";
/** Far longer than a first build at ten million decisions takes. */
const LEASE_MS = 15 * 60_000;

export interface StatsRefreshOptions {
  intervalMs?: number;
  onError?: (error: unknown) => void;
  /** Told after each run (tests, logs). */
  onRun?: (report: RefreshReport) => void;
}

export function startPublicationStatsRefresh(db: Db, options: StatsRefreshOptions = {}): LeasedJob {
  return startLeasedJob(db, {
    lease: STATS_LEASE,
    leaseMs: LEASE_MS,
    intervalMs: options.intervalMs ?? KPI_TTL_MS,
    runAtStart: true,
    run: async () => {
      const report = await refreshPublicationStats(db, { pause: yieldToRequests });
      options.onRun?.(report);
    },
    onError: (error) => options.onError?.(error),
  });
}
