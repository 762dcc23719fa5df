/**
 * The Express app: the server edge in front of the Remix app. Order matters; each rule answers
 * before anything after it runs:
 *   request log (id, one line per request) → security headers → URL length (414) → methods
 *   (405, OPTIONS) → /healthz → content type (415) → body size (413) → same origin (403) →
 *   compression → static files → the app (Remix) → Greek error answer.
 */
import compression from "compression";
import express, { type RequestHandler } from "express";
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
  app.disable("x-powered-by");
  app.set("trust proxy", config.TRUST_PROXY_HOPS);

  app.use(requestLogging(logger, { trustRequestId: config.TRUST_PROXY_HOPS > 0 }));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(urlLengthRule(config.limits));
  app.use(methodRule());
  app.get("/healthz", healthRoute(deps.db, deps.healthChecks ?? []));
  app.use(contentTypeRule());
  app.use(contentLengthRule(config.limits));
  app.use(sameOriginRule(() => config.publicUrl));
  app.use(compressionFor());
  if (deps.clientDir) {
    app.use("/assets", express.static(path.join(deps.clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(deps.clientDir, { maxAge: "1h" }));
  }
  app.all("*", deps.appHandler);
  app.use(finalErrorHandler());
  return app;
}

/**
 * gzip for every answer, at zlib's fastest level for the large streamed downloads (the search
 * export): at the default level the compressor, not the export, set the pace (about 60,000 rows
 * a second); level 1 keeps up with 100,000+ for files ~15% larger. Pages keep the default.
 */
function compressionFor(): RequestHandler {
  const pages = compression();
  const downloads = compression({ level: zlib.constants.Z_BEST_SPEED });
  return (req, res, next) => (req.path === "/search/export" ? downloads : pages)(req, res, next);
}
