/**
 * Serves the Remix build from Express. It replaces @remix-run/express's handler for two reasons:
 * the request body Remix reads is the size-limited stream (server/limits.ts), not the raw socket;
 * and response headers replace the edge's (helmet's) instead of being appended next to them, so
 * a header is never sent twice.
 *
 * The load context carries the CSP nonce, the request id and `reportError` (server/logging.ts)
 * to entry.server.tsx and root.tsx (app/http/load-context.ts).
 */
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  type AppLoadContext,
  type ServerBuild,
} from "@remix-run/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { limitedBody } from "./limits";
import { reportError } from "./logging";
import { cspNonce } from "./security-headers";

function fetchHeaders(req: ExpressRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  return headers;
}

export function fetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  // Host with its port, as @remix-run/express builds it (Remix compares it with Origin on POST).
  const port = (req.get("x-forwarded-host") ?? req.get("host") ?? "").split(":")[1];
  const url = new URL(`${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`);
  const controller = new AbortController();
  // Loaders stop when the client goes away before the answer is finished.
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = {
    method: req.method,
    headers: fetchHeaders(req),
    signal: controller.signal,
  };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(limitedBody(req, res));
    init.duplex = "half";
  }
  return new Request(url, init);
}

export async function send(res: ExpressResponse, response: Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("Set-Cookie", cookies);
  if (response.body) await pipeBody(response.body, res);
  else res.end();
}

/**
 * Writes a streamed body with backpressure: the next chunk is read only once the socket (or the
 * compression stream before it) has taken the last one, so a slow client holds a large export
 * back instead of the server buffering it (@remix-run/node's writeReadableStreamToWritable
 * writes without waiting). What has been written is flushed through compression once per turn
 * of the event loop, so streamed pages and files leave as they are written. A client that goes away cancels the body.
 */
async function pipeBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  // One listener of each for the whole response: compression hands "drain" listeners to its
  // zlib stream, where a per-chunk once() could never be removed.
  let wake: (() => void) | null = null;
  const resume = () => {
    wake?.();
    wake = null;
  };
  // One flush per turn of the event loop, not per chunk: a page rendered at once arrives as dozens
  // of 2 KB chunks in the same turn, and a flush each cost a compressor pass and a socket write
  // (a fifth of the home page's CPU); a chunk that comes later still leaves in its own turn.
  let flushing: NodeJS.Immediate | null = null;
  const flushSoon = () => {
    flushing ??= setImmediate(() => {
      flushing = null;
      flushable.flush?.();
    });
  };
  res.on("drain", resume);
  res.on("close", resume);
  try {
    for (;;) {
      if (res.destroyed) {
        await reader.cancel();
        return;
      }
      const { done, value } = await reader.read();
      if (done) break;
      const accepted = res.write(value);
      flushSoon();
      if (!accepted && !res.destroyed) await new Promise<void>((resolve) => (wake = resolve));
    }
    if (flushing) clearImmediate(flushing);
    res.end();
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
}

export function loadContext(req: ExpressRequest, res: ExpressResponse): AppLoadContext {
  return {
    cspNonce: cspNonce(res),
    requestId: typeof req.id === "object" ? JSON.stringify(req.id) : String(req.id ?? ""),
    reportError: (error: unknown) => reportError(res, error),
    // Express's req.ip honours TRUST_PROXY_HOPS; throttling keys on it (app/http/client-address.ts).
    clientAddress: req.ip ?? req.socket.remoteAddress ?? "",
  };
}

export function remixHandler(build: ServerBuild, mode: string): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req, res, next) => {
    try {
      const response = await handle(fetchRequest(req, res), loadContext(req, res));
      // The edge may have answered already (413 while the body streamed in): drop this answer.
      if (res.headersSent) {
        await response.body?.cancel();
        return;
      }
      await send(res, response);
    } catch (error) {
      next(error);
    }
  };
}
