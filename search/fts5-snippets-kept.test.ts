/**
 * A text search's snippets are kept with its page until the index changes (decision 134): a
 * repeated search reads no document text and normalises none, yet shows the same marked passages,
 * each caller its own copy. The statements run are counted through better-sqlite3's `verbose`
 * hook on a second connection to the same real SQLite file.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import type { SearchDocument } from "./engine";
import { searchDocument } from "./testing/search-document";
import { createFts5Engine } from "./fts5";
import { createFts5Reader } from "./fts5-read";

const testDb = createTestDatabase();
const T0 = Date.UTC(2024, 0, 1);

const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    body: `Η επιτροπή του δήμου αποφασίζει την προμήθεια άμμου για τον δρόμο ${id}.`,
  });

const executed: string[] = [];
let connection: Database.Database;
beforeAll(() => {
  createFts5Engine(testDb.db).indexMany(Array.from({ length: 30 }, (_, i) => doc(i + 1)));
  connection = new Database(testDb.file, { verbose: (sql) => executed.push(String(sql)) });
});
afterAll(() => {
  connection.close();
  testDb.cleanup();
});

const bodyReads = () => executed.filter((sql) => /SELECT decision_id, body FROM search_docs/.test(sql)).length;

describe("a repeated text search", () => {
  it("shows the same marked passages without reading the document texts again until the index changes", () => {
    const reader = createFts5Reader(connection);
    const query = { text: "προμηθεια", size: 10 };
    const first = reader.search(query);
    expect(first.hits.map((h) => h.decisionId)).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(first.snippets?.[30].body.filter((p) => p.mark).map((p) => p.text)).toEqual(["προμήθεια"]);
    const reads = bodyReads();
    expect(reads).toBe(1);

    const second = reader.search(query);
    expect(bodyReads()).toBe(reads);
    expect(second.snippets).toEqual(first.snippets);
    // Each caller gets its own copy: what one changes, the next does not see.
    second.snippets![30].body.length = 0;
    expect(reader.search(query).snippets).toEqual(first.snippets);

    // Another page, or a new decision (a new index generation), reads the texts again.
    reader.search({ ...query, page: 1 });
    expect(bodyReads()).toBe(reads + 1);
    createFts5Engine(testDb.db).index(doc(31));
    const after = reader.search(query);
    expect(bodyReads()).toBe(reads + 2);
    expect(after.hits[0].decisionId).toBe(31);
    expect(after.snippets?.[31].body.some((p) => p.mark && p.text === "προμήθεια")).toBe(true);
  });
});
