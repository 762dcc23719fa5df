/**
 * Logs: pino, JSON lines on stdout, one line per request (pino-http) with its id (also sent back
 * as X-Request-Id), method, path, status and duration.
 *
 * An anonymous client must not be able to fill the log: a refused request (4xx) is that one line,
 * at level warn, with at most a short `reason`; only a server failure (5xx) logs the error with
 * its stack. Errors the app meets while answering (Remix's handleError, render errors) are handed
 * to `reportError` through the load context instead of console.error, and the request's line
 * decides how much of them to show once the status is known.
 */
import type { ErrorRequestHandler, Request, RequestHandler } from "express";
import type { IncomingMessage, ServerResponse } from "node:http";
import crypto from "node:crypto";
import { inspect } from "node:util";
import { pino, type DestinationStream, type Logger } from "pino";
import { pinoHttp } from "pino-http";
import { config } from "#config/env";
import { refuse } from "./answers";
import { EDGE_TEXT } from "./messages";

export type { Logger };

export function createLogger(destination?: DestinationStream): Logger {
  const options = { level: config().LOG_LEVEL, base: undefined };
  return destination ? pino(options, destination) : pino(options);
}

const ERRORS = Symbol("reportedErrors");
type WithErrors = ServerResponse & { [ERRORS]?: unknown[] };

/** Records an error met while answering; the request's log line reports it. */
export function reportError(res: ServerResponse, error: unknown): void {
  const holder = res as WithErrors;
  (holder[ERRORS] ??= []).push(error);
}

function firstReported(res: ServerResponse): unknown {
  return (res as WithErrors)[ERRORS]?.[0];
}

/** A one-line reason for a refused request: the error's message, shortened, never its stack. */
function reasonOf(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  const message = error instanceof Error ? error.message : inspect(error);
  const line = message.split("\n")[0];
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export interface RequestLoggingOptions {
  /** Reuse an X-Request-Id sent by a trusted proxy (TRUST_PROXY_HOPS > 0) instead of a new one. */
  trustRequestId: boolean;
}

export function requestLogging(logger: Logger, { trustRequestId }: RequestLoggingOptions): RequestHandler {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    wrapSerializers: false,
    customAttributeKeys: { reqId: "reqId", responseTime: "durationMs" },
    genReqId(req: IncomingMessage, res: ServerResponse) {
      const incoming = req.headers["x-request-id"];
      const id =
        trustRequestId && typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    serializers: {
      req: (req: IncomingMessage) => ({ method: req.method, path: (req.url ?? "").split("?")[0] }),
      res: (res: ServerResponse) => ({ status: res.statusCode }),
      err: pino.stdSerializers.err,
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return "error";
      return res.statusCode >= 400 ? "warn" : "info";
    },
    customSuccessMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customErrorMessage: (req, res) => `${req.method} ${res.statusCode}`,
    customSuccessObject(_req, res, line: Record<string, unknown>) {
      const reason = res.statusCode >= 400 ? reasonOf(firstReported(res)) : undefined;
      return reason ? { ...line, reason } : line;
    },
    customErrorObject(_req, res, error, line: Record<string, unknown>) {
      // pino-http makes a bare "failed with status code" error; the app's own error says more.
      return { ...line, err: firstReported(res) ?? error };
    },
  });
}

/** An error's HTTP status when it carries a 4xx one (Express and its static server set `status`). */
function clientStatusOf(error: unknown): number | undefined {
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === "number" && status >= 400 && status < 500 ? status : undefined;
}

/**
 * The last handler: an error thrown by any middleware becomes a Greek answer (its 4xx, or 500)
 * and is reported to the request's log line, replacing Express's default handler, which prints
 * every error's stack to stderr, bad input included.
 */
export function finalErrorHandler(): ErrorRequestHandler {
  return (error: unknown, req: Request, res, _next) => {
    reportError(res, error);
    const status = clientStatusOf(error) ?? 500;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    void refuse(req, res, status, status >= 500 ? EDGE_TEXT.serverError : EDGE_TEXT.badRequest, {
      bodyUnread: true,
    });
  };
}
