/**
 * A feed as an HTTP response: RSS 2.0 or Atom, policy `feed` (five minutes, at the edge too), a
 * strong ETag of everything the feed lists and Last-Modified of its newest change, and 304 for a
 * conditional GET that still matches. The ETag is what a reader should send: a revocation can
 * drop an item from an organisation's feed without any newer time to show for it.
 */
import { type Feed, feedUpdated, renderAtom, renderRss } from "../feeds/feed";
import { cacheHeaders, conditionalResponse } from "./cache.server";

export type FeedFormat = "rss" | "atom";

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: "application/rss+xml; charset=utf-8",
  atom: "application/atom+xml; charset=utf-8",
};

export function feedResponse(request: Request, feed: Feed, format: FeedFormat): Promise<Response> {
  const headers = cacheHeaders("feed", {
    etag: [format, JSON.stringify(feed)],
    lastModified: feedUpdated(feed),
  });
  headers.set("Content-Type", CONTENT_TYPES[format]);
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => (format === "rss" ? renderRss(feed) : renderAtom(feed)));
}
