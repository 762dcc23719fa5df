/**
 * Request size limits (config/env.ts `limits`), enforced before the app reads anything:
 *  - a URL longer than urlLength: 414;
 *  - a declared Content-Length over its route kind's limit: 413 at once, body unread;
 *  - a body without Content-Length (chunked): counted as it streams through `limitedBody`, and
 *    cut off with 413 the moment it passes the limit. Nothing is buffered here.
 * Route kinds: multipart to an upload route (the decision form) or to the API gets
 * uploadBodyBytes, JSON to the API jsonBodyBytes (but JSON to its decision writes, which carry
 * documents in base64, uploadBodyBytes), everything else formBodyBytes.
 */
import type { Request, RequestHandler, Response } from "express";
import { Transform, type Readable } from "node:stream";
import type { RequestLimits } from "#config/env";
import { refuse } from "./answers";
import { JSON_TYPE, MULTIPART } from "./content-type";
import { EDGE_TEXT } from "./messages";
import { isApiDocumentWrite, isApiPath, isUploadPath, mediaType } from "./route-kinds";

export type BodyKind = "upload" | "json" | "form";

export function bodyKind(pathname: string, contentType: string | undefined): BodyKind {
  const type = mediaType(contentType);
  if (type === MULTIPART && (isUploadPath(pathname) || isApiPath(pathname))) return "upload";
  if (type === JSON_TYPE && isApiDocumentWrite(pathname)) return "upload";
  if (type === JSON_TYPE && isApiPath(pathname)) return "json";
  return "form";
}

export function bodyLimit(kind: BodyKind, limits: RequestLimits): number {
  if (kind === "upload") return limits.uploadBodyBytes;
  if (kind === "json") return limits.jsonBodyBytes;
  return limits.formBodyBytes;
}

export class BodyTooLargeError extends Error {
  readonly status = 413;
  constructor(readonly limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = "BodyTooLargeError";
  }
}

const LIMIT = Symbol("bodyLimit");
type WithLimit = Response & { [LIMIT]?: number };

/** 414 for an over-long URL. */
export function urlLengthRule(limits: RequestLimits): RequestHandler {
  return (req, res, next) => {
    if (req.originalUrl.length <= limits.urlLength) return next();
    void refuse(req, res, 414, EDGE_TEXT.urlTooLong, { bodyUnread: true });
  };
}

/** 413 for a declared body over the route kind's limit; remembers the limit for `limitedBody`. */
export function contentLengthRule(limits: RequestLimits): RequestHandler {
  return (req, res, next) => {
    const limit = bodyLimit(bodyKind(req.path, req.get("content-type")), limits);
    (res as WithLimit)[LIMIT] = limit;
    const declared = Number(req.get("content-length") ?? 0);
    if (!(declared > limit)) return next();
    void refuse(req, res, 413, EDGE_TEXT.bodyTooLarge, { bodyUnread: true });
  };
}

/**
 * The request body as a stream that stops at the limit: the bytes pass through as they arrive;
 * once they pass the limit the client gets 413 (connection closed) and the stream errors with
 * BodyTooLargeError, so whatever was reading it stops.
 */
export function limitedBody(req: Request, res: Response): Readable {
  const limit = (res as WithLimit)[LIMIT] ?? 0;
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      if (received <= limit) return callback(null, chunk);
      req.unpipe(counter);
      // Discard the rest unread until the socket closes behind the 413.
      req.resume();
      void refuse(req, res, 413, EDGE_TEXT.bodyTooLarge, { bodyUnread: true });
      callback(new BodyTooLargeError(limit));
    },
  });
  req.on("error", (error) => counter.destroy(error));
  return req.pipe(counter);
}
