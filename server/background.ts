/**
 * Background work of the server process, started on boot and stopped on shutdown, and the
 * health checks that watch it. This is the one place to wire a worker: add its start call to
 * `startBackgroundWorkers` and its checks to `backgroundHealthChecks`, one line each.
 */
import type { Db } from "#db/client";
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
    // The mail outbox and the search-index sync are wired here, e.g.
    //   { name: "mail-outbox", ...startMailOutboxWorker(deps) },
  ];
  for (const worker of workers) deps.logger.info({ worker: worker.name }, "background worker started");
  return workers;
}

/** Named checks /healthz runs besides the database and migrations (e.g. outbox lag). */
export function backgroundHealthChecks(_deps: BackgroundDeps): HealthCheck[] {
  return [
    // e.g. { name: "mail-outbox", run: () => mailOutboxHealth(deps.db) },
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
