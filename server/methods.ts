/**
 * The HTTP methods the register answers: GET and HEAD read, POST changes (every form posts, so
 * pages work without JavaScript). The JSON API under /luminapi/api also takes PUT and DELETE
 * (SPEC §7: PUT /signers/{uid}, DELETE /signers/{uid}, …); its dispatcher authenticates each
 * call and refuses a cookie-authenticated write from another site (app/api/dispatch.server.ts).
 * OPTIONS says so honestly; TRACE, CONNECT, PATCH and every other method get 405 with an Allow
 * header and a Greek sentence, before any route sees them.
 */
import type { RequestHandler } from "express";
import { refuse } from "./answers";
import { EDGE_TEXT } from "./messages";

export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "OPTIONS"] as const;
export const ALLOW_HEADER = ALLOWED_METHODS.join(", ");

/** The JSON API's methods: the pages' and PUT and DELETE. */
export const API_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS"] as const;

const JSON_API = /^\/luminapi\/api(\/|$)/;

/** The methods a path answers: the JSON API's under /luminapi/api, the pages' elsewhere. */
export function allowedMethods(pathname: string): readonly string[] {
  return JSON_API.test(pathname) ? API_METHODS : ALLOWED_METHODS;
}

export function methodRule(): RequestHandler {
  return (req, res, next) => {
    const allowed = allowedMethods(req.path);
    const allow = allowed.join(", ");
    if (req.method === "OPTIONS") {
      // No CORS: a preflight gets the methods and nothing else, so browsers refuse cross-site calls.
      res.status(204).setHeader("Allow", allow);
      res.setHeader("Cache-Control", "no-store");
      res.end();
      return;
    }
    if (allowed.includes(req.method)) return next();
    void refuse(req, res, 405, EDGE_TEXT.methodNotAllowed(req.method, allowed), {
      headers: { Allow: allow },
      bodyUnread: true,
    });
  };
}
