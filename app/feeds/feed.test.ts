/**
 * The RSS 2.0 and Atom (RFC 4287) writers, read back with libxml2 (tests/support/xmllint.ts):
 * well-formed, the elements each specification requires, every text escaped, links absolute.
 */
import { describe, expect, it } from "vitest";
import { el, xmlProblems, xpath } from "#tests/support/xmllint";
import { type Feed, type FeedEntry, renderAtom, renderRss } from "./feed";

const entry = (over: Partial<FeedEntry> = {}): FeedEntry => ({
  ada: "ΨΩΡ1ΩΗ6-ΑΒΓ",
  subject: 'Έγκριση "δαπάνης" <script>alert(1)</script> & λοιπά',
  status: "PUBLISHED",
  orgUid: "6013",
  orgLabel: "ΔΗΜΟΣ <ΑΘΗΝΑΙΩΝ> & Co",
  decisionTypeLabel: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ",
  protocolNumber: "12/2025",
  issueDate: "2025-01-09",
  publishedAt: Date.UTC(2025, 0, 10, 9, 30),
  updatedAt: Date.UTC(2025, 0, 11, 8, 0),
  amount: 1234.5,
  ...over,
});

const feed: Feed = {
  origin: "https://example.gr",
  title: "ΔΗΜΟΣ <ΑΘΗΝΑΙΩΝ> & Co – Μητρώο",
  description: "Οι 50 πιο πρόσφατες",
  pagePath: "/f/athens",
  rssPath: "/f/6013/rss",
  atomPath: "/f/6013/atom",
  entries: [entry(), entry({ ada: "ΒΒΒ-1", amount: null, status: "PENDING_REVOCATION", subject: "Δεύτερη" })],
};
const page = `https://example.gr/decision/view/${encodeURIComponent("ΨΩΡ1ΩΗ6-ΑΒΓ")}`;
const documentLink = `https://example.gr/doc/${encodeURIComponent("ΨΩΡ1ΩΗ6-ΑΒΓ")}`;

describe("RSS 2.0", () => {
  const xml = renderRss(feed);
  const channel = `/rss/channel`;

  it("is well-formed, with the channel elements RSS 2.0 requires and a self link", () => {
    expect(xmlProblems(xml)).toBeNull();
    expect(xpath(xml, "string(/rss/@version)")).toBe("2.0");
    expect(xpath(xml, `string(${channel}/title)`)).toBe(feed.title);
    expect(xpath(xml, `string(${channel}/link)`)).toBe("https://example.gr/f/athens");
    expect(xpath(xml, `string(${channel}/description)`)).toBe(feed.description);
    expect(xpath(xml, `string(${channel}/${el("link")}[@rel='self']/@href)`)).toBe("https://example.gr/f/6013/rss");
    expect(xpath(xml, `string(${channel}/lastBuildDate)`)).toBe("Sat, 11 Jan 2025 08:00:00 GMT");
  });

  it("gives each item its subject, link, guid, date, type and organisation, and ADA, amount, document in the text", () => {
    expect(xpath(xml, `count(${channel}/item)`)).toBe("2");
    const item = `${channel}/item[1]`;
    expect(xpath(xml, `string(${item}/title)`)).toBe(entry().subject);
    expect(xpath(xml, `string(${item}/link)`)).toBe(page);
    expect(xpath(xml, `string(${item}/guid[@isPermaLink='true'])`)).toBe(page);
    expect(xpath(xml, `string(${item}/pubDate)`)).toBe("Fri, 10 Jan 2025 09:30:00 GMT");
    expect(xpath(xml, `string(${item}/category[1])`)).toBe("ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ");
    expect(xpath(xml, `string(${item}/category[2])`)).toBe("ΔΗΜΟΣ <ΑΘΗΝΑΙΩΝ> & Co");
    const description = xpath(xml, `string(${item}/description)`);
    expect(description).toContain("ΑΔΑ: ΨΩΡ1ΩΗ6-ΑΒΓ");
    expect(description).toContain("Ημερομηνία έκδοσης: 09/01/2025");
    expect(description).toMatch(/Ποσό: 1\.234,50\s€/);
    expect(description).toContain(`Έγγραφο: ${documentLink}`);
    const second = xpath(xml, `string(${channel}/item[2]/description)`);
    expect(second).not.toContain("Ποσό");
    expect(second).toContain("Κατάσταση: Εν αναμονή ανάκλησης");
  });

  it("keeps markup in a subject as text", () => {
    expect(xml).toContain("&lt;script&gt;alert(1)&lt;/script&gt; &amp; λοιπά");
    expect(xml).not.toContain("<script>");
  });
});

describe("Atom (RFC 4287)", () => {
  const xml = renderAtom(feed);
  const root = `/${el("feed")}`;

  it("is well-formed, with the feed's id, title, updated, author and self link", () => {
    expect(xmlProblems(xml)).toBeNull();
    expect(xpath(xml, `namespace-uri(${root})`)).toBe("http://www.w3.org/2005/Atom");
    expect(xpath(xml, `string(${root}/${el("id")})`)).toBe("https://example.gr/f/6013/atom");
    expect(xpath(xml, `string(${root}/${el("title")})`)).toBe(feed.title);
    expect(xpath(xml, `string(${root}/${el("updated")})`)).toBe("2025-01-11T08:00:00Z");
    expect(xpath(xml, `string(${root}/${el("author")}/${el("name")})`)).toBeTruthy();
    expect(xpath(xml, `string(${root}/${el("link")}[@rel='self']/@href)`)).toBe("https://example.gr/f/6013/atom");
    expect(xpath(xml, `string(${root}/${el("link")}[@rel='alternate']/@href)`)).toBe("https://example.gr/f/athens");
  });

  it("gives each entry an id, title, updated, links to the page and the document, type and organisation", () => {
    expect(xpath(xml, `count(${root}/${el("entry")})`)).toBe("2");
    const e = `${root}/${el("entry")}[1]`;
    expect(xpath(xml, `string(${e}/${el("id")})`)).toBe(page);
    expect(xpath(xml, `string(${e}/${el("title")})`)).toBe(entry().subject);
    expect(xpath(xml, `string(${e}/${el("published")})`)).toBe("2025-01-10T09:30:00Z");
    expect(xpath(xml, `string(${e}/${el("updated")})`)).toBe("2025-01-11T08:00:00Z");
    expect(xpath(xml, `string(${e}/${el("link")}[@rel='alternate']/@href)`)).toBe(page);
    expect(xpath(xml, `string(${e}/${el("link")}[@rel='enclosure']/@href)`)).toBe(documentLink);
    expect(xpath(xml, `string(${e}/${el("category")}/@term)`)).toBe("ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ");
    expect(xpath(xml, `string(${e}/${el("author")}/${el("name")})`)).toBe("ΔΗΜΟΣ <ΑΘΗΝΑΙΩΝ> & Co");
    expect(xpath(xml, `string(${e}/${el("summary")})`)).toContain("ΑΔΑ: ΨΩΡ1ΩΗ6-ΑΒΓ");
  });

  it("is still valid with no entries (updated is required even then)", () => {
    const empty = renderAtom({ ...feed, entries: [] });
    expect(xmlProblems(empty)).toBeNull();
    expect(xpath(empty, `string(/${el("feed")}/${el("updated")})`)).toBe("1970-01-01T00:00:00Z");
  });
});
