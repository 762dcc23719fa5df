/**
 * /search/atom?query&fq: Atom (RFC 4287) of the 50 newest matches of a search, any search the search page
 * runs (app/feeds/feed.server.ts). Policy `feed`; its strong ETag names the search and the public
 * data version, so a conditional GET is a 304 before the search runs (decision 114); Last-Modified
 * of its newest item. A bad search parameter is a 400 with the search page's Greek message.
 * Its RSS twin is /search/rss.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { searchFeed } from "#app/feeds/feed.server";
import { lazyFeedResponse } from "#app/http/feed-response.server";
import { errorPage } from "#app/http/error-response.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

export async function loader({ request }: LoaderFunctionArgs) {
  const outcome = searchFeed(new URL(request.url));
  if (outcome.kind === "badQuery") return errorPage(400, TEXT.badRequest, outcome.message);
  return lazyFeedResponse(request, "atom", outcome.validators, outcome.feed);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
