/**
 * The OpenSearch 1.1 description (opensearch.org): lets a browser add the register as a search
 * engine and a script find the search page and its feeds. root.tsx links it from every page.
 */
import { escapeXml } from "../http/xml";
import { SITE_NAME, SITE_TAGLINE } from "../shell/site";

export const OPENSEARCH_PATH = "/opensearch.xml";
export const OPENSEARCH_TYPE = "application/opensearchdescription+xml";

export function openSearchDescription(origin: string): string {
  const template = (path: string) => escapeXml(`${origin}${path}?query={searchTerms}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">',
    // ShortName: at most 16 characters.
    `<ShortName>${escapeXml(SITE_NAME.slice(0, 16))}</ShortName>`,
    `<Description>${escapeXml(`${SITE_NAME}: ${SITE_TAGLINE}`)}</Description>`,
    "<InputEncoding>UTF-8</InputEncoding>",
    "<Language>el</Language>",
    `<Image type="image/svg+xml">${escapeXml(`${origin}/favicon.svg`)}</Image>`,
    `<Url type="text/html" method="get" template="${template("/search")}"/>`,
    `<Url type="application/rss+xml" template="${template("/search/rss")}"/>`,
    `<Url type="application/atom+xml" template="${template("/search/atom")}"/>`,
    `<Url type="${OPENSEARCH_TYPE}" rel="self" template="${escapeXml(origin + OPENSEARCH_PATH)}"/>`,
    "</OpenSearchDescription>",
    "",
  ].join("\n");
}
