/**
 * Shows server-rendered markup in a real Chromium, so a unit test of a component asserts what a
 * user (and a screen reader) gets: roles, accessible names and descriptions, visible text, values,
 * not class names or the shape of the HTML. One browser per test file; each check opens the markup
 * as a page of its own, with the project's Greek document language.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import fs from "node:fs";
import { chromiumPath } from "./chromium-path";

// The portal's own stylesheets, so what is visually hidden there is hidden here too.
const STYLES = ["../../app/styles/main.css", "../../app/components/form/form.css"]
  .map((file) => fs.readFileSync(new URL(file, import.meta.url), "utf8"))
  .join("\n");

export interface MarkupBrowser {
  /** A page showing this markup inside a form (as the widgets are always used). */
  show(markup: string): Promise<Page>;
  close(): Promise<void>;
}

export async function openMarkupBrowser(): Promise<MarkupBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const page = await browser.newPage();
  return {
    async show(markup) {
      await page.setContent(
        `<!doctype html><html lang="el"><head><style>${STYLES}</style></head><body><form>${markup}</form></body></html>`,
      );
      return page;
    },
    close: () => browser.close(),
  };
}
