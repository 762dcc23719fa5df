/**
 * A word in a large share of the decisions, newest first (decision 127): its page is found by
 * seeking the newest decisions (of the filters) one by one in the text, so the work follows the
 * page, not the matches, and the results are those of a plain sort. The decisions are published
 * in the reverse of their id order, so proving the newest page from the matches instead would read
 * every one of them; the reads are counted through the abort watch's looks at the signal (one
 * every ABORT_CHECK_ROWS rows read), against a real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { ABORT_CHECK_ROWS } from "./abort";
import type { SearchDocument, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { searchDocument } from "./testing/search-document";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const N = 6_000;
const T0 = Date.UTC(2024, 0, 1);
const ORGS = ["6013", "6014", "6015"];

// Every other decision is about a supply (προμήθεια); every one approves something. The lower the
// id, the newer.
const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + (N - id) * 60_000, {
    orgUid: ORGS[id % 3],
    orgLabel: `ΦΟΡΕΑΣ ${ORGS[id % 3]}`,
    subject: `${id % 2 ? "Έγκριση μελέτης" : "Έγκριση προμήθειας"} ${id}`,
    unitUids: id % 5 ? [] : ["unit-5"],
  });
const DOCS = Array.from({ length: N }, (_, i) => doc(i + 1));

beforeAll(() => {
  const engine = createFts5Engine(testDb.db);
  for (let i = 0; i < DOCS.length; i += 2000) engine.indexMany(DOCS.slice(i, i + 2000));
});

/** A signal that counts the engine's looks at it (and never aborts). */
function countingSignal() {
  let looks = 0;
  const signal = new Proxy(new AbortController().signal, {
    get(target, prop) {
      if (prop === "aborted") looks++;
      return Reflect.get(target, prop, target) as unknown;
    },
  });
  return { signal, looks: () => looks };
}

/** The page a plain sort of the matching decisions gives (newest first, then the higher id). */
function plainSort(keep: (d: SearchDocument) => boolean, page: number, size: number): number[] {
  return DOCS.filter(keep)
    .sort((a, b) => b.publishedAt - a.publishedAt || b.decisionId - a.decisionId)
    .slice(page * size, (page + 1) * size)
    .map((d) => d.decisionId);
}

const supply = (d: SearchDocument) => d.subject.includes("προμήθειας");

describe("a word in half the decisions, newest first", () => {
  const cases: [string, SearchQuery, (d: SearchDocument) => boolean][] = [
    ["alone", { text: "προμήθειας" }, supply],
    [
      "with an organisation",
      { text: "προμήθειας", filters: { orgUids: ["6014"] } },
      (d) => supply(d) && d.orgUid === "6014",
    ],
    [
      "with a unit",
      { text: "προμήθειας", filters: { unitUids: ["unit-5"] } },
      (d) => supply(d) && d.unitUids.length > 0,
    ],
  ];
  for (const [label, query, keep] of cases) {
    it(`${label}: the plain sort's pages, reading about the page and not the matches`, () => {
      const engine = createFts5Engine(testDb.db);
      for (const page of [0, 2]) {
        const counting = countingSignal();
        const result = engine.search({ ...query, page, size: 10, hitsOnly: true, signal: counting.signal });
        expect(result.hits.map((h) => h.decisionId)).toEqual(plainSort(keep, page, 10));
        // The start, the preparation and the page: no block of rows read. Proving the order
        // from the matches reads every one of them (published in the reverse of their ids).
        expect(counting.looks()).toBeLessThanOrEqual(3);
      }
      const full = countingSignal();
      engine.search({ ...query, sort: "oldest", size: 10, hitsOnly: true, signal: full.signal });
      expect(full.looks()).toBeGreaterThan(Math.floor(DOCS.filter(keep).length / ABORT_CHECK_ROWS));
    });
  }
});

describe("a deep page of a word in half the decisions, newest first", () => {
  it("is the plain sort's page, walking the newest decisions against the word's newest matches", () => {
    const engine = createFts5Engine(testDb.db);
    // Page 31: 310 matches needed, ~620 decisions walked; far more seeks than DENSE_WALK_SEEKS.
    const counting = countingSignal();
    const result = engine.search({ text: "προμήθειας", page: 30, size: 10, hitsOnly: true, signal: counting.signal });
    expect(result.hits.map((h) => h.decisionId)).toEqual(plainSort(supply, 30, 10));
    // ~620 decisions walked (a look every ABORT_CHECK_ROWS), not the 3,000 matches the
    // newest-first proof reads when publication runs against the ids.
    expect(counting.looks()).toBeLessThanOrEqual(3 + Math.ceil(650 / ABORT_CHECK_ROWS));
  });

  it("with an organisation the deep page is still the plain sort's", () => {
    const engine = createFts5Engine(testDb.db);
    const query: SearchQuery = {
      text: "προμήθειας",
      filters: { orgUids: ["6014"] },
      page: 30,
      size: 10,
      hitsOnly: true,
    };
    expect(engine.search(query).hits.map((h) => h.decisionId)).toEqual(
      plainSort((d) => supply(d) && d.orgUid === "6014", 30, 10),
    );
  });
});
