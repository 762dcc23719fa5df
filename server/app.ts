/**
 * The Express app: the server edge in front of the Remix app. Order matters; each rule answers
 * before anything after it runs:
 *   request log (id, one line per request) → security headers → URL length (414) → methods
 *   (405, OPTIONS) → /healthz → content type (415) → body size (413) → same origin (403) →
 *   compression → static files → a turn (server/turns.ts) → the app (Remix) → Greek error answer.
 */
import compression from "compression";
import express, { type RequestHandler } from "express";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import type { Config } from "#config/env";
import type { Db } from "#db/client";
import { contentTypeRule } from "./content-type";
import { healthRoute, type HealthCheck } from "./health";
import { contentLengthRule, urlLengthRule } from "./limits";
import { finalErrorHandler, requestLogging, type Logger } from "./logging";
import { methodRule } from "./methods";
import { sameOriginRule } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { takingTurns } from "./turns";

export interface AppDeps {
  config: Config;
  logger: Logger;
  db: () => Db;
  /** Serves everything the edge lets through: the Remix app (server/remix.ts), or a test's handler. */
  appHandler: RequestHandler;
  /** The built client (build/client); static files are served from it when given. */
  clientDir?: string;
  healthChecks?: readonly HealthCheck[];
}

export function createApp(deps: AppDeps): express.Express {
  const { config, logger } = deps;
  const app = express();
  const turns = takingTurns();
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY_HOPS);

  app.use(requestLogging(logger, { trustRequestId: config.TRUST_PROXY_HOPS > 0 }));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(urlLengthRule(config.limits));
  app.use(methodRule());
  app.get("/healthz", healthRoute(deps.db, [...(deps.healthChecks ?? []), turns.healthCheck]));
  app.use(contentTypeRule());
  app.use(contentLengthRule(config.limits));
  app.use(sameOriginRule(() => config.publicUrl));
  app.use(compressionFor());
  if (deps.clientDir) {
    app.use("/assets", express.static(path.join(deps.clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(publicFiles(deps.clientDir));
  }
  app.all("*", turns.handler, deps.appHandler);
  app.use(finalErrorHandler());
  return app;
}

/**
 * The public folder's files (icons, manifest, XML Schema) with an hour's cache. Asked only for the
 * names the folder holds, read once at start: otherwise every page request paid a file-system
 * look-up before reaching the portal (a tenth of the home page's CPU at 1M decisions).
 */
function publicFiles(clientDir: string): RequestHandler {
  const names = new Set(fs.existsSync(clientDir) ? fs.readdirSync(clientDir) : []);
  const serve = express.static(clientDir, { maxAge: "1h" });
  return (req, res, next) => {
    if (names.has(req.path.split("/")[1] ?? "")) void serve(req, res, next);
    else next();
  };
}

/**
 * Compression for every answer (brotli when the client accepts it, as browsers do, else gzip), at
 * the fastest levels for the large streamed downloads (the search export): at the default levels
 * the compressor, not the export, set the pace. gzip level 1 costs ~8 µs of CPU per JSON row (860
 * bytes), brotli quality 0 ~3 µs for a file no larger (decision 109); the default brotli quality
 * (4) costs more than both. Pages keep the defaults.
 */
function compressionFor(): RequestHandler {
  const pages = compression();
  const downloads = compression({
    level: zlib.constants.Z_BEST_SPEED,
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MIN_QUALITY } },
  });
  return (req, res, next) => (req.path === "/search/export" ? downloads : pages)(req, res, next);
}
