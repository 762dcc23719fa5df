/**
 * RSS 2.0 and Atom (RFC 4287) documents of a list of decisions: an organisation's feed and the
 * feed of any search (app/feeds/feed.server.ts) are written here. Pure and written by hand: every
 * text goes through escapeXml, every link is absolute, RSS dates are RFC 822, Atom dates RFC 3339.
 * Each item names the decision's subject, type, organisation, ADA, issue date and amount (when it
 * has one), and links to its page and to its document.
 */
import { formatDate, rfc822 } from "#shared/dates";
import { statusLabel } from "#shared/decision-status";
import { formatAmount } from "../format";
import { escapeXml } from "../http/xml";
import { paths } from "../paths";
import { SITE_NAME } from "../shell/site";

export interface FeedEntry {
  ada: string;
  subject: string;
  status: string;
  orgUid: string;
  orgLabel: string;
  decisionTypeLabel: string;
  protocolNumber: string;
  /** ISO day. */
  issueDate: string;
  /** First publication and latest version, epoch ms. */
  publishedAt: number;
  updatedAt: number;
  amount: number | null;
}

export interface Feed {
  /** The portal's public address (PUBLIC_URL), for absolute links. */
  origin: string;
  title: string;
  description: string;
  /** Site paths: the HTML page the feed follows and the feed itself in each format. */
  pagePath: string;
  rssPath: string;
  atomPath: string;
  entries: FeedEntry[];
}

const el = (name: string, text: string, attributes = "") => `<${name}${attributes}>${escapeXml(text)}</${name}>`;
const attr = (value: string) => `"${escapeXml(value)}"`;

export const decisionUrl = (origin: string, ada: string) => `${origin}${paths.decision(ada)}`;
export const documentUrl = (origin: string, ada: string) => `${origin}${paths.document(ada)}`;

/** The item's text: everything a reader wants without opening the page. */
export function entrySummary(entry: FeedEntry, origin: string): string {
  const parts = [
    `ΑΔΑ: ${entry.ada}`,
    `Είδος πράξης: ${entry.decisionTypeLabel}`,
    `Φορέας: ${entry.orgLabel}`,
    `Ημερομηνία έκδοσης: ${formatDate(entry.issueDate)}`,
    `Αριθμός πρωτοκόλλου: ${entry.protocolNumber}`,
  ];
  if (entry.amount !== null) parts.push(`Ποσό: ${formatAmount(entry.amount)}`);
  if (entry.status !== "PUBLISHED") parts.push(`Κατάσταση: ${statusLabel(entry.status)}`);
  parts.push(`Έγγραφο: ${documentUrl(origin, entry.ada)}`);
  return parts.join(" · ");
}

/** When the feed last changed: its newest entry's latest version (null when empty). */
export function feedUpdated(feed: Pick<Feed, "entries">): number | null {
  return feed.entries.length ? Math.max(...feed.entries.map((e) => Math.max(e.updatedAt, e.publishedAt))) : null;
}

export function renderRss(feed: Feed): string {
  const { origin } = feed;
  const updated = feedUpdated(feed);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    el("title", feed.title),
    el("link", `${origin}${feed.pagePath}`),
    el("description", feed.description),
    el("language", "el"),
    `<atom:link href=${attr(`${origin}${feed.rssPath}`)} rel="self" type="application/rss+xml"/>`,
  ];
  if (updated !== null) lines.push(el("lastBuildDate", rfc822(updated)));
  for (const entry of feed.entries) {
    const link = decisionUrl(origin, entry.ada);
    lines.push(
      "<item>",
      el("title", entry.subject),
      el("link", link),
      el("guid", link, ' isPermaLink="true"'),
      el("pubDate", rfc822(entry.publishedAt)),
      el("category", entry.decisionTypeLabel),
      el("category", entry.orgLabel, ` domain=${attr(`${origin}${paths.organizationFeed(entry.orgUid)}`)}`),
      el("description", entrySummary(entry, origin)),
      "</item>",
    );
  }
  lines.push("</channel>", "</rss>", "");
  return lines.join("\n");
}

const rfc3339 = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

export function renderAtom(feed: Feed): string {
  const { origin } = feed;
  const self = `${origin}${feed.atomPath}`;
  // An empty feed still needs an <updated>: the epoch says "nothing yet" without inventing a time.
  const updated = feedUpdated(feed) ?? 0;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="el">',
    el("id", self),
    el("title", feed.title),
    el("subtitle", feed.description),
    el("updated", rfc3339(updated)),
    `<link rel="self" type="application/atom+xml" href=${attr(self)}/>`,
    `<link rel="alternate" type="text/html" href=${attr(`${origin}${feed.pagePath}`)}/>`,
    `<author>${el("name", SITE_NAME)}${el("uri", `${origin}/`)}</author>`,
  ];
  for (const entry of feed.entries) {
    const link = decisionUrl(origin, entry.ada);
    lines.push(
      "<entry>",
      el("id", link),
      el("title", entry.subject),
      el("published", rfc3339(entry.publishedAt)),
      el("updated", rfc3339(Math.max(entry.updatedAt, entry.publishedAt))),
      `<link rel="alternate" type="text/html" href=${attr(link)}/>`,
      `<link rel="enclosure" type="application/pdf" href=${attr(documentUrl(origin, entry.ada))}/>`,
      `<author>${el("name", entry.orgLabel)}</author>`,
      `<category term=${attr(entry.decisionTypeLabel)}/>`,
      el("summary", entrySummary(entry, origin)),
      "</entry>",
    );
  }
  lines.push("</feed>", "");
  return lines.join("\n");
}
