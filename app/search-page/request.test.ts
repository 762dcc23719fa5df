import { describe, expect, it } from "vitest";
import { expectQueryError as expectError } from "#search/query-error.testing";
import { parseSearchRequest, toSearchQuery, type ReadOptions } from "./request";

const parse = (query: string, options?: ReadOptions) => parseSearchRequest(new URLSearchParams(query), options);

describe("reading a /search URL", () => {
  it("defaults to everything, newest first, page 0", () => {
    expect(parse("")).toEqual({
      request: { text: "", page: 0, sort: "recent", fq: [], advanced: false, more: null },
      words: "",
      filters: {},
    });
  });

  it("reads every parameter into the typed request", () => {
    const { request } = parse(
      'query="δαπάνη"&page=3&size=50&sort=oldest&fq=status:"PUBLISHED"&advanced=true&more=organization',
    );
    expect(request).toEqual({
      text: '"δαπάνη"',
      page: 3,
      size: 50,
      sort: "oldest",
      fq: ['status:"PUBLISHED"'],
      advanced: true,
      more: { facet: "organization", shown: 10 },
    });
    expect(parse("sort=relative").request.sort).toBe("relevance");
    expect(parse("page=&sort=").request).toMatchObject({ page: 0, sort: "recent" });
  });

  it("keeps the fq strings as received, minus blanks, and reads their filters", () => {
    const p = parse('fq=organizationUid:"6013"&fq=&fq= status:"PUBLISHED" ');
    expect(p.request.fq).toEqual(['organizationUid:"6013"', 'status:"PUBLISHED"']);
    expect(p.filters).toEqual({ orgUids: ["6013"], statuses: ["PUBLISHED"] });
  });

  it.each([
    ["page=-1", "Μη έγκυρος αριθμός σελίδας «-1»"],
    ["page=1.5", "σελίδας"],
    ["page=abc", "σελίδας"],
    ["size=0", "Μη έγκυρο μέγεθος σελίδας «0»"],
    ["size=501", "μέγεθος"],
    ["size=x", "μέγεθος"],
    ["sort=best", "Άγνωστη ταξινόμηση «best»"],
    ["q=x", "Άγνωστη παράμετρος αναζήτησης «q»"],
    ["page=1&page=2", "Η παράμετρος «page» δίνεται περισσότερες από μία φορές"],
    ["query=a&query=b", "«query» δίνεται περισσότερες"],
    [`query=${"α".repeat(501)}`, "500 χαρακτήρες"],
    ['query="ανοιχτό', "Στη θέση 1 ανοίγουν εισαγωγικά που δεν κλείνουν"],
    ["query=α AND", "Μετά τον τελεστή «AND» της θέσης 3 λείπει όρος"],
    ['query=organisationUid:"1"', "Άγνωστο πεδίο «organisationUid» στη θέση 1"],
    ["query=α OR status:draft", "Άγνωστη κατάσταση «draft»"],
    ["more=organization:3", "Άγνωστη λίστα φίλτρων «organization:3»"],
    ["more=organization:501", "έως 500"],
    ["advanced=yes", "Μη έγκυρη τιμή «yes» της παραμέτρου advanced"],
    ["more=everything", "Άγνωστη λίστα φίλτρων «everything»"],
    ["fq=nonsense", "Μη έγκυρο φίλτρο «nonsense»"],
  ])("rejects %s with a Greek message", (query, fragment) => {
    expectError(() => parse(query), fragment);
  });

  // Regression: `sort=toString` used to reach Object.prototype.toString through a plain-object
  // lookup and the page answered 500; `more=toString` passed an `in` check the same way.
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty"])(
    "answers %s as a sort, a list, a parameter and a filter field with a typed 400",
    (name) => {
      expectError(() => parse(`sort=${name}`), `Άγνωστη ταξινόμηση «${name}»`);
      expectError(() => parse(`more=${name}`), `Άγνωστη λίστα φίλτρων «${name}»`);
      expectError(() => parse(`${name}=1`), `Άγνωστη παράμετρος αναζήτησης «${name}»`);
      // (__proto__ is not even a well-formed field name: letters only.)
      expectError(
        () => parse(`fq=${name}:"x"`),
        name === "__proto__" ? "Μη έγκυρο φίλτρο" : `Άγνωστο πεδίο φίλτρου «${name}»`,
      );
    },
  );

  // Issue 10: pages past the offset window, by cursor.
  it("reads a cursor page (after, before, page=last) and refuses a bad or conflicting one in Greek", () => {
    expect(parse("after=1704877200000-42").request.cursor).toEqual({
      kind: "after",
      publishedAt: 1704877200000,
      decisionId: 42,
    });
    expect(parse("sort=oldest&before=5-7").request).toMatchObject({
      page: 0,
      sort: "oldest",
      cursor: { kind: "before", publishedAt: 5, decisionId: 7 },
    });
    expect(parse("page=last").request).toMatchObject({ page: 0, cursor: { kind: "last" } });
    expectError(() => parse("after=abc"), "Μη έγκυρος δείκτης σελίδας «abc» στην παράμετρο after");
    expectError(() => parse("before=5-0"), "στην παράμετρο before");
    expectError(() => parse("after=5-7&before=5-7"), "ένα μόνο από τα page, after και before");
    expectError(() => parse("page=3&after=5-7"), "ένα μόνο από τα page, after και before");
    expectError(() => parse("sort=relevance&page=last"), "Με ταξινόμηση κατά συνάφεια φτάνετε έως τις πρώτες 10.000");
    expectError(() => parse("after=5-7", { cursor: false }), "μόνο στη σελίδα αναζήτησης");
    expectError(() => parse("page=first"), "Μη έγκυρος αριθμός σελίδας «first»");
  });

  it("accepts the parameters a caller reads itself, and only those", () => {
    expect(parse("wt=json&query=x", { alsoAllowed: ["wt"] }).request.text).toBe("x");
    expectError(() => parse("wt=json"), "«wt»");
  });

  it("builds the engine query", () => {
    const parsed = parse('query="δαπάνη"&page=2&sort=oldest&fq=decisionTypeUid:"Β.1.3"');
    expect(toSearchQuery(parsed, { size: 20, facets: ["orgUid"] })).toEqual({
      text: "δαπάνη",
      textQuery: { kind: "term", text: "δαπάνη", phrase: true },
      filters: { decisionTypeUids: ["Β.1.3"] },
      sort: "oldest",
      page: 2,
      size: 20,
      facets: ["orgUid"],
    });
    expect(toSearchQuery(parse("")).text).toBeUndefined();
    expect(toSearchQuery(parse("")).textQuery).toBeUndefined();
  });

  it("reads the query's field parts as filters, ANDed with fq, and keeps the query canonical", () => {
    const parsed = parse('query=  "απόφαση"   AND decisionTypeUid:"Β.1.3"  &fq=status:"PUBLISHED"');
    expect(parsed.request.text).toBe('"απόφαση" AND decisionTypeUid:"Β.1.3"');
    expect(toSearchQuery(parsed)).toMatchObject({
      text: "απόφαση",
      filters: { decisionTypeUids: ["Β.1.3"], statuses: ["PUBLISHED"] },
    });
  });
});
