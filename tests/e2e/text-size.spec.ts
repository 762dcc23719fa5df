/**
 * SPEC §2 "General behaviour": the text-size control of every page. Choosing a size makes the
 * page's text larger or smaller at once, the chosen button says it is pressed, and the choice is
 * kept on the next page (a cookie, so it needs no script). JavaScript off and on: the control is
 * a plain form.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** The size in pixels of the page's first paragraph of body text, as the browser draws it. */
async function bodyTextSize(page: Page): Promise<number> {
  const size = await page
    .locator("main p")
    .first()
    .evaluate((p) => getComputedStyle(p).fontSize);
  return Number.parseFloat(size);
}

const sizeButton = (page: Page, name: string) =>
  page.getByRole("group", { name: "Μέγεθος κειμένου" }).getByRole("button", { name, exact: true });

test("the text grows and shrinks with the chosen size, and the choice stays on the next page", async ({ page }) => {
  await page.goto("/info");
  await expect(sizeButton(page, "Κανονικό")).toHaveAttribute("aria-pressed", "true");
  const normal = await bodyTextSize(page);
  expect(normal).toBeGreaterThan(0);

  await sizeButton(page, "Μέγιστο").click();
  // Back on the same page, with the larger text.
  await expect(sizeButton(page, "Μέγιστο")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/info$/);
  await expect(sizeButton(page, "Κανονικό")).toHaveAttribute("aria-pressed", "false");
  expect(await bodyTextSize(page)).toBeCloseTo(normal * 1.5, 0);

  // The next page keeps the choice.
  await page.goto("/accessibility");
  await expect(sizeButton(page, "Μέγιστο")).toHaveAttribute("aria-pressed", "true");
  const largest = await bodyTextSize(page);

  // A smaller size shrinks it again, on this page and the next.
  await sizeButton(page, "Μεγάλο").click();
  await expect(sizeButton(page, "Μεγάλο")).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/\/accessibility$/);
  const large = await bodyTextSize(page);
  expect(large).toBeLessThan(largest);
  expect(large).toBeCloseTo((largest / 1.5) * 1.125, 0);
  await page.goto("/info");
  await expect(sizeButton(page, "Μεγάλο")).toHaveAttribute("aria-pressed", "true");
  expect(await bodyTextSize(page)).toBeCloseTo(normal * 1.125, 0);

  // Back to the normal size: the page reads as at first.
  await sizeButton(page, "Κανονικό").click();
  await expect(sizeButton(page, "Κανονικό")).toHaveAttribute("aria-pressed", "true");
  expect(await bodyTextSize(page)).toBeCloseTo(normal, 1);
  await page.goto("/");
  await expect(sizeButton(page, "Κανονικό")).toHaveAttribute("aria-pressed", "true");
});
