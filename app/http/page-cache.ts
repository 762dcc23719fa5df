/**
 * The `headers` export of cacheable pages. A page is cacheable only as its loader decided
 * (anonymous viewer, public data); if the shell set a cookie on this response (a flash alert
 * cleared, an expired session removed), the response is personal after all and is not stored.
 */
import type { HeadersArgs } from "@remix-run/node";
import { cacheControl } from "./cache-policy";

const CACHE_HEADERS = ["Cache-Control", "ETag", "Last-Modified", "Vary"];

export function cacheablePageHeaders({ loaderHeaders, parentHeaders, errorHeaders }: HeadersArgs): Headers {
  const out = new Headers();
  if (errorHeaders) return out;
  if (parentHeaders.has("Set-Cookie")) {
    out.set("Cache-Control", cacheControl("privatePage"));
    return out;
  }
  for (const name of CACHE_HEADERS) {
    const value = loaderHeaders.get(name);
    if (value !== null) out.set(name, value);
  }
  return out;
}
