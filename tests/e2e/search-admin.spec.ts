/**
 * /administration/search (issue 17), JavaScript off and on:
 *  - only a system administrator gets in; another role is sent away with SPEC §6's message;
 *  - the /search page's size and default sort, changed here, are what /search shows next; a bad
 *    size is refused with its Greek message and nothing changes;
 *  - «Επαναδημιουργία ευρετηρίου»: a confirmation page, then the job's progress page, which
 *    reloads itself (no JavaScript) until it says done, with done/total.
 * The settings are global: each test puts the defaults back, through the same form.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { BASE_URL } from "./support/env";
import { resultAdas, resultRows } from "./support/search";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";
const PAGE_FORM = "Σελίδα αναζήτησης (/search)";

async function savePageSettings(page: Page, size: string, sort: string): Promise<void> {
  await page.goto("/administration/search");
  const form = page.getByRole("form", { name: PAGE_FORM });
  await form.getByLabel("Αποτελέσματα ανά σελίδα").fill(size);
  await form.getByLabel("Προεπιλεγμένη ταξινόμηση").selectOption(sort);
  await form.getByRole("button", { name: "Αποθήκευση" }).click();
}

test("another role is refused the search settings", async ({ page }) => {
  await login(page, "usermanager");
  await page.goto("/administration/search");
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

test("the administrator's page size and default sort are what /search shows next", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/administration/search");
  await expect(page.getByRole("heading", { name: "Ρυθμίσεις αναζήτησης", level: 1 })).toBeVisible();
  await expect(page.getByTestId("servers-state")).toHaveText("Σε λειτουργία");
  await expect(page.getByTestId("documents-indexed")).not.toHaveText("—");

  await page.goto("/search");
  await expect(resultRows(page)).toHaveCount(10);
  await page.goto("/search?sort=oldest");
  const oldest = await resultAdas(page);
  try {
    await savePageSettings(page, "3", "oldest");
    await expect(page.getByText("Οι ρυθμίσεις «Σελίδα αναζήτησης (/search)» αποθηκεύτηκαν")).toBeVisible();
    await page.goto("/search");
    await expect(resultRows(page)).toHaveCount(3);
    expect(await resultAdas(page)).toEqual(oldest.slice(0, 3));

    // A bad size: the Greek message, and the page still has the saved settings.
    await savePageSettings(page, "0", "recent");
    await expect(
      page.getByText("Το μέγεθος σελίδας πρέπει να είναι ακέραιος αριθμός από 1 έως 500.").first(),
    ).toBeVisible();
    await page.goto("/search");
    await expect(resultRows(page)).toHaveCount(3);
  } finally {
    await savePageSettings(page, "10", "recent");
  }
  await page.goto("/search");
  await expect(resultRows(page)).toHaveCount(10);
});

test("a reindex is confirmed, then its progress page refreshes itself until done", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/administration/search");
  await page.getByRole("link", { name: "Επαναδημιουργία ευρετηρίου" }).click();
  await expect(page).toHaveURL(/\/administration\/search\/reindex$/);
  await page.getByRole("button", { name: /επαναδημιουργία ευρετηρίου|Συνέχιση επαναδημιουργίας/i }).click();
  await expect(page).toHaveURL(/\/administration\/search\/reindex\/\d+$/);
  // No script here: the page reloads itself (meta refresh) while the job runs.
  await expect(page.getByTestId("reindex-state")).toHaveText("Ολοκληρώθηκε.", { timeout: 60_000 });
  const count = (await page.getByTestId("reindex-count").textContent()) ?? "";
  const [done, total] = count.split("/").map((part) => part.trim());
  expect(done).toBe(total);
  expect(Number(total.replace(/\./g, ""))).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Επιστροφή στις ρυθμίσεις αναζήτησης" }).click();
  await expect(page.getByText(/Τελευταία εργασία: Ολοκληρώθηκε/)).toBeVisible();
});
