/**
 * The background worker that keeps the monthly and daily publication aggregates current
 * (./publication-stats.server.ts): at start, then hourly, as the home page promises. With several
 * server processes on one database, only the holder of the "publication-stats" lease does the
 * work; every process's figures follow as soon as a rebuild commits (./stats-generation.server.ts).
 */
import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "#db/client";
import { holdLease, releaseLease } from "#db/leases";
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

/** Lets the event loop answer requests between two months. */
const yieldToRequests = () => new Promise<void>((resolve) => setImmediate(resolve));

export function startPublicationStatsRefresh(db: Db, options: StatsRefreshOptions = {}) {
  const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;
  let running: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (running || stopped) return;
    running = (async () => {
      try {
        if (!holdLease(db, STATS_LEASE, holder, LEASE_MS)) return;
        const report = await refreshPublicationStats(db, { pause: yieldToRequests });
        options.onRun?.(report);
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = null;
      }
    })();
  };

  const first = setTimeout(run, 0);
  const timer = setInterval(run, options.intervalMs ?? KPI_TTL_MS);
  first.unref();
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await running;
      releaseLease(db, STATS_LEASE, holder);
    },
  };
}
