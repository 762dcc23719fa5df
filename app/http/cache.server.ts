/**
 * The caching headers of a response from its policy (app/http/cache-policy.ts) and validators:
 * a strong ETag from the data the response shows, and Last-Modified when the data has a time.
 * Pages add the visitor's cookie preferences to the ETag and `Vary: Cookie`, because the shell
 * around the page (cookie banner, text size) depends on them. A logged-in viewer's page is
 * always private, whatever policy its public copy has.
 */
import type { SessionUser } from "../access/session-user";
import { preferencesKey, readPreferences } from "../shell/preferences.server";
import { cacheControl, isShared, type CachePolicy } from "./cache-policy";
import { etagOf, httpDate, notModifiedResponse } from "./conditional.server";

/** What a response's content depends on. */
export interface Validators {
  /** Everything that changes the content (ids, statuses, times, a data version ...). */
  etag: (string | number | null | undefined)[];
  /** The time of the newest data shown, epoch ms. */
  lastModified?: number | null;
  /** A weak ETag: the same data, but not byte for byte the same body (a generation time in it). */
  weak?: boolean;
}

export function cacheHeaders(policy: CachePolicy, validators?: Validators, options: { varyCookie?: boolean } = {}) {
  const headers = new Headers({ "Cache-Control": cacheControl(policy) });
  if (validators && isShared(policy)) {
    const etag = etagOf(...validators.etag);
    headers.set("ETag", validators.weak ? `W/${etag}` : etag);
    if (validators.lastModified) headers.set("Last-Modified", httpDate(validators.lastModified));
  }
  if (options.varyCookie) headers.set("Vary", "Cookie");
  return headers;
}

export function privateHeaders(): Headers {
  return cacheHeaders("privatePage");
}

/**
 * Headers for a page's loader: private for a logged-in viewer, otherwise the policy with the
 * page's validators plus the visitor's preferences. The page's `headers` export
 * (app/http/page-cache.ts) passes them on, and the document renderer answers 304 when they match.
 */
export async function pageHeaders(
  request: Request,
  viewer: SessionUser | null,
  policy: CachePolicy,
  validators: Validators,
): Promise<Headers> {
  if (!isShared(policy)) return cacheHeaders(policy);
  if (viewer) return privateHeaders();
  const preferences = preferencesKey(await readPreferences(request));
  return cacheHeaders(policy, { ...validators, etag: [...validators.etag, preferences] }, { varyCookie: true });
}

/**
 * A resource route's answer (feed, export): 304 when the request's validators still match,
 * otherwise the body, which is only built then (HEAD gets the headers alone).
 */
export async function conditionalResponse(
  request: Request,
  headers: Headers,
  body: () => BodyInit | Promise<BodyInit>,
): Promise<Response> {
  const notModified = notModifiedResponse(request, 200, headers);
  if (notModified) return notModified;
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  return new Response(await body(), { status: 200, headers });
}
