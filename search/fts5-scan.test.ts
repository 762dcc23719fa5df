/**
 * A scan gives every match of a search in the order `search()` pages them, for text and filters
 * alike, and leaves the database free while it is open.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { CORPUS } from "./contract";
import type { SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { LIGHT_COLUMNS, openScan, publicationOrderSql } from "./fts5-scan";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const engine = createFts5Engine(testDb.db);
beforeAll(() => engine.indexMany(CORPUS));

const scanned = (query: SearchQuery) => {
  const scan = openScan(testDb.file, query);
  const ids: number[] = [];
  for (let batch = scan.next(2); batch.length; batch = scan.next(2)) ids.push(...batch.map((d) => d.decisionId));
  return ids;
};
const searched = (query: SearchQuery) => engine.search({ ...query, size: 500 }).hits.map((d) => d.decisionId);

describe("fts5 scan", () => {
  it("reads an export without text from the newest-first index alone, either way round (decision 145)", () => {
    for (const dir of ["DESC", "ASC"] as const) {
      const plan = testDb.db.$client
        .prepare(`EXPLAIN QUERY PLAN ${publicationOrderSql(LIGHT_COLUMNS, "1", dir)}`)
        .all() as { detail: string }[];
      expect(plan.map((step) => step.detail)).toEqual(["SCAN d USING COVERING INDEX search_docs_recent_idx"]);
    }
  });

  const queries: SearchQuery[] = [
    {},
    { sort: "oldest" },
    { text: "καθαρισμου" },
    { text: "ΚΑΘΑΡΙΣΜ", sort: "oldest" },
    { filters: { orgUids: ["50256"] } },
    { filters: { unitUids: ["u-tech"], statuses: ["PUBLISHED", "REVOKED"] } },
    { text: "ανάθεση", filters: { issueDateFrom: "2024-03-01" } },
    { filters: { orgUids: [] } },
  ];
  it.each(queries.map((q) => [JSON.stringify(q), q] as const))("scans %s as search() orders it", (_, query) => {
    const ids = scanned(query);
    expect(ids).toEqual(searched(query));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("scans a relevance search newest first and says so", () => {
    const scan = openScan(testDb.file, { text: "καθαρισμου", sort: "relevance" });
    expect(scan.ordered).toBe("recent");
    scan.close();
    expect(scanned({ text: "καθαρισμου", sort: "relevance" })).toEqual(searched({ text: "καθαρισμου" }));
  });

  it("keeps its own connection: the register can be written while a scan is open", () => {
    const scan = openScan(testDb.file, {});
    const first = scan.next(1);
    engine.remove(first[0].decisionId);
    engine.index(first[0]);
    // The scan reads the snapshot it started with.
    expect(scan.next(1000)).toHaveLength(CORPUS.length - 1);
    expect(scan.next(10)).toEqual([]);
    scan.close();
  });
  it("without the lists (exports, dumps, alerts) gives the same documents, in the same order, with empty lists", () => {
    const read = (lists: boolean) => {
      const scan = openScan(testDb.file, { filters: { unitUids: ["u-tech"] } }, { lists });
      const docs = [];
      for (let batch = scan.next(3); batch.length; batch = scan.next(3)) docs.push(...batch);
      return docs;
    };
    const full = read(true);
    const light = read(false);
    expect(full.length).toBeGreaterThan(0);
    expect(full.some((d) => d.unitUids.length > 0)).toBe(true);
    expect(light).toEqual(
      full.map((d) => ({ ...d, unitUids: [], signerUids: [], thematicCategoryUids: [], afms: undefined })),
    );
  });
});
