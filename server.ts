/**
 * Production server: applies migrations, seeds demo data into an empty database, then serves
 * the built Remix app with Express. Binds to 127.0.0.1 unless HOST says otherwise.
 *   PORT (3000), HOST (127.0.0.1), DATABASE_PATH (./data/portal.db)
 */
import { createRequestHandler } from "@remix-run/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config, ConfigError } from "./config/env";
import { databasePath, getDb } from "./db/client";
import { applyMigrations } from "./db/migrate";
import { seedIfEmpty } from "./db/seed";
import { rejectCrossSiteWrites } from "./app/http/cross-site.express";

async function main() {
  const { NODE_ENV, PORT: port, HOST: host } = config();
  const db = getDb();
  applyMigrations(db);
  await seedIfEmpty(db);

  const build = await import(pathToFileURL(path.resolve("build/server/index.js")).href);
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
  app.use(rejectCrossSiteWrites(() => config().publicUrl));
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: NODE_ENV,
      // The client's address, for throttling (app/http/client-address.ts).
      getLoadContext: (req) => ({ clientAddress: req.ip ?? req.socket.remoteAddress ?? "" }),
    }),
  );

  app.listen(port, host, () => {
    console.log(`Μητρώο πράξεων: http://${host}:${port} (database ${databasePath()})`);
  });
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
