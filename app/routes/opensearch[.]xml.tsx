/** /opensearch.xml: the OpenSearch description every page links (app/discovery/opensearch.ts). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { OPENSEARCH_TYPE, openSearchDescription } from "#app/discovery/opensearch";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { publicBaseUrl } from "#app/http/public-url";
import { readOnlyResource } from "#app/http/refuse.server";

export function loader({ request }: LoaderFunctionArgs) {
  const body = openSearchDescription(publicBaseUrl());
  const headers = cacheHeaders("discovery", { etag: [body] });
  headers.set("Content-Type", `${OPENSEARCH_TYPE}; charset=utf-8`);
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => body);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
