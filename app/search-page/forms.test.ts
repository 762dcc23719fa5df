import { describe, expect, it } from "vitest";
import { expectQueryError as expectError } from "#search/query-error.testing";
import { datePresets, defaultDateRange, formTarget } from "./forms";
import { parseSearchRequest } from "./request";

// 10:00 on 15 January 2025 in Athens (a Wednesday).
const NOW = Date.UTC(2025, 0, 15, 8);
const decode = (href: string) => decodeURIComponent(href.replace(/\+/g, " "));
const target = (query: string) => decode(formTarget(new URLSearchParams(query), NOW));
const read = (path: string) => parseSearchRequest(new URL(path, "http://x").searchParams).request;

describe("the search box form (SPEC §2)", () => {
  it("replaces only the free text of the query, keeping field parts, filters and sort", () => {
    const href = formTarget(
      new URLSearchParams({
        form: "box",
        query: "ύδρευση",
        current: '"απόφαση" AND decisionTypeUid:"Β.1.3"',
        fq: 'status:"PUBLISHED"',
        sort: "oldest",
      }),
      NOW,
    );
    expect(read(href)).toMatchObject({
      text: '"ύδρευση" AND decisionTypeUid:"Β.1.3"',
      fq: ['status:"PUBLISHED"'],
      sort: "oldest",
      page: 0,
    });
  });

  it("does nothing with empty text", () => {
    const href = formTarget(
      new URLSearchParams({ form: "box", query: " ", current: '"απόφαση" AND decisionTypeUid:"Β.1.3"' }),
      NOW,
    );
    expect(read(href).text).toBe('"απόφαση" AND decisionTypeUid:"Β.1.3"');
    expect(formTarget(new URLSearchParams({ form: "box", query: "" }), NOW)).toBe("/search");
  });

  it("answers bad syntax in the box with the position", () => {
    expectError(() => target('form=box&query="μισό'), "Στη θέση 1 ανοίγουν εισαγωγικά");
  });
});

describe("the date filter form (SPEC §9)", () => {
  it("reads 'exactly' and 'range' as issue-date filters, replacing the search's own", () => {
    expect(target("form=date&dateMode=exactly&dateExact=05/01/2025&dateFrom=01/01/2025")).toBe(
      "/search?fq=issueDate:[2025-01-05 TO 2025-01-05]",
    );
    expect(
      target("form=date&dateMode=range&dateFrom=01/12/2024&dateTo=15/01/2025&fq=issueDate:[* TO 2020-01-01]&query=x"),
    ).toBe("/search?query=x&fq=issueDate:[2024-12-01 TO 2025-01-15]");
    expect(target("form=date&dateMode=range&dateFrom=01/12/2024")).toBe("/search?fq=issueDate:[2024-12-01 TO *]");
    // Nothing filled in removes the date filter.
    expect(target("form=date&dateMode=range&fq=issueDate:[* TO 2020-01-01]")).toBe("/search");
  });

  it.each([
    ["form=date&dateMode=exactly&dateExact=31/02/2024", "Μη έγκυρη ημερομηνία «31/02/2024» στο πεδίο «Ακριβώς»"],
    ["form=date&dateMode=exactly&dateExact=2024-01-01", "ηη/μμ/εεεε"],
    ["form=date&dateFrom=01/01/1800", "έτος από 1833"],
    ["form=date&dateTo=16/01/2025", "είναι μετά τη σημερινή"],
    ["form=date&dateFrom=10/01/2025&dateTo=01/01/2025", "«Από» είναι μετά"],
    ["form=date&dateMode=week", "Μη έγκυρος τρόπος"],
    ["form=nope", "Άγνωστη φόρμα αναζήτησης «nope»"],
  ])("refuses %s", (query, fragment) => {
    expectError(() => target(query), fragment);
  });

  it("offers today, the last 7 and the last 30 days (29 back) in Athens days", () => {
    const request = read("/search?query=x&fq=issueDate:[2025-01-09 TO 2025-01-15]&page=3");
    const presets = datePresets(request, NOW);
    expect(presets.map((p) => [p.label, decode(p.href), p.current])).toEqual([
      ["Σήμερα", "/search?query=x&fq=issueDate:[2025-01-15 TO 2025-01-15]", false],
      ["Τελευταίες 7 ημέρες", "/search?query=x&fq=issueDate:[2025-01-09 TO 2025-01-15]", true],
      ["Τελευταίες 30 ημέρες", "/search?query=x&fq=issueDate:[2024-12-17 TO 2025-01-15]", false],
    ]);
    expect(defaultDateRange(NOW)).toEqual({ from: "17/12/2024", to: "15/01/2025", max: "15/01/2025" });
  });
});

describe("the advanced form", () => {
  it("ANDs one clause per filled input onto the editable query", () => {
    const href = target(
      "form=advanced&query=ύδρευση&ada=&subject=καθαρισμ&organizationUid=6013&status=Αναρτημένη" +
        "&issueDateFrom=01/01/2024&issueDateTo=31/12/2024&amountFrom=1.000,50&amountTo=&publishedFrom=&publishedTo=",
    );
    expect(read(href).text).toBe(
      'ύδρευση AND subject:"καθαρισμ" AND organizationUid:"6013" AND status:"Αναρτημένη" AND ' +
        "issueDate:[2024-01-01 TO 2024-12-31] AND amount:[1000.50 TO *]",
    );
    expect(read(href).advanced).toBe(false);
  });

  it.each([
    ["form=advanced&status=draft", "Άγνωστη κατάσταση «draft»"],
    ["form=advanced&issueDateFrom=1/13/2024", "Ημερομηνία έκδοσης από"],
    ["form=advanced&amountFrom=πολλά", "Μη έγκυρο ποσό «πολλά»"],
    ["form=advanced&query=α OR", "λείπει όρος"],
  ])("refuses %s", (query, fragment) => {
    expectError(() => target(query), fragment);
  });
});
