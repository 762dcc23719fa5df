/**
 * Walking the site as a visitor does (issue 16): from the home page, follow every in-site link of
 * every HTML page reached. Plain HTTP through a Playwright request context (the links are in the
 * server's HTML, JavaScript or not). To stay bounded on a register of thousands of decisions, at
 * most `perShape` addresses of each shape are followed (the caller says what a shape is).
 * Used by crawl.spec.ts (no link leads nowhere) and crawl-a11y.spec.ts (axe on every page found).
 */
import type { APIRequestContext } from "@playwright/test";
import { ROUTE_TABLE } from "#tests/support/route-table";
import { BASE_URL } from "./env";

/** Not followed: leaving the session, and downloads that are checked by their own specs. */
const SKIP = [/^\/logout/, /^\/search\/export/, /^\/opendata\/dumps\/./, /^\/stats\/download/];

export interface CrawlOptions {
  perShape: number;
  maxPages: number;
  /** What counts as the same kind of address (at most `perShape` of each are followed). */
  shape: (url: URL) => string;
}

export interface CrawlResult {
  /** The HTML pages that answered below 400, as path + query, in the order reached. */
  pages: string[];
  /** "status address (linked from …)" for every answer of 400 or more, and every unusable href. */
  broken: string[];
  fetched: number;
}

/** A path's shape when no route pattern matches it: segments holding digits become ":x". */
function digitShapeOf(url: URL): string {
  return url.pathname
    .split("/")
    .map((s) => (/\d/.test(decodeURIComponent(s)) ? ":x" : s))
    .join("/");
}

/** The route an address is served by, with the names (not the values) of its query parameters. */
export function routeAndQueryShapeOf(url: URL): string {
  return `${routeShapeOf(url)}?${[...new Set(url.searchParams.keys())].sort().join("&")}`;
}

/** One segment of a route-table pattern: a word, ":param", ":param(a|b)", "(a|b)" or "*". */
function segmentMatches(pattern: string, segment: string): boolean {
  const choices = /\(([^)]*)\)$/.exec(pattern)?.[1];
  if (choices) return choices.split("|").includes(segment);
  return pattern.startsWith(":") || pattern === segment;
}

const ROUTE_PATHS = ROUTE_TABLE.map((row) => row.pattern.split(/[?\s]/)[0]);

/**
 * The route-table pattern an address is served by ("/f/:org" for every organisation's page), the
 * one with the most literal segments when several match; the digit shape when none does.
 */
export function routeShapeOf(url: URL): string {
  const segments = url.pathname.split("/").slice(1);
  let best: { path: string; literal: number } | undefined;
  for (const path of ROUTE_PATHS) {
    const parts = path.split("/").slice(1);
    const splat = parts.at(-1) === "*";
    const fixed = splat ? parts.slice(0, -1) : parts;
    if (splat ? segments.length < fixed.length : segments.length !== fixed.length) continue;
    if (!fixed.every((part, i) => segmentMatches(part, segments[i]))) continue;
    const literal = fixed.filter((part) => !part.startsWith(":") && !part.startsWith("(")).length;
    if (!best || literal > best.literal) best = { path, literal };
  }
  return best?.path ?? digitShapeOf(url);
}

/** The page's in-site links; an href that is no URL at all is reported as broken. */
function linksIn(html: string, base: URL, broken: string[]): URL[] {
  const out: URL[] = [];
  for (const match of html.matchAll(/<a\s[^>]*href="([^"]*)"/g)) {
    const href = match[1].replace(/&amp;/g, "&");
    if (/^(mailto|tel):/i.test(href)) continue;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      broken.push(`invalid href "${href}" on ${base.pathname}${base.search}`);
      continue;
    }
    url.hash = "";
    if (url.origin === base.origin) out.push(url);
  }
  return out;
}

export async function crawlSite(api: APIRequestContext, options: CrawlOptions): Promise<CrawlResult> {
  const seen = new Set<string>();
  const shapes = new Map<string, number>();
  const queue: { url: URL; from: string }[] = [{ url: new URL("/", BASE_URL), from: "(start)" }];
  const result: CrawlResult = { pages: [], broken: [], fetched: 0 };
  while (queue.length > 0 && result.fetched < options.maxPages) {
    const { url, from } = queue.shift()!;
    const key = url.pathname + url.search;
    if (seen.has(key) || SKIP.some((rule) => rule.test(url.pathname))) continue;
    seen.add(key);
    const shape = options.shape(url);
    const count = shapes.get(shape) ?? 0;
    if (count >= options.perShape) continue;
    shapes.set(shape, count + 1);
    const response = await api.get(key);
    result.fetched++;
    if (response.status() >= 400) {
      result.broken.push(`${response.status()} ${key} (linked from ${from})`);
      continue;
    }
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const finalUrl = new URL(response.url());
    result.pages.push(finalUrl.pathname + finalUrl.search);
    for (const link of linksIn(await response.text(), finalUrl, result.broken)) queue.push({ url: link, from: key });
  }
  return result;
}
