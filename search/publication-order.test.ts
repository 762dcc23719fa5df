/**
 * A scan of a text with many matches, streamed by decision id and put in publication order as it
 * goes (decision record 120), gives exactly the rows and order of the plan that sorts every match:
 * over several id blocks, with decisions published long after their id, equal publication times,
 * filters, both directions, ids read in short statements (decision record 125), and when so many rows
 * wait that it hands the rest to SQLite's sort.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import type { SearchDocument, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { openScan, type ScanOptions } from "./fts5-scan";
import { BLOCK_BITS } from "./fts5-write";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());

/** Five id blocks and a bit: more matches than one block holds. */
const COUNT = 5 * 2 ** BLOCK_BITS + 300;
const T0 = Date.UTC(2025, 0, 1);
const MINUTE = 60_000;
const ORGS = ["100", "200", "300"];

/** A fixed pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function corpus(): SearchDocument[] {
  const next = random(12);
  return Array.from({ length: COUNT }, (_, i) => {
    const id = i + 1;
    // Mostly in id order, each up to two blocks' worth of minutes off; every 97th was created long
    // before it was published (the newest of all); every 13th shares its minute with its neighbour.
    let publishedAt = T0 + id * MINUTE + Math.round((next() - 0.5) * 4 * 2 ** BLOCK_BITS * MINUTE);
    if (id % 97 === 0) publishedAt = T0 + (COUNT + 10 + (id % 5)) * MINUTE;
    if (id % 13 === 0) publishedAt = T0 + (id - 1) * MINUTE;
    const common = id % 10 !== 0;
    return {
      decisionId: id,
      ada: `ΑΔΑ${String(id).padStart(6, "0")}-ΧΨΩ`,
      versionId: `v-${id}`,
      orgUid: ORGS[id % 3],
      orgLabel: `ΦΟΡΕΑΣ ${ORGS[id % 3]}`,
      decisionTypeUid: "Β.1.3",
      decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
      status: id % 17 === 0 ? "REVOKED" : "PUBLISHED",
      subject: `${common ? "Έγκριση δαπάνης" : "Ορισμός επιτροπής"} αριθμός ${id}`,
      protocolNumber: `${id}/2025`,
      issueDate: "2025-01-01",
      publishedAt,
      updatedAt: publishedAt,
      amount: id % 2 ? id + 0.25 : null,
      unitUids: [],
      signerUids: [],
      thematicCategoryUids: [],
    };
  });
}

const DOCS = corpus();
beforeAll(() => {
  const engine = createFts5Engine(testDb.db);
  for (let i = 0; i < DOCS.length; i += 1000) engine.indexMany(DOCS.slice(i, i + 1000));
});

const scanned = (query: SearchQuery, options: ScanOptions) => {
  const scan = openScan(testDb.file, query, { lists: false, ...options });
  const docs: SearchDocument[] = [];
  for (let batch = scan.next(500); batch.length; batch = scan.next(500)) docs.push(...batch);
  return { ordered: scan.ordered, docs };
};
const ids = (docs: SearchDocument[]) => docs.map((d) => d.decisionId);
/** Every plan's answer must be this one: each match once, by publication time, ties by id. */
const sortedPlan = { limits: { joinAndSortMax: COUNT } };
const streamed = { limits: { joinAndSortMax: 0 } };
const handedOver = { limits: { joinAndSortMax: 0, heldMax: 40 } };
/** Ids read 7 at first, then 14, 28…: many statements, each starting after the last id read. */
const shortChunks = { limits: { joinAndSortMax: 0, firstIdChunk: 7 } };

describe("a text's matches in publication order without sorting them all", () => {
  const queries: [string, SearchQuery][] = [
    ["newest first", { text: "δαπανης" }],
    ["oldest first", { text: "δαπανης", sort: "oldest" }],
    ["relevance (scanned newest first)", { text: "δαπανης", sort: "relevance" }],
    ["with filters", { text: "δαπανης", filters: { orgUids: ["200", "300"], statuses: ["REVOKED"] } }],
    ["a prefix", { text: "δαπαν*" }],
  ];

  it("the sorting plan lists every match once, newest first, ties by id", () => {
    const { docs } = scanned({ text: "δαπανης" }, sortedPlan);
    const expected = DOCS.filter((d) => d.decisionId % 10 !== 0)
      .sort((a, b) => b.publishedAt - a.publishedAt || b.decisionId - a.decisionId)
      .map((d) => d.decisionId);
    expect(expected.length).toBeGreaterThan(2 ** BLOCK_BITS);
    expect(docs.map((d) => d.decisionId)).toEqual(expected);
  });

  it.each(queries)("%s: streamed, the same rows in the same order", (_, query) => {
    const sorted = scanned(query, sortedPlan);
    const stream = scanned(query, streamed);
    expect(sorted.docs.length).toBeGreaterThan(0);
    expect(stream.ordered).toBe(sorted.ordered);
    expect(ids(stream.docs)).toEqual(ids(sorted.docs));
    expect(JSON.stringify(stream.docs)).toBe(JSON.stringify(sorted.docs)); // every field too
  });

  it.each(queries)("%s: ids read in many short statements, the same rows in the same order", (_, query) => {
    const chunked = scanned(query, shortChunks).docs;
    const sorted = scanned(query, sortedPlan).docs;
    expect(ids(chunked)).toEqual(ids(sorted));
    expect(JSON.stringify(chunked)).toBe(JSON.stringify(sorted));
  });

  it.each(queries)("%s: with too many rows waiting, the rest sorted by SQLite, the same rows", (_, query) => {
    const handed = scanned(query, handedOver).docs;
    const sorted = scanned(query, sortedPlan).docs;
    expect(ids(handed)).toEqual(ids(sorted));
    expect(JSON.stringify(handed)).toBe(JSON.stringify(sorted));
  });

  it("gives its first rows before reading every match, and can be closed there", () => {
    const scan = openScan(testDb.file, { text: "δαπανης" }, { lists: false, ...streamed });
    const first = scan.next(10);
    expect(first.map((d) => d.decisionId)).toEqual(
      scanned({ text: "δαπανης" }, sortedPlan)
        .docs.slice(0, 10)
        .map((d) => d.decisionId),
    );
    scan.close();
    expect(scan.next(10)).toEqual([]);
  });
});
