/**
 * /f/{orgUid}/rss (the latinName works too): RSS 2.0 of the organisation's 50 newest
 * publications. Cached for five minutes and revalidated by ETag.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { latestPublished } from "#app/decisions/read.server";
import { buildRss, FEED_SIZE } from "#app/feeds/rss.server";
import { etagOf, notModifiedResponse } from "#app/http/conditional.server";
import { input, parseParams } from "#app/http/input.server";
import { errorPage } from "#app/http/error-response.server";
import { publicBaseUrl } from "#app/http/public-url";
import { TEXT } from "#app/messages";
import { findOrganization } from "#app/organizations/read.server";
import { readOnlyResource } from "#app/http/refuse.server";

export function loader({ request, params }: LoaderFunctionArgs) {
  const typed = parseParams(z.object({ org: input.segment }), params, {
    answer: "resource",
    message: TEXT.organizationNotFound,
  });
  const org = findOrganization(typed.org);
  if (!org) return errorPage(404, TEXT.notFoundTitle, TEXT.organizationNotFound);
  const items = latestPublished({ orgUid: org.uid, limit: FEED_SIZE }).flatMap((d) =>
    d.ada && d.publishedAt !== null ? [{ ...d, ada: d.ada, publishedAt: d.publishedAt }] : [],
  );
  const origin = publicBaseUrl();
  const headers = new Headers({
    "Content-Type": "application/rss+xml; charset=utf-8",
    "Cache-Control": "public, max-age=300",
    ETag: etagOf(origin, org.uid, org.label, ...items.map((i) => `${i.ada}@${i.updatedAt}`)),
    "X-Content-Type-Options": "nosniff",
  });
  const notModified = notModifiedResponse(request, 200, headers);
  if (notModified) return notModified;
  return new Response(request.method === "HEAD" ? null : buildRss({ origin, org, items }), { headers });
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
