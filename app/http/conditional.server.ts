/**
 * HTTP caching helpers shared by pages and resource routes (DESIGN.md principle 3): strong
 * validators from the data and conditional GETs answered with 304. (Security headers are set
 * for every response by the server edge, server/security-headers.ts.)
 */
import { rfc822 } from "#shared/dates";
import crypto from "node:crypto";

/** A quoted ETag from the parts that determine a response. */
export function etagOf(...parts: (string | number | null | undefined)[]): string {
  const hash = crypto.createHash("sha256").update(parts.map((p) => String(p ?? "")).join("\u0000"));
  return `"${hash.digest("base64url").slice(0, 27)}"`;
}

/** Makes a page's ETag weak and build-specific (rendered HTML, not bytes of a stored file). */
export function versionEtag(headers: Headers, buildVersion: string): void {
  const etag = headers.get("ETag");
  if (!etag || etag.startsWith("W/")) return;
  headers.set("ETag", `W/"${etag.replace(/"/g, "")}-${buildVersion}"`);
}

function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

/** RFC 9110 §13.1.2: If-None-Match uses the weak comparison; "*" matches any current entity. */
export function etagMatches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === opaque(etag));
}

/** Headers a 304 must repeat (RFC 9110 §15.4.5). */
const NOT_MODIFIED_HEADERS = ["Cache-Control", "Content-Location", "Date", "ETag", "Expires", "Vary", "Last-Modified"];

/**
 * A 304 for a GET/HEAD whose validators still match, or null. If-None-Match wins over
 * If-Modified-Since when both are sent.
 */
export function notModifiedResponse(request: Request, status: number, headers: Headers): Response | null {
  if (status !== 200 || (request.method !== "GET" && request.method !== "HEAD")) return null;
  if (headers.has("Set-Cookie")) return null;
  const ifNoneMatch = request.headers.get("If-None-Match");
  let fresh = false;
  if (ifNoneMatch !== null) {
    fresh = etagMatches(ifNoneMatch, headers.get("ETag"));
  } else {
    const since = Date.parse(request.headers.get("If-Modified-Since") ?? "");
    const modified = Date.parse(headers.get("Last-Modified") ?? "");
    fresh = !Number.isNaN(since) && !Number.isNaN(modified) && modified <= since;
  }
  if (!fresh) return null;
  const out = new Headers();
  for (const name of NOT_MODIFIED_HEADERS) {
    const value = headers.get(name);
    if (value !== null) out.set(name, value);
  }
  return new Response(null, { status: 304, headers: out });
}

/** HTTP-date (RFC 9110 §5.6.7) of an epoch-ms time, second precision: RSS's RFC 822 format. */
export const httpDate = rfc822;
