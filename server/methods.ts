/**
 * The HTTP methods the register answers: GET and HEAD read, POST changes (every form posts, so
 * pages work without JavaScript). OPTIONS says so honestly; TRACE, CONNECT, PUT, DELETE and every
 * other method get 405 with an Allow header and a Greek sentence, before any route sees them.
 */
import type { RequestHandler } from "express";
import { refuse } from "./answers";
import { EDGE_TEXT } from "./messages";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

export function methodRule(): RequestHandler {
  return (req, res, next) => {
    if (req.method === "OPTIONS") {
      // No CORS: a preflight gets the methods and nothing else, so browsers refuse cross-site calls.
      res.status(204).setHeader("Allow", ALLOW_HEADER);
      res.setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    if ((ALLOWED_METHODS as readonly string[]).includes(req.method)) return next();
    void refuse(req, res, 405, EDGE_TEXT.methodNotAllowed(req.method, ALLOWED_METHODS), {
      headers: { Allow: ALLOW_HEADER },
      bodyUnread: true,
    });
  };
}
