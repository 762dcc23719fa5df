/**
 * Reading a news feed (SPEC §2 home page news, §3 news item, §7: "a GET of an external blog
 * address [that] returns an array of title, content, date, permalink"). Accepted: that JSON
 * array, RSS 2.0 and Atom (RFC 4287), so a body can point at the blog it already has. Content
 * is reduced to plain text: the home page shows a few lines of it, never the blog's markup.
 */
import { XMLParser } from "fast-xml-parser";

export interface NewsItem {
  title: string;
  content: string;
  /** Epoch ms, or null when the feed gives no readable date. */
  date: number | null;
  permalink: string | null;
}

/** The home page shows this many, newest first. */
export const NEWS_ITEMS = 6;

const xml = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  // Feeds in the wild carry HTML in CDATA and entities; no DTD is ever expanded.
  processEntities: true,
  htmlEntities: true,
});

/** Markup to text: tags dropped, the usual entities decoded, white space collapsed. */
export function plainText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The text of an XML node that may be a string, a number, or an element with attributes. */
function textOf(node: unknown): string {
  if (typeof node === "string" || typeof node === "number") return String(node);
  if (node && typeof node === "object" && "#text" in node) return textOf(node["#text"]);
  return "";
}

const asList = (node: unknown): unknown[] => (Array.isArray(node) ? node : node === undefined ? [] : [node]);

function dateOf(value: unknown): number | null {
  const text = typeof value === "number" ? value : textOf(value).trim();
  if (text === "") return null;
  const ms = typeof text === "number" ? text : Date.parse(text);
  return Number.isFinite(ms) ? ms : null;
}

function safeLink(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : null;
  } catch {
    return null;
  }
}

function item(title: string, content: string, date: number | null, link: string): NewsItem | null {
  const cleanTitle = plainText(title);
  if (!cleanTitle) return null;
  return { title: cleanTitle, content: plainText(content), date, permalink: safeLink(link) };
}

function fromJson(data: unknown): NewsItem[] {
  return asList(data).flatMap((entry) => {
    if (!entry || typeof entry !== "object") return [];
    const e = entry as Record<string, unknown>;
    const made = item(textOf(e.title), textOf(e.content), dateOf(e.date), textOf(e.permalink));
    return made ? [made] : [];
  });
}

function fromRss(channel: Record<string, unknown>): NewsItem[] {
  return asList(channel.item).flatMap((node) => {
    const e = node as Record<string, unknown>;
    const made = item(
      textOf(e.title),
      textOf(e["content:encoded"] ?? e.description),
      dateOf(e.pubDate ?? e["dc:date"]),
      textOf(e.link),
    );
    return made ? [made] : [];
  });
}

function atomLink(links: unknown): string {
  const all = asList(links) as Record<string, unknown>[];
  const alternate = all.find((l) => l["@rel"] === undefined || l["@rel"] === "alternate") ?? all[0];
  return alternate ? textOf(alternate["@href"]) : "";
}

function fromAtom(feed: Record<string, unknown>): NewsItem[] {
  return asList(feed.entry).flatMap((node) => {
    const e = node as Record<string, unknown>;
    const made = item(
      textOf(e.title),
      textOf(e.summary ?? e.content),
      dateOf(e.published ?? e.updated),
      atomLink(e.link),
    );
    return made ? [made] : [];
  });
}

/** The items of a feed body, newest first, at most NEWS_ITEMS; throws when it is no feed at all. */
export function parseNewsFeed(body: string): NewsItem[] {
  const trimmed = body.trimStart();
  let items: NewsItem[];
  if (trimmed.startsWith("[") || trimmed.startsWith("{")) {
    items = fromJson(JSON.parse(trimmed));
  } else {
    const doc = xml.parse(trimmed) as Record<string, unknown>;
    const rss = doc.rss as Record<string, unknown> | undefined;
    const feed = doc.feed as Record<string, unknown> | undefined;
    if (rss && typeof rss.channel === "object") items = fromRss(rss.channel as Record<string, unknown>);
    else if (feed) items = fromAtom(feed);
    else throw new Error("not an RSS, Atom or JSON news feed");
  }
  return items.sort((a, b) => (b.date ?? 0) - (a.date ?? 0)).slice(0, NEWS_ITEMS);
}

/** SPEC §9: a title is cut at 76 characters and a content at 190, each with an ellipsis. */
export const NEWS_TITLE_CHARS = 76;
export const NEWS_CONTENT_CHARS = 190;
