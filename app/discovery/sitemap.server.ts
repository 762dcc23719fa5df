/**
 * Sitemaps (sitemaps.org 0.9) so search engines find every public decision: /sitemap.xml is a
 * sitemap index naming one page of portal pages (home, search, informational pages, every
 * organisation) and one page per DECISIONS_PER_SITEMAP decision ids. A decision page lists the
 * public decisions whose id falls in its range, so at most 50,000 URLs (the protocol's limit)
 * and a decision stays on the same page for ever. A page is written as it is read: keyset
 * batches over the decisions' primary key, never the whole page in memory.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { getDb } from "#db/client";
import { PUBLIC_STATUSES } from "#shared/decision-status";
import { escapeXml } from "../http/xml";
import { paths } from "../paths";

/** The protocol's limit per sitemap file (sitemaps.org: 50,000 URLs, 50 MB). */
export const DECISIONS_PER_SITEMAP = 50_000;
const BATCH = 5_000;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = "http://www.sitemaps.org/schemas/sitemap/0.9";
const STATUS_LIST = PUBLIC_STATUSES.map((s) => `'${s}'`).join(", ");

export const sitemapPaths = {
  index: () => "/sitemap.xml",
  pages: () => "/sitemap/pages.xml",
  decisions: (n: number) => `/sitemap/decisions-${n}.xml`,
};

/** The W3C datetime of an epoch-ms time, to the second. */
const w3c = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");

function url(loc: string, lastmod?: number | null): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${w3c(lastmod)}</lastmod>` : ""}</url>`;
}

interface RangeStats {
  count: number;
  lastModified: number | null;
}

function rangeStats(first: number, last: number): RangeStats {
  const row = getDb()
    .$client.prepare(
      `SELECT count(*) AS count, max(updated_at) AS lastModified FROM decisions
        WHERE id BETWEEN ? AND ? AND status IN (${STATUS_LIST}) AND ada IS NOT NULL`,
    )
    .get(first, last) as RangeStats;
  return row;
}

/** How many decision pages there are: enough for the highest decision id (`perPage` ids each). */
export function decisionSitemapCount(perPage = DECISIONS_PER_SITEMAP): number {
  const { maxId } = getDb().$client.prepare(`SELECT max(id) AS maxId FROM decisions`).get() as {
    maxId: number | null;
  };
  return Math.max(1, Math.ceil((maxId ?? 0) / perPage));
}

export interface SitemapIndex {
  body: string;
  validators: (string | number)[];
}

/** `perPage` below the protocol's 50,000 only for tests of an index with several parts. */
export function sitemapIndex(origin: string, perPage = DECISIONS_PER_SITEMAP): SitemapIndex {
  const count = decisionSitemapCount(perPage);
  const entries = [sitemapPaths.pages(), ...Array.from({ length: count }, (_, n) => sitemapPaths.decisions(n))];
  const body =
    `${XML_HEAD}<sitemapindex xmlns="${NS}">\n` +
    entries.map((path) => `<sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join("\n") +
    "\n</sitemapindex>\n";
  return { body, validators: [origin, count] };
}

/** The portal's own pages and every organisation's page. */
export function pagesSitemap(origin: string): SitemapIndex {
  const fixed = [
    paths.home(),
    paths.search(),
    paths.info(),
    paths.legislation(),
    paths.educationalMaterial(),
    paths.keyboardShortcuts(),
    paths.accessibility(),
    paths.termsOfUse(),
    paths.english(),
  ];
  const orgs = getDb()
    .$client.prepare(`SELECT latin_name FROM organizations ORDER BY latin_name`)
    .pluck()
    .all() as string[];
  const body =
    `${XML_HEAD}<urlset xmlns="${NS}">\n` +
    [...fixed, ...orgs.map((latinName) => paths.organization(latinName))].map((p) => url(origin + p)).join("\n") +
    "\n</urlset>\n";
  return { body, validators: [origin, orgs.length, orgs.join("\n")] };
}

export type DecisionSitemap =
  | { kind: "notFound" }
  | {
      kind: "ok";
      stream: () => ReadableStream<Uint8Array>;
      validators: (string | number)[];
      lastModified: number | null;
    };

/** Decision page `n` (0-based): the public decisions with ids n*50,000+1 … (n+1)*50,000. */
export function decisionSitemap(origin: string, n: number, perPage = DECISIONS_PER_SITEMAP): DecisionSitemap {
  if (!Number.isSafeInteger(n) || n < 0 || n >= decisionSitemapCount(perPage)) return { kind: "notFound" };
  const first = n * perPage + 1;
  const last = (n + 1) * perPage;
  const stats = rangeStats(first, last);
  const batch = getDb().$client.prepare(
    `SELECT id, ada, updated_at AS updatedAt FROM decisions
      WHERE id > ? AND id <= ? AND status IN (${STATUS_LIST}) AND ada IS NOT NULL
      ORDER BY id LIMIT ${BATCH}`,
  );
  const encoder = new TextEncoder();
  const stream = () => {
    let after = first - 1;
    let started = false;
    let cancelled = false;
    return new ReadableStream<Uint8Array>({
      cancel() {
        cancelled = true;
      },
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${XML_HEAD}<urlset xmlns="${NS}">\n`));
          return;
        }
        await yieldToEventLoop();
        if (cancelled) return;
        const rows = batch.all(after, last) as { id: number; ada: string; updatedAt: number }[];
        if (rows.length > 0) {
          after = rows[rows.length - 1].id;
          controller.enqueue(
            encoder.encode(rows.map((r) => url(origin + paths.decision(r.ada), r.updatedAt)).join("\n") + "\n"),
          );
          if (rows.length === BATCH) return;
        }
        controller.enqueue(encoder.encode("</urlset>\n"));
        controller.close();
      },
    });
  };
  return {
    kind: "ok",
    stream,
    validators: [origin, n, stats.count, stats.lastModified ?? 0],
    lastModified: stats.lastModified,
  };
}

/** robots.txt: everything may be crawled but the heavy and personal parts; where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Disallow: /search/export",
    "Disallow: /login",
    "Disallow: /logout",
    "Disallow: /userhome",
    "Disallow: /decision/new",
    "Disallow: /decision/publish/",
    "Allow: /",
    "",
    `Sitemap: ${origin}${sitemapPaths.index()}`,
    "",
  ].join("\n");
}
