/** Reading the search page: result rows, their ADAs, facets and the pager. */
import type { Locator, Page } from "@playwright/test";
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

/** The ADAs of the result rows, in page order, one per row. */
export async function resultAdas(page: Page): Promise<string[]> {
  const rows = await resultRows(page).all();
  const adas: string[] = [];
  for (const row of rows) {
    const href = await row.locator(VIEW_LINK).first().getAttribute("href");
    const ada = href ? adaFromHref(href) : null;
    if (ada) adas.push(ada);
  }
  return adas;
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
