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
import onHeaders from "on-headers";
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

/**
 * A 304 sends no policy. The browser answers a 304 with the page it stored, whose scripts carry
 * the nonce of the request that stored it, and it updates the stored headers with the 304's: a new
 * nonce there would block every script of the page, which then never hydrates (found by the
 * browser tests once a page was kept from test to test, decision 154). Without one, the stored
 * policy stays with the stored page it was made for.
 */
function keepStoredPolicyOn304(this: ServerResponse): void {
  if (this.statusCode === 304) this.removeHeader("Content-Security-Policy");
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
    onHeaders(res, keepStoredPolicyOn304);
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
