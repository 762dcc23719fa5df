/**
 * Background work of the server process, started on boot and stopped on shutdown, and the
 * health checks that watch it. This is the one place to wire a worker: add its start call to
 * `startBackgroundWorkers` and its checks to `backgroundHealthChecks`, one line each.
 */
import { startBackgroundWorkers as startOutboxWorkers } from "#app/workers/background.server";
import { startPublicationStatsRefresh } from "#app/stats/stats-refresh.server";
import { startAlertWorker } from "#app/alerts/alert-worker.server";
import { startReindexResumer } from "#app/search-settings/reindex-resume.server";
import { outboxLag } from "#app/workers/outbox-lag.server";
import type { Db } from "#db/client";
import { startWalCheckpointer } from "./wal-checkpointer";
import type { HealthCheck } from "./health";
import type { Logger } from "./logging";

export interface BackgroundDeps {
  db: Db;
  logger: Logger;
}

/** A running worker; `stop` resolves once its current job is finished. */
export interface BackgroundWorker {
  name: string;
  stop(): void | Promise<void>;
}

export function startBackgroundWorkers(deps: BackgroundDeps): BackgroundWorker[] {
  const workers: BackgroundWorker[] = [
    // Mail delivery, the search-index sync (with TYPESENSE_URL) and outbox housekeeping.
    {
      name: "outboxes",
      ...startOutboxWorkers(deps.db, {
        onError: (err, worker) => deps.logger.error({ err, worker }, "background worker failed"),
      }),
    },
    // The monthly and daily publication aggregates of /stats and the home page, built at start and refreshed hourly.
    {
      name: "publication-stats",
      ...startPublicationStatsRefresh(deps.db, {
        onError: (err) => deps.logger.error({ err, worker: "publication-stats" }, "background worker failed"),
      }),
    },
    // Search alerts (issue 12): new matches of followed searches, at once or in a daily digest.
    {
      name: "search-alerts",
      ...startAlertWorker(deps.db, {
        onError: (err) => deps.logger.error({ err, worker: "search-alerts" }, "background worker failed"),
        onRun: (report) => deps.logger.info({ worker: "search-alerts", ...report }, "search alerts mailed"),
      }),
    },
    // A reindex job (/administration/search) left unfinished by a stopped process, carried on from its last batch.
    {
      name: "search-reindex",
      ...startReindexResumer(deps.db, {
        onError: (err) => deps.logger.error({ err, worker: "search-reindex" }, "background worker failed"),
        onResume: (job) =>
          deps.logger.info(
            { worker: "search-reindex", jobId: job.id, done: job.done, total: job.total },
            "reindex job resumed",
          ),
      }),
    },
    // The write-ahead log copied into the database file on a thread of its own, not in a request's commit.
    {
      name: "wal-checkpoints",
      ...startWalCheckpointer(deps.db, {
        onError: (err) => deps.logger.error({ err, worker: "wal-checkpoints" }, "background worker failed"),
      }),
    },
  ];
  for (const worker of workers) deps.logger.info({ worker: worker.name }, "background worker started");
  return workers;
}

/** Named checks /healthz runs besides the database and migrations (e.g. outbox lag). */
export function backgroundHealthChecks(deps: BackgroundDeps): HealthCheck[] {
  return [
    // Figures, not a verdict: a mail backlog is for an alert, not a reason to leave the load balancer.
    { name: "outboxes", run: () => ({ ok: true, ...outboxLag(deps.db) }) },
  ];
}

/** Stops every worker, each given the chance to finish; a failing stop is logged, not thrown. */
export async function stopBackgroundWorkers(workers: readonly BackgroundWorker[], logger: Logger): Promise<void> {
  await Promise.all(
    workers.map(async (worker) => {
      try {
        await worker.stop();
      } catch (error) {
        logger.error({ err: error, worker: worker.name }, "background worker did not stop cleanly");
      }
    }),
  );
}
