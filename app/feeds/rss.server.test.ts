import { describe, expect, it } from "vitest";
import { buildRss } from "./rss.server";

describe("RSS 2.0 feed", () => {
  const xml = buildRss({
    origin: "https://example.gr",
    org: { uid: "6013", label: "ΔΗΜΟΣ <ΑΘΗΝΑΙΩΝ> & Co", latinName: "municipality_of_athens" },
    items: [
      {
        ada: "ΨΩΡ1ΩΗ6-ΑΒΓ",
        subject: 'Έγκριση "δαπάνης" <script>alert(1)</script> & λοιπά',
        decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
        protocolNumber: "12/2025",
        issueDate: "2025-01-09",
        publishedAt: Date.UTC(2025, 0, 10, 9, 30),
      },
    ],
  });

  it("escapes every text, so markup in a subject stays text", () => {
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; λοιπά");
    expect(xml).toContain("&quot;δαπάνης&quot;");
    expect(xml).toContain("ΔΗΜΟΣ &lt;ΑΘΗΝΑΙΩΝ&gt; &amp; Co");
    expect(xml).not.toContain("<script>");
  });

  it("has the RSS 2.0 channel elements, a self link and absolute, percent-encoded item links", () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true);
    expect(xml).toContain("<language>el</language>");
    expect(xml).toContain('<atom:link href="https://example.gr/f/6013/rss" rel="self" type="application/rss+xml"/>');
    const link = `https://example.gr/decision/view/${encodeURIComponent("ΨΩΡ1ΩΗ6-ΑΒΓ")}`;
    expect(xml).toContain(`<link>${link}</link>`);
    expect(xml).toContain(`<guid isPermaLink="true">${link}</guid>`);
    expect(xml).toContain("<pubDate>Fri, 10 Jan 2025 09:30:00 GMT</pubDate>");
    expect(xml).toContain("Ημερομηνία έκδοσης: 09/01/2025");
  });
});
