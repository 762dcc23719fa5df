/**
 * The server: checks the configuration, applies the migrations, seeds an empty database (demo
 * data outside production), starts the background workers, serves the built Remix app behind
 * the edge (server/app.ts), and shuts down gracefully on SIGTERM/SIGINT.
 *
 * With WEB_PROCESSES > 1 (the default in production: one per core) this first process only
 * prepares the database (migrations, seed) ONCE and then runs the web processes, each of which
 * serves (server/cluster.ts, decision 085); with 1, this process serves itself.
 *
 * Run from the project folder: `npm start` (build, then serve) or, built, `npm run serve`, which
 * is plain `node build/server/main.js` (this file bundled by scripts/build-server.mjs).
 */
import type { ServerBuild } from "@remix-run/node";
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config, ConfigError } from "#config/env";
import { databasePath, getDb, openDatabase } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { seedIfEmpty } from "#db/seed";
import { createApp } from "./app";
import { backgroundHealthChecks, startBackgroundWorkers, stopBackgroundWorkers } from "./background";
import { listenForStopRequest, runPrimary, webProcessCheck } from "./cluster";
import { createHttpServer, listen } from "./listen";
import { createLogger } from "./logging";
import { remixHandler } from "./remix";
import { staticSecurityHeaders } from "./security-headers";
import { closeDatabaseStep, installGracefulShutdown } from "./shutdown";

const BUILD_DIR = path.resolve("build");
/** Requests in flight get this long to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;
/** The primary waits this long for its web processes: their grace period and closing steps. */
const CLUSTER_STOP_MS = SHUTDOWN_GRACE_MS + 5_000;

async function main() {
  const settings = config();
  if (settings.webProcesses > 1 && cluster.isPrimary) await primary(settings.webProcesses);
  else await serve({ prepared: cluster.isWorker });
}

/** The first of several processes: the database is made ready once, before any process serves. */
async function primary(processes: number) {
  const logger = createLogger();
  const db = getDb();
  applyMigrations(db);
  await seedIfEmpty(db);
  // The web processes open their own connections; this one would only hold the WAL back.
  void closeDatabaseStep(db).run();
  runPrimary({
    processes,
    logger,
    stopTimeoutMs: CLUSTER_STOP_MS,
    // Every web process has stopped: fold the WAL into the file once, as one process does.
    afterAll: () => void closeDatabaseStep(openDatabase()).run(),
  });
}

/** A process that serves requests: alone, or one of several (`prepared`: the primary migrated). */
async function serve({ prepared }: { prepared: boolean }) {
  const stopRequest = cluster.isWorker ? listenForStopRequest() : null;
  const settings = config();
  const logger = createLogger();
  const db = getDb();
  if (!prepared) {
    applyMigrations(db);
    await seedIfEmpty(db);
  }

  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  const deps = { db, logger };
  const workers = startBackgroundWorkers(deps);
  const app = createApp({
    config: settings,
    logger,
    db: getDb,
    appHandler: remixHandler(build, settings.NODE_ENV),
    clientDir: path.join(BUILD_DIR, "client"),
    healthChecks: [...backgroundHealthChecks(deps), webProcessCheck(settings.webProcesses)],
  });
  const server = createHttpServer(app, settings.limits, staticSecurityHeaders({ production: settings.isProduction }));
  await listen(server, settings.PORT, settings.HOST);
  const graceful = installGracefulShutdown({
    server,
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    steps: [
      { name: "background workers", run: () => stopBackgroundWorkers(workers, logger) },
      closeDatabaseStep(db, { shared: cluster.isWorker }),
    ],
  });
  stopRequest?.whenAsked((reason) => void graceful.shutdown(reason));
  logger.info(
    {
      url: `http://${settings.HOST}:${settings.PORT}`,
      database: databasePath(),
      mode: settings.NODE_ENV,
      pid: process.pid,
    },
    `Μητρώο πράξεων: http://${settings.HOST}:${settings.PORT}`,
  );
}

main().catch((error) => {
  // Before the logger exists (bad settings) a plain line is clearest.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
