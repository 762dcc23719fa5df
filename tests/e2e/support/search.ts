/** Reading the search page: result rows, their ADAs, facets and the pager. */
import { expect, type Locator, type Page } from "@playwright/test";
import { parseAda } from "#app/decisions/ada";

const VIEW_LINK = 'a[href*="/decision/view/"]';

/** The ADA a /decision/view/{ada} link points to (decoded, canonical). */
export function adaFromHref(href: string): string | null {
  const match = /\/decision\/view\/([^/?#]+)/.exec(href);
  return match ? parseAda(decodeURIComponent(match[1])) : null;
}

/** The list of search results. */
export function resultList(page: Page): Locator {
  return page.getByRole("list", { name: "Αποτελέσματα αναζήτησης" });
}

/** One locator per result row. */
export function resultRows(page: Page): Locator {
  return resultList(page).locator(":scope > li");
}

/**
 * Waits until the page on screen is the page of the current address, whole. With JavaScript the
 * address changes before React commits the new page, so a page read then is the old one, or a mix
 * of both (decision 141); app/root.tsx names the address React shows. Without JavaScript (or before
 * hydration) every page is a full load, streamed, and whole once the footer is there.
 */
export async function pageShown(page: Page): Promise<void> {
  const { pathname, search } = new URL(page.url());
  const shown = JSON.stringify(pathname + search);
  await expect(page.locator(`html:not([data-hydrated]), html[data-shown=${shown}]`)).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "Σύνδεσμοι υποσέλιδου" })).toBeAttached();
}

/** The ADAs of the result rows of the page on screen, in page order, read in one go. */
export async function resultAdas(page: Page): Promise<string[]> {
  await pageShown(page);
  const hrefs = await resultRows(page).evaluateAll(
    (rows, link) => rows.map((row) => row.querySelector(link)?.getAttribute("href") ?? null),
    VIEW_LINK,
  );
  return hrefs.map((href) => (href ? adaFromHref(href) : null)).filter((ada): ada is string => ada !== null);
}

/** A facet block (organisation, decision type ...) by its visible name. */
export function facet(page: Page, name: string | RegExp): Locator {
  return page
    .getByRole("navigation", { name })
    .or(page.getByRole("region", { name }))
    .or(page.getByRole("group", { name }));
}

/** The search box of the page (the header's on other pages, the main one on /search). */
export function searchBox(page: Page): Locator {
  return page.getByRole("searchbox").first();
}
