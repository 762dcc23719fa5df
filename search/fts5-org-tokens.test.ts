/**
 * Each decision's organisation is a word of its FTS5 row (decision 139): a word under an
 * organisation filter is counted by FTS5 from the organisation's matches, instead of SQLite being
 * handed every match of the word. What people see must not change: the same hits, totals and
 * facets as the plans that list every match, after publications, moves between organisations and
 * withdrawals, and on an index written before the words (until a rebuild gives every row its own).
 * The statements run are seen through better-sqlite3's `verbose` hook on a second connection to
 * the same real SQLite file.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import type { SearchDocument, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { orgToken, ORG_TOKENS_KEY, ORG_TOKENS_PASS_KEY } from "./fts5-org-tokens";
import { createFts5Reader } from "./fts5-read";
import { rebuildFts5, rewriteDocumentBatch } from "./fts5-rebuild";
import { EXACT_TOTAL_CAP } from "./limits";
import { indexedText } from "./normalize";
import { searchDocument } from "./testing/search-document";

const testDb = createTestDatabase();
const sqlite = testDb.db.$client;
const T0 = Date.UTC(2024, 0, 1);
// More decisions than EXACT_TOTAL_CAP hold the word, so a word + organisation search takes the
// frequent word's plans; 70 % in "big", 20 % in "mid", 10 % in "small".
const N = EXACT_TOTAL_CAP + 800;
const orgOf = (id: number) => (id % 10 < 7 ? "big" : id % 10 < 9 ? "mid" : "small");
const doc = (id: number, orgUid = orgOf(id)): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    orgUid,
    orgLabel: `ΦΟΡΕΑΣ ${orgUid}`,
    decisionTypeUid: id % 3 ? "Β.1.3" : "Β.2.1",
    status: id % 13 ? "PUBLISHED" : "REVOKED",
    body: id % 4 ? "Η δαπάνη βαρύνει τον προϋπολογισμό του έτους." : "",
  });
const engine = createFts5Engine(testDb.db);

const executed: string[] = [];
let connection: Database.Database;
beforeAll(() => {
  const all = Array.from({ length: N }, (_, i) => doc(i + 1));
  for (let i = 0; i < all.length; i += 4000) engine.indexMany(all.slice(i, i + 4000));
  connection = new Database(testDb.file, { verbose: (sql) => executed.push(String(sql)) });
});
afterAll(() => {
  connection.close();
  testDb.cleanup();
});

const marked = () => sqlite.prepare(`SELECT 1 FROM search_meta WHERE key = ?`).pluck().get(ORG_TOKENS_KEY) === 1;
/** The index as written before the organisations' words: every row's text alone, no mark. */
function writeRowsWithoutWords() {
  const rows = sqlite.prepare(`SELECT decision_id, subject, protocol_number, ada, body FROM search_docs`).all() as {
    decision_id: number;
    subject: string;
    protocol_number: string;
    ada: string;
    body: string;
  }[];
  sqlite.transaction(() => {
    for (const r of rows) {
      sqlite.prepare(`DELETE FROM search_fts WHERE rowid = ?`).run(r.decision_id);
      sqlite
        .prepare(`INSERT INTO search_fts (rowid, body) VALUES (?, ?)`)
        .run(r.decision_id, indexedText({ ...r, protocolNumber: r.protocol_number }));
    }
    sqlite.prepare(`DELETE FROM search_meta WHERE key = ?`).run(ORG_TOKENS_KEY);
    sqlite.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`).run();
  })();
}

const QUERIES: SearchQuery[] = [
  { text: "δαπάνης", filters: { orgUids: ["mid"] }, facets: ["orgUid", "decisionTypeUid", "status", "year"] },
  { text: "δαπάνης", filters: { orgUids: ["small", "mid"] }, facets: ["orgUid", "status"], page: 3 },
  { text: "δαπάνης", filters: { orgUids: ["mid"] }, sort: "oldest" },
  { text: "δαπάνης", filters: { orgUids: ["big"] }, facets: ["status"] },
  { text: "δαπάνη", filters: { orgUids: ["mid"] }, facets: ["decisionTypeUid"] },
  { text: "δαπάνης", filters: { orgUids: ["small"], decisionTypeUids: ["Β.2.1"] }, facets: ["status"] },
  { text: "δαπάνης", filters: { orgUids: ["mid"], statuses: ["REVOKED"] } },
  { text: "δαπάνης 1234", filters: { orgUids: ["mid"] } },
  { text: "δαπάνης", filters: { orgUids: ["nobody"] } },
];
/** What each query shows (hits, total, facets) and counts, from a reader made afresh. */
function answers() {
  const reader = createFts5Reader(connection);
  return QUERIES.map((q) => {
    const r = reader.search(q);
    return {
      hits: r.hits.map((h) => h.decisionId),
      total: r.total,
      exact: r.totalIsExact,
      facets: r.facets,
      facetsAreExact: r.facetsAreExact,
      count: reader.count(q),
    };
  });
}
/** Statements that handed SQLite every match of the word, without the organisation. */
const everyMatchListed = () =>
  executed.filter((sql) => sql.includes(`IN (SELECT rowid FROM search_fts WHERE search_fts MATCH '"δαπανησ"')`));
const countedWithWord = (orgUid: string) =>
  executed.filter(
    (sql) => /SELECT count\(\*\) FROM search_fts WHERE search_fts MATCH/.test(sql) && sql.includes(orgToken(orgUid)),
  );

describe("a word under an organisation filter", () => {
  it("is counted from the organisation's matches, with the same hits, totals and facets as listing every match", () => {
    expect(marked()).toBe(true);
    executed.length = 0;
    const withWords = answers();
    const mid = Array.from({ length: N }, (_, i) => i + 1).filter((id) => orgOf(id) === "mid");
    expect(withWords[0]).toMatchObject({ total: mid.length, exact: true, count: mid.length });
    expect(withWords[0].hits).toEqual(mid.slice(-10).reverse());
    expect(everyMatchListed()).toEqual([]);
    expect(countedWithWord("mid").length).toBeGreaterThan(0);

    // The same index written before the words: the plans list every match, and show the same.
    writeRowsWithoutWords();
    executed.length = 0;
    expect(answers()).toEqual(withWords);
    expect(everyMatchListed().length).toBeGreaterThan(0);
    expect(countedWithWord("mid")).toEqual([]);

    // A rewrite taken up midway leaves the index unmarked; a full one marks it.
    rewriteDocumentBatch(testDb.db, 5_000, 100_000);
    expect(marked()).toBe(false);
    rebuildFts5(testDb.db);
    expect(marked()).toBe(true);
    expect(sqlite.prepare(`SELECT 1 FROM search_meta WHERE key = ?`).pluck().get(ORG_TOKENS_PASS_KEY)).toBeUndefined();
    executed.length = 0;
    expect(answers()).toEqual(withWords);
    expect(everyMatchListed()).toEqual([]);
  });

  it("follows a decision moved to another organisation and a withdrawal", () => {
    const reader = createFts5Reader(connection);
    const count = (orgUid: string) => reader.count({ text: "δαπάνης", filters: { orgUids: [orgUid] } });
    const total = (orgUid: string) => reader.search({ text: "δαπάνης", filters: { orgUids: [orgUid] } }).total;
    const [mid, small] = [count("mid"), count("small")];
    expect(total("mid")).toBe(mid);
    engine.index(doc(6, "small")); // was in "big"
    engine.index(doc(8, "small")); // was in "mid"
    engine.remove(9); // was in "small"
    expect([count("mid"), count("small")]).toEqual([mid - 1, small + 1]);
    expect([total("mid"), total("small")]).toEqual([mid - 1, small + 1]);
    const oldest = reader.search({ text: "δαπάνης", filters: { orgUids: ["small"] }, sort: "oldest", size: 3 });
    expect(oldest.hits.map((h) => h.decisionId)).toEqual([6, 8, 19]);
  });

  it("counts a single word's every match from FTS5's vocabulary, deleted rows left out", () => {
    const reader = createFts5Reader(connection);
    const live = sqlite.prepare(`SELECT count(*) FROM search_docs`).pluck().get() as number;
    executed.length = 0;
    expect(reader.count({ text: "ΔΑΠΆΝΗΣ" })).toBe(live);
    expect(executed.filter((sql) => sql.includes("FROM temp.search_fts_words WHERE term = 'δαπανησ'"))).toHaveLength(1);
    expect(reader.count({ text: "δαπάνη" })).toBe(
      Array.from({ length: N }, (_, i) => i + 1).filter((id) => id % 4).length - 1,
    );
    expect(reader.count({ text: "δαπάνης 1234" })).toBe(1);
    expect(reader.count({ text: "ανύπαρκτη" })).toBe(0);
  });

  it("cannot be reached by what a person types", () => {
    const reader = createFts5Reader(connection);
    expect(reader.search({ text: orgToken("mid") }).total).toBe(0);
    expect(reader.search({ text: `"${orgToken("mid")}"` }).total).toBe(0);
  });
});
