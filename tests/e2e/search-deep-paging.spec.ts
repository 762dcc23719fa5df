/**
 * Issue 10: /search pages to the very end by cursor (after=, before=, page=last) with stable
 * links, and the DECISION_SEARCH_BOX widget's pick-a-decision dialog, with JavaScript off and on.
 * The demo database holds a few thousand decisions, fewer than the 10,000 of numbered pages, so
 * walking 25,000 matches is the engine contract's (search/contract.ts); here the link shapes and
 * what the pages show, checked against the portal's database.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { login } from "./support/auth";
import { allPublicDecisions } from "./support/db";
import { openNewDecisionForm } from "./support/decision-form";
import { resultAdas } from "./support/search";

const pager = (page: Page) => page.getByRole("navigation", { name: "Σελίδες αποτελεσμάτων" });

test.describe("search pages by cursor (issue 10)", () => {
  test("«Τελευταία», then «Προηγούμενη» and «Επόμενη» by cursor, newest first", async ({ page }) => {
    const all = allPublicDecisions().map((d) => d.ada);
    expect(all.length).toBeGreaterThan(20);
    await page.goto("/search?page=last");
    expect(await resultAdas(page)).toEqual(all.slice(-10));
    await expect(page.getByText(`Εμφανίζονται οι ${(all.length - 9).toLocaleString("el-GR")}–`)).toBeVisible();
    await expect(pager(page).locator('[aria-current="page"]')).toHaveText(/Τελευταία/);

    await pager(page).getByRole("link", { name: "Προηγούμενη" }).click();
    await expect(page).toHaveURL(/[?&]before=\d+-\d+/);
    expect(await resultAdas(page)).toEqual(all.slice(-20, -10));

    await pager(page).getByRole("link", { name: "Επόμενη" }).click();
    await expect(page).toHaveURL(/[?&]after=\d+-\d+/);
    expect(await resultAdas(page)).toEqual(all.slice(-10));
    // A cursor link is stable: the same address shows the same decisions again.
    const address = page.url();
    await page.goto(address);
    expect(await resultAdas(page)).toEqual(all.slice(-10));

    await pager(page).getByRole("link", { name: "Πρώτη σελίδα" }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(await resultAdas(page)).toEqual(all.slice(0, 10));
  });

  test("oldest first: the last page is the newest decisions", async ({ page }) => {
    const all = allPublicDecisions().map((d) => d.ada);
    await page.goto("/search?sort=oldest&page=last");
    expect(await resultAdas(page)).toEqual(all.slice(0, 10).reverse());
  });

  test("a bad or conflicting cursor is a Greek 400 with the form still there", async ({ page }) => {
    const bad = await page.goto("/search?after=yesterday");
    expect(bad?.status()).toBe(400);
    await expect(page.getByText("Μη έγκυρος δείκτης σελίδας «yesterday» στην παράμετρο after")).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Αναζήτηση" })).toBeVisible();
    const both = await page.goto("/search?page=2&before=1-1");
    expect(both?.status()).toBe(400);
    await expect(page.getByText("Η σελίδα δίνεται με ένα μόνο από τα page, after και before.")).toBeVisible();
    const relevance = await page.goto("/search?sort=relevance&page=last");
    expect(relevance?.status()).toBe(400);
    await expect(page.getByText(/Με ταξινόμηση κατά συνάφεια φτάνετε έως τις πρώτες 10\.000 πράξεις/)).toBeVisible();
  });

  test("/searchInfo says how far each order reaches", async ({ page }) => {
    await page.goto("/searchInfo");
    await expect(page.getByText(/φτάνετε ως την τελευταία πράξη κάθε αναζήτησης/)).toBeVisible();
    await expect(page.getByText(/Με ταξινόμηση κατά συνάφεια φτάνετε έως τις πρώτες 10\.000 πράξεις/)).toBeVisible();
  });
});

test.describe("the pick-a-decision dialog of a related-ADA field (SPEC §2)", () => {
  test("picks a decision's ADA into the field, keeping what was typed", async ({ page }, testInfo) => {
    const decision = allPublicDecisions().find((d) => d.status === "PUBLISHED")!;
    await login(page, "publisher");
    await openNewDecisionForm(page);
    const subject = `Πράξη με σχετικό ΑΔΑ ${testInfo.project.name}`;
    await page.getByLabel("Θέμα", { exact: false }).first().fill(subject);
    // «Δείτε επίσης και ..» starts without lines: add one (without JavaScript the form comes back filled).
    await page.getByRole("button", { name: "Προσθήκη γραμμής στο «Δείτε επίσης και ..»" }).click();
    const open = page.getByRole("link", { name: /Αναζήτηση πράξης για «Σχετικός ΑΔΑ»/ }).first();
    await expect(open).toBeVisible();
    if (testInfo.project.name === "no-js") {
      // Without JavaScript: the page in a new tab, so the form stays as it is.
      await expect(open).toHaveAttribute("href", "/search/pick");
      await expect(open).toHaveAttribute("target", "_blank");
      return;
    }
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Επιλογή πράξης για «Σχετικός ΑΔΑ»" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox", { name: "Θέμα, ΑΔΑ ή αριθμός πρωτοκόλλου" }).fill(decision.ada);
    await dialog.getByRole("button", { name: "Αναζήτηση" }).click();
    const list = dialog.getByRole("list", { name: "Πράξεις για επιλογή" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expectNoViolations(page);
    await list.getByRole("button", { name: `Επιλογή της πράξης ${decision.ada}` }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel("Σχετικός ΑΔΑ", { exact: false }).first()).toHaveValue(decision.ada);
    await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
    await expect(page).toHaveURL(/\/decision\/new/);
  });
});

test.describe("the date filter's calendar (SPEC §9)", () => {
  test("a day picked in the calendar (or typed) filters the search by it", async ({ page }, testInfo) => {
    const day = allPublicDecisions()[0].issueDate;
    const screenDay = day.split("-").reverse().join("/");
    await page.goto("/search");
    const filter = page.getByRole("region", { name: "Ημερομηνία έκδοσης" });
    await filter.getByLabel("Ακριβώς", { exact: true }).check();
    if (testInfo.project.name === "no-js") {
      await expect(filter.getByRole("button", { name: /Ημερολόγιο/ })).toHaveCount(0);
      await filter.getByRole("textbox", { name: "Ημερομηνία (ακριβώς)" }).fill(screenDay);
    } else {
      await filter.getByRole("button", { name: "Ημερολόγιο για «Ημερομηνία (ακριβώς)»" }).click();
      const dialog = page.getByRole("dialog", { name: "Επιλογή ημερομηνίας: Ημερομηνία (ακριβώς)" });
      await expect(dialog).toBeVisible();
      // Greek names, weeks from Monday (today's cell is named "Σήμερα, …" first, so a Monday run sees that).
      await expect(dialog.getByRole("row").nth(1).getByRole("gridcell").first()).toHaveAccessibleName(
        /^(Σήμερα, )?Δευτέρα, /,
      );
      const [year, month, date] = day.split("-").map(Number);
      await dialog.getByRole("combobox").nth(1).selectOption(String(year));
      await dialog
        .getByRole("combobox")
        .first()
        .selectOption(String(month - 1));
      await expectNoViolations(page);
      await dialog
        .getByRole("grid")
        .getByRole("button", { name: new RegExp(`, ${date} `) })
        .first()
        .click();
      await expect(dialog).toBeHidden();
      await expect(filter.getByRole("textbox", { name: "Ημερομηνία (ακριβώς)" })).toHaveValue(screenDay);
    }
    await filter.getByRole("button", { name: "Εφαρμογή ημερομηνίας" }).click();
    await expect(page).toHaveURL(/fq=issueDate/);
    await expect(
      page
        .getByText(`Ημερομηνία έκδοσης: ${screenDay}`)
        .or(page.getByText(new RegExp(`Ημερομηνία έκδοσης.*${screenDay.replace(/\//g, "\\/")}`)))
        .first(),
    ).toBeVisible();
  });
});
