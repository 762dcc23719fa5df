/**
 * The citizen's path: search, filter, open a decision, download its PDF. Runs with JavaScript
 * off and on. What the pages show is compared with the portal's own database.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import {
  allPublicDecisions,
  newestPublicDecisions,
  newestSeededDecision,
  publicDecisionByAda,
  publicDecisionCount,
  versionIdsOf,
  e2eDb,
  type PublishedRow,
} from "./support/db";
import { pdfText } from "./support/pdf";
import { adaFromHref, facet, resultAdas, resultRows, searchBox } from "./support/search";
import { fold, fullyLatinTypeable, isoToGreekDate, latinLookalike } from "./support/text";

const PAGE_SIZE = 10;

function publishedAtOf(ada: string): number {
  const row = publicDecisionByAda(ada);
  expect(row, `the result ${ada} is not a public decision in the database`).toBeTruthy();
  return row!.publishedAt;
}

test.describe("search", () => {
  test("lists public decisions newest first, 10 per page, with page links", async ({ page }) => {
    expect(publicDecisionCount(), "the seed should publish more than two pages of decisions").toBeGreaterThan(
      2 * PAGE_SIZE,
    );
    const response = await page.goto("/search");
    expect(response?.status()).toBe(200);

    const first = await resultAdas(page);
    expect(first).toHaveLength(PAGE_SIZE);
    const times = first.map(publishedAtOf);
    for (let i = 1; i < times.length; i++)
      expect(times[i], `row ${i + 1} is newer than row ${i}`).toBeLessThanOrEqual(times[i - 1]);
    // The first row is the newest publication there is, and the page holds the ten newest.
    const newest = newestPublicDecisions(PAGE_SIZE);
    expect(times[0]).toBe(newest[0].publishedAt);
    expect(times[PAGE_SIZE - 1]).toBeGreaterThanOrEqual(newest[PAGE_SIZE - 1].publishedAt);

    // Page links: the next page continues the order with ten other decisions.
    const next = page.getByRole("link", { name: /Επόμενη/ }).first();
    await expect(next).toBeVisible();
    await next.click();
    await expect(page).toHaveURL(/[?&]page=1(&|$)/);
    await expect(
      page.getByRole("navigation", { name: "Σελίδες αποτελεσμάτων" }).locator('[aria-current="page"]'),
    ).toHaveText(/2$/);
    const second = await resultAdas(page);
    expect(second).toHaveLength(PAGE_SIZE);
    expect(second.filter((ada) => first.includes(ada))).toEqual([]);
    expect(publishedAtOf(second[0])).toBeLessThanOrEqual(times[PAGE_SIZE - 1]);
    await expect(page.getByRole("link", { name: /Προηγούμενη/ }).first()).toBeVisible();
  });

  test("finds ΚΑΘΑΡΙΣΜΟΥ when typed as καθαρισμού (case and accents ignored)", async ({ page }) => {
    // Ground truth: every public decision whose subject has the word, however it is written.
    const hasWord = (subject: string) =>
      fold(subject)
        .split(/[^\p{L}\p{N}]+/u)
        .includes("καθαρισμου");
    const matches = allPublicDecisions().filter((d) => hasWord(d.subject));
    expect(
      matches.some((d) => d.subject.includes("ΚΑΘΑΡΙΣΜΟΥ")),
      "the seed should hold a published decision whose subject contains ΚΑΘΑΡΙΣΜΟΥ",
    ).toBe(true);

    await page.goto("/search");
    await searchBox(page).fill("καθαρισμού");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/query=/);

    // All of them are found (the upper-case, unaccented ones too), and only they.
    await expect(page.getByRole("heading", { name: /^Βρέθηκαν / })).toHaveText(
      `Βρέθηκαν ${matches.length.toLocaleString("el-GR")} πράξεις`,
    );
    const rows = resultRows(page);
    // allInnerTexts does not wait: a page still streaming in shows only its first rows.
    await expect(rows).toHaveCount(Math.min(PAGE_SIZE, matches.length));
    const texts = await rows.allInnerTexts();
    for (const text of texts) expect(fold(text), `a result without the word: ${text}`).toContain("καθαρισμου");
    // Newest first among the matches.
    const newest = matches.slice(0, PAGE_SIZE);
    const shown = (await resultAdas(page)).map(publishedAtOf);
    expect(shown[0]).toBe(newest[0].publishedAt);
    for (let i = 1; i < shown.length; i++) expect(shown[i]).toBeLessThanOrEqual(shown[i - 1]);
  });

  for (const [facetName, column] of [
    ["Φορέας", "orgLabel"],
    ["Είδος πράξης", "decisionTypeLabel"],
  ] as const) {
    test(`facet links for ${facetName} filter the results`, async ({ page }) => {
      await page.goto("/search");
      const block = facet(page, facetName);
      await expect(block).toBeVisible();
      const links = block.getByRole("link");
      expect(await links.count()).toBeGreaterThan(1);
      // Choose the second value, so the filter cannot coincide with "the newest decision's".
      const link = links.nth(1);
      const linkText = (await link.innerText()).trim();
      const estimated = (await page.getByText("Οι αριθμοί των φίλτρων μετρήθηκαν").count()) > 0;
      await link.click();
      await expect(page).toHaveURL(/[?&]fq=/);
      // The page shows the filter it now applies (and, with JavaScript, has finished rendering).
      const label = linkText.replace(/\s*\([\d.]+\)\s*$/, "");
      await expect(page.getByRole("region", { name: "Ενεργά φίλτρα" })).toContainText(label);

      const adas = await resultAdas(page);
      expect(adas.length).toBeGreaterThan(0);
      const values = new Set(adas.map((ada) => publicDecisionByAda(ada)![column as keyof PublishedRow] as string));
      expect(values.size, `results of more than one ${facetName}: ${[...values].join(" | ")}`).toBe(1);
      const [value] = values;
      expect(fold(linkText)).toContain(fold(value));
      // The filtered total is the number of matching public decisions, and so is the count on
      // the facet link (unless the page said its facet counts are estimates).
      const where = column === "orgLabel" ? "o.label = ?" : "t.label = ?";
      const expected = (
        e2eDb()
          .prepare(
            `SELECT count(*) AS n FROM decisions d
               JOIN decision_versions v ON v.version_id = d.latest_version_id
               JOIN organizations o ON o.uid = d.org_uid
               JOIN decision_types t ON t.uid = v.decision_type_uid
              WHERE d.ada IS NOT NULL AND d.status IN ('PUBLISHED','PENDING_REVOCATION','REVOKED') AND ${where}`,
          )
          .get(value) as { n: number }
      ).n;
      await expect(page.getByRole("heading", { name: /^Βρέθηκαν / })).toHaveText(
        `Βρέθηκαν ${expected.toLocaleString("el-GR")} πράξεις`,
      );
      const shown = /\(([\d.]+)\)\s*$/.exec(linkText)?.[1]?.replace(/\./g, "");
      expect(shown, `no count on the facet link «${linkText}»`).toBeTruthy();
      if (!estimated) expect(Number(shown)).toBe(expected);
    });
  }

  test("a result row links to /decision/view/{ada}", async ({ page }) => {
    await page.goto("/search");
    const [firstAda] = await resultAdas(page);
    // The first link of a row is its subject.
    const link = resultRows(page).first().getByRole("link").first();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/decision/view/${encodeURIComponent(firstAda)}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

test.describe("decision page and document", () => {
  let decision: PublishedRow;
  test.beforeAll(() => {
    [decision] = newestPublicDecisions(1);
    expect(decision, "the seed should publish decisions").toBeTruthy();
  });

  /** The value a screen reader reads after a metadata label: the definition of that term. */
  function metadata(page: Page, label: string) {
    return page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^\\s*${label}\\s*:?\\s*$`) })
      .locator("xpath=following-sibling::*[1]")
      .and(page.getByRole("definition"));
  }

  test("shows the labelled metadata and the version history", async ({ page }) => {
    const response = await page.goto(`/decision/view/${encodeURIComponent(decision.ada)}`);
    expect(response?.status()).toBe(200);

    await expect(metadata(page, "Θέμα")).toHaveText(decision.subject);
    await expect(metadata(page, "ΑΔΑ")).toHaveText(decision.ada);
    await expect(metadata(page, "Αριθμός πρωτοκόλλου")).toHaveText(decision.protocolNumber);
    await expect(metadata(page, "Είδος πράξης")).toContainText(decision.decisionTypeLabel);
    await expect(metadata(page, "Φορέας")).toContainText(decision.orgLabel);
    await expect(metadata(page, "Ημερομηνία έκδοσης")).toHaveText(isoToGreekDate(decision.issueDate));

    const history = page.getByRole("region", { name: /Ιστορικό/ });
    await expect(history).toBeVisible();
    for (const versionId of versionIdsOf(decision.id)) await expect(history).toContainText(versionId);
  });

  test("/doc/{ada} of a seeded decision is a PDF composed from its record, in exact Greek", async ({
    page,
    request,
  }) => {
    const seeded = newestSeededDecision();
    expect(seeded, "the seed should publish decisions").toBeTruthy();
    const href = `/doc/${encodeURIComponent(seeded!.ada)}`;
    await page.goto(`/decision/view/${encodeURIComponent(seeded!.ada)}`);
    await expect(page.getByRole("link", { name: /Έγγραφο της πράξης/ })).toHaveAttribute("href", href);

    const response = await request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^application\/pdf\b/);
    const body = await response.body();
    expect(body.subarray(0, 4).toString("latin1")).toBe("%PDF");
    const text = await pdfText(body);
    expect(text).toContain(`ΘΕΜΑ: ${seeded!.subject}`);
    expect(text).toContain(`ΑΔΑ: ${seeded!.ada}`);
    expect(text).toContain(seeded!.orgLabel);
  });
});

test.describe("ADA typed with Latin look-alike letters", () => {
  let decision: PublishedRow;
  let typed: string;
  test.beforeAll(() => {
    const candidates = newestPublicDecisions(500);
    decision =
      candidates.find((d) => fullyLatinTypeable(d.ada) && /[^0-9-]/.test(d.ada)) ??
      candidates.find((d) => latinLookalike(d.ada) !== d.ada)!;
    expect(decision, "no public ADA with a letter that has a Latin look-alike").toBeTruthy();
    typed = latinLookalike(decision.ada);
    expect(typed).not.toBe(decision.ada);
  });

  test("/decision/view/{latin ada} shows the decision", async ({ page }) => {
    const response = await page.goto(`/decision/view/${typed}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("definition").filter({ hasText: decision.ada }).first()).toBeVisible();
    await expect(page.getByText(decision.subject).first()).toBeVisible();
  });

  test("the search box finds the decision by its Latin-typed ADA", async ({ page }) => {
    await page.goto("/search");
    await searchBox(page).fill(typed);
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/decision\/view\/|[?&]query=/);
    const onViewPage = adaFromHref(new URL(page.url()).pathname) === decision.ada;
    if (!onViewPage) {
      // Either straight to the decision, or a result list that holds it first.
      const adas = await resultAdas(page);
      expect(adas[0]).toBe(decision.ada);
    }
  });
});
