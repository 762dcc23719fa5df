/**
 * Security headers on every response (pages, documents, feeds, exports, static files, errors and
 * the edge's own refusals), set in this one place with helmet, before anything answers.
 *
 * The Content-Security-Policy allows scripts only from this origin or carrying the request's
 * nonce: Remix's inline scripts (route data, hydration, scroll restoration) get it through the
 * load context (server/remix.ts) into entry.server and root.tsx. Styles come only from the CSS
 * file (the app has no inline style). HSTS only in production, where the site is served over
 * HTTPS; a development server on http://127.0.0.1 must not pin browsers to HTTPS.
 */
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import crypto from "node:crypto";
import type { ServerResponse } from "node:http";

/** Features no page of the register uses: switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
].join(", ");

const NONCE = Symbol("cspNonce");
type WithNonce = ServerResponse & { [NONCE]?: string };

/** The response's CSP nonce (made on first use, 128 random bits). */
export function cspNonce(res: ServerResponse): string {
  const holder = res as WithNonce;
  holder[NONCE] ??= crypto.randomBytes(16).toString("base64");
  return holder[NONCE];
}

export interface SecurityHeaderOptions {
  production: boolean;
}

export function securityHeaders({ production }: SecurityHeaderOptions): RequestHandler {
  const protect = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", (_req, res) => `'nonce-${cspNonce(res)}'`],
        styleSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // Not no-referrer: browsers would then send `Origin: null` and every form POST would be
    // refused as cross-site (stack.md gotcha 8).
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginOpenerPolicy: { policy: "same-origin" },
    xFrameOptions: { action: "deny" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    protect(req, res, next);
  };
}

/**
 * The same headers as plain name/value pairs, for the few answers written straight to a socket
 * (parse errors, server/listen.ts), where there is no Express request to run helmet on.
 */
export function staticSecurityHeaders(options: SecurityHeaderOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const sink = {
    locals: {},
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete headers[name];
    },
  } as unknown as Response;
  securityHeaders(options)({} as never, sink, () => {});
  // No page here runs a script: the raw answers need no nonce.
  headers["Content-Security-Policy"] = headers["Content-Security-Policy"].replace(/ 'nonce-[^']*'/, "");
  return headers;
}
