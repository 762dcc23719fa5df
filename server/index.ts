/**
 * The server: checks the configuration, applies the migrations, seeds an empty database (demo
 * data outside production), starts the background workers, serves the built Remix app behind
 * the edge (server/app.ts), and shuts down gracefully on SIGTERM/SIGINT.
 *
 * Run from the project folder: `npm start` (build, then serve) or, built, `npm run serve`, which
 * is plain `node build/server/main.js` (this file bundled by scripts/build-server.mjs).
 */
import type { ServerBuild } from "@remix-run/node";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config, ConfigError } from "#config/env";
import { databasePath, getDb } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { seedIfEmpty } from "#db/seed";
import { createApp } from "./app";
import { backgroundHealthChecks, startBackgroundWorkers, stopBackgroundWorkers } from "./background";
import { createHttpServer, listen } from "./listen";
import { createLogger } from "./logging";
import { remixHandler } from "./remix";
import { staticSecurityHeaders } from "./security-headers";
import { closeDatabaseStep, installGracefulShutdown } from "./shutdown";

const BUILD_DIR = path.resolve("build");
/** Requests in flight get this long to finish after SIGTERM. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const settings = config();
  const logger = createLogger();
  const db = getDb();
  applyMigrations(db);
  await seedIfEmpty(db);

  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  const deps = { db, logger };
  const workers = startBackgroundWorkers(deps);
  const app = createApp({
    config: settings,
    logger,
    db: getDb,
    appHandler: remixHandler(build, settings.NODE_ENV),
    clientDir: path.join(BUILD_DIR, "client"),
    healthChecks: backgroundHealthChecks(deps),
  });
  const server = createHttpServer(app, settings.limits, staticSecurityHeaders({ production: settings.isProduction }));
  await listen(server, settings.PORT, settings.HOST);
  installGracefulShutdown({
    server,
    logger,
    graceMs: SHUTDOWN_GRACE_MS,
    steps: [{ name: "background workers", run: () => stopBackgroundWorkers(workers, logger) }, closeDatabaseStep(db)],
  });
  logger.info(
    { url: `http://${settings.HOST}:${settings.PORT}`, database: databasePath(), mode: settings.NODE_ENV },
    `Μητρώο πράξεων: http://${settings.HOST}:${settings.PORT}`,
  );
}

main().catch((error) => {
  // Before the logger exists (bad settings) a plain line is clearest.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
