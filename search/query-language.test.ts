import { describe, expect, it } from "vitest";
import { expectQueryError as expectError } from "./query-error.testing";
import { formatQuery } from "./query-syntax";
import {
  boxQuery,
  compileQuery,
  formatFilter,
  freeTextOf,
  formatRangeFilter,
  parseFilterExpression,
  parseFilters,
  parseSort,
  parseSearchQuery,
  parseStatus,
  replaceFreeText,
  unquoteQuery,
  withoutFreeText,
} from "./query-language";

describe("free text and sort", () => {
  it("strips one pair of surrounding quotes from the query", () => {
    expect(unquoteQuery('"καθαρισμός ακτών"')).toBe("καθαρισμός ακτών");
    expect(unquoteQuery("«ύδρευση»")).toBe("ύδρευση");
    expect(unquoteQuery("  plain text ")).toBe("plain text");
    expect(unquoteQuery('a "b" c')).toBe('a "b" c');
    expect(unquoteQuery('""')).toBe("");
  });

  it("reads the sort names, Diavgeia's `relative` too, and defaults to newest first", () => {
    expect(parseSort("oldest")).toBe("oldest");
    expect(parseSort(" relevance ")).toBe("relevance");
    expect(parseSort("relative")).toBe("relevance");
    expect(parseSort("")).toBe("recent");
  });

  // Regression: the sorts were a plain object, so `sort=toString` found Object.prototype's
  // function and the search page answered 500.
  it.each(["best", "toString", "__proto__", "constructor", "hasOwnProperty", "valueOf"])(
    "rejects the sort %s with a Greek message",
    (name) => {
      expectError(() => parseSort(name), `Άγνωστη ταξινόμηση «${name}»`);
    },
  );
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
    // Names of Object.prototype are unknown fields, not its properties.
    ['constructor:"x"', "Άγνωστο πεδίο φίλτρου «constructor»"],
    ["toString:[* TO *]", "Άγνωστο πεδίο φίλτρου «toString»"],
    ['hasOwnProperty:"x"', "Άγνωστο πεδίο φίλτρου «hasOwnProperty»"],
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
    expect(formatFilter("decisionTypeUid", ["Β.1.3", "Β.2.1"])).toBe('decisionTypeUid:["Β.1.3", "Β.2.1"]');
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

describe("the query: text and field clauses", () => {
  const compile = (query: string, fq: string[] = []) => compileQuery(parseSearchQuery(query), parseFilters(fq));

  it.each<[string, { text: string; filters: object }]>([
    ["", { text: "", filters: {} }],
    ['"καθαρισμός ακτών"', { text: "καθαρισμός ακτών", filters: {} }],
    ['"απόφαση" AND decisionTypeUid:"Β.1.3"', { text: "απόφαση", filters: { decisionTypeUids: ["Β.1.3"] } }],
    [
      'ύδρευση decisionTypeUid:["Β.1.3", "Β.2.1"] organizationUid:6104',
      { text: "ύδρευση", filters: { decisionTypeUids: ["Β.1.3", "Β.2.1"], orgUids: ["6104"] } },
    ],
    [
      '(organizationUid:"51611" OR organizationUid:"6013") AND status:"Αναρτημένη"',
      { text: "", filters: { orgUids: ["51611", "6013"], statuses: ["PUBLISHED"] } },
    ],
    ['subject:"καθαρισμ" ada:6Ε0Ε46Ψ842-Φ46', { text: "καθαρισμ 6Ε0Ε46Ψ842-Φ46", filters: {} }],
    ['q:"ΤΗΝΟΥ" protocolNumber:"72/2025"', { text: "ΤΗΝΟΥ 72/2025", filters: {} }],
    [
      'signerId:"7" thematicCategoryUid:"20"',
      { text: "", filters: { signerUids: ["7"], thematicCategoryUids: ["20"] } },
    ],
    ["amount:[1000 TO 5000.50]", { text: "", filters: { amountFrom: 1000, amountTo: 5000.5 } }],
    ['afm:"090000045"', { text: "", filters: { afms: ["090000045"] } }],
    ['amount:"1200,50"', { text: "", filters: { amountFrom: 1200.5, amountTo: 1200.5 } }],
    ["amount:[* TO 100]", { text: "", filters: { amountTo: 100 } }],
    [
      "issueDate:[DT(2024-01-01T00:00:00) TO DT(2024-12-31T23:59:59)]",
      { text: "", filters: { issueDateFrom: "2024-01-01", issueDateTo: "2024-12-31" } },
    ],
  ])("%s", (query, expected) => {
    const compiled = compile(query);
    expect({ text: compiled.text, filters: compiled.filters }).toEqual(expected);
  });

  it("ANDs the query's clauses with the fq filters", () => {
    expect(compile('organizationUid:"1" x', ['organizationUid:["1","2"]'])).toEqual({
      text: "x",
      textQuery: { kind: "term", text: "x", phrase: false },
      filters: { orgUids: ["1"] },
    });
  });

  // Issue 10: OR, NOT, parentheses and phrases are evaluated (docs/decisions/068), not refused.
  const word = (text: string) => ({ kind: "term", text, phrase: false });
  const phrase = (text: string) => ({ kind: "term", text, phrase: true });
  it.each<[string, object]>([
    ['"καθαρισμός ακτών"', phrase("καθαρισμός ακτών")],
    ['subject:"καθαρισμός ακτών"', phrase("καθαρισμός ακτών")],
    ["α OR β", { kind: "or", operands: [word("α"), word("β")] }],
    ["NOT α", { kind: "not", operand: word("α") }],
    ["α NOT β", { kind: "and", operands: [word("α"), { kind: "not", operand: word("β") }] }],
    [
      '(α OR "β γ") AND NOT δ',
      {
        kind: "and",
        operands: [
          { kind: "or", operands: [word("α"), phrase("β γ")] },
          { kind: "not", operand: word("δ") },
        ],
      },
    ],
  ])("evaluates the text of %s", (query, textQuery) => {
    const compiled = compile(query);
    expect(compiled.textQuery).toEqual(textQuery);
    expect(compiled.filters).toEqual({});
  });

  it("turns OR across fields, NOT of fields and text OR a field into conditions", () => {
    expect(compile('organizationUid:"1" OR status:"PUBLISHED"').filters).toEqual({
      where: [
        {
          kind: "or",
          operands: [
            { kind: "filters", filters: { orgUids: ["1"] } },
            { kind: "filters", filters: { statuses: ["PUBLISHED"] } },
          ],
        },
      ],
    });
    expect(compile('α NOT organizationUid:"1"')).toEqual({
      text: "α",
      textQuery: word("α"),
      filters: { where: [{ kind: "not", operand: { kind: "filters", filters: { orgUids: ["1"] } } }] },
    });
    expect(compile("α OR amount:[* TO 100]", ['status:"PUBLISHED"']).filters).toEqual({
      statuses: ["PUBLISHED"],
      where: [
        {
          kind: "or",
          operands: [
            { kind: "text", text: word("α") },
            { kind: "filters", filters: { amountTo: 100 } },
          ],
        },
      ],
    });
  });

  it.each([
    ['organisationUid:"1"', "Άγνωστο πεδίο «organisationUid» στη θέση 1"],
    ['α receiverAFM:"090000045"', "Το πεδίο «receiverAFM» (θέση 3) δεν είναι αναζητήσιμο"],
    ['α OR status:"draft"', "Άγνωστη κατάσταση «draft»"],
    ['q:["a", "b"]', "Το πεδίο «q» δέχεται μία τιμή"],
    ["amount:[πολλά TO *]", "Μη έγκυρο ποσό «πολλά»"],
    ["amount:[500 TO 100]", "η αρχή του διαστήματος είναι μετά το τέλος"],
    ["issueDate:[2024-12-31 TO 2024-01-01]", "η αρχή του διαστήματος είναι μετά το τέλος"],
    ['status:"draft"', "Άγνωστη κατάσταση «draft»"],
    ['"ανοιχτό', "Στη θέση 1 ανοίγουν εισαγωγικά"],
    [`${"α ".repeat(251)}`, "500 χαρακτήρες"],
  ])("refuses %s", (query, fragment) => {
    expectError(() => compile(query), fragment);
  });
});

describe("the search box's free text (SPEC §2)", () => {
  const tree = (q: string) => parseSearchQuery(q);

  it("shows only the free text of a query with field parts", () => {
    expect(freeTextOf(tree('"απόφαση" AND decisionTypeUid:"Β.1.3"'))).toBe("απόφαση");
    expect(freeTextOf(tree('"καθαρισμός ακτών"'))).toBe("καθαρισμός ακτών");
    expect(freeTextOf(tree('α "β γ" status:"PUBLISHED"'))).toBe('α "β γ"');
    expect(freeTextOf(tree('decisionTypeUid:"Β.1.3"'))).toBe("");
    expect(freeTextOf(null)).toBe("");
  });

  it("replaces only the free text, keeping the field parts", () => {
    const q = tree('"απόφαση" AND decisionTypeUid:"Β.1.3"');
    expect(formatQuery(replaceFreeText(q, "ύδρευση ακτών"))).toBe('"ύδρευση ακτών" AND decisionTypeUid:"Β.1.3"');
    expect(formatQuery(replaceFreeText(q, '"α" OR "β"'))).toBe('("α" OR "β") AND decisionTypeUid:"Β.1.3"');
    expect(formatQuery(replaceFreeText(null, "λέξη"))).toBe('"λέξη"');
    // Empty text does nothing.
    expect(replaceFreeText(q, "   ")).toBe(q);
    expect(formatQuery(withoutFreeText(q))).toBe('decisionTypeUid:"Β.1.3"');
  });

  it("sends plain words as one quoted phrase, as the header box does; syntax as written", () => {
    expect(formatQuery(boxQuery("  δύο   λέξεις "))).toBe('"δύο λέξεις"');
    expect(formatQuery(boxQuery('λέξη status:"REVOKED"'))).toBe('λέξη status:"REVOKED"');
    expect(boxQuery("")).toBeNull();
    expectError(() => boxQuery('"μισό'), "εισαγωγικά");
  });
});
