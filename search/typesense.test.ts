import { describe, expect, it } from "vitest";
import { CORPUS, describeSearchEngineContract } from "./contract";
import { QueryLanguageError, SearchInputError } from "./errors";
import { cursorQuery, type PageCursor } from "./paging";
import { highlightTerms } from "./snippets";
import { createTypesenseEngine, typesenseSnippets } from "./typesense";
import type { Condition, TextQuery } from "./engine";
import {
  filterValue,
  textQueryQ,
  toFilterBy,
  toQ,
  toTypesenseRequests,
  toTypesenseSearchParams,
  TYPESENSE_UNSUPPORTED,
} from "./typesense-params";
import { collectionSchema, fromTypesenseDocument, toTypesenseDocument } from "./typesense-schema";

describe("the query language's OR, NOT and phrases in Typesense (issue 10)", () => {
  const term = (text: string, phrase = false): TextQuery => ({ kind: "term", text, phrase });
  const not = (operand: TextQuery): TextQuery => ({ kind: "not", operand });
  const refused = (f: () => unknown) => expect(f).toThrow(TYPESENSE_UNSUPPORTED);

  it("writes phrases quoted and NOT as exclusions in q", () => {
    expect(textQueryQ(term("Καθαρισμός ακτών", true))).toBe('"καθαρισμοσ ακτων"');
    expect(
      textQueryQ({ kind: "and", operands: [term("ακτών"), not(term("της νήσου", true)), not(term("Άρτα"))] }),
    ).toBe('ακτων -"τησ νησου" -αρτα');
    expect(toTypesenseSearchParams({ text: "ignored", textQuery: term("72/2025") }).q).toBe('"72 2025"');
  });

  it("refuses what Typesense's q cannot say: OR of words, NOT alone, NOT of an OR", () => {
    refused(() => textQueryQ({ kind: "or", operands: [term("α"), term("β")] }));
    refused(() => textQueryQ(not(term("α"))));
    refused(() => textQueryQ({ kind: "and", operands: [term("α"), not({ kind: "or", operands: [term("β")] })] }));
  });

  it("maps conditions onto filter_by with ||, && and != (NOT by De Morgan)", () => {
    const org: Condition = { kind: "filters", filters: { orgUids: ["1"] } };
    const types: Condition = {
      kind: "filters",
      filters: { decisionTypeUids: ["Β.1.3", "Β.2.1"], statuses: ["REVOKED"] },
    };
    expect(toFilterBy({ where: [{ kind: "or", operands: [org, types] }] })).toBe(
      "((org_uid:=[`1`]) || (decision_type_uid:=[`Β.1.3`, `Β.2.1`] && status:=[`REVOKED`]))",
    );
    expect(
      toFilterBy({
        statuses: ["PUBLISHED"],
        where: [{ kind: "not", operand: { kind: "or", operands: [org, types] } }],
      }),
    ).toBe(
      "status:=[`PUBLISHED`] && ((org_uid:!=[`1`]) && (decision_type_uid:!=[`Β.1.3`, `Β.2.1`] || status:!=[`REVOKED`]))",
    );
  });

  it("maps a keyset onto published_at and decision_id", () => {
    expect(toFilterBy({ keyset: { publishedAt: 5, decisionId: 9, direction: "before" } })).toBe(
      "(published_at:<5 || (published_at:=5 && decision_id:<9))",
    );
    expect(toFilterBy({ keyset: { publishedAt: 5, decisionId: 9, direction: "after" } })).toBe(
      "(published_at:>5 || (published_at:=5 && decision_id:>9))",
    );
  });

  it("refuses text inside a condition and NOT of a range", () => {
    refused(() => toFilterBy({ where: [{ kind: "text", text: term("α") }] }));
    refused(() => toFilterBy({ where: [{ kind: "not", operand: { kind: "filters", filters: { amountFrom: 5 } } }] }));
  });
});

describe("toTypesenseSearchParams", () => {
  it("searches everything newest first without text, strictly (no typos, no dropped words)", () => {
    expect(toTypesenseSearchParams({})).toEqual({
      q: "*",
      query_by: "text,body",
      query_by_weights: "2,1",
      exclude_fields: "text,body",
      highlight_fields: "text",
      prefix: true,
      num_typos: 0,
      typo_tokens_threshold: 0,
      drop_tokens_threshold: 0,
      sort_by: "published_at:desc,decision_id:desc",
      page: 1,
      per_page: 10,
    });
  });

  // Issue 10: the cursor pages of /search (search/paging.ts) as Typesense parameters.
  it("maps cursor pages onto the keyset filter and the sort that reads them", () => {
    const key = { publishedAt: 5, decisionId: 9 };
    const params = (sort: "recent" | "oldest", cursor: PageCursor) =>
      toTypesenseSearchParams(cursorQuery({ text: "δαπάνη", sort, size: 500 }, cursor).query);
    expect(params("recent", { kind: "after", ...key })).toMatchObject({
      q: "δαπανη",
      sort_by: "published_at:desc,decision_id:desc",
      filter_by: "(published_at:<5 || (published_at:=5 && decision_id:<9))",
      offset: 0,
      limit: 250,
    });
    // The page before a decision is read from it the other way round (the engine turns it back).
    expect(params("recent", { kind: "before", ...key })).toMatchObject({
      sort_by: "published_at:asc,decision_id:asc",
      filter_by: "(published_at:>5 || (published_at:=5 && decision_id:>9))",
    });
    expect(params("oldest", { kind: "after", ...key })).toMatchObject({
      sort_by: "published_at:asc,decision_id:asc",
      filter_by: "(published_at:>5 || (published_at:=5 && decision_id:>9))",
    });
    expect(params("oldest", { kind: "before", ...key })).toMatchObject({
      sort_by: "published_at:desc,decision_id:desc",
      filter_by: "(published_at:<5 || (published_at:=5 && decision_id:<9))",
    });
    const last = params("recent", { kind: "last" });
    expect(last).toMatchObject({ sort_by: "published_at:asc,decision_id:asc", offset: 0 });
    expect(last.filter_by).toBeUndefined();
    expect(() => cursorQuery({ sort: "relevance" }, { kind: "last" })).toThrow(SearchInputError);
  });

  it("normalises the text like the index, and quotes words the tokenizer splits", () => {
    expect(toQ("Έγκριση ΔΑΠΑΝΗΣ")).toBe("εγκριση δαπανησ");
    expect(toQ("PATAΩHK-ΘTZ")).toBe('"ραταωηκ θτζ"');
    expect(toQ("72/2025 ΑΔΣ")).toBe('"72 2025" αδσ');
    expect(toQ('" -tesla AND (x) *')).toBe("tesla and x");
    expect(toQ("   ")).toBe("*");
  });

  it("maps sorts, relevance only with text", () => {
    expect(toTypesenseSearchParams({ sort: "oldest" }).sort_by).toBe("published_at:asc,decision_id:asc");
    expect(toTypesenseSearchParams({ sort: "relevance" }).sort_by).toBe("published_at:desc,decision_id:desc");
    expect(toTypesenseSearchParams({ sort: "relevance", text: "δαπάνη" }).sort_by).toBe(
      "_text_match:desc,published_at:desc,decision_id:desc",
    );
  });

  it("maps every filter onto filter_by with backtick-quoted values", () => {
    const filterBy = toFilterBy({
      orgUids: ["6013", "50256"],
      decisionTypeUids: ["Β.1.3"],
      statuses: ["PUBLISHED"],
      unitUids: ["u,1"],
      signerUids: ["s && 1 || x"],
      thematicCategoryUids: ["[20]:"],
      issueDateFrom: "2024-01-01",
      issueDateTo: "2024-12-31",
      publishedFrom: 1000,
      publishedTo: 2000,
      updatedFrom: 3000,
      updatedTo: 4000,
    });
    expect(filterBy).toBe(
      "org_uid:=[`6013`, `50256`] && decision_type_uid:=[`Β.1.3`] && status:=[`PUBLISHED`] && " +
        "unit_uids:=[`u,1`] && signer_uids:=[`s && 1 || x`] && thematic_category_uids:=[`[20]:`] && " +
        "issue_day:>=20240101 && issue_day:<=20241231 && published_at:>=1000 && published_at:<=2000 && " +
        "updated_at:>=3000 && updated_at:<=4000",
    );
    expect(toTypesenseSearchParams({ filters: { orgUids: ["6013"] } }).filter_by).toBe("org_uid:=[`6013`]");
    expect(toTypesenseSearchParams({}).filter_by).toBeUndefined();
  });

  it("makes an empty list of values match nothing", () => {
    expect(toFilterBy({ orgUids: [] })).toBe("decision_id:<0");
  });

  it("refuses a value with a backtick, which Typesense cannot escape", () => {
    expect(filterValue("Β.1.3")).toBe("`Β.1.3`");
    expect(() => filterValue("a`b")).toThrow(QueryLanguageError);
    expect(() => toFilterBy({ orgUids: ["x` || org_uid:=`y"] })).toThrow(QueryLanguageError);
  });

  it("asks for facets on the labelled facet fields", () => {
    const p = toTypesenseSearchParams({ facets: ["orgUid", "decisionTypeUid", "status"], facetLimit: 500 });
    expect(p).toMatchObject({ facet_by: "org_facet,decision_type_facet,status", max_facet_values: 500 });
  });

  it("pages 1-based, and splits pages over 250 hits into several requests", () => {
    expect(toTypesenseSearchParams({ page: 3, size: 20 })).toMatchObject({ page: 4, per_page: 20 });
    const requests = toTypesenseRequests({ page: 2, size: 500, facets: ["status"] });
    expect(requests.map((r) => [r.offset, r.limit, r.page, r.facet_by])).toEqual([
      [1000, 250, undefined, "status"],
      [1250, 250, undefined, undefined],
    ]);
    expect(toTypesenseRequests({ size: 300 }).map((r) => [r.offset, r.limit])).toEqual([
      [0, 250],
      [250, 50],
    ]);
  });

  it("applies the same paging limits as every engine", () => {
    for (const q of [{ size: 0 }, { size: 501 }, { page: -1 }, { page: 100, size: 100 }]) {
      expect(() => toTypesenseSearchParams(q)).toThrow(SearchInputError);
    }
  });
});

describe("Typesense documents", () => {
  it("round-trip every SearchDocument field", () => {
    for (const doc of CORPUS) expect(fromTypesenseDocument(toTypesenseDocument(doc))).toEqual(doc);
  });

  it("index a normalised shadow text of letters and digits only, and exact keys", () => {
    const d = toTypesenseDocument(CORPUS[1]);
    expect(d.text).toBe("εγκριση δαπανησ καθαρισμου σχολειων 72 2025 αδσ ραταωηκ θτζ");
    expect(d).toMatchObject({ id: "2", ada_key: "ραταωηκ-θτζ", protocol_key: "72/2025 αδσ", issue_day: 20240201 });
    expect(d.org_facet.split("\u001f")).toEqual(["6013", "ΔΗΜΟΣ ΤΗΝΟΥ"]);
  });

  it("search the document text in `body` with every word, keep it as read for snippets, and never return it as a hit's", () => {
    const withText = { ...CORPUS[4], body: "Η Επιτροπή αποφασίζει την ΠΡΟΜΗΘΕΙΑ αλατιού αποχιονισμού." };
    const d = toTypesenseDocument(withText);
    expect(d.text).toBe("προγραμμα ευφυιασ και καινοτομιασ 5 2024 ψ11446μγψ7 πκλ");
    expect(d.body).toBe(`${d.text} η επιτροπη αποφασιζει την προμηθεια αλατιου αποχιονισμου`);
    expect(d.document_text).toBe(withText.body);
    expect(fromTypesenseDocument(d)).toEqual(CORPUS[4]);
    const fields = new Map(collectionSchema("x").fields.map((f) => [f.name, f]));
    expect(fields.get("body")).toMatchObject({ type: "string" });
    expect(fields.get("body")?.index).not.toBe(false);
    expect(fields.get("document_text")).toMatchObject({ index: false, optional: true });
  });

  it("map a page of stored hits onto snippets of their subject and document text", () => {
    const stored = toTypesenseDocument({ ...CORPUS[4], body: "Η Επιτροπή αποφασίζει την ΠΡΟΜΗΘΕΙΑ αλατιού." });
    const terms = highlightTerms({ text: "προμηθεια καινοτομίας" })!;
    expect(typesenseSnippets([stored], terms)).toEqual({
      5: {
        subject: [
          { text: "Πρόγραμμα ευφυΐας και ", mark: false },
          { text: "καινοτομίας", mark: true },
        ],
        body: [
          { text: "Η Επιτροπή αποφασίζει την ", mark: false },
          { text: "ΠΡΟΜΗΘΕΙΑ", mark: true },
          { text: " αλατιού.", mark: false },
        ],
      },
    });
  });

  it("declare every field the filters, facets and sorts use", () => {
    const fields = new Map(collectionSchema("x").fields.map((f) => [f.name, f]));
    for (const name of [
      "org_uid",
      "decision_type_uid",
      "status",
      "unit_uids",
      "signer_uids",
      "thematic_category_uids",
      "issue_day",
      "published_at",
      "updated_at",
      "decision_id",
    ]) {
      expect(fields.get(name)?.index, name).not.toBe(false);
    }
    for (const name of ["org_facet", "decision_type_facet", "status"]) expect(fields.get(name)?.facet, name).toBe(true);
    expect(fields.get("published_at")).toMatchObject({ type: "int64", sort: true });
  });
});

// The shared contract against a real server, only where one is configured (CI with a Typesense
// container, or a developer's machine): TYPESENSE_URL=http://localhost:8108 TYPESENSE_API_KEY=...
const url = process.env.TYPESENSE_URL;
describe.runIf(Boolean(url))("Typesense server", () => {
  const engine = createTypesenseEngine({
    url: url ?? "",
    apiKey: process.env.TYPESENSE_API_KEY ?? "",
    collection: `contract_${process.pid}`,
  });
  describeSearchEngineContract("typesense", () => ({ engine, reset: () => engine.clear(), partialBoolean: true }));

  it("a rebuild answers searches from the old collection until the alias moves to the new one", async () => {
    await engine.clear();
    await engine.indexMany(CORPUS.slice(0, 2));
    const during: number[] = [];
    await engine.rebuild(async (fresh) => {
      await fresh.indexMany(CORPUS);
      during.push((await engine.search({})).total);
    });
    expect(during).toEqual([2]);
    expect((await engine.search({})).total).toBe(CORPUS.length);
  });
});
