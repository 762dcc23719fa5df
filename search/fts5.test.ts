import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { describeSearchEngineContract, CORPUS } from "./contract";
import type { SearchDocument, SearchFilters, SearchQuery } from "./engine";
import { createFts5Engine } from "./fts5";
import { EXACT_TOTAL_CAP, EXTRA_FACET_CAP, FACET_SAMPLE_CAP } from "./limits";

const testDb = createTestDatabase();
afterAll(() => testDb.cleanup());
const engine = createFts5Engine(testDb.db);

describeSearchEngineContract("fts5", () => ({ engine, reset: () => engine.clear() }));

describe("fts5 engine", () => {
  it("indexes inside the caller's transaction and rolls back with it", () => {
    engine.clear();
    const publish = testDb.db.$client.transaction(() => {
      engine.index(CORPUS[0]);
      throw new Error("publishing failed after indexing");
    });
    expect(() => publish()).toThrow("publishing failed");
    expect(engine.search({ facets: ["orgUid"] })).toMatchObject({ total: 0, hits: [], facets: { orgUid: [] } });
    engine.index(CORPUS[0]);
    expect(engine.count({})).toBe(1);
  });

  it("reads a typed word as a whole word once a decision holds it, though it was a half word before", () => {
    engine.clear();
    engine.index({ ...CORPUS[0], decisionId: 1, subject: "καλλιεργεια ελαιων" });
    // Not a word of the index: a half word, matching the word it starts.
    expect(engine.search({ text: "καλλιεργ" }).hits.map((h) => h.decisionId)).toEqual([1]);
    engine.index({ ...CORPUS[0], decisionId: 2, ada: "ΒΒΒ2-ΓΓΓ", versionId: "v2", subject: "καλλιεργ σημειωση" });
    // Now a word of the index (the answer kept for the last generation no longer counts): that word only.
    expect(engine.search({ text: "καλλιεργ" }).hits.map((h) => h.decisionId)).toEqual([2]);
  });

  it("refuses to index a decision that is not public", () => {
    expect(() => engine.index({ ...CORPUS[0], status: "SUBMITTED" })).toThrow(RangeError);
  });

  describe("on a corpus larger than the exact-count cap", () => {
    // Half the decisions are published in id order, the others at random times: the newest-first
    // stream must prove its order (or fall back) and still agree with a plain sort.
    const N = EXACT_TOTAL_CAP + 2_500;
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const T = Date.UTC(2020, 0, 1);
    const docs: SearchDocument[] = [];
    for (let id = 1; id <= N; id++) {
      const publishedAt = id % 2 ? T + id * 60_000 : T + Math.floor(random() * N) * 60_000 + 1;
      docs.push({
        ...CORPUS[0],
        decisionId: id,
        ada: `ΑΑΑ${id}-ΒΒΒ`,
        versionId: `v${id}`,
        subject: [
          "κοινη λεξη",
          id % 3 ? "μεσαια" : "",
          id % 97 === 0 ? "σπανια" : "",
          id % 5 === 0 ? "κοινοτητα" : "",
        ].join(" "),
        protocolNumber: `${id}/2020`,
        // "tiny": a dozen decisions, which the engine checks one by one against the text (decision 115).
        orgUid: id % 1000 === 3 ? "tiny" : id % 10 === 0 ? "small" : "big",
        status: id % 50 === 0 ? "REVOKED" : "PUBLISHED",
        unitUids: id % 7 === 0 ? ["u7"] : [],
        publishedAt,
        updatedAt: publishedAt,
      });
    }
    const built = (() => {
      let done = false;
      return () => {
        if (done) return;
        engine.clear();
        engine.indexMany(docs);
        done = true;
      };
    })();

    const words = (d: SearchDocument) => d.subject.split(" ");
    // A text that is no whole word of the corpus is a half word: it matches the words it starts.
    const vocabulary = new Set(docs.flatMap(words));
    const isWord = (text: string) => vocabulary.has(text);
    const matches = (d: SearchDocument, text: string) =>
      isWord(text) ? words(d).includes(text) : words(d).some((w) => w.startsWith(text));
    function expected(text: string | undefined, filters: SearchFilters, sort: "recent" | "oldest") {
      const matching = docs.filter(
        (d) =>
          (!text || matches(d, text)) &&
          (!filters.orgUids || filters.orgUids.includes(d.orgUid)) &&
          (!filters.statuses || filters.statuses.includes(d.status)) &&
          (!filters.unitUids || d.unitUids.some((u) => filters.unitUids!.includes(u))),
      );
      matching.sort((a, b) => b.publishedAt - a.publishedAt || b.decisionId - a.decisionId);
      return sort === "oldest" ? matching.reverse() : matching;
    }

    const cases: [string, SearchQuery][] = [
      ["common word", { text: "κοινη" }],
      ["common word, oldest", { text: "κοινη", sort: "oldest" }],
      ["common word, deep page", { text: "κοινη", page: 40, size: 200 }],
      ["mid word + broad filter", { text: "μεσαια", filters: { orgUids: ["big"] } }],
      ["mid word + selective filter", { text: "μεσαια", filters: { orgUids: ["small"] }, page: 3, size: 50 }],
      ["common word + selective filter", { text: "κοινη", filters: { orgUids: ["small"] }, page: 2, size: 50 }],
      ["common word + unit", { text: "κοινη", filters: { unitUids: ["u7"] }, size: 100 }],
      ["common word + status", { text: "κοινη", filters: { statuses: ["REVOKED"] } }],
      ["rare word", { text: "σπανια", size: 500 }],
      ["no text, unit", { filters: { unitUids: ["u7"] }, page: 2, size: 100 }],
      // Issue 11's slow classes: word + organisation, half words, deep pages of a frequent word.
      ["common word + broad filter, deep page", { text: "κοινη", filters: { orgUids: ["big"] }, page: 30, size: 100 }],
      ["common word + broad filter, oldest", { text: "κοινη", filters: { orgUids: ["big"] }, sort: "oldest" }],
      ["half a word of two words", { text: "κοιν" }],
      ["half a word of one word", { text: "κοινοτ", page: 5, size: 50 }],
      ["half a word + filter", { text: "κοινο", filters: { orgUids: ["small"] } }],
      ["half a word + status, oldest", { text: "μεσαι", filters: { statuses: ["REVOKED"] }, sort: "oldest" }],
      // A text within a dozen decisions: each of them checked against the text (decision 115).
      ["common word within a dozen decisions", { text: "κοινη", filters: { orgUids: ["tiny"] } }],
      ["mid word within a dozen decisions, oldest", { text: "μεσαια", filters: { orgUids: ["tiny"] }, sort: "oldest" }],
      ["half a word within a dozen decisions", { text: "κοινο", filters: { orgUids: ["tiny"] }, size: 3, page: 1 }],
      ["common word within a dozen decisions or small", { text: "κοινη", filters: { orgUids: ["tiny", "small"] } }],
    ];

    it("ranks by relevance without filters exactly as with a filter that keeps every decision", () => {
      // Ties (equal subjects tie a lot here) are broken newest first in both; a ranking that reads
      // bm25 without joining search_docs (tried in decision 115) must keep this order.
      built();
      const everyStatus = { statuses: ["PUBLISHED", "REVOKED"] };
      for (const [text, page] of [
        ["κοινη", 0],
        ["κοινη", 19],
        ["μεσαια σπανια", 0],
        ["κοινοτ", 3],
      ] as const) {
        const plain = engine.search({ text, sort: "relevance", size: 500, page }).hits.map((d) => d.decisionId);
        const filtered = engine.search({ text, sort: "relevance", size: 500, page, filters: everyStatus });
        expect(plain.length).toBeGreaterThan(0);
        expect(plain).toEqual(filtered.hits.map((d) => d.decisionId));
      }
    });

    it.each(cases)("%s: same hits as a plain sort, honest total", (_label, query) => {
      built();
      const want = expected(query.text, query.filters ?? {}, query.sort === "oldest" ? "oldest" : "recent");
      const size = query.size ?? 10;
      const page = query.page ?? 0;
      const r = engine.search({ ...query, facets: ["orgUid", "status"] });
      expect(r.hits.map((d) => d.decisionId)).toEqual(
        want.slice(page * size, page * size + size).map((d) => d.decisionId),
      );
      if (r.totalIsExact) {
        expect(r.total).toBe(want.length);
      } else {
        // A lower bound, never more than the cap ("10.000+") nor than the truth.
        expect(r.total).toBeLessThanOrEqual(Math.min(EXACT_TOTAL_CAP, want.length));
        expect(r.total).toBeGreaterThan(0);
      }
      if (want.length <= EXACT_TOTAL_CAP) {
        expect(r).toMatchObject({ total: want.length, totalIsExact: true, facetsAreExact: true });
        const orgs = new Map<string, number>();
        for (const d of want) orgs.set(d.orgUid, (orgs.get(d.orgUid) ?? 0) + 1);
        expect(Object.fromEntries(r.facets.orgUid!.map((v) => [v.value, v.count]))).toEqual(Object.fromEntries(orgs));
      } else {
        // Beyond the cap a total is exact when a plan counted it anyway, else a lower bound (above).
        expect(r.facetsAreExact).toBe(false);
      }
      expect(engine.count(query)).toBe(want.length);
    });

    it("counts unit and year facets only for searches of at most EXTRA_FACET_CAP matches", () => {
      built();
      const facets = ["orgUid", "unitUid", "year"] as const;
      // Broad searches (aggregates, and a common word): no unit or year facet, the others as ever.
      for (const query of [{}, { text: "κοινη" }, { filters: { orgUids: ["big"] } }]) {
        const r = engine.search({ ...query, facets: [...facets] });
        expect(r.total).toBeGreaterThan(EXTRA_FACET_CAP);
        expect(r.facets.orgUid?.length).toBeGreaterThan(0);
        expect(r.facets.unitUid).toBeUndefined();
        expect(r.facets.year).toBeUndefined();
      }
      // A narrow one (the small organisation's rare word): counted, over every match.
      const narrow = engine.search({ text: "σπανια", facets: [...facets] });
      const want = expected("σπανια", {}, "recent");
      expect(narrow.total).toBe(want.length);
      expect(narrow.facets.unitUid).toEqual(
        want.some((d) => d.unitUids.includes("u7"))
          ? [{ value: "u7", label: "u7", count: want.filter((d) => d.unitUids.includes("u7")).length }]
          : [],
      );
      expect(narrow.facets.year).toEqual([{ value: "2024", label: "2024", count: want.length }]);
      // The small organisation without text: aggregates for the organisation, rows for the unit.
      const small = engine.search({ filters: { orgUids: ["small"] }, facets: [...facets] });
      expect(small.total).toBeLessThanOrEqual(EXTRA_FACET_CAP);
      expect(small.facets.unitUid).toEqual([
        {
          value: "u7",
          label: "u7",
          count: expected(undefined, { orgUids: ["small"] }, "recent").filter((d) => d.unitUids.includes("u7")).length,
        },
      ]);
    });

    it("counts a frequent text's facets over its newest FACET_SAMPLE_CAP matches, and says so", () => {
      // Decision 133: beyond the exact-count cap each counted match is a read of search_docs, so the
      // facets of a text in 12,500 decisions are those of its 2,000 newest (by id), not of 10,000.
      built();
      const r = engine.search({ text: "κοινη", facets: ["orgUid", "status"] });
      expect(r).toMatchObject({ totalIsExact: false, facetsAreExact: false });
      const newest = docs
        .filter((d) => words(d).includes("κοινη"))
        .sort((a, b) => b.decisionId - a.decisionId)
        .slice(0, FACET_SAMPLE_CAP);
      const count = (key: (d: SearchDocument) => string) => {
        const counts = new Map<string, number>();
        for (const d of newest) counts.set(key(d), (counts.get(key(d)) ?? 0) + 1);
        return Object.fromEntries(counts);
      };
      expect(Object.fromEntries(r.facets.orgUid!.map((v) => [v.value, v.count]))).toEqual(count((d) => d.orgUid));
      expect(Object.fromEntries(r.facets.status!.map((v) => [v.value, v.count]))).toEqual(count((d) => d.status));
    });

    it("ranks by relevance within the matches", () => {
      built();
      const r = engine.search({ text: "κοινη", sort: "relevance", size: 20 });
      expect(r.hits).toHaveLength(20);
      expect(r.hits.every((d) => words(d).includes("κοινη"))).toBe(true);
    });
  });
});
