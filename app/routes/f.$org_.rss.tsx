/**
 * /f/{orgUid}/rss (the latinName works too): RSS 2.0 of the organisation's 50 newest
 * publications still in force (app/feeds/feed.server.ts). Policy `feed`; its strong ETag names the
 * body and the version of its public decisions, so a conditional GET is a 304 before the search
 * runs (decision 120); Last-Modified of the body's last change. Its Atom twin is /f/{orgUid}/atom.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { organizationFeed } from "#app/feeds/feed.server";
import { lazyFeedResponse } from "#app/http/feed-response.server";
import { errorPage } from "#app/http/error-response.server";
import { input, parseParams } from "#app/http/input.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ org: input.segment }), params, {
    answer: "resource",
    message: TEXT.organizationNotFound,
  });
  const outcome = organizationFeed(typed.org);
  if (!outcome) return errorPage(404, TEXT.notFoundTitle, TEXT.organizationNotFound);
  return lazyFeedResponse(request, "rss", outcome.validators, outcome.feed, outcome.lastModified);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
