/**
 * A sitemap index with several parts (the part size lowered from the protocol's 50,000 so a small
 * register needs several): every part is named, each lists at most its size, and together they
 * list every public decision exactly once, in id order; a part past the last is not found.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedIfEmpty } from "#db/seed";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { xmlProblems } from "#tests/support/xmllint";
import { paths } from "../paths";
import { decisionSitemap, sitemapIndex } from "./sitemap.server";

const ORIGIN = "https://apofaseis.example.gr";
const PER_PAGE = 7;
let t: TestDatabase;

beforeAll(async () => {
  t = createTestDatabase();
  setDb(t.db);
  await seedIfEmpty(t.db, 40);
});
afterAll(() => t.cleanup());

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

describe("sitemap index with several parts", () => {
  it("names every part, and the parts list every public decision once, at most the part size each", async () => {
    const maxId = t.db.$client.prepare("SELECT max(id) FROM decisions").pluck().get() as number;
    const parts = Math.ceil(maxId / PER_PAGE);
    expect(parts).toBeGreaterThan(2);

    const index = sitemapIndex(ORIGIN, PER_PAGE).body;
    expect(xmlProblems(index)).toBeNull();
    expect(locsOf(index)).toEqual([
      "/sitemap/pages.xml",
      ...Array.from({ length: parts }, (_, n) => `/sitemap/decisions-${n}.xml`),
    ]);

    const listed: string[] = [];
    for (let n = 0; n < parts; n++) {
      const part = decisionSitemap(ORIGIN, n, PER_PAGE);
      if (part.kind !== "ok") throw new Error(`part ${n} not found`);
      const xml = await new Response(part.stream()).text();
      expect(xmlProblems(xml), `part ${n}`).toBeNull();
      const locs = locsOf(xml);
      expect(locs.length, `part ${n}`).toBeLessThanOrEqual(PER_PAGE);
      listed.push(...locs);
    }
    const published = t.db.$client
      .prepare(`SELECT ada FROM decisions WHERE ada IS NOT NULL AND status != 'SUBMITTED' ORDER BY id`)
      .pluck()
      .all() as string[];
    expect(published.length).toBeGreaterThan(PER_PAGE);
    expect(listed).toEqual(published.map((ada) => paths.decision(ada)));
    expect(decisionSitemap(ORIGIN, parts, PER_PAGE).kind).toBe("notFound");
  });
});
