/**
 * The contract every SearchEngine must pass (DESIGN.md "Search": one interface, two engines).
 * search/fts5.test.ts runs it against SQLite FTS5, search/typesense.test.ts against a Typesense
 * server when TYPESENSE_URL is set. Each engine gets the same small Greek corpus and must agree
 * on matching (accents, case, final sigma, Latin look-alikes in ADAs), order, paging, filters,
 * facets, removal and re-indexing.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Condition, SearchDocument, SearchEngine, SearchQuery, TextQuery } from "./engine";
import { QueryLanguageError, SearchInputError } from "./errors";
import { MAX_PAGE_SIZE } from "./limits";
import { searchByCursor } from "./paging";

export interface ContractHarness {
  engine: SearchEngine;
  /** Empties the index (called before each test). */
  reset(): Promise<void> | void;
  /**
   * The engine refuses (QueryLanguageError) an OR of words, text inside an OR or NOT with fields,
   * a query of exclusions only and NOT of a range (Typesense, typesense-params.ts); the cases it
   * refuses are marked below. Without it every case must be evaluated (FTS5).
   */
  partialBoolean?: boolean;
}

const DAY = 86_400_000;
const T0 = Date.UTC(2024, 0, 10, 9, 0, 0);

function doc(
  overrides: Partial<SearchDocument> & Pick<SearchDocument, "decisionId" | "ada" | "subject">,
): SearchDocument {
  return {
    versionId: `00000000-0000-4000-8000-${String(overrides.decisionId).padStart(12, "0")}`,
    orgUid: "6013",
    orgLabel: "ΔΗΜΟΣ ΤΗΝΟΥ",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    protocolNumber: `${overrides.decisionId}/2024`,
    issueDate: "2024-01-10",
    publishedAt: T0 + overrides.decisionId * DAY,
    updatedAt: T0 + overrides.decisionId * DAY,
    amount: null,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
    ...overrides,
  };
}

/**
 * The corpus. Ids and publication order deliberately disagree (decision 7 was created early and
 * published last), so "newest first" must follow publishedAt, not the id.
 */
export const CORPUS: SearchDocument[] = [
  doc({
    decisionId: 1,
    ada: "6Ε0Ε46Ψ842-Φ46",
    subject: "ΚΑΘΑΡΙΣΜΟΥ ΑΚΤΩΝ ΤΗΣ ΝΗΣΟΥ",
    protocolNumber: "Ε2281",
    unitUids: ["u-tech"],
    signerUids: ["s-mayor"],
    thematicCategoryUids: ["20"],
    afms: ["090000045", "996887930"],
    amount: 1200.5,
    issueDate: "2024-01-05",
  }),
  doc({
    decisionId: 2,
    ada: "ΡΑΤΑΩΗΚ-ΘΤΖ",
    subject: "Έγκριση δαπάνης καθαρισμού σχολείων",
    status: "REVOKED",
    decisionTypeUid: "Β.2.1",
    decisionTypeLabel: "ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ",
    protocolNumber: "72/2025 ΑΔΣ",
    unitUids: ["u-tech", "u-fin"],
    signerUids: ["s-deputy"],
    thematicCategoryUids: ["20", "24"],
    afms: ["996887930"],
    issueDate: "2024-02-01",
  }),
  doc({
    decisionId: 3,
    ada: "ΒΙΞΞΩ6Μ-ΕΕΜ",
    subject: "Άρτα: ανάθεση μελέτης ύδρευσης",
    status: "PENDING_REVOCATION",
    orgUid: "50256",
    orgLabel: "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ",
    unitUids: ["u-port"],
    issueDate: "2024-03-15",
  }),
  doc({
    decisionId: 4,
    ada: "4ΑΒΕ46ΚΜΝ-ΟΡΤ",
    subject: "ΟΡΙΣΜΟΣ ΕΠΙΤΡΟΠΗΣ ΣΟΦΟΣ ΚΑΙ ΔΙΚΑΙΟΣ",
    orgUid: "50256",
    orgLabel: "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ",
    decisionTypeUid: "Β.2.1",
    decisionTypeLabel: "ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ",
    signerUids: ["s-mayor"],
    thematicCategoryUids: ["24"],
    issueDate: "2024-04-20",
  }),
  doc({ decisionId: 5, ada: "Ψ11446ΜΓΨ7-ΠΚΛ", subject: "Πρόγραμμα ευφυΐας και καινοτομίας", issueDate: "2024-05-01" }),
  doc({
    decisionId: 6,
    ada: "ΒΒΒΒ46ΜΓΨ7-ΠΚΛ",
    subject: "Μίσθωση ακινήτου για το ΚΕΠ",
    orgUid: "99221",
    orgLabel: "ΠΕΡΙΦΕΡΕΙΑ ΗΠΕΙΡΟΥ",
    issueDate: "2024-06-30",
  }),
  doc({
    decisionId: 7,
    ada: "ΩΩΩΩ46ΜΓΨ7-ΠΚΛ",
    subject: "Προμήθεια καυσίμων κίνησης",
    publishedAt: T0 + 30 * DAY,
    updatedAt: T0 + 30 * DAY,
    issueDate: "2024-07-01",
  }),
];

const ids = (docs: SearchDocument[]) => docs.map((d) => d.decisionId);
const keyOf = (d: SearchDocument) => ({ publishedAt: d.publishedAt, decisionId: d.decisionId });

/**
 * `n` decisions past the corpus's ids that all match «οδοστρωσία» (a word the corpus lacks), five
 * to a publication instant, so the cursor's tie-break on the id is exercised.
 */
function manyDocs(n: number): SearchDocument[] {
  const docs: SearchDocument[] = [];
  for (let i = 0; i < n; i++) {
    const decisionId = 1000 + i;
    docs.push(
      doc({
        decisionId,
        ada: `ΑΔΑ${decisionId}-ΑΒΓ`,
        subject: i % 7 === 3 ? "ΟΔΟΣΤΡΩΣΙΑ ΠΛΑΤΕΙΑΣ" : "ΟΔΟΣΤΡΩΣΙΑ ΔΡΟΜΩΝ",
        publishedAt: T0 + 100 * DAY + Math.floor(((i * 7919) % n) / 5) * 1000,
      }),
    );
  }
  return docs;
}
const newestFirst = (docs: SearchDocument[]) =>
  [...docs].sort((a, b) => b.publishedAt - a.publishedAt || b.decisionId - a.decisionId);

export function describeSearchEngineContract(name: string, harness: () => Promise<ContractHarness> | ContractHarness) {
  describe(`SearchEngine contract: ${name}`, () => {
    let h: ContractHarness;
    const search = async (q: SearchQuery) => h.engine.search(q);
    const found = async (q: SearchQuery) => ids((await search(q)).hits);

    beforeAll(async () => {
      h = await harness();
    });
    beforeEach(async () => {
      await h.reset();
      await h.engine.indexMany(CORPUS);
    });

    describe("matching ignores accents, case and final sigma", () => {
      it.each([
        ["καθαρισμού", [2, 1]],
        ["ΚΑΘΑΡΙΣΜΟΥ", [2, 1]],
        ["Καθαρισμου", [2, 1]],
        ["ΑΡΤΑ", [3]],
        ["αρτα", [3]],
        ["Άρτα", [3]],
        ["σοφός", [4]],
        ["σοφοσ", [4]],
        ["ΣΟΦΟΣ", [4]],
        ["ΕΥΦΥΙΑΣ", [5]],
        ["ευφυΐας", [5]],
        ["δαπανησ", [2]],
      ])("%s", async (text, expected) => {
        expect(await found({ text })).toEqual(expected);
      });

      it("requires every word (AND)", async () => {
        expect(await found({ text: "καθαρισμού ακτών" })).toEqual([1]);
        expect(await found({ text: "καθαρισμού ανύπαρκτηλέξη" })).toEqual([]);
      });

      it("completes the last word as a prefix", async () => {
        expect(await found({ text: "καθαρισ" })).toEqual([2, 1]);
        expect(await found({ text: "Έγκριση δαπ" })).toEqual([2]);
      });

      it("treats query syntax characters as plain text", async () => {
        for (const text of ['"', 'AND OR NOT "(', "*", "ΚΑΘΑΡΙΣΜΟΥ)", "a:b", "-καθαρισμου", "`x`"]) {
          await expect(search({ text })).resolves.toBeDefined();
        }
        expect(await found({ text: "(ΚΑΘΑΡΙΣΜΟΥ)" })).toEqual([2, 1]);
      });

      it("empty or blank text means everything", async () => {
        expect((await search({ text: "   " })).total).toBe(CORPUS.length);
      });
    });

    describe("protocol number and ADA", () => {
      it("finds by protocol number", async () => {
        expect(await found({ text: "72/2025" })).toEqual([2]);
        expect(await found({ text: "2025/72" })).toEqual([]);
        expect(await found({ text: "Ε2281" })).toEqual([1]);
      });

      it("finds a protocol number typed with a Latin look-alike", async () => {
        expect(await found({ text: "E2281" })).toEqual([1]);
        expect(await found({ text: "e2281" })).toEqual([1]);
      });

      it("finds by ADA", async () => {
        expect(await found({ text: "6Ε0Ε46Ψ842-Φ46" })).toEqual([1]);
        expect(await found({ text: "ΒΙΞΞΩ6Μ-ΕΕΜ" })).toEqual([3]);
      });

      it("finds an ADA typed with Latin look-alike letters", async () => {
        expect(await found({ text: "PATAΩHK-ΘTZ" })).toEqual([2]);
        expect(await found({ text: "BIΞΞΩ6M-EEM" })).toEqual([3]);
        expect(await found({ text: "4ABE46KMN-OPT" })).toEqual([4]);
        expect(await found({ text: "4abe46kmn-opt" })).toEqual([4]);
      });

      it("does not match an ADA's parts in the wrong order", async () => {
        expect(await found({ text: "ΕΕΜ-ΒΙΞΞΩ6Μ" })).toEqual([]);
      });
    });

    describe("order and paging", () => {
      it("is newest first by default (publication time, not id)", async () => {
        const r = await search({});
        expect(ids(r.hits)).toEqual(ids(newestFirst(CORPUS)));
        expect(r.hits[0].decisionId).toBe(7);
      });

      it("sorts oldest first on request", async () => {
        expect(await found({ sort: "oldest" })).toEqual(ids(newestFirst(CORPUS)).reverse());
      });

      it("sorts by relevance only among matches, and newest first without text", async () => {
        expect((await found({ text: "καθαρισμού", sort: "relevance" })).sort()).toEqual([1, 2]);
        expect(await found({ sort: "relevance" })).toEqual(ids(newestFirst(CORPUS)));
      });

      it("pages with honest totals", async () => {
        const all = ids(newestFirst(CORPUS));
        const pages = [];
        for (let page = 0; page < 4; page++) {
          const r = await search({ page, size: 2 });
          expect(r).toMatchObject({ page, size: 2, total: CORPUS.length, totalIsExact: true });
          pages.push(...ids(r.hits));
        }
        expect(pages).toEqual(all);
        expect((await search({ page: 3, size: 2 })).hits).toHaveLength(1);
        expect((await search({ page: 9, size: 2 })).hits).toEqual([]);
      });

      // Issue 10: paging past any offset window by keyset, newest and oldest first.
      it("pages by keyset: the page after a decision is the same as the next page by offset", async () => {
        const all = await found({ size: 7 });
        const [third] = (await search({ size: 3 })).hits.slice(-1);
        const keyset = { publishedAt: third.publishedAt, decisionId: third.decisionId, direction: "before" as const };
        expect(await found({ size: 3, filters: { keyset } })).toEqual(all.slice(3, 6));
        expect((await search({ filters: { keyset } })).total).toBe(4);
        const oldest = await found({ size: 7, sort: "oldest" });
        const [second] = (await search({ size: 2, sort: "oldest" })).hits.slice(-1);
        const after = { publishedAt: second.publishedAt, decisionId: second.decisionId, direction: "after" as const };
        expect(await found({ sort: "oldest", filters: { keyset: after } })).toEqual(oldest.slice(2));
        const text = {
          text: "καθαρισ",
          filters: { keyset: { ...keyset, publishedAt: CORPUS[1].publishedAt, decisionId: 2 } },
        };
        expect(await found(text)).toEqual([1]);
      });

      // Issue 10: every page of a large search is reachable by cursor (search/paging.ts), both ways.
      it(
        "walks every page of a 25,000-match search by cursor: every id once, in order",
        { timeout: 120_000 },
        async () => {
          const many = manyDocs(25_000);
          await h.engine.indexMany(many);
          const matching = many.filter((d) => d.subject.includes("ΟΔΟΣΤΡΩΣΙΑ"));
          const newest = ids(newestFirst(matching));
          expect(newest).toHaveLength(25_000);
          for (const sort of ["recent", "oldest"] as const) {
            const expected = sort === "recent" ? newest : [...newest].reverse();
            const query: SearchQuery = { text: "οδοστρωσια", sort, size: MAX_PAGE_SIZE };
            // Forwards: page 0 by number, then «Επόμενη» after the last row until a short page.
            const forward = [...(await found(query))];
            for (let guard = 0; guard < 100; guard++) {
              const lastHit = forward.at(-1) ?? 0;
              const key = many.find((d) => d.decisionId === lastHit) ?? many[0];
              const page = await searchByCursor(h.engine, query, { kind: "after", ...keyOf(key) });
              forward.push(...ids(page.hits));
              // What lies after the cursor: exact, or a lower bound said to be one.
              const remaining = expected.length - forward.length + page.hits.length;
              if (page.beyondIsExact) expect(page.beyond).toBe(remaining);
              else expect(remaining).toBeGreaterThanOrEqual(page.beyond);
              if (page.hits.length < MAX_PAGE_SIZE) break;
            }
            expect(forward).toEqual(expected);
            // Backwards: «Τελευταία», then «Προηγούμενη» before the first row until the start.
            const last = await searchByCursor(h.engine, query, { kind: "last" });
            const backward = ids(last.hits);
            for (let guard = 0; guard < 100 && backward.length < expected.length; guard++) {
              const key = many.find((d) => d.decisionId === backward[0]) ?? many[0];
              const page = await searchByCursor(h.engine, query, { kind: "before", ...keyOf(key) });
              backward.unshift(...ids(page.hits));
            }
            expect(backward).toEqual(expected);
          }
        },
      );

      it("returns whole documents", async () => {
        const [hit] = (await search({ text: "6Ε0Ε46Ψ842-Φ46" })).hits;
        expect(hit).toEqual(CORPUS[0]);
      });

      it("rejects page sizes outside 1..500 and pages past the window, never clamping", async () => {
        for (const q of [{ size: 0 }, { size: 501 }, { page: -1 }, { page: 1.5 }, { page: 100_000, size: 500 }]) {
          await expect(Promise.resolve().then(() => h.engine.search(q))).rejects.toBeInstanceOf(SearchInputError);
        }
        expect((await search({ size: 500 })).hits).toHaveLength(CORPUS.length);
      });
    });

    describe("filters", () => {
      it.each<[string, SearchQuery["filters"], number[]]>([
        ["organisation", { orgUids: ["50256"] }, [4, 3]],
        ["organisations (OR)", { orgUids: ["50256", "99221"] }, [6, 4, 3]],
        ["decision type", { decisionTypeUids: ["Β.2.1"] }, [4, 2]],
        ["status", { statuses: ["REVOKED"] }, [2]],
        ["statuses", { statuses: ["REVOKED", "PENDING_REVOCATION"] }, [3, 2]],
        ["unit", { unitUids: ["u-tech"] }, [2, 1]],
        ["signer", { signerUids: ["s-mayor"] }, [4, 1]],
        ["thematic category", { thematicCategoryUids: ["24"] }, [4, 2]],
        ["issue date range", { issueDateFrom: "2024-02-01", issueDateTo: "2024-04-20" }, [4, 3, 2]],
        ["published range", { publishedFrom: T0 + 2 * DAY, publishedTo: T0 + 3 * DAY }, [3, 2]],
        ["latest-version range", { updatedFrom: T0 + 6 * DAY, updatedTo: T0 + 30 * DAY }, [7, 6]],
        ["organisation and type", { orgUids: ["50256"], decisionTypeUids: ["Β.2.1"] }, [4]],
        // Only decision 1 has an amount (1200.5); decisions without one never match a range.
        ["amount range", { amountFrom: 1000, amountTo: 1200.5 }, [1]],
        ["amount above", { amountFrom: 1200.51 }, []],
        ["amount below", { amountTo: 5000 }, [1]],
        ["an empty list", { orgUids: [] }, []],
        // Issue 10: the AFM of a party.
        ["a party's AFM", { afms: ["090000045"] }, [1]],
        ["a party's AFM shared by two decisions", { afms: ["996887930"] }, [2, 1]],
        ["an AFM of no party", { afms: ["800189144"] }, []],
      ])("by %s", async (_label, filters, expected) => {
        const r = await search({ filters });
        expect(ids(r.hits)).toEqual(expected);
        expect(r.total).toBe(expected.length);
        expect(await h.engine.count({ filters })).toBe(expected.length);
      });

      it("combines filters with text", async () => {
        expect(await found({ text: "καθαρισμού", filters: { statuses: ["PUBLISHED"] } })).toEqual([1]);
        expect(await found({ text: "καθαρισμού", filters: { unitUids: ["u-fin"] } })).toEqual([2]);
        expect(await h.engine.count({ text: "καθαρισμού", filters: { orgUids: ["6013"] } })).toBe(2);
      });

      // Issue 11: a word or half a word with an organisation filter, in either order.
      it("combines a word or half a word with an organisation", async () => {
        expect(await found({ text: "καθαρισμού", filters: { orgUids: ["6013"] } })).toEqual([2, 1]);
        expect(await found({ text: "καθαρισ", filters: { orgUids: ["6013"] } })).toEqual([2, 1]);
        expect(await found({ text: "καθαρισ", filters: { orgUids: ["6013"] }, sort: "oldest" })).toEqual([1, 2]);
        expect(await found({ text: "καθαρισ", filters: { orgUids: ["50256"] } })).toEqual([]);
        const r = await search({ text: "μελ", filters: { orgUids: ["50256"] }, facets: ["orgUid"] });
        expect(ids(r.hits)).toEqual([3]);
        expect(r).toMatchObject({ total: 1, totalIsExact: true });
        expect(r.facets.orgUid).toEqual([{ value: "50256", label: "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ", count: 1 }]);
      });
    });

    // Issue 10: the query language's OR, NOT, parentheses and phrases, evaluated, not refused.
    describe("boolean text, phrases and conditions", () => {
      const term = (text: string, phrase = false): TextQuery => ({ kind: "term", text, phrase });
      const not = (operand: TextQuery): TextQuery => ({ kind: "not", operand });
      const or = (...operands: TextQuery[]): TextQuery => ({ kind: "or", operands });
      const and = (...operands: TextQuery[]): TextQuery => ({ kind: "and", operands });
      const expectExact = async (q: SearchQuery, expected: number[]) => {
        const r = await search(q);
        expect(ids(r.hits)).toEqual(expected);
        expect(r.total).toBe(expected.length);
        expect(await h.engine.count(q)).toBe(expected.length);
      };

      const PARTIAL = true; // a case an engine with partialBoolean refuses
      it.each<[string, TextQuery, number[], boolean?]>([
        ["OR of words", or(term("καθαρισμού"), term("μίσθωση")), [6, 2, 1], PARTIAL],
        ["a word AND NOT a word", and(term("καθαρισμού"), not(term("ακτών"))), [2]],
        ["NOT alone", not(term("καθαρισμού")), [7, 6, 5, 4, 3], PARTIAL],
        ["a word OR NOT a word", or(term("ακτών"), not(term("καθαρισμού"))), [7, 6, 5, 4, 3, 1], PARTIAL],
        ["parentheses", and(or(term("καθαρισμού"), term("ΚΕΠ")), not(term("σχολείων"))), [6, 1], PARTIAL],
        ["a phrase", term("καθαρισμού σχολείων", true), [2]],
        ["a phrase in the wrong order", term("σχολείων καθαρισμού", true), []],
        ["a phrase with its middle word", term("ακτών της νήσου", true), [1]],
        ["a phrase without its middle word", term("ακτών νήσου", true), []],
        ["a phrase's last word completed", term("Έγκριση δαπ", true), [2]],
        ["NOT a phrase", and(term("καθαρισμού"), not(term("ακτών νήσου", true))), [2, 1]],
      ])("%s", async (_label, textQuery, expected, partial) => {
        if (partial && h.partialBoolean) {
          await expect(search({ textQuery })).rejects.toThrow(QueryLanguageError);
          return;
        }
        await expectExact({ textQuery }, expected);
      });

      it("NOT of a field, and OR of fields", async () => {
        const notOrg: Condition = { kind: "not", operand: { kind: "filters", filters: { orgUids: ["6013"] } } };
        await expectExact({ filters: { where: [notOrg] } }, [6, 4, 3]);
        const typeOrStatus: Condition = {
          kind: "or",
          operands: [
            { kind: "filters", filters: { decisionTypeUids: ["Β.2.1"] } },
            { kind: "filters", filters: { statuses: ["PENDING_REVOCATION"] } },
          ],
        };
        await expectExact({ textQuery: term("ΟΡΙΣΜΟΣ ΕΠΙΤΡΟΠΗΣ", true), filters: { where: [typeOrStatus] } }, [4]);
        await expectExact({ filters: { where: [typeOrStatus] } }, [4, 3, 2]);
      });

      it("OR across a field and a word, NOT of an amount", async () => {
        if (h.partialBoolean) return;
        const orgOrWord: Condition = {
          kind: "or",
          operands: [
            { kind: "filters", filters: { orgUids: ["99221"] } },
            { kind: "text", text: term("ύδρευσης") },
          ],
        };
        await expectExact({ filters: { where: [orgOrWord] } }, [6, 3]);
        // Decisions without an amount are outside the range, so inside its NOT.
        const notAmount: Condition = { kind: "not", operand: { kind: "filters", filters: { amountFrom: 1000 } } };
        await expectExact({ filters: { where: [notAmount] } }, [7, 6, 5, 4, 3, 2]);
      });

      it("a condition with text, other filters and a sort", async () => {
        const notRevoked: Condition = { kind: "not", operand: { kind: "filters", filters: { statuses: ["REVOKED"] } } };
        await expectExact({ textQuery: term("καθαρισμού"), filters: { where: [notRevoked] } }, [1]);
        if (h.partialBoolean) return;
        await expectExact(
          { textQuery: not(term("καθαρισμού")), filters: { orgUids: ["6013"] }, sort: "oldest" },
          [5, 7],
        );
      });
    });

    describe("facets", () => {
      it("counts organisations, types and statuses with labels on the unfiltered page", async () => {
        const r = await search({ facets: ["orgUid", "decisionTypeUid", "status"] });
        expect(r.facets.orgUid).toEqual([
          { value: "6013", label: "ΔΗΜΟΣ ΤΗΝΟΥ", count: 4 },
          { value: "50256", label: "ΛΙΜΕΝΙΚΟ ΤΑΜΕΙΟ ΑΡΤΑΣ", count: 2 },
          { value: "99221", label: "ΠΕΡΙΦΕΡΕΙΑ ΗΠΕΙΡΟΥ", count: 1 },
        ]);
        expect(r.facets.decisionTypeUid).toEqual([
          { value: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", count: 5 },
          { value: "Β.2.1", label: "ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ", count: 2 },
        ]);
        expect(r.facets.status).toEqual([
          { value: "PUBLISHED", label: "Αναρτημένη", count: 5 },
          { value: "PENDING_REVOCATION", label: "Εν αναμονή ανάκλησης", count: 1 },
          { value: "REVOKED", label: "Ανακληθείσα", count: 1 },
        ]);
        expect(r.facetsAreExact ?? true).toBe(true);
      });

      it("counts over the matches of text and filters", async () => {
        const r = await search({ text: "καθαρισμού", facets: ["orgUid", "status"] });
        expect(r.facets.orgUid).toEqual([{ value: "6013", label: "ΔΗΜΟΣ ΤΗΝΟΥ", count: 2 }]);
        expect(r.facets.status).toEqual([
          { value: "PUBLISHED", label: "Αναρτημένη", count: 1 },
          { value: "REVOKED", label: "Ανακληθείσα", count: 1 },
        ]);
        const f = await search({ filters: { orgUids: ["50256"] }, facets: ["decisionTypeUid"] });
        expect(f.facets.decisionTypeUid).toEqual([
          { value: "Β.1.3", label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", count: 1 },
          { value: "Β.2.1", label: "ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ", count: 1 },
        ]);
        const u = await search({ filters: { unitUids: ["u-tech"] }, facets: ["status"] });
        expect(u.facets.status?.map((v) => [v.value, v.count])).toEqual([
          ["PUBLISHED", 1],
          ["REVOKED", 1],
        ]);
      });

      it("counts units, signers, thematic categories and years, values of multi-valued fields each", async () => {
        // Ground truth from the corpus: every value of every matching document counted once.
        const expected = (docs: SearchDocument[], values: (d: SearchDocument) => string[]) => {
          const counts = new Map<string, number>();
          for (const d of docs) for (const v of values(d)) counts.set(v, (counts.get(v) ?? 0) + 1);
          return [...counts]
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .map(([value, count]) => ({ value, label: value, count }));
        };
        const facets = ["unitUid", "signerUid", "thematicCategoryUid", "year"] as const;
        // A small unfiltered index (within EXTRA_FACET_CAP), and text matches.
        for (const [query, docs] of [
          [{}, CORPUS],
          [{ text: "καθαρισμού" }, CORPUS.filter((d) => d.decisionId === 1 || d.decisionId === 2)],
        ] as const) {
          const r = await search({ ...query, facets: [...facets] });
          expect(r.facets.unitUid).toEqual(expected(docs, (d) => d.unitUids));
          expect(r.facets.signerUid).toEqual(expected(docs, (d) => d.signerUids));
          expect(r.facets.thematicCategoryUid).toEqual(expected(docs, (d) => d.thematicCategoryUids));
          expect(r.facets.year).toEqual(expected(docs, (d) => [d.issueDate.slice(0, 4)]));
        }
        expect((await search({ text: "καθαρισμού", facets: ["unitUid"] })).facets.unitUid).toEqual([
          { value: "u-tech", label: "u-tech", count: 2 },
          { value: "u-fin", label: "u-fin", count: 1 },
        ]);
      });

      it("honours the facet limit", async () => {
        const r = await search({ facets: ["orgUid"], facetLimit: 2 });
        expect(r.facets.orgUid?.map((v) => v.value)).toEqual(["6013", "50256"]);
      });
    });

    describe("document text (issue 10)", () => {
      const withText = doc({
        decisionId: 8,
        ada: "ΨΨΨΨ46ΜΓΨ7-ΑΒΓ",
        subject: "Προμήθεια υλικών για τον χειμώνα",
        body:
          "ΕΛΛΗΝΙΚΗ ΔΗΜΟΚΡΑΤΙΑ ΔΗΜΟΣ ΤΗΝΟΥ. Η Οικονομική Επιτροπή αποφασίζει την προμήθεια " +
          "ΑΛΑΤΙΟΥ ΑΠΟΧΙΟΝΙΣΜΟΥ <script>alert(1)</script> για τους ορεινούς δρόμους του νησιού.",
      });

      it("finds a word that is only in the document, without regard to accents or case", async () => {
        await h.engine.index(withText);
        expect(await found({ text: "αποχιονισμού" })).toEqual([8]);
        expect(await found({ text: "ΑΛΆΤΙΟΥ" })).toEqual([8]);
        expect(await found({ textQuery: { kind: "term", text: "αλατιου αποχιονισμου", phrase: true } })).toEqual([8]);
      });

      it("requires every word, in the subject or the document", async () => {
        await h.engine.index(withText);
        expect(await found({ text: "χειμώνα αποχιονισμού" })).toEqual([8]);
        expect(await found({ text: "χειμώνα καυσίμων" })).toEqual([]);
      });

      it("marks where the words matched: the subject, and a passage of the document as plain text", async () => {
        await h.engine.index(withText);
        const r = await search({ text: "προμήθεια αποχιονισμου" });
        const s = r.snippets?.[8];
        expect(s?.subject).toEqual([
          { text: "Προμήθεια", mark: true },
          { text: " υλικών για τον χειμώνα", mark: false },
        ]);
        expect(s?.body.filter((p) => p.mark).map((p) => p.text)).toEqual(["προμήθεια", "ΑΠΟΧΙΟΝΙΣΜΟΥ"]);
        expect(s?.body.map((p) => p.text).join("")).toContain("<script>alert(1)</script>");
        expect(r.hits[0]).not.toHaveProperty("body");
      });

      it("gives no snippets without text, and a subject match no passage when the document lacks the word", async () => {
        await h.engine.index(withText);
        expect((await search({ filters: { orgUids: ["6013"] } })).snippets).toBeUndefined();
        const r = await search({ text: "καυσίμων" });
        expect(r.snippets?.[7]).toEqual({
          subject: [
            { text: "Προμήθεια ", mark: false },
            { text: "καυσίμων", mark: true },
            { text: " κίνησης", mark: false },
          ],
          body: [],
        });
      });

      it("re-indexing with a new document replaces its words", async () => {
        await h.engine.index(withText);
        await h.engine.index({ ...withText, body: "Η επιτροπή αποφασίζει την προμήθεια άμμου." });
        expect(await found({ text: "αποχιονισμού" })).toEqual([]);
        expect(await found({ text: "άμμου" })).toEqual([8]);
      });
    });

    describe("index maintenance", () => {
      it("remove() really removes, from hits, totals and facets", async () => {
        await h.engine.remove(1);
        expect(await found({ text: "6Ε0Ε46Ψ842-Φ46" })).toEqual([]);
        expect(await found({ text: "ακτών" })).toEqual([]);
        const r = await search({ facets: ["orgUid"] });
        expect(r.total).toBe(CORPUS.length - 1);
        expect(r.facets.orgUid?.[0]).toEqual({ value: "6013", label: "ΔΗΜΟΣ ΤΗΝΟΥ", count: 3 });
        expect(await h.engine.count({})).toBe(CORPUS.length - 1);
        await h.engine.remove(12345); // unknown ids are no error
      });

      it("a search without text shows a publication at once, however often it ran before", async () => {
        const asked = { facets: ["orgUid"] } satisfies SearchQuery;
        const before = await search(asked);
        expect(await search(asked)).toEqual(before); // asked again: what an engine may keep
        const published = doc({
          decisionId: 900,
          ada: "ΨΨΨΨ46ΜΓΨ7-ΝΕΑ",
          subject: "Νέα πράξη",
          publishedAt: T0 + 400 * DAY,
        });
        await h.engine.index(published);
        const after = await search(asked);
        expect(after.total).toBe(before.total + 1);
        expect(after.hits[0].decisionId).toBe(900);
        const count = (r: typeof before) => r.facets.orgUid?.find((f) => f.value === "6013")?.count ?? 0;
        expect(count(after)).toBe(count(before) + 1);
      });

      it("re-indexing replaces the document: only the latest version is found", async () => {
        const edited = {
          ...CORPUS[0],
          versionId: "11111111-1111-4111-8111-111111111111",
          subject: "ΣΥΝΤΗΡΗΣΗ ΟΔΟΦΩΤΙΣΜΟΥ",
          orgUid: "99221",
          orgLabel: "ΠΕΡΙΦΕΡΕΙΑ ΗΠΕΙΡΟΥ",
          unitUids: ["u-new"],
          updatedAt: T0 + 40 * DAY,
        };
        await h.engine.index(edited);
        expect(await found({ text: "ακτών" })).toEqual([]);
        const r = await search({ text: "οδοφωτισμού", facets: ["orgUid"] });
        expect(r.hits).toEqual([edited]);
        expect(await found({ filters: { unitUids: ["u-tech"] } })).toEqual([2]);
        expect(await found({ filters: { unitUids: ["u-new"] } })).toEqual([1]);
        const all = await search({ facets: ["orgUid"] });
        expect(all.total).toBe(CORPUS.length);
        expect(all.facets.orgUid).toContainEqual({ value: "99221", label: "ΠΕΡΙΦΕΡΕΙΑ ΗΠΕΙΡΟΥ", count: 2 });
        expect(all.facets.orgUid).toContainEqual({ value: "6013", label: "ΔΗΜΟΣ ΤΗΝΟΥ", count: 3 });
      });

      it("finds revoked and pending-revocation decisions with their status", async () => {
        const [revoked] = (await search({ text: "ΡΑΤΑΩΗΚ-ΘΤΖ" })).hits;
        expect(revoked.status).toBe("REVOKED");
        const [pending] = (await search({ text: "ύδρευσης" })).hits;
        expect(pending.status).toBe("PENDING_REVOCATION");
        const revokedNow = { ...CORPUS[0], status: "REVOKED" };
        await h.engine.index(revokedNow);
        expect((await search({ text: "6Ε0Ε46Ψ842-Φ46" })).hits[0].status).toBe("REVOKED");
        expect(await found({ filters: { statuses: ["REVOKED"] } })).toEqual([2, 1]);
      });
    });
  });
}
