/**
 * Every Cache-Control the portal sends, by name (DESIGN.md principle 3; decision record 025).
 * A response picks a policy here instead of writing the header: the numbers below are the
 * whole caching contract between the portal, the browsers and an edge cache (CDN) in front.
 *
 * - `s-maxage` is for the edge, `max-age` for browsers. Public pages tell browsers to revalidate
 *   every time (max-age=0) and let the edge answer for a minute; revalidation is a cheap
 *   conditional GET (ETag / Last-Modified -> 304) that the edge, or the portal, answers.
 * - `stale-while-revalidate` lets a cache keep serving during its background revalidation. Browsers
 *   honour it too, so it is only on policies whose answers browsers may keep for a while anyway:
 *   on a `max-age=0` page it would let a browser show a page up to five minutes old instead of
 *   revalidating it (decision 156).
 * - A published version's content never changes (decision record 001), but a version is not
 *   immutable as an answer: a newer version marks its page superseded, and a revocation marks it
 *   revoked and withdraws its document (410). So versions get long, bounded lifetimes and no
 *   `immutable`: a revocation reaches every cache within about an hour.
 * - Whatever is personal (a logged-in viewer, a response that sets a cookie) is `private,
 *   no-store`; errors are never stored (a 404 may become a decision a minute later).
 *
 * Pure: no server imports.
 */
export const CACHE_POLICIES = {
  /** Home, search, a decision by ADA, an organisation's page: follow the data within a minute. */
  publicPage: "public, max-age=0, s-maxage=60",
  /** A published version's page and document: fixed content, withdrawn only by revocation. */
  publishedVersion: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  /** RSS feeds: readers poll; five minutes is fresh enough. */
  feed: "public, max-age=300, s-maxage=300, stale-while-revalidate=600",
  /** A search's export (JSON/XML): costly to build, the same for everyone. */
  export: "public, max-age=0, s-maxage=60",
  /** robots.txt, sitemaps, the OpenSearch description: for crawlers and browsers, hourly. */
  discovery: "public, max-age=3600, s-maxage=3600, stale-while-revalidate=86400",
  /** A page for a logged-in user, or any response that sets a cookie. */
  privatePage: "private, no-store",
  /** Nothing may keep it (one-off answers). */
  noStore: "no-store",
  /** Error pages of every status. */
  error: "no-store",
} as const;

export type CachePolicy = keyof typeof CACHE_POLICIES;

export function cacheControl(policy: CachePolicy): string {
  return CACHE_POLICIES[policy];
}

/** Whether a policy lets shared caches (the edge) store the response. */
export function isShared(policy: CachePolicy): boolean {
  return isSharedCacheControl(CACHE_POLICIES[policy]);
}

/** The same for a Cache-Control header as sent (a page's headers after its loaders chose). */
export function isSharedCacheControl(value: string): boolean {
  return value.startsWith("public");
}
