/**
 * A frequent text under an organisation filter that keeps many decisions (decision 133): its total
 * and facets come from the text's newest matches tested against the organisations' id sets, kept
 * per organisation version. The totals, their exactness and the facets must be what the matches
 * say, also right after a publication or a withdrawal in the organisation (a set kept from before
 * would be stale). The reader is made with a low SMALL_FILTER_ROWS so a small corpus reaches the
 * bounded pass, against a real SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import type { SearchDocument, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { searchDocument } from "./testing/search-document";
import { createFts5Reader } from "./fts5-read";
import { EXACT_TOTAL_CAP, FACET_SAMPLE_CAP } from "./limits";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const N = 12_000;
const T0 = Date.UTC(2024, 0, 1);

/** 90 % "big" (10,800: past the cap), 7.5 % "mid", 2.5 % "small"; every decision about a supply. */
const orgOf = (id: number) => (id % 40 === 0 ? "small" : id % 40 < 4 ? "mid" : "big");

const doc = (id: number): SearchDocument =>
  searchDocument(id, T0 + id * 60_000, {
    orgUid: orgOf(id),
    orgLabel: `ΦΟΡΕΑΣ ${orgOf(id)}`,
    decisionTypeUid: id % 3 ? "Β.1.3" : "Β.2.1",
    decisionTypeLabel: id % 3 ? "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ" : "ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ",
    status: id % 11 ? "PUBLISHED" : "REVOKED",
    subject: `Έγκριση προμήθειας ${id}`,
  });
const docs = new Map<number, SearchDocument>();
const engine = createFts5Engine(testDb.db);
const reader = createFts5Reader(testDb.db.$client, { smallFilterRows: 100 });

beforeAll(() => {
  const all = Array.from({ length: N }, (_, i) => doc(i + 1));
  for (const d of all) docs.set(d.decisionId, d);
  for (let i = 0; i < all.length; i += 3000) engine.indexMany(all.slice(i, i + 3000));
});

/** The matches of the organisations, newest first, and the counts of a field over some of them. */
function matchesOf(orgUids: string[]) {
  return [...docs.values()].filter((d) => orgUids.includes(d.orgUid)).sort((a, b) => b.decisionId - a.decisionId);
}
function counts(rows: SearchDocument[], key: (d: SearchDocument) => string) {
  const out = new Map<string, number>();
  for (const d of rows) out.set(key(d), (out.get(key(d)) ?? 0) + 1);
  return Object.fromEntries(out);
}
const query = (orgUids: string[]): SearchQuery => ({
  text: "προμήθειας",
  filters: { orgUids },
  facets: ["orgUid", "decisionTypeUid", "status"],
});
const asCounts = (values: { value: string; count: number }[] = []) =>
  Object.fromEntries(values.map((v) => [v.value, v.count]));

describe("a frequent text under organisations that keep many decisions", () => {
  it.each([[["mid"]], [["mid", "small"]]])("%j: the exact total and facets of every match", (orgUids) => {
    const want = matchesOf(orgUids);
    expect(want.length).toBeGreaterThan(100);
    const r = reader.search(query(orgUids));
    expect(r).toMatchObject({ total: want.length, totalIsExact: true, facetsAreExact: true });
    expect(r.hits.map((d) => d.decisionId)).toEqual(want.slice(0, 10).map((d) => d.decisionId));
    expect(asCounts(r.facets.orgUid)).toEqual(counts(want, (d) => d.orgUid));
    expect(asCounts(r.facets.decisionTypeUid)).toEqual(counts(want, (d) => d.decisionTypeUid));
    expect(asCounts(r.facets.status)).toEqual(counts(want, (d) => d.status));
  });

  it("past the cap: 10.000+ and the facets of the newest FACET_SAMPLE_CAP kept matches", () => {
    const want = matchesOf(["big"]);
    expect(want.length).toBeGreaterThan(EXACT_TOTAL_CAP);
    const r = reader.search(query(["big"]));
    expect(r).toMatchObject({ total: EXACT_TOTAL_CAP, totalIsExact: false, facetsAreExact: false });
    const sample = want.slice(0, FACET_SAMPLE_CAP);
    expect(asCounts(r.facets.decisionTypeUid)).toEqual(counts(sample, (d) => d.decisionTypeUid));
    expect(asCounts(r.facets.status)).toEqual(counts(sample, (d) => d.status));
  });

  it("follows a publication, a withdrawal and a move between organisations at once", () => {
    const before = reader.search(query(["mid"])).total;
    engine.index({ ...doc(N + 1), orgUid: "mid" });
    expect(reader.search(query(["mid"])).total).toBe(before + 1);
    engine.remove(3); // one of "mid"'s
    expect(orgOf(3)).toBe("mid");
    expect(reader.search(query(["mid"])).total).toBe(before);
    engine.index({ ...docs.get(5)!, orgUid: "mid", versionId: "v5b" }); // "big" -> "mid"
    expect(reader.search(query(["mid"])).total).toBe(before + 1);
    expect(reader.search(query(["mid", "small"])).total).toBe(before + 1 + matchesOf(["small"]).length);
  });
});
