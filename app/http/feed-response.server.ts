/**
 * A feed as an HTTP response: RSS 2.0 or Atom, policy `feed` (five minutes, at the edge too), a
 * strong ETag of what the feed depends on (a data version among it, decisions 114 and 120) and
 * Last-Modified, and 304 for a conditional GET that still matches, before the feed is built.
 */
import { type Feed, feedUpdated, renderAtom, renderRss } from "../feeds/feed";
import { cacheHeaders, conditionalResponse } from "./cache.server";
import { httpDate, notModifiedResponse } from "./conditional.server";

export type FeedFormat = "rss" | "atom";

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

function feedHeaders(format: FeedFormat, etag: string[], lastModified?: number | null): Headers {
  const headers = cacheHeaders("feed", { etag: [format, ...etag], lastModified });
  headers.set("Content-Type", CONTENT_TYPES[format]);
  headers.set("X-Content-Type-Options", "nosniff");
  return headers;
}

const render = (feed: Feed, format: FeedFormat) => (format === "rss" ? renderRss(feed) : renderAtom(feed));

/**
 * A feed whose ETag is known before its data (`validators`: what it depends on, a data version
 * among them): an If-None-Match that still matches is a 304 before `build` runs. With
 * `lastModified` (the data's last change, known before it too) so is an If-Modified-Since, and
 * every answer carries it. Without it the early 304 has no Last-Modified (RFC 9110 §15.4.5 does
 * not require it), and the built feed's newest time is its Last-Modified.
 */
export async function lazyFeedResponse(
  request: Request,
  format: FeedFormat,
  validators: string[],
  build: () => Promise<Feed>,
  lastModified?: number | null,
): Promise<Response> {
  const known = lastModified !== undefined;
  const early = notModifiedResponse(request, 200, feedHeaders(format, validators, lastModified));
  if (early) return early;
  const feed = await build();
  const headers = feedHeaders(format, validators, lastModified);
  const updated = feedUpdated(feed);
  if (!known && updated) headers.set("Last-Modified", httpDate(updated));
  return conditionalResponse(request, headers, () => render(feed, format));
}
