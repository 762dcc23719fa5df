/**
 * Cache-Control policies of the public read path, in one place (DESIGN.md principle 3):
 * - a decision's ADA page and /doc/{ada} change when the decision does (new version, revocation):
 *   short freshness, then revalidation by ETag/Last-Modified;
 * - a published version's page and document never change in content, but a revocation withdraws
 *   them, so they are fresh for a day rather than forever;
 * - anything shown to a logged-in user, or not yet public, is never stored.
 * Pages vary with the visitor's cookies (banner, text size), hence `Vary: Cookie`.
 */
import { etagOf, httpDate } from "./conditional.server";

export const SHORT_MAX_AGE = 60;
export const VERSION_MAX_AGE = 86_400;

export function privateHeaders(): Headers {
  return new Headers({ "Cache-Control": "private, no-store" });
}

export function publicHeaders(options: {
  maxAge: number;
  etagParts: (string | number | null | undefined)[];
  lastModified?: number | null;
  varyCookie?: boolean;
}): Headers {
  const headers = new Headers({
    "Cache-Control": `public, max-age=${options.maxAge}`,
    ETag: etagOf(...options.etagParts),
  });
  if (options.lastModified) headers.set("Last-Modified", httpDate(options.lastModified));
  if (options.varyCookie !== false) headers.set("Vary", "Cookie");
  return headers;
}
