/**
 * /sitemap.xml: the sitemap index (app/discovery/sitemap.server.ts) naming the portal pages'
 * sitemap and one sitemap per 50,000 decision ids.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapIndex } from "#app/discovery/sitemap.server";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { publicBaseUrl } from "#app/http/public-url";
import { readOnlyResource } from "#app/http/refuse.server";

export function loader({ request }: LoaderFunctionArgs) {
  const index = sitemapIndex(publicBaseUrl());
  const headers = cacheHeaders("discovery", { etag: index.validators });
  headers.set("Content-Type", "application/xml; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => index.body);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
