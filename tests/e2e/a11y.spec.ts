/**
 * WCAG 2.1 AA with axe: every axe rule tagged wcag2a, wcag2aa, wcag21a or wcag21aa runs on each
 * page a citizen or a clerk reaches, and ANY violation fails, whatever its impact (Greek law
 * 4727/2020 asks for AA, not for "no serious violations"). JavaScript project only: axe cannot be
 * injected into a page with JavaScript off (stack.md gotcha 2); the markup is the same.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { newestPublicDecisions } from "./support/db";
import { openNewDecisionForm, submitForm } from "./support/decision-form";

// WCAG 2.1 A and AA, and axe's best practices on top (headings, landmarks, regions): they pass too.
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(RULE_TAGS).analyze();
  // A page axe could not read would have no violations either: make sure it checked the page.
  expect(results.passes.length, `axe checked ${page.url()}`).toBeGreaterThan(10);
  const report = results.violations.map(
    (v) =>
      `${v.impact ?? "?"} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join("\n    ")}`,
  );
  expect(report, `axe (WCAG 2.1 AA) violations on ${page.url()}`).toEqual([]);
}

async function visit(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
  await expectNoViolations(page);
}

test.describe("accessibility: WCAG 2.1 AA with axe, no violation of any impact", () => {
  test("public pages", async ({ page }) => {
    const [decision] = newestPublicDecisions(1);
    const pages = [
      "/",
      "/search",
      `/search?query=${encodeURIComponent("καθαρισμού")}`,
      `/search?fq=${encodeURIComponent('organizationUid:"' + decision.orgUid + '"')}`,
      `/decision/view/${encodeURIComponent(decision.ada)}`,
      `/decision/view/v/${encodeURIComponent(decision.versionId)}`,
      `/f/${encodeURIComponent(decision.orgUid)}`,
      // Issue 14: the dashboard with another tab open
      "/f/6013?tab=units",
      "/accessibility",
      "/termsOfUse",
      "/info",
      "/en",
      "/educationalMaterial",
      "/legislation",
      "/keyboardShortcuts",
      "/login",
    ];
    for (const path of pages) await visit(page, path);
  });

  test("the home page with a category tab and the charts' tables open", async ({ page }) => {
    await page.goto("/?category=MUNICIPALITY");
    for (const summary of await page.locator("main summary").all()) await summary.click();
    await expect(page.getByRole("table", { name: "Αναρτήσεις ανά κατηγορία φορέα" })).toBeVisible();
    await expectNoViolations(page);
  });

  test("error pages: a bad search parameter (400) and an unknown address (404)", async ({ page }) => {
    await visit(page, `/search?fq=${encodeURIComponent("nosuchfield:1")}`, 400);
    await visit(page, "/no/such/page", 404);
  });

  test("a failed login shows its errors accessibly", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the clerk's pages: home, the new-decision form and its error summary", async ({ page }) => {
    await login(page, "submitter");
    await visit(page, "/userhome");
    await visit(page, "/decision/new");
    await openNewDecisionForm(page);
    await expectNoViolations(page);
    await submitForm(page);
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  // Organisations, units and signers (issue 14)
  test("the organisation screens: search, the form with a building row, and its error summary", async ({ page }) => {
    await login(page, "admin");
    await visit(page, "/organization/search?q=%CE%B4%CE%AE%CE%BC%CE%BF%CF%82");
    await visit(page, "/organization/edit/6013");
    await visit(page, "/organization/delete/6013");
    await visit(page, "/organization/new");
    await page.getByRole("button", { name: "Προσθήκη κτιρίου" }).click();
    await expect(page.getByRole("button", { name: /^Αφαίρεση/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the unit screens: the tree with history, the form with its errors, the deletion page", async ({ page }) => {
    await login(page, "orgadmin");
    await visit(page, "/organization/unit/search?showHistory=true");
    await visit(page, "/organization/unit/search?org=6013");
    const unit = page.locator("main ul a[href^='/organization/unit/edit/']").first();
    const editPath = await unit.getAttribute("href");
    await visit(page, editPath!);
    await visit(page, editPath!.replace("/edit/", "/delete/"));
    await visit(page, "/organization/unit/new");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the signer screens: the list, the form with a unit row and its errors", async ({ page }) => {
    await login(page, "orgadmin");
    await visit(page, "/organization/signer/search");
    await visit(page, "/organization/signer/new");
    await page.getByRole("button", { name: "Προσθήκη μονάδας" }).click();
    await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });
});
