/**
 * RSS 2.0 of an organisation's newest publications (SPEC §2 /f/{orgUid}/rss). Written by hand:
 * every text goes through escapeXml, links are absolute, dates are RFC 822.
 */
import { formatDate, rfc822 } from "#shared/dates";
import { latestPublished } from "../decisions/read.server";
import { escapeXml } from "../http/xml";
import { findOrganization } from "../organizations/read.server";
import { paths } from "../paths";
import { SITE_NAME } from "../shell/site";

export const FEED_SIZE = 50;

export interface FeedItem {
  ada: string;
  subject: string;
  decisionTypeLabel: string;
  protocolNumber: string;
  issueDate: string;
  publishedAt: number;
}

export interface FeedInput {
  origin: string;
  org: { uid: string; label: string; latinName: string };
  items: FeedItem[];
}

function element(name: string, text: string, attributes = ""): string {
  return `<${name}${attributes}>${escapeXml(text)}</${name}>`;
}

export function feedUrl(origin: string, orgUid: string): string {
  return `${origin}${paths.organizationFeed(orgUid)}`;
}

export interface OrganizationFeed {
  org: FeedInput["org"];
  items: (FeedItem & { updatedAt: number })[];
}

/**
 * What /f/{org}/rss shows: the organisation (by uid or latinName) and its FEED_SIZE newest
 * publications still in force; null when there is no such organisation.
 */
export function organizationFeed(uidOrLatinName: string): OrganizationFeed | null {
  const org = findOrganization(uidOrLatinName);
  if (!org) return null;
  const items = latestPublished({ orgUid: org.uid, limit: FEED_SIZE }).flatMap((d) =>
    d.ada && d.publishedAt !== null ? [{ ...d, ada: d.ada, publishedAt: d.publishedAt }] : [],
  );
  return { org: { uid: org.uid, label: org.label, latinName: org.latinName }, items };
}

export function buildRss({ origin, org, items }: FeedInput): string {
  const orgPage = `${origin}${paths.organization(org.latinName)}`;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    element("title", `${org.label} – ${SITE_NAME}`),
    element("link", orgPage),
    element("description", `Οι ${FEED_SIZE} πιο πρόσφατες αναρτημένες πράξεις του φορέα ${org.label}.`),
    element("language", "el"),
    `<atom:link href="${escapeXml(feedUrl(origin, org.uid))}" rel="self" type="application/rss+xml"/>`,
  ];
  if (items.length > 0) lines.push(element("lastBuildDate", rfc822(items[0].publishedAt)));
  for (const item of items) {
    const link = `${origin}${paths.decision(item.ada)}`;
    const description =
      `ΑΔΑ: ${item.ada} · Είδος πράξης: ${item.decisionTypeLabel} · ` +
      `Ημερομηνία έκδοσης: ${formatDate(item.issueDate)} · Αριθμός πρωτοκόλλου: ${item.protocolNumber}`;
    lines.push(
      "<item>",
      element("title", item.subject),
      element("link", link),
      element("guid", link, ' isPermaLink="true"'),
      element("pubDate", rfc822(item.publishedAt)),
      element("category", item.decisionTypeLabel),
      element("description", description),
      "</item>",
    );
  }
  lines.push("</channel>", "</rss>", "");
  return lines.join("\n");
}
