/**
 * A server process for the shutdown test: the real edge, HTTP server and graceful shutdown
 * (server/app.ts, listen.ts, shutdown.ts) with the test handler of ./edge-app.ts, on the SQLite
 * file DATABASE_PATH, logging JSON lines to stdout. Prints `listening <port>` when ready.
 *   node --import tsx tests/support/edge-server.ts [GRACE_MS]
 * GRACE_MS (default 10000) bounds the wait for requests in flight.
 */
import { config } from "#config/env";
import { openDatabase } from "#db/client";
import { createApp } from "#server/app";
import { stopBackgroundWorkers, type BackgroundWorker } from "#server/background";
import { createHttpServer, listen } from "#server/listen";
import { createLogger } from "#server/logging";
import { staticSecurityHeaders } from "#server/security-headers";
import { closeDatabaseStep, installGracefulShutdown } from "#server/shutdown";
import { edgeTestHandler } from "./edge-app";

const settings = config();
const logger = createLogger();
const db = openDatabase(settings.DATABASE_PATH);
// A worker that takes a moment to finish its job, as the mail outbox would.
const worker: BackgroundWorker = {
  name: "test-worker",
  stop: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        logger.info({ worker: "test-worker" }, "worker finished its job");
        resolve();
      }, 100),
    ),
};
const app = createApp({ config: settings, logger, db: () => db, appHandler: edgeTestHandler() });
const server = createHttpServer(app, settings.limits, staticSecurityHeaders({ production: false }));
const address = await listen(server, 0, "127.0.0.1");
installGracefulShutdown({
  server,
  logger,
  graceMs: Number(process.argv[2] ?? 10_000),
  steps: [{ name: "background workers", run: () => stopBackgroundWorkers([worker], logger) }, closeDatabaseStep(db)],
});
process.stdout.write(`listening ${address.port}\n`);
