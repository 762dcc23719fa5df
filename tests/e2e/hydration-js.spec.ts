/**
 * What a visitor does before the page has hydrated (js project only: without JavaScript there is
 * no hydration): the server's HTML must work as it does without JavaScript, and the enhancements
 * take over once React has hydrated. Remix's data is held back here, so that moment lasts as long
 * as the test needs. (Written to test whether an event during hydration caused the React error #345
 * of an earlier CI run: it does not; these pass with no page error.)
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { searchBox } from "./support/search";

const ENQUEUE = "window.__remixContext.streamController.enqueue(";
const CLOSE = "window.__remixContext.streamController.close()";

/** Serves the documents at `pathname` with Remix's data held back until `releaseData` is called. */
async function holdDataOf(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== "document") return route.fallback();
      const response = await route.fetch();
      const html = (await response.text())
        .replaceAll(ENQUEUE, "(window.__heldData = window.__heldData || []).push(")
        .replaceAll(CLOSE, "(window.__heldData = window.__heldData || []).push(null)");
      expect(html, "the page streams its data through Remix's controller").toContain("__heldData");
      await route.fulfill({ response, body: html });
    },
  );
}

async function releaseData(page: Page): Promise<void> {
  await page.evaluate(() => {
    const context = (window as unknown as { __remixContext: { streamController: ReadableStreamDefaultController } })
      .__remixContext;
    const held = (window as unknown as { __heldData?: (string | null)[] }).__heldData ?? [];
    for (const chunk of held) {
      if (chunk === null) context.streamController.close();
      else context.streamController.enqueue(chunk);
    }
  });
}

test("a search typed and submitted before the page has hydrated reaches its results, with no script error", async ({
  page,
}) => {
  await holdDataOf(page, "/");
  await page.goto("/");
  // The scripts have run (hydration has started) but the page is still the server's HTML.
  await page.waitForFunction(() => "__remixRouteModules" in window);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  await searchBox(page).fill("απόφαση");
  await searchBox(page).press("Enter");
  await expect(page).toHaveURL(/\/search\?/);
  expect(new URL(page.url()).searchParams.get("query")).toContain("απόφαση");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The fixture fails the test on any page error (React #345 was one).
});

test("a link clicked before hydration is followed, and once the data arrives the page's enhancements take over", async ({
  page,
}) => {
  await holdDataOf(page, "/info");
  await page.goto("/info");
  await page.waitForFunction(() => "__remixRouteModules" in window);
  await page.getByRole("link", { name: "Στατιστικά", exact: true }).first().click();
  await expect(page).toHaveURL(/\/stats$/);

  await page.goto("/info");
  await page.waitForFunction(() => "__remixRouteModules" in window);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await releaseData(page);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // A keyboard shortcut is React's: it works only once the guard has stepped aside.
  await page.keyboard.press("Control+Shift+S");
  await expect(page).toHaveURL(/\/search$/);
});
