/**
 * /f/{orgUid}/rss (the latinName works too): RSS 2.0 of the organisation's 50 newest
 * publications. Policy `feed` (five minutes, at the edge too), revalidated by a strong ETag of
 * everything the feed lists.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { buildRss, organizationFeed } from "#app/feeds/rss.server";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { publicBaseUrl } from "#app/http/public-url";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

export function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ org: input.segment }), params, {
    answer: "resource",
    message: TEXT.organizationNotFound,
  });
  const feed = organizationFeed(typed.org);
  if (!feed) return errorPage(404, TEXT.notFoundTitle, TEXT.organizationNotFound);
  const origin = publicBaseUrl();
  const headers = cacheHeaders("feed", {
    // No Last-Modified: a revocation drops an item without a newer time to show for it.
    etag: [origin, JSON.stringify(feed)],
  });
  headers.set("Content-Type", "application/rss+xml; charset=utf-8");
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => buildRss({ origin, ...feed }));
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
