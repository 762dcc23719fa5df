/**
 * Production server: applies migrations, seeds demo data into an empty database, then serves
 * the built Remix app with Express. Binds to 127.0.0.1 unless HOST says otherwise.
 *   PORT (3000), HOST (127.0.0.1), DATABASE_PATH (./data/portal.db)
 */
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config, ConfigError } from "./config/env";
import { databasePath, getDb } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";

async function main() {
  const { NODE_ENV, PORT: port, HOST: host } = config();
  const db = getDb();
  applyMigrations(db);
  await seedIfEmpty(db);

  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  app.all("*", createRequestHandler({ build, mode: NODE_ENV }));

  app.listen(port, host, () => {
    console.log(`Μητρώο πράξεων: http://${host}:${port} (database ${databasePath()})`);
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
