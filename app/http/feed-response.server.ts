/**
 * A feed as an HTTP response: RSS 2.0 or Atom, policy `feed` (five minutes, at the edge too), a
 * strong ETag of everything the feed lists and Last-Modified of its newest change, and 304 for a
 * conditional GET that still matches. The ETag is what a reader should send: a revocation can
 * drop an item from an organisation's feed without any newer time to show for it.
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

export function feedResponse(request: Request, feed: Feed, format: FeedFormat): Promise<Response> {
  const headers = feedHeaders(format, [JSON.stringify(feed)], feedUpdated(feed));
  return conditionalResponse(request, headers, () => render(feed, format));
}

/**
 * A feed whose ETag is known before its data (`validators`: what it depends on, a data version
 * among them): an If-None-Match that still matches is a 304 before `build` runs, without the
 * Last-Modified that only the data gives (RFC 9110 §15.4.5 does not require it). Otherwise the
 * feed is built, and Last-Modified and If-Modified-Since work as for any feed.
 */
export async function lazyFeedResponse(
  request: Request,
  format: FeedFormat,
  validators: string[],
  build: () => Promise<Feed>,
): Promise<Response> {
  const early = notModifiedResponse(request, 200, feedHeaders(format, validators));
  if (early) return early;
  const feed = await build();
  const headers = feedHeaders(format, validators);
  const updated = feedUpdated(feed);
  if (updated) headers.set("Last-Modified", httpDate(updated));
  return conditionalResponse(request, headers, () => render(feed, format));
}
