/**
 * Cross-site form posts are refused with 403 here. Remix (2.17.4+) refuses them too, but by
 * throwing, which the client sees as a bare 500 and the log as a stack trace: a page on another
 * site could fill the log at will. The comparison is Remix's own (Origin's host against
 * X-Forwarded-Host, else Host), so nothing Remix would refuse gets through to it; `Origin: null`
 * (sent by browsers under Referrer-Policy no-referrer, stack.md gotcha 8) counts as foreign.
 */
import type { RequestHandler } from "express";
import { refuse } from "./answers";
import { EDGE_TEXT } from "./messages";

function originHost(origin: string): string | null {
  if (origin === "null") return null;
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

function requestHost(forwardedHost: string | undefined, host: string | undefined): string | undefined {
  const forwarded = forwardedHost?.split(",")[0]?.trim();
  return forwarded || host || undefined;
}

export function isCrossOrigin(origin: string | undefined, host: string | undefined, forwardedHost?: string): boolean {
  // Only a missing header is neutral (scripts, old browsers); an empty one breaks Remix's parser.
  if (origin === undefined) return false;
  const target = requestHost(forwardedHost, host);
  return !target || originHost(origin) !== target;
}

export function sameOriginRule(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "POST") return next();
    if (!isCrossOrigin(req.get("origin"), req.get("host"), req.get("x-forwarded-host"))) return next();
    void refuse(req, res, 403, EDGE_TEXT.crossOrigin, { bodyUnread: true });
  };
}
