/** /robots.txt: what crawlers may fetch, and where the sitemap is (app/discovery/sitemap.server.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { robotsTxt } from "#app/discovery/sitemap.server";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { publicBaseUrl } from "#app/http/public-url";
import { readOnlyResource } from "#app/http/refuse.server";

export function loader({ request }: LoaderFunctionArgs) {
  const body = robotsTxt(publicBaseUrl());
  const headers = cacheHeaders("discovery", { etag: [body] });
  headers.set("Content-Type", "text/plain; charset=utf-8");
  return conditionalResponse(request, headers, () => body);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
