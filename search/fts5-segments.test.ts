/**
 * The text index's segments (decision 142): counted from FTS5's structure record, merged into one
 * after a bulk write, and merged level by level in the background without changing any answer.
 */
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import type { SearchDocument } from "./engine";
import { createFts5Engine } from "./fts5";
import { fts5SegmentCount, mergeFts5Segments, mergeSegmentsByLevel } from "./fts5-segments";
import { searchDocument } from "./testing/search-document";

const T0 = Date.UTC(2024, 0, 1);
const databases: TestDatabase[] = [];
afterAll(() => databases.forEach((t) => t.cleanup()));

/** A document text of 400 words of its own, so that each decision's segment spans several pages. */
const body = (id: number) => Array.from({ length: 400 }, (_, k) => `λεξη${id}x${k}`).join(" ");
const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    subject: id % 3 === 0 ? `Προμήθεια υλικών ${id}` : `Έγκριση δαπάνης καθαρισμού ${id}`,
    body: body(id),
  });

/** An index written as publications write it: one decision per transaction. */
function publishedOneByOne(count: number): TestDatabase {
  const t = createTestDatabase();
  databases.push(t);
  const engine = createFts5Engine(t.db);
  for (let id = 1; id <= count; id++) t.db.$client.transaction(() => engine.index(doc(id)))();
  return t;
}

/** What a reader sees: hits of a word, a half word and the newest first page, with totals. */
function answers(t: TestDatabase) {
  const engine = createFts5Engine(t.db);
  t.db.$client.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`).run();
  return ["προμηθεια", "δαπαν", "καθαρισμου 7", "λεξη7x399"].map((text) => {
    const found = engine.search({ text, size: 100 });
    return { text, total: found.total, ids: found.hits.map((h) => h.decisionId) };
  });
}

const noPause = async () => {};

describe("fts5SegmentCount", () => {
  it("is 0 for an index never written, one more for each transaction until FTS5 merges", () => {
    const t = publishedOneByOne(0);
    expect(fts5SegmentCount(t.db.$client)).toBe(0);
    const engine = createFts5Engine(t.db);
    t.db.$client.transaction(() => engine.index(doc(1)))();
    t.db.$client.transaction(() => engine.index(doc(2)))();
    expect(fts5SegmentCount(t.db.$client)).toBe(2);
  });

  it("is 1 after mergeFts5Segments, with the same answers", () => {
    const t = publishedOneByOne(60);
    const before = answers(t);
    expect(fts5SegmentCount(t.db.$client)).toBeGreaterThan(4);
    mergeFts5Segments(t.db);
    expect(fts5SegmentCount(t.db.$client)).toBe(1);
    expect(answers(t)).toEqual(before);
  });
});

describe("mergeSegmentsByLevel", () => {
  it("leaves at most one segment a level, with the same answers; a second run merges nothing", async () => {
    const t = publishedOneByOne(60);
    const before = answers(t);
    const report = await mergeSegmentsByLevel(t.db.$client, { budgetMs: 60_000, pause: noPause });
    expect(report.segmentsBefore).toBeGreaterThan(4);
    expect(report.segmentsAfter).toBeLessThan(report.segmentsBefore);
    expect(report.segmentsAfter).toBeLessThanOrEqual(3);
    expect(fts5SegmentCount(t.db.$client)).toBe(report.segmentsAfter);
    expect(answers(t)).toEqual(before);
    const again = await mergeSegmentsByLevel(t.db.$client, { budgetMs: 60_000, pause: noPause });
    expect(again.segmentsAfter).toBe(report.segmentsAfter);
    expect(again.steps).toBeLessThanOrEqual(1);
  });

  it("takes one step when the budget is spent or the server stops, and none for one segment", async () => {
    const t = publishedOneByOne(60);
    // Steps of one page: a step cannot merge these segments of several pages whole.
    const small = { pause: noPause, stepPages: 1 };
    const spent = await mergeSegmentsByLevel(t.db.$client, { ...small, budgetMs: 0 });
    expect(spent.steps).toBe(1);
    expect(spent.segmentsAfter).toBeGreaterThan(1);
    const stopping = await mergeSegmentsByLevel(t.db.$client, { ...small, budgetMs: 60_000, stopped: () => true });
    expect(stopping.steps).toBe(1);
    expect(stopping.segmentsAfter).toBeGreaterThan(1);
    // Left to run, the small steps get there too.
    const whole = await mergeSegmentsByLevel(t.db.$client, { ...small, budgetMs: 60_000 });
    expect(whole.steps).toBeGreaterThan(1);
    expect(whole.segmentsAfter).toBeLessThanOrEqual(3);
    mergeFts5Segments(t.db);
    expect(await mergeSegmentsByLevel(t.db.$client, { budgetMs: 60_000, pause: noPause })).toEqual({
      segmentsBefore: 1,
      segmentsAfter: 1,
      steps: 0,
    });
  });
});
