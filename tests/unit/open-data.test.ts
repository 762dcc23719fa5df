/**
 * The open-data routes through the whole Remix pipeline (tests/support/app-server.ts) on a real
 * SQLite file: an export far past the old 10,000-row cap is complete in every format, feeds of a
 * search and of an organisation parse and revalidate (ETag, Last-Modified, 304; an organisation's
 * only when it publishes), and the search
 * and organisation pages announce their feeds.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeDump } from "#app/export/dump.server";
import {
  ORG as API_ORG,
  multipart,
  post as postToWriteApi,
  storeRequest,
} from "#app/http/testing/opendata-write-client";
import { paths } from "#app/paths";
import { seedIfEmpty } from "#db/seed";
import type { SearchDocument } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { startAppServer, type AppServer } from "#tests/support/app-server";
import { openAppDatabase, type AppDatabase } from "#tests/support/app-database";
import type { TestDatabase } from "#tests/support/test-db";
import { el, xmlProblems, xpath } from "#tests/support/xmllint";

let t: TestDatabase;
let app: AppServer;
let org: { uid: string; latinName: string };
let close: AppDatabase["close"] = async () => {};
let dumpDir: string;

/** Synthetic decisions in the search projection only: what the export and feeds read. */
const EXTRA = 12_000;
const MARK = "ζωοφιλοξενία";

beforeAll(async () => {
  dumpDir = fs.mkdtempSync(path.join(os.tmpdir(), "open-data-dumps-"));
  ({ database: t, close } = openAppDatabase({ DUMP_DIR: dumpDir }));
  await seedIfEmpty(t.db, 40);
  org = t.db.$client
    .prepare(
      `SELECT o.uid, o.latin_name AS latinName FROM organizations o
        WHERE EXISTS (SELECT 1 FROM decisions d WHERE d.org_uid = o.uid AND d.status = 'PUBLISHED') LIMIT 1`,
    )
    .get() as typeof org;
  const engine = createFts5Engine(t.db);
  const T0 = Date.UTC(2020, 0, 1);
  const docs: SearchDocument[] = Array.from({ length: EXTRA }, (_, i) => ({
    decisionId: 1_000_000 + i,
    ada: `ΤΕΣΤ${String(i).padStart(6, "0")}-ΑΒΓ`,
    versionId: `test-${i}`,
    orgUid: "test-org",
    orgLabel: "ΦΟΡΕΑΣ ΔΟΚΙΜΗΣ",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    subject: `${MARK} αριθμός ${i}`,
    protocolNumber: `${i}/2020`,
    issueDate: "2020-01-01",
    publishedAt: T0 + i * 1000,
    updatedAt: T0 + i * 1000,
    amount: i % 2 ? i + 0.5 : null,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
  }));
  for (let i = 0; i < docs.length; i += 3000) engine.indexMany(docs.slice(i, i + 3000));
  app = await startAppServer();
}, 120_000);

afterAll(async () => {
  await close(app);
  fs.rmSync(dumpDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });
const search = { text: MARK };

describe("/search/export past 10,000 rows", () => {
  it("json: every one of the matches, newest first, said complete", async () => {
    const response = await get(paths.searchExport(search, "json"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/attachment; filename="apofaseis-.*\.json"/);
    const body = (await response.json()) as {
      decisionResultList: { ada: string }[];
      rowCount: number;
      truncated: boolean;
    };
    expect(body.decisionResultList).toHaveLength(EXTRA);
    expect(body).toMatchObject({ rowCount: EXTRA, truncated: false });
    expect(body.decisionResultList[0].ada).toBe(`ΤΕΣΤ${String(EXTRA - 1).padStart(6, "0")}-ΑΒΓ`);
    expect(new Set(body.decisionResultList.map((r) => r.ada)).size).toBe(EXTRA);
  });

  it("csv and xml: the same count; xls: a workbook whose row limit is in a header", async () => {
    const csv = await get(paths.searchExport(search, "csv"));
    expect(csv.headers.get("Content-Type")).toMatch(/^text\/csv; charset=utf-8/);
    expect((await csv.text()).trim().split("\r\n")).toHaveLength(EXTRA + 1);

    const xml = Buffer.from(await (await get(paths.searchExport(search, "xml"))).arrayBuffer());
    expect(xmlProblems(xml, "public/schema/decisions-export.xsd")).toBeNull();
    expect(xpath(xml, "count(/decisionsExport/decisionResultList/decision)")).toBe(String(EXTRA));

    const xls = await get(paths.searchExport(search, "xls"));
    expect(xls.headers.get("Content-Type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xls.headers.get("X-Export-Row-Limit")).toBe("1048575");
    expect(Buffer.from(await xls.arrayBuffer()).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it("the first bytes arrive before the file is written", async () => {
    const response = await get(paths.searchExport({}, "json"));
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/^\{"info":\{/);
    await reader.cancel();
  });

  it("a whole export's ETag follows the register: after a publication the old one gets the new file", async () => {
    const address = paths.searchExport({}, "json");
    const first = await get(address);
    const etag = first.headers.get("ETag")!;
    await first.body?.cancel();
    expect((await get(address, { "If-None-Match": etag })).status).toBe(304);

    // A document system publishes a decision through the OpenData write API.
    const published = await postToWriteApi(
      "/opendata/decisions",
      multipart(storeRequest(t.db, { protocolNumber: "ETAG/1" })),
    );
    expect(published.status).toBe(200);

    const again = await get(address, { "If-None-Match": etag });
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).not.toBe(etag);
    await again.body?.cancel();
  });

  it("a format it does not write is a Greek 400", async () => {
    const response = await get("/search/export?wt=pdf");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Άγνωστη μορφή εξαγωγής. Επιλέξτε wt=json, wt=xml, wt=csv ή wt=xls.");
  });
});

describe("feeds", () => {
  const feeds = () => [
    ["search RSS", paths.searchFeed(search, "rss"), "rss"],
    ["search Atom", paths.searchFeed(search, "atom"), "atom"],
    ["organisation RSS", paths.organizationFeed(org.uid), "rss"],
    ["organisation Atom", paths.organizationAtom(org.uid), "atom"],
  ];

  it.each(["search RSS", "search Atom", "organisation RSS", "organisation Atom"])(
    "%s parses, has its required elements, and answers 304 to its validators",
    async (name) => {
      const [, path, format] = feeds().find(([n]) => n === name)!;
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe(`application/${format}+xml; charset=utf-8`);
      const xml = await response.text();
      expect(xmlProblems(xml)).toBeNull();
      if (format === "rss") {
        expect(xpath(xml, "string(/rss/@version)")).toBe("2.0");
        for (const name of ["title", "link", "description"])
          expect(xpath(xml, `string(/rss/channel/${name})`)).not.toBe("");
        const items = Number(xpath(xml, "count(/rss/channel/item)"));
        expect(items).toBeGreaterThan(0);
        expect(items).toBeLessThanOrEqual(50);
        expect(xpath(xml, "count(/rss/channel/item[not(title) or not(link) or not(guid) or not(pubDate)])")).toBe("0");
      } else {
        const feed = `/${el("feed")}`;
        for (const name of ["id", "title", "updated"]) expect(xpath(xml, `string(${feed}/${el(name)})`)).not.toBe("");
        expect(Number(xpath(xml, `count(${feed}/${el("entry")})`))).toBeGreaterThan(0);
        const incomplete = `${feed}/${el("entry")}[not(${el("id")}) or not(${el("title")}) or not(${el("updated")})]`;
        expect(xpath(xml, `count(${incomplete})`)).toBe("0");
      }
      const etag = response.headers.get("ETag")!;
      const lastModified = response.headers.get("Last-Modified")!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(Date.parse(lastModified)).not.toBeNaN();
      expect((await get(path, { "If-None-Match": etag })).status).toBe(304);
      expect((await get(path, { "If-Modified-Since": lastModified })).status).toBe(304);
      expect((await get(path, { "If-None-Match": '"other"' })).status).toBe(200);
    },
  );

  it("a search feed's ETag follows the register: after a matching publication the old one gets the feed with it", async () => {
    const address = paths.searchFeed({ text: "ανεμογεννήτρια" }, "atom");
    const before = await get(address);
    expect(xpath(await before.text(), `count(/${el("feed")}/${el("entry")})`)).toBe("0");
    const etag = before.headers.get("ETag")!;
    const notModified = await get(address, { "If-None-Match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get("ETag")).toBe(etag);

    const subject = "Εγκατάσταση ανεμογεννήτριας στο δημοτικό κτίριο";
    const published = await postToWriteApi(
      "/opendata/decisions",
      multipart(storeRequest(t.db, { subject, protocolNumber: "FEED/1" })),
    );
    expect(published.status).toBe(200);

    const again = await get(address, { "If-None-Match": etag });
    expect(again.status).toBe(200);
    expect(again.headers.get("ETag")).not.toBe(etag);
    const xml = await again.text();
    expect(xpath(xml, `string(/${el("feed")}/${el("entry")}[1]/${el("title")})`)).toBe(subject);
  });

  it("an organisation's feed stays 304 after another body's publication, and not after one of its own", async () => {
    const other = t.db.$client
      .prepare(
        `SELECT o.uid FROM organizations o WHERE o.uid != ? AND EXISTS
           (SELECT 1 FROM decisions d WHERE d.org_uid = o.uid AND d.status = 'PUBLISHED') LIMIT 1`,
      )
      .pluck()
      .get(API_ORG) as string;
    const validators = async (address: string) => {
      const response = await get(address);
      expect(response.status).toBe(200);
      await response.text();
      return { etag: response.headers.get("ETag")!, lastModified: response.headers.get("Last-Modified")! };
    };
    const theirs = await validators(paths.organizationAtom(other));
    const ours = await validators(paths.organizationAtom(API_ORG));
    expect(Date.parse(theirs.lastModified)).not.toBeNaN();

    const subject = "Προμήθεια γραφικής ύλης για τη ροή του φορέα";
    const published = await postToWriteApi(
      "/opendata/decisions",
      multipart(storeRequest(t.db, { subject, protocolNumber: "FEED/2" })),
    );
    expect(published.status).toBe(200);

    const unchanged = await get(paths.organizationAtom(other), { "If-None-Match": theirs.etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("ETag")).toBe(theirs.etag);
    expect((await get(paths.organizationFeed(other), { "If-Modified-Since": theirs.lastModified })).status).toBe(304);

    const changed = await get(paths.organizationAtom(API_ORG), { "If-None-Match": ours.etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("ETag")).not.toBe(ours.etag);
    const xml = await changed.text();
    expect(xpath(xml, `string(/${el("feed")}/${el("entry")}[1]/${el("title")})`)).toBe(subject);
  });

  it("a search feed lists the newest 50 matches", async () => {
    const xml = await (await get(paths.searchFeed(search, "rss"))).text();
    expect(xpath(xml, "count(/rss/channel/item)")).toBe("50");
    expect(xpath(xml, "string(/rss/channel/item[1]/title)")).toBe(`${MARK} αριθμός ${EXTRA - 1}`);
  });

  it("a bad search is a Greek 400", async () => {
    const response = await get("/search/rss?fq=nonsense");
    expect(response.status).toBe(400);
  });

  it("the search page and the organisation page announce their feeds", async () => {
    const searchPage = await (await get(paths.search(search))).text();
    for (const format of ["rss", "atom"] as const) {
      const href = paths.searchFeed(search, format).replace(/&/g, "&amp;");
      expect(searchPage).toContain(`<link rel="alternate" type="application/${format}+xml"`);
      expect(searchPage).toContain(`href="${href}"`);
    }
    const orgPage = await (await get(paths.organization(org.latinName))).text();
    expect(orgPage).toMatch(
      new RegExp(`<link rel="alternate" type="application/atom\\+xml"[^>]*href="${paths.organizationAtom(org.uid)}"`),
    );
  });
});

describe("discovery: robots.txt, sitemaps, OpenSearch", () => {
  it("robots.txt keeps crawlers off the export and names the sitemap", async () => {
    const response = await get("/robots.txt");
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nDisallow: /search/export\n");
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it("the sitemap index names sitemaps that list every public decision once, at most 50,000 a file", async () => {
    const index = await (await get("/sitemap.xml")).text();
    expect(xmlProblems(index)).toBeNull();
    const sm = `/${el("sitemapindex")}/${el("sitemap")}/${el("loc")}`;
    const locs = xpath(index, `${sm}/text()`).split("\n").filter(Boolean);
    expect(locs.map((l) => new URL(l).pathname)).toEqual(["/sitemap/pages.xml", "/sitemap/decisions-0.xml"]);

    const pages = await (await get("/sitemap/pages.xml")).text();
    expect(xmlProblems(pages)).toBeNull();
    expect(pages).toContain(`${paths.organization(org.latinName)}</loc>`);

    const response = await get("/sitemap/decisions-0.xml");
    expect(response.headers.get("Last-Modified")).toBeTruthy();
    const decisions = await response.text();
    expect(xmlProblems(decisions)).toBeNull();
    const urls = xpath(decisions, `/${el("urlset")}/${el("url")}/${el("loc")}/text()`).split("\n");
    const published = t.db.$client
      .prepare(`SELECT ada FROM decisions WHERE ada IS NOT NULL AND status != 'SUBMITTED' ORDER BY id`)
      .pluck()
      .all() as string[];
    expect(published.length).toBeGreaterThan(0);
    expect(urls.map((u) => new URL(u).pathname)).toEqual(published.map((ada) => paths.decision(ada)));
    expect(urls.length).toBeLessThanOrEqual(50_000);
    expect((await get("/sitemap/decisions-1.xml")).status).toBe(404);
    expect((await get("/sitemap/other.xml")).status).toBe(404);
    const etag = response.headers.get("ETag")!;
    expect((await get("/sitemap/decisions-0.xml", { "If-None-Match": etag })).status).toBe(304);
  });

  it("every page links the OpenSearch description, whose search template leads to the search page", async () => {
    const home = await (await get("/")).text();
    expect(home).toMatch(
      /<link rel="search" type="application\/opensearchdescription\+xml" title="[^"]+" href="\/opensearch.xml"\/>/,
    );
    const description = await (await get("/opensearch.xml")).text();
    expect(xmlProblems(description)).toBeNull();
    const template = xpath(
      description,
      `string(/${el("OpenSearchDescription")}/${el("Url")}[@type='text/html']/@template)`,
    );
    expect(template).toMatch(/\/search\?query=\{searchTerms\}$/);
    const found = await get(
      new URL(template.replace("{searchTerms}", encodeURIComponent(MARK))).pathname +
        `?query=${encodeURIComponent(MARK)}`,
    );
    expect(found.status).toBe(200);
  });
});

describe("bulk dumps", () => {
  it("/opendata/dumps lists a dump with its size and checksum, and serves it whole with its length", async () => {
    expect(await (await get("/opendata/dumps")).text()).toContain("Δεν υπάρχουν ακόμη αρχεία.");
    const dump = await writeDump({
      databaseFile: t.file,
      dir: dumpDir,
      day: "2026-01-10",
      origin: "https://e.gr",
      keepDays: 7,
    });
    expect(dump.rows).toBeGreaterThan(EXTRA);
    const page = await (await get("/opendata/dumps")).text();
    expect(page).toContain('href="/opendata/dumps/decisions-2026-01-10.jsonl.gz"');
    expect(page).toContain(dump.sha256.slice(0, 16));

    const response = await get("/opendata/dumps/decisions-2026-01-10.jsonl.gz");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/gzip");
    expect(Number(response.headers.get("Content-Length"))).toBe(dump.bytes);
    const lines = zlib
      .gunzipSync(Buffer.from(await response.arrayBuffer()))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    expect(lines).toHaveLength(dump.rows);

    const checksum = await (await get("/opendata/dumps/decisions-2026-01-10.jsonl.gz.sha256")).text();
    expect(checksum).toBe(`${dump.sha256}  decisions-2026-01-10.jsonl.gz\n`);
    expect((await get("/opendata/dumps/decisions-2026-01-09.jsonl.gz")).status).toBe(404);
    expect((await get("/opendata/dumps/..%2Fportal.db")).status).toBe(404);
  });
});
