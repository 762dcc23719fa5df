import { describe, expect, it } from "vitest";
import {
  atCursor,
  atPage,
  headerBoxPath,
  organizationSearchPath,
  quickSearchLinks,
  searchExportPath,
  searchPath,
  withFilter,
  withMore,
  withoutFilter,
  withSort,
  withText,
} from "./links";
import { parseSearchRequest, type SearchRequest } from "./request";

const read = (path: string): SearchRequest => parseSearchRequest(new URL(path, "http://x").searchParams).request;

describe("search links", () => {
  const base = read('/search?query="δαπάνη"&page=4&fq=status:"PUBLISHED"&sort=oldest');

  it("writes what the parser reads back, leaving defaults out", () => {
    const full = read('/search?query=ύδρευση&fq=status:"PUBLISHED"&sort=relevance&page=2&size=20&advanced=true');
    expect(read(searchPath(full))).toEqual(full);
    expect(searchPath({})).toBe("/search");
    expect(searchPath(read("/search?page=0&sort=recent&advanced=false"))).toBe("/search");
    expect(searchPath({ text: "α&β=γ" })).toBe("/search?query=%CE%B1%26%CE%B2%3D%CE%B3");
  });

  it("withFilter adds a filter once and goes back to page 0", () => {
    const next = withFilter(base, 'organizationUid:"6013"');
    expect(next.fq).toEqual(['status:"PUBLISHED"', 'organizationUid:"6013"']);
    expect(next.page).toBe(0);
    expect(withFilter(next, 'organizationUid:"6013"').fq).toHaveLength(2);
    expect(base.fq).toHaveLength(1); // the input is not changed
  });

  it("withoutFilter removes it and goes back to page 0", () => {
    const next = withoutFilter(withFilter(base, 'organizationUid:"6013"'), 'status:"PUBLISHED"');
    expect(next.fq).toEqual(['organizationUid:"6013"']);
    expect(next.text).toBe('"δαπάνη"');
    expect(next.page).toBe(0);
  });

  it("atPage changes only the page", () => {
    expect(searchPath(atPage(base, 7))).toBe(
      `/search?${new URLSearchParams({ query: '"δαπάνη"', fq: 'status:"PUBLISHED"', sort: "oldest", page: "7" })}`,
    );
    expect(() => atPage(base, -1)).toThrow(RangeError);
  });

  it("atCursor writes a cursor page the parser reads back; other changes leave it (issue 10)", () => {
    const after = atCursor(base, { kind: "after", publishedAt: 1704877200000, decisionId: 42 });
    expect(searchPath(after)).toContain("after=1704877200000-42");
    expect(searchPath(after)).not.toContain("page=");
    expect(read(searchPath(after))).toEqual(after);
    const last = atCursor(base, { kind: "last" });
    expect(searchPath(last)).toContain("page=last");
    expect(read(searchPath(last))).toEqual(last);
    for (const moved of [withFilter(after, 'organizationUid:"6013"'), withSort(after, "recent"), atPage(after, 2)]) {
      expect(searchPath(moved)).not.toMatch(/after=|page=last/);
    }
    expect(searchExportPath(after, "csv")).not.toContain("after=");
    // «Περισσότερα» of a facet stays on the same page.
    expect(searchPath(withMore(after, { facet: "decisionType", shown: 10 }))).toContain("after=");
  });

  it("withText replaces only the free text (SPEC §2); withSort the order", () => {
    expect(withText(base, "ύδρευση")).toMatchObject({ text: '"ύδρευση"', fq: base.fq, sort: "oldest", page: 0 });
    const withField = read('/search?query="απόφαση" AND decisionTypeUid:"Β.1.3"&fq=status:"PUBLISHED"&page=2');
    expect(withText(withField, "ύδρευση ακτών")).toMatchObject({
      text: '"ύδρευση ακτών" AND decisionTypeUid:"Β.1.3"',
      fq: ['status:"PUBLISHED"'],
      page: 0,
    });
    // Empty text does nothing.
    expect(withText(withField, "  ")).toBe(withField);
    expect(withSort(base, "recent").sort).toBe("recent");
    expect(searchPath(withSort(base, "recent"))).not.toContain("sort=");
  });

  it("withMore shows a facet longer, 5 more a step", () => {
    const more = { facet: "decisionType", shown: 15 } as const;
    expect(read(searchPath(withMore(base, more))).more).toEqual(more);
    expect(searchPath(withMore(base, more))).toContain("more=decisionType%3A15");
    expect(read("/search?more=organization").more).toEqual({ facet: "organization", shown: 10 });
    expect(searchPath(withMore(withMore(base, more), null))).not.toContain("more=");
  });

  it("export links keep the search but not its page, size or open list", () => {
    const href = searchExportPath({ ...base, size: 50, more: { facet: "organization", shown: 10 } }, "xml");
    const url = new URL(href, "http://x");
    expect(url.pathname).toBe("/search/export");
    expect(url.searchParams.get("wt")).toBe("xml");
    expect(url.searchParams.getAll("fq")).toEqual(['status:"PUBLISHED"']);
    expect(url.searchParams.has("page") || url.searchParams.has("size") || url.searchParams.has("more")).toBe(false);
  });

  it("the header box sends a quoted query at page 0, and nothing for empty text (SPEC §2)", () => {
    expect(headerBoxPath("  καθαρισμός ")).toBe(`/search?${new URLSearchParams({ query: '"καθαρισμός"', page: "0" })}`);
    expect(headerBoxPath('"ήδη"')).toBe(headerBoxPath("ήδη"));
    expect(headerBoxPath("   ")).toBeNull();
    expect(read(headerBoxPath("ΑΔΑ 6Ε0Ε46Ψ842-Φ46")!).text).toBe('"ΑΔΑ 6Ε0Ε46Ψ842-Φ46"');
    // Quotes inside the text are escaped, so the query still reads as one phrase.
    expect(read(headerBoxPath('το "Α" και OR')!).text).toBe('"το \\"Α\\" και OR"');
  });

  it("quick searches cover the last 30 days and the last year, in Athens days", () => {
    const now = Date.UTC(2025, 0, 1, 22, 30); // 00:30 on 2 January in Athens
    const [month, year] = quickSearchLinks(now).map((q) => read(q.href).fq);
    expect(month).toEqual(["issueDate:[2024-12-04 TO 2025-01-02]"]);
    expect(year).toEqual(["issueDate:[2024-01-04 TO 2025-01-02]"]);
  });

  it("an organisation's search filters on its uid", () => {
    expect(read(organizationSearchPath("6013")).fq).toEqual(['organizationUid:"6013"']);
  });
});
