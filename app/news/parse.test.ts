import { describe, expect, it } from "vitest";
import { NEWS_ITEMS, parseNewsFeed, plainText } from "./parse";

const RSS = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>Ιστολόγιο</title>
<item><title>Παλαιότερο νέο</title><link>https://blog.example.gr/1</link>
  <description><![CDATA[<p>Κείμενο με <b>έντονα</b> &amp; σύμβολα</p>]]></description>
  <pubDate>Mon, 02 Nov 2026 10:00:00 +0200</pubDate></item>
<item><title>Νεότερο νέο</title><link>https://blog.example.gr/2</link>
  <content:encoded><![CDATA[<p>Πλήρες κείμενο</p><script>alert(1)</script>]]></content:encoded>
  <pubDate>Fri, 20 Nov 2026 09:30:00 +0200</pubDate></item>
</channel></rss>`;

const ATOM = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom"><title>Νέα</title>
<entry><title type="html">Ανακοίνωση &lt;i&gt;νέας&lt;/i&gt; έκδοσης</title>
  <link rel="self" href="https://blog.example.gr/self"/><link rel="alternate" href="https://blog.example.gr/a"/>
  <updated>2026-11-21T08:00:00Z</updated><summary>Σύνοψη</summary></entry>
</feed>`;

describe("reading a news feed", () => {
  it("reads RSS 2.0, newest first, content as plain text without scripts", () => {
    expect(parseNewsFeed(RSS)).toEqual([
      {
        title: "Νεότερο νέο",
        content: "Πλήρες κείμενο",
        date: Date.parse("2026-11-20T07:30:00Z"),
        permalink: "https://blog.example.gr/2",
      },
      {
        title: "Παλαιότερο νέο",
        content: "Κείμενο με έντονα & σύμβολα",
        date: Date.parse("2026-11-02T08:00:00Z"),
        permalink: "https://blog.example.gr/1",
      },
    ]);
  });

  it("reads Atom, taking the alternate link", () => {
    expect(parseNewsFeed(ATOM)).toEqual([
      {
        title: "Ανακοίνωση νέας έκδοσης",
        content: "Σύνοψη",
        date: Date.parse("2026-11-21T08:00:00Z"),
        permalink: "https://blog.example.gr/a",
      },
    ]);
  });

  it("reads the SPEC §7 JSON array, keeping only http(s) links and at most the items shown", () => {
    const many = Array.from({ length: 10 }, (_, i) => ({
      title: `Νέο ${i}`,
      content: "x",
      date: `2026-11-${String(i + 1).padStart(2, "0")}T10:00:00Z`,
      permalink: i === 9 ? "javascript:alert(1)" : `https://blog.example.gr/${i}`,
    }));
    const items = parseNewsFeed(JSON.stringify(many));
    expect(items).toHaveLength(NEWS_ITEMS);
    expect(items[0]).toMatchObject({ title: "Νέο 9", permalink: null });
    expect(items[1]).toMatchObject({ title: "Νέο 8", permalink: "https://blog.example.gr/8" });
  });

  it("refuses a body that is no feed", () => {
    expect(() => parseNewsFeed("<html><body>Not found</body></html>")).toThrow(/not an RSS/);
    expect(() => parseNewsFeed("{ broken")).toThrow();
  });

  it("turns markup into one line of text", () => {
    expect(plainText("<p>Α</p>\n<p>Β&nbsp;Γ</p><style>p{}</style>")).toBe("Α Β Γ");
  });
});
