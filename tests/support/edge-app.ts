/**
 * The real server edge (server/app.ts, server/listen.ts) on a scratch SQLite file and a free
 * port, for integration tests that send real HTTP requests. The Remix app is replaced by a small
 * handler with the routes the tests need, reading bodies the way Remix does (server/limits.ts
 * `limitedBody`):
 *   POST any path      reads the whole body, answers 200 "<bytes>"
 *   GET  /slow?ms=N    answers 200 "done" after N ms, in two writes (a request in flight)
 *   GET  /search/export?ms=N  a download: a line of JSON, then the rest after N ms
 *   GET  /boom         throws (a server failure: 500)
 *   GET  /refused      reports an error and answers 400 (bad input)
 *   GET  /context      answers with the load context's nonce and request id
 *   GET  /gzipped      a page compressed already (Content-Encoding: gzip), as a kept page is sent
 *   anything else      200 "ok"
 * The log goes to `logLines()` (one parsed JSON object per line).
 */
import type { RequestHandler } from "express";
import type http from "node:http";
import { Writable } from "node:stream";
import zlib from "node:zlib";
import { parseConfig, type Config } from "#config/env";
import { createApp } from "#server/app";
import type { HealthCheck } from "#server/health";
import { limitedBody } from "#server/limits";
import { createHttpServer, listen } from "#server/listen";
import { createLogger, type Logger } from "#server/logging";
import { loadContext, send } from "#server/remix";
import { staticSecurityHeaders } from "#server/security-headers";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface EdgeApp {
  url: string;
  port: number;
  server: http.Server;
  config: Config;
  logger: Logger;
  testDb: TestDatabase;
  /** How many requests reached the app handler (past every edge rule). */
  handled: () => number;
  /** The most body bytes the app handler was given for one request. */
  mostBodyBytesRead: () => number;
  logLines: () => Record<string, unknown>[];
  close(): Promise<void>;
}

export interface EdgeAppOptions {
  env?: Record<string, string>;
  limits?: Partial<Config["limits"]>;
  healthChecks?: HealthCheck[];
  clientDir?: string;
}

/** The text /gzipped sends compressed. */
export const GZIPPED_PAGE = `<!DOCTYPE html><p>${"Αναρτήσεις πράξεων ".repeat(200)}</p>`;

/** The first row of the test download (/search/export). */
export const EXPORT_ROW = JSON.stringify({ ada: "ΨΩΡ1ΩΗ6-ΑΒΓ", subject: "Έγκριση δαπάνης ".repeat(60) });

export function edgeTestHandler(
  count: () => void = () => {},
  bodyRead: (bytes: number) => void = () => {},
): RequestHandler {
  return (req, res, next) => {
    count();
    if (req.method === "POST") {
      let bytes = 0;
      const body = limitedBody(req, res);
      body.on("data", (chunk: Buffer) => bodyRead((bytes += chunk.byteLength)));
      body.on("error", () => {}); // the edge has answered 413
      body.on("end", () => res.type("text/plain").send(String(bytes)));
      return;
    }
    if (req.path === "/slow") {
      res.type("text/plain").write("do");
      setTimeout(() => res.end("ne"), Number(req.query.ms ?? 500));
      return;
    }
    if (req.path === "/search/export") {
      // Sent as the portal sends a streamed Response (server/remix.ts send), so the test sees the
      // real flushing: the lead and first row, then the rest N ms later.
      const wait = Number(req.query.ms ?? 500);
      const encoder = new TextEncoder();
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(encoder.encode(`{"info":{"query":"δαπάνη"},"decisionResultList":[\n${EXPORT_ROW}`));
          await new Promise((resolve) => setTimeout(resolve, wait));
          controller.enqueue(encoder.encode("\n]}\n"));
          controller.close();
        },
      });
      void send(res, new Response(body, { headers: { "Content-Type": "application/json" } }));
      return;
    }
    if (req.path === "/gzipped") {
      const headers = { "Content-Type": "text/html; charset=utf-8", "Content-Encoding": "gzip" };
      void send(res, new Response(new Uint8Array(zlib.gzipSync(GZIPPED_PAGE)), { headers }));
      return;
    }
    if (req.path === "/boom") return next(new Error("the handler broke"));
    if (req.path === "/refused") {
      loadContext(req, res).reportError?.(new Error("no such decision\n    at someStackFrame (file.ts:1:1)"));
      res.status(400).type("text/plain").send("bad");
      return;
    }
    if (req.path === "/context") {
      const context = loadContext(req, res);
      res.json({ nonce: context.cspNonce, requestId: context.requestId });
      return;
    }
    res.type("text/plain").send("ok");
  };
}

export async function startEdgeApp(options: EdgeAppOptions = {}): Promise<EdgeApp> {
  const parsed = parseConfig({ NODE_ENV: "test", ...options.env });
  const config: Config = { ...parsed, limits: { ...parsed.limits, ...options.limits } };
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      callback();
    },
  });
  const logger = createLogger(sink);
  const testDb = createTestDatabase();
  let handled = 0;
  let mostBodyBytes = 0;
  const app = createApp({
    config,
    logger,
    db: () => testDb.db,
    appHandler: edgeTestHandler(
      () => handled++,
      (bytes) => (mostBodyBytes = Math.max(mostBodyBytes, bytes)),
    ),
    clientDir: options.clientDir,
    healthChecks: options.healthChecks,
  });
  const server = createHttpServer(app, config.limits, staticSecurityHeaders({ production: config.isProduction }));
  const address = await listen(server, 0, "127.0.0.1");
  return {
    url: `http://127.0.0.1:${address.port}`,
    port: address.port,
    server,
    config,
    logger,
    testDb,
    handled: () => handled,
    mostBodyBytesRead: () => mostBodyBytes,
    logLines: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      testDb.cleanup();
    },
  };
}
