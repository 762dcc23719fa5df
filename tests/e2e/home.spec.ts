/**
 * The home page (SPEC §2, issue 16): charts a screen reader can name with their numbers in tables,
 * the category tabs as plain links, and a Greek 400 for an unknown tab. Both projects: every
 * step works with JavaScript off.
 */
import { XMLParser } from "fast-xml-parser";
import type { Locator, Page } from "@playwright/test";
import { formatDate } from "#shared/dates";
import { test, expect } from "./support/fixtures";
import { e2eDb } from "./support/db";

const PER_DAY = "Αναρτήσεις ανά ημέρα, τελευταίες 30 ημέρες";
const PER_CATEGORY = "Αναρτήσεις ανά κατηγορία φορέα";

/** Opens the table of the chart named `name` (a <details>: no script needed) and returns it. */
async function chartTable(page: Page, name: string): Promise<Locator> {
  const figure = page.locator("figure").filter({ has: page.getByRole("img", { name, exact: true }) });
  await figure.getByText("Τα δεδομένα του γραφήματος σε πίνακα").click();
  const table = figure.getByRole("table", { name, exact: true });
  await expect(table).toBeVisible();
  return table;
}

const greekNumber = (text: string) => Number(text.replace(/\./g, ""));

test("the charts are images with names, and their numbers are in tables a reader can open", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("img", { name: PER_DAY, exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: PER_CATEGORY, exact: true })).toBeVisible();

  const perDay = await chartTable(page, PER_DAY);
  const days = perDay.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(days).toHaveCount(30);
  await expect(days.last().getByRole("rowheader")).toHaveText(formatDate(Date.now()));

  // The municipalities' number is what the hourly aggregates hold (publication_stats_by_org, rebuilt
  // by the background worker; other specs may publish meanwhile), as the statistics API says.
  const perCategory = await chartTable(page, PER_CATEGORY);
  const shown = greekNumber(
    await perCategory
      .getByRole("row", { name: /^Δήμος / })
      .getByRole("cell")
      .innerText(),
  );
  const aggregated = e2eDb()
    .prepare(
      `SELECT coalesce(sum(s.count), 0) FROM publication_stats_by_org s JOIN organizations o ON o.uid = s.org_uid
        WHERE o.category_uid = 'MUNICIPALITY'`,
    )
    .pluck()
    .get() as number;
  expect(shown).toBeGreaterThan(0);
  expect(shown).toBe(aggregated);
  const api = (await (await page.request.get("/static/api/search/countperorgcategory")).json()) as {
    facetsResults: { itemId: string; counter: number }[];
  };
  expect(api.facetsResults.find((f) => f.itemId === "MUNICIPALITY")?.counter).toBe(shown);
  await expect(page.getByText(/^Τα γραφήματα ανανεώνονται κάθε ώρα\./)).toBeVisible();
});

test("pointing at a bar shows its category and number; Escape hides it; without JavaScript nothing moves", async ({
  page,
  javaScriptEnabled,
}) => {
  // The charts arrive as HTML kept from an earlier request (decision 113): React must hydrate it
  // as its own, without a mismatch (React's development build names each one in the console).
  const hydrationProblems: string[] = [];
  page.on("console", (message) => {
    if (/did not match|hydrat|server HTML/i.test(message.text())) hydrationProblems.push(message.text());
  });
  await page.goto("/");
  const tooltip = page.getByTestId("chart-tooltip");
  const perCategory = await chartTable(page, PER_CATEGORY);
  const municipalities = await perCategory
    .getByRole("row", { name: /^Δήμος / })
    .getByRole("cell")
    .innerText();
  const chart = page.getByRole("img", { name: PER_CATEGORY, exact: true });
  const rowIndex = (await perCategory.getByRole("rowheader").allInnerTexts()).indexOf("Δήμος");
  expect(rowIndex).toBeGreaterThanOrEqual(0);
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await chart.locator(".govgr-chart__hotspot").nth(rowIndex).hover();
  if (!javaScriptEnabled) {
    await expect(tooltip).toHaveCount(0);
    return;
  }
  await expect(tooltip).toHaveText(`Δήμος: ${municipalities}`);
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
  // A day of the line chart, the last one: today's date.
  await page.getByRole("img", { name: PER_DAY, exact: true }).locator(".govgr-chart__hotspot").last().hover();
  await expect(tooltip).toContainText(`${formatDate(Date.now())}: `);
  expect(hydrationProblems).toEqual([]);
});

test("a category tab is a link: the municipalities and their pages", async ({ page }) => {
  await page.goto("/");
  const tabs = page.getByRole("navigation", { name: "Κατηγορίες φορέων" });
  await expect(tabs.getByRole("link", { name: "Υπουργεία" })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: "Δήμοι" }).click();
  await expect(page).toHaveURL(/\/\?category=MUNICIPALITY#organizations$/);
  await expect(tabs.getByRole("link", { name: "Δήμοι" })).toHaveAttribute("aria-current", "page");

  const municipalities = e2eDb()
    .prepare(
      `SELECT label, latin_name AS latinName FROM organizations
        WHERE category_uid = 'MUNICIPALITY' AND is_active = 1 ORDER BY label, uid`,
    )
    .all() as { label: string; latinName: string }[];
  const section = page.getByRole("region", { name: "Φορείς ανά κατηγορία" });
  await expect(section.getByRole("heading", { name: `Δήμοι (${municipalities.length})` })).toBeVisible();
  const first = municipalities[0];
  const link = section.getByRole("link", { name: first.label, exact: true });
  await expect(link).toHaveAttribute("href", `/f/${encodeURIComponent(first.latinName)}`);
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(first.label);
});

test("an unknown category is refused in Greek with 400", async ({ page }) => {
  const response = await page.goto("/?category=NPDD");
  expect(response?.status()).toBe(400);
  await expect(page.getByText(/Άγνωστη κατηγορία φορέων/)).toBeVisible();
});

test("the news shows the configured feed's items, titles cut at 76 characters, with their dates", async ({
  page,
  request,
}) => {
  const cut = (title: string) => ([...title].length > 76 ? `${[...title].slice(0, 76).join("").trimEnd()}…` : title);
  const news = page.getByRole("region", { name: "Νέα" });
  // The feed is fetched in the background after a visit: a later visit shows it.
  await expect
    .poll(async () => {
      await page.goto("/");
      return news.getByRole("heading", { level: 3 }).count();
    })
    .toBeGreaterThan(0);
  // The feed is the demo body's RSS (its 50 newest publications, an item's title the decision's
  // subject). The news is kept for a while and other specs publish for that body meanwhile (the
  // document system alone 100), so a shown item may have left the feed's newest since: each must be
  // the subject of one of the body's public decisions, cut as SPEC §9 says.
  const feed = await request.get("/f/6013/rss");
  expect(new XMLParser().parse(await feed.text()).rss.channel.item.length).toBeGreaterThan(0);
  const subjects = e2eDb()
    .prepare(
      "SELECT v.subject FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id WHERE d.org_uid = '6013' AND d.ada IS NOT NULL",
    )
    .pluck()
    .all() as string[];
  const titles = new Set(subjects.map(cut));
  const shown = await news.getByRole("heading", { level: 3 }).allTextContents();
  expect(shown.length).toBeLessThanOrEqual(6);
  for (const title of shown) {
    expect(titles, title).toContain(title);
    expect([...title].length).toBeLessThanOrEqual(77);
  }
  await expect(news.getByRole("listitem").first()).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});
