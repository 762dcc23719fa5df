/**
 * /stats (issue 16): the publication statistics of a chosen period, from the hourly aggregates,
 * with downloads; the period chosen by a plain GET form or a preset link; internal figures for a
 * PERM_VIEW_STATS holder only; bad months answered with a Greek 400. JavaScript off and on.
 */
import { expect, test } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";

/**
 * Publications in a period as the hourly aggregates count them (other specs publish meanwhile;
 * stats-api.spec.ts checks that the aggregates count every publication up to their computation).
 */
function publicationsBetween(fromMonth: string, toMonth: string): number {
  const row = e2eDb()
    .prepare("SELECT coalesce(sum(count), 0) AS n FROM publication_stats_by_type WHERE month BETWEEN ? AND ?")
    .get(fromMonth, toMonth) as { n: number };
  return row.n;
}

test("the menu's Στατιστικά shows the period's publications, and every table can be downloaded", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Στατιστικά", exact: true }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Στατιστικά" })).toBeVisible();
  await expect(page.getByText("Τα στατιστικά ανανεώνονται κάθε ώρα")).toBeVisible();
  for (const heading of ["Ανά μήνα", "Ανά κατηγορία φορέα", "Ανά τύπο πράξης", "Ανά φορέα"]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  // No internal figures for a visitor.
  await expect(page.getByRole("heading", { name: "Εσωτερικά στοιχεία του φορέα σας" })).toHaveCount(0);

  // A period typed into the form: the whole seeded history.
  await page.getByLabel("Από μήνα").fill("2000-01");
  await page.getByLabel("Έως μήνα").fill("2040-12");
  await page.getByRole("button", { name: "Εμφάνιση" }).click();
  await expect(page).toHaveURL(/from=2000-01&to=2040-12/);
  const expected = publicationsBetween("2000-01", "2040-12");
  expect(expected).toBeGreaterThan(0);
  await expect(page.locator(".stats-total")).toContainText(
    `${expected.toLocaleString("el-GR")} αναρτήσεις από 01/2000 έως 12/2040`,
  );

  // The type table's download sums to the same total.
  const href = await page.getByRole("link", { name: "Λήψη ανά τύπο πράξης (CSV)" }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/csv; charset=utf-8/);
  const text = (await response.body()).toString("utf8");
  expect(text.startsWith("\uFEFFΚωδικός τύπου,Τύπος πράξης,Αναρτήσεις,Από,Έως\r\n")).toBe(true);
  const rows = text.trim().split("\r\n").slice(1);
  const sum = rows.reduce((total, line) => total + Number(/,(\d+),2000-01,2040-12$/.exec(line)?.[1]), 0);
  expect(sum).toBe(expected);
});

test("a preset link chooses its period, and a bad month gets a Greek 400", async ({ page }) => {
  await page.goto("/stats");
  await page.getByRole("link", { name: "Τελευταία 5 έτη" }).click();
  await expect(page.getByRole("link", { name: "Τελευταία 5 έτη" })).toHaveAttribute("aria-current", "true");
  const response = await page.goto("/stats?from=2026-13");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Μη έγκυρος μήνας. Γράψτε τον ως εεεε-μμ, π.χ. 2026-01.")).toBeVisible();
  const reversed = await page.goto("/stats?from=2026-05&to=2026-01");
  expect(reversed?.status()).toBe(400);
  await expect(page.getByText("Ο αρχικός μήνας πρέπει να είναι ίδιος με τον τελικό ή νωρίτερα.")).toBeVisible();
});

test("an organisation administrator (PERM_VIEW_STATS) also sees the organisation's internal figures", async ({
  page,
}) => {
  await login(page, "orgadmin");
  await page.goto("/stats");
  const table = page.getByRole("table", { name: /Εσωτερικά στοιχεία/ });
  await expect(table).toBeVisible();
  const awaiting = (
    e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE org_uid = '6013' AND status = 'SUBMITTED'").get() as {
      n: number;
    }
  ).n;
  const row = table.getByRole("row").nth(1);
  await expect(row.getByRole("cell").first()).toHaveText(awaiting.toLocaleString("el-GR"));
});
