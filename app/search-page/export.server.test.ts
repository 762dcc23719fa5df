import { describe, expect, it } from "vitest";
import type { SearchDocument, SearchEngine, SearchQuery, SearchResult } from "#search/engine";
import { EXPORT_BATCH, EXPORT_LIMIT, exportSearch } from "./export.server";

function fakeEngine(total: number): SearchEngine & { calls: SearchQuery[] } {
  const calls: SearchQuery[] = [];
  const doc = (i: number): SearchDocument => ({
    decisionId: i,
    ada: `ΑΔΑ${String(i).padStart(4, "0")}-ΑΒΓ`,
    versionId: `v${i}`,
    orgUid: "6013",
    orgLabel: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ",
    decisionTypeUid: "Β.1.3",
    decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
    status: "PUBLISHED",
    subject: i === 0 ? 'Θέμα <με> "σύμβολα" & άλλα' : `Θέμα ${i}`,
    protocolNumber: `${i}/2025`,
    issueDate: "2025-01-09",
    publishedAt: Date.UTC(2025, 0, 10),
    updatedAt: Date.UTC(2025, 0, 10),
    amount: 12.5,
    unitUids: [],
    signerUids: [],
    thematicCategoryUids: [],
  });
  return {
    name: "fake",
    calls,
    index() {},
    indexMany() {},
    remove() {},
    count: () => total,
    search(query: SearchQuery): SearchResult {
      calls.push(query);
      const page = query.page ?? 0;
      const size = query.size ?? 10;
      const hits = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) =>
        doc(page * size + i),
      );
      return { hits, total: Math.min(total, 10_000), totalIsExact: total <= 10_000, page, size, facets: {} };
    },
  };
}

async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}

describe("/search/export", () => {
  it("streams every result as JSON, asking the engine at most 500 rows at a time", async () => {
    const engine = fakeEngine(1203);
    const url = new URL('http://x/search/export?wt=json&query=θέμα&fq=organizationUid:"6013"');
    const outcome = await exportSearch(url, "https://example.gr", engine);
    expect(outcome.kind).toBe("ok");
    if (outcome.kind !== "ok") return;
    const body = JSON.parse(await text(outcome.stream));
    expect(body.info).toMatchObject({ total: 1203, truncated: false, limit: EXPORT_LIMIT });
    expect(body.info.query).toEqual({ query: "θέμα", fq: ['organizationUid:"6013"'], sort: "recent", wt: "json" });
    expect(body.decisionResultList).toHaveLength(1203);
    expect(body.decisionResultList[0]).toMatchObject({
      issueDate: "09/01/2025",
      url: expect.stringContaining("https://example.gr/decision/view/"),
    });
    expect(engine.calls.every((q) => q.size === EXPORT_BATCH)).toBe(true);
    expect(engine.calls.map((q) => q.page)).toEqual([0, 1, 2]);
  });

  it("stops at the documented limit and says so", async () => {
    const engine = fakeEngine(25_000);
    const outcome = await exportSearch(new URL("http://x/search/export?wt=json"), "https://example.gr", engine);
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    const body = JSON.parse(await text(outcome.stream));
    expect(body.decisionResultList).toHaveLength(EXPORT_LIMIT);
    expect(body.info.truncated).toBe(true);
    expect(body.info.note).toMatch(/πρώτες 10\.000/);
  });

  it("writes escaped XML with repeated elements for lists", async () => {
    const outcome = await exportSearch(
      new URL("http://x/search/export?wt=xml&fq=status:%22PUBLISHED%22"),
      "https://e.gr",
      fakeEngine(2),
    );
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    const xml = await text(outcome.stream);
    expect(xml).toContain("<fq>status:&quot;PUBLISHED&quot;</fq>");
    expect(xml).toContain("<subject>Θέμα &lt;με&gt; &quot;σύμβολα&quot; &amp; άλλα</subject>");
    expect(xml.match(/<decision>/g)).toHaveLength(2);
    expect(xml.trim().endsWith("</decisionsExport>")).toBe(true);
  });

  it("refuses an unknown format and a bad filter", async () => {
    expect((await exportSearch(new URL("http://x/search/export?wt=xls"), "", fakeEngine(1))).kind).toBe("badFormat");
    expect((await exportSearch(new URL("http://x/search/export"), "", fakeEngine(1))).kind).toBe("badFormat");
    const bad = await exportSearch(new URL("http://x/search/export?wt=json&fq=nonsense"), "", fakeEngine(1));
    expect(bad.kind).toBe("badQuery");
  });
});
