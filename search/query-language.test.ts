import { describe, expect, it } from "vitest";
import { QueryLanguageError } from "./errors";
import {
  formatFilter,
  formatRangeFilter,
  headerSearchParams,
  parseFilterExpression,
  parseFilters,
  parseSearchParams,
  parseStatus,
  toSearchQuery,
  unquoteQuery,
  withFilter,
  withoutFilter,
  withPage,
  withQuery,
  withSort,
} from "./query-language";

const parse = (query: string, options?: Parameters<typeof parseSearchParams>[1]) =>
  parseSearchParams(new URLSearchParams(query), options);

/** Expects a QueryLanguageError whose Greek message contains `fragment`. */
function expectError(run: () => unknown, fragment: string) {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(QueryLanguageError);
    expect((e as Error).message).toContain(fragment);
    expect((e as QueryLanguageError).status).toBe(400);
    return;
  }
  throw new Error(`expected a QueryLanguageError containing "${fragment}"`);
}

describe("parseSearchParams", () => {
  it("defaults to everything, newest first, page 0", () => {
    expect(parse("")).toEqual({ text: "", page: 0, sort: "recent", fq: [], filters: {} });
  });

  it("strips one pair of surrounding quotes from the query", () => {
    expect(parse('query="καθαρισμός ακτών"&page=0').text).toBe("καθαρισμός ακτών");
    expect(parse("query=«ύδρευση»").text).toBe("ύδρευση");
    expect(parse("query=  plain text ").text).toBe("plain text");
    expect(parse('query=a "b" c').text).toBe('a "b" c');
    expect(unquoteQuery('""')).toBe("");
  });

  it("reads page, size and sort", () => {
    expect(parse("page=3&size=50&sort=oldest")).toMatchObject({ page: 3, size: 50, sort: "oldest" });
    expect(parse("sort=relative").sort).toBe("relevance");
    expect(parse("sort=relevance").sort).toBe("relevance");
  });

  it.each([
    ["page=-1", "σελίδας"],
    ["page=1.5", "σελίδας"],
    ["page=abc", "σελίδας"],
    ["size=0", "μέγεθος"],
    ["size=501", "μέγεθος"],
    ["sort=best", "ταξινόμηση"],
    ["q=x", "Άγνωστη παράμετρος αναζήτησης «q»"],
    ["page=1&page=2", "περισσότερες από μία φορές"],
    [`query=${"α".repeat(501)}`, "500 χαρακτήρες"],
  ])("rejects %s", (query, fragment) => {
    expectError(() => parse(query), fragment);
  });

  it("accepts parameters the caller declares", () => {
    expect(parse("more=organization", { extraParams: ["more"] }).text).toBe("");
    expectError(() => parse("more=organization"), "«more»");
    expect(parse("advanced=true").text).toBe("");
  });

  it("keeps the fq strings as received, minus blanks", () => {
    const p = parse('fq=organizationUid:"6013"&fq=&fq= status:"PUBLISHED" ');
    expect(p.fq).toEqual(['organizationUid:"6013"', 'status:"PUBLISHED"']);
    expect(p.filters).toEqual({ orgUids: ["6013"], statuses: ["PUBLISHED"] });
  });

  it("builds the engine query", () => {
    const p = parse('query="δαπάνη"&page=2&sort=oldest&fq=decisionTypeUid:"Β.1.3"');
    expect(toSearchQuery(p, { size: 20, facets: ["orgUid"] })).toEqual({
      text: "δαπάνη",
      filters: { decisionTypeUids: ["Β.1.3"] },
      sort: "oldest",
      page: 2,
      size: 20,
      facets: ["orgUid"],
    });
    expect(toSearchQuery(parse("")).text).toBeUndefined();
  });
});

describe("fq filters", () => {
  it.each<[string, object]>([
    ['organizationUid:"6013"', { orgUids: ["6013"] }],
    ["organizationUid:6013", { orgUids: ["6013"] }],
    ['decisionTypeUid:"Β.1.3"', { decisionTypeUids: ["Β.1.3"] }],
    ['decisionTypeUid:["Β.1.3","Β.2.1"]', { decisionTypeUids: ["Β.1.3", "Β.2.1"] }],
    ['decisionTypeUid:[ "Β.1.3" , "Β.2.1" ]', { decisionTypeUids: ["Β.1.3", "Β.2.1"] }],
    ['status:"PUBLISHED"', { statuses: ["PUBLISHED"] }],
    ['status:"Αναρτημένη"', { statuses: ["PUBLISHED"] }],
    ['status:"ΑΝΑΚΛΗΘΕΙΣΑ"', { statuses: ["REVOKED"] }],
    ['status:"Εν αναμονή ανάκλησης"', { statuses: ["PENDING_REVOCATION"] }],
    ['status:["revoked","pending_revocation"]', { statuses: ["REVOKED", "PENDING_REVOCATION"] }],
    ['unitUid:"81696"', { unitUids: ["81696"] }],
    ['signerUid:["1","2"]', { signerUids: ["1", "2"] }],
    ['thematicCategory:"20"', { thematicCategoryUids: ["20"] }],
    ['organizationUid:"a \\"quoted\\" \\\\ uid"', { orgUids: ['a "quoted" \\ uid'] }],
    [
      "issueDate:[DT(2024-01-01T00:00:00) TO DT(2024-12-31T23:59:59)]",
      { issueDateFrom: "2024-01-01", issueDateTo: "2024-12-31" },
    ],
    ["issueDate:[2024-01-01 TO 2024-12-31]", { issueDateFrom: "2024-01-01", issueDateTo: "2024-12-31" }],
    ["issueDate:[* TO 2024-12-31]", { issueDateTo: "2024-12-31" }],
    ["issueDate:[DT(2024-01-01T12:00:00) TO *]", { issueDateFrom: "2024-01-02" }],
    ['issueDate:"2024-03-05"', { issueDateFrom: "2024-03-05", issueDateTo: "2024-03-05" }],
    [
      "publishTimestamp:[DT(2025-04-20T00:00:00) TO DT(2025-04-20T23:59:59)]",
      { publishedFrom: Date.UTC(2025, 3, 19, 21), publishedTo: Date.UTC(2025, 3, 20, 20, 59, 59, 999) },
    ],
    [
      "submissionTimestamp:[DT(2025-01-10T00:00:00+03:00) TO 2025-01-10]",
      { updatedFrom: Date.UTC(2025, 0, 9, 21), updatedTo: Date.UTC(2025, 0, 10, 21, 59, 59, 999) },
    ],
    ["publishTimestamp:[DT(2025-01-10T10:00:00Z) TO *]", { publishedFrom: Date.UTC(2025, 0, 10, 10) }],
    // The night the clocks go back, 03:00-03:59 happens twice: a bound means its first occurrence
    // (still summer time, +03:00), and the day-only bound covers all 25 hours of the day.
    [
      "publishTimestamp:[DT(2025-10-26T03:30:00) TO 2025-10-26]",
      { publishedFrom: Date.UTC(2025, 9, 26, 0, 30), publishedTo: Date.UTC(2025, 9, 26, 21, 59, 59, 999) },
    ],
    // A time and a plain day of the same date are a range, not a reversed one.
    [
      "publishTimestamp:[DT(2025-01-10T10:00:00) TO 2025-01-10]",
      { publishedFrom: Date.UTC(2025, 0, 10, 8), publishedTo: Date.UTC(2025, 0, 10, 21, 59, 59, 999) },
    ],
    // The night the clocks go forward the day has 23 hours.
    [
      "publishTimestamp:[2025-03-30 TO 2025-03-30]",
      { publishedFrom: Date.UTC(2025, 2, 29, 22), publishedTo: Date.UTC(2025, 2, 30, 20, 59, 59, 999) },
    ],
  ])("%s", (fq, filters) => {
    expect(parseFilters([fq])).toEqual(filters);
  });

  it("ANDs repeated filters", () => {
    expect(parseFilters(['organizationUid:"1"', 'organizationUid:"2"'])).toEqual({ orgUids: [] });
    expect(parseFilters(['decisionTypeUid:["Α","Β"]', 'decisionTypeUid:["Β","Γ"]'])).toEqual({
      decisionTypeUids: ["Β"],
    });
    expect(parseFilters(["issueDate:[2024-01-01 TO 2024-12-31]", "issueDate:[2024-06-01 TO 2025-12-31]"])).toEqual({
      issueDateFrom: "2024-06-01",
      issueDateTo: "2024-12-31",
    });
  });

  it.each([
    ['organizationLatinName:"dimos"', "Άγνωστο πεδίο φίλτρου «organizationLatinName»"],
    ['subject:"x"', "Άγνωστο πεδίο"],
    ["organizationUid", "Μη έγκυρο φίλτρο"],
    [':"6013"', "Μη έγκυρο φίλτρο"],
    ['organizationUid:"6013', "Μη έγκυρο φίλτρο"],
    ['organizationUid:"6013" extra', "Μη έγκυρο φίλτρο"],
    ['organizationUid:""', "Μη έγκυρο φίλτρο"],
    ["organizationUid:[]", "Μη έγκυρο φίλτρο"],
    ['decisionTypeUid:["Β.1.3",]', "Μη έγκυρο φίλτρο"],
    ['decisionTypeUid:["Β.1.3" "Β.2.1"]', "Μη έγκυρο φίλτρο"],
    ["issueDate:[2024-01-01 2024-12-31]", "Μη έγκυρο φίλτρο"],
    ["issueDate:[2024-01-01 TO 2024-12-31", "Μη έγκυρο φίλτρο"],
    ["organizationUid:[1 TO 5]", "δέχεται τιμή ή λίστα"],
    ['issueDate:"last year"', "δέχεται διάστημα"],
    ['publishTimestamp:"2024-01-01"', "δέχεται διάστημα"],
    ["issueDate:[DT(2024-02-30T00:00:00) TO *]", "Μη έγκυρη ημερομηνία «DT(2024-02-30T00:00:00)»"],
    ["issueDate:[31/12/2024 TO *]", "Μη έγκυρη ημερομηνία"],
    ["issueDate:[DT(2024-01-01T25:00:00) TO *]", "Μη έγκυρη ημερομηνία"],
    ["issueDate:[2024-12-31 TO 2024-01-01]", "η αρχή του διαστήματος είναι μετά το τέλος"],
    ['status:"SUBMITTED"', "Άγνωστη κατάσταση «SUBMITTED»"],
    ['status:"draft"', "Αναρτημένη"],
  ])("rejects %s", (fq, fragment) => {
    expectError(() => parseFilters([fq]), fragment);
  });

  it("rejects a repeated multi-valued filter (AND of units cannot be expressed)", () => {
    expectError(() => parseFilters(['unitUid:"1"', 'unitUid:"2"']), 'unitUid:["1","2"]');
  });

  it("rejects too many filters", () => {
    expectError(() => parseFilters(Array.from({ length: 21 }, () => 'status:"PUBLISHED"')), "έως 20 φίλτρα");
  });

  it("parses the expression syntax on its own", () => {
    expect(parseFilterExpression('decisionTypeUid:["Β.1.3","Β.2.1"]')).toEqual({
      field: "decisionTypeUid",
      values: ["Β.1.3", "Β.2.1"],
    });
    expect(parseFilterExpression("issueDate:[* TO DT(2024-12-31T23:59:59)]")).toEqual({
      field: "issueDate",
      range: ["*", "DT(2024-12-31T23:59:59)"],
    });
  });

  it("reads statuses by code or Greek label", () => {
    expect(parseStatus("published")).toBe("PUBLISHED");
    expect(parseStatus("ανακληθεισα")).toBe("REVOKED");
  });
});

describe("formatting filters", () => {
  it("writes what it reads", () => {
    for (const [field, values] of [
      ["organizationUid", ["6013"]],
      ["decisionTypeUid", ["Β.1.3", "Β.2.1"]],
      ["unitUid", ['odd "uid" \\ here']],
    ] as const) {
      const fq = formatFilter(field, [...values]);
      expect(parseFilterExpression(fq)).toEqual({ field, values });
    }
    expect(formatFilter("organizationUid", ["6013"])).toBe('organizationUid:"6013"');
    expect(formatFilter("decisionTypeUid", ["Β.1.3", "Β.2.1"])).toBe('decisionTypeUid:["Β.1.3","Β.2.1"]');
  });

  it("writes ranges", () => {
    expect(formatRangeFilter("issueDate", "2024-01-01", "2024-12-31")).toBe("issueDate:[2024-01-01 TO 2024-12-31]");
    expect(formatRangeFilter("publishTimestamp", "2024-01-01T00:00:00")).toBe(
      "publishTimestamp:[DT(2024-01-01T00:00:00) TO *]",
    );
    expect(parseFilters([formatRangeFilter("issueDate", undefined, "2024-12-31")])).toEqual({
      issueDateTo: "2024-12-31",
    });
  });
});

describe("links", () => {
  const base = new URLSearchParams('query="δαπάνη"&page=4&fq=status:"PUBLISHED"&sort=oldest');

  it("withFilter adds a filter once and goes back to page 0", () => {
    const next = withFilter(base, 'organizationUid:"6013"');
    expect(next.getAll("fq")).toEqual(['status:"PUBLISHED"', 'organizationUid:"6013"']);
    expect(next.get("page")).toBe("0");
    expect(withFilter(next, 'organizationUid:"6013"').getAll("fq")).toHaveLength(2);
    expect(base.getAll("fq")).toHaveLength(1); // the input is not mutated
  });

  it("withoutFilter removes it and goes back to page 0", () => {
    const next = withoutFilter(withFilter(base, 'organizationUid:"6013"'), 'status:"PUBLISHED"');
    expect(next.getAll("fq")).toEqual(['organizationUid:"6013"']);
    expect(next.get("query")).toBe('"δαπάνη"');
    expect(next.get("page")).toBe("0");
  });

  it("withPage changes only the page", () => {
    const next = withPage(base, 7);
    expect(next.get("page")).toBe("7");
    expect(next.getAll("fq")).toEqual(base.getAll("fq"));
    expect(() => withPage(base, -1)).toThrow(RangeError);
  });

  it("withQuery replaces only the free text (SPEC §2)", () => {
    const next = withQuery(base, "ύδρευση");
    expect(next.get("query")).toBe("ύδρευση");
    expect(next.getAll("fq")).toEqual(['status:"PUBLISHED"']);
    expect(next.get("sort")).toBe("oldest");
    expect(next.get("page")).toBe("0");
    expect(withQuery(base, "  ").has("query")).toBe(false);
  });

  it("withSort sets the order and leaves the default out", () => {
    expect(withSort(base, "relevance").get("sort")).toBe("relevance");
    expect(withSort(base, "recent").has("sort")).toBe(false);
  });

  it("the header box sends a quoted query at page 0, and nothing for empty text (SPEC §2)", () => {
    expect(headerSearchParams("  καθαρισμός ")?.toString()).toBe(
      new URLSearchParams({ query: '"καθαρισμός"', page: "0" }).toString(),
    );
    expect(headerSearchParams('"ήδη"')?.get("query")).toBe('"ήδη"');
    expect(headerSearchParams("   ")).toBeNull();
    expect(parse(headerSearchParams("ΑΔΑ 6Ε0Ε46Ψ842-Φ46")!.toString()).text).toBe("ΑΔΑ 6Ε0Ε46Ψ842-Φ46");
  });
});
