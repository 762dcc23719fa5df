/**
 * XML checks with the browser's own parser (DOMParser), in a separate context with JavaScript on
 * (the no-js project's pages cannot run it). A malformed document is reported, not repaired.
 */
import type { Browser } from "@playwright/test";

export interface ParsedFeed {
  error: string | null;
  root: string;
  rootAttributes: Record<string, string>;
  channels: number;
  channel: { title: string; link: string; description: string };
  items: { title: string; link: string; description: string; guid: string; pubDate: string }[];
}

export async function parseXml(browser: Browser, xml: string): Promise<ParsedFeed> {
  const context = await browser.newContext({ javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    return await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const failure = doc.getElementsByTagName("parsererror")[0];
      const root = doc.documentElement;
      const text = (parent: Element | null | undefined, name: string) =>
        parent
          ? (Array.from(parent.children)
              .find((c) => c.localName === name)
              ?.textContent?.trim() ?? "")
          : "";
      const channels = Array.from(root.children).filter((c) => c.localName === "channel");
      const channel = channels[0];
      const items = channel ? Array.from(channel.children).filter((c) => c.localName === "item") : [];
      return {
        error: failure ? (failure.textContent ?? "parser error") : null,
        root: root.localName,
        rootAttributes: Object.fromEntries(Array.from(root.attributes).map((a) => [a.name, a.value])),
        channels: channels.length,
        channel: {
          title: text(channel, "title"),
          link: text(channel, "link"),
          description: text(channel, "description"),
        },
        items: items.map((item) => ({
          title: text(item, "title"),
          link: text(item, "link"),
          description: text(item, "description"),
          guid: text(item, "guid"),
          pubDate: text(item, "pubDate"),
        })),
      };
    }, xml);
  } finally {
    await context.close();
  }
}
