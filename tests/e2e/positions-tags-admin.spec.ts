/**
 * Administration of positions and tag categories (issue 17), as `admin`, JavaScript off and on:
 *  - a position added for a category is offered on the signer form of a body of that category,
 *    and is no longer offered once deactivated;
 *  - a tag added to a dictionary shows in the decision-entry form's option list of a field using
 *    that dictionary, and is no longer offered once deactivated;
 *  - the screens are refused to the other roles (their POSTs: tests/e2e/route-table.spec.ts).
 * The two projects run at once on one database: each adds its own uniquely named rows.
 */
import type { Browser, Page } from "@playwright/test";
import { MSG } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { openNewDecisionForm } from "./support/decision-form";

const SUCCESS = (text: string) => `[role="status"]:has-text("${text}")`;
const isJs = () => test.info().project.name === "js";
const ORG = "6013";
/** Α.4 has «Είδος Γνωμοδοτούντος Φορέα», a list of the GNOMODOTISI_FOREAS dictionary. */
const TYPE = "Α.4";
const DICTIONARY = "GNOMODOTISI_FOREAS";
const FIELD = "Είδος Γνωμοδοτούντος Φορέα";

/** A second signed-in user beside the page's own, with the project's JavaScript setting. */
async function secondUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: isJs() });
  const page = await context.newPage();
  await login(page, username);
  return page;
}

const optionTexts = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: false })
    .first()
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el.textContent ?? "").trim()));

/** The positions the signer form of the body offers in its first unit row. */
async function signerPositions(page: Page): Promise<string[]> {
  await page.goto(`/organization/signer/new?org=${ORG}`);
  await page.getByRole("button", { name: "Προσθήκη μονάδας" }).click();
  await expect(page.getByLabel("Θέση στη μονάδα 1")).toBeVisible();
  return optionTexts(page, "Θέση στη μονάδα 1");
}

test("a position added for a category is offered on its bodies' signer form, and not once deactivated", async ({
  page,
}) => {
  const label = `Θέση δοκιμής ${test.info().project.name} ${Date.now()}`;
  const category = e2eDb().prepare("SELECT category_uid AS uid FROM organizations WHERE uid = ?").get(ORG) as {
    uid: string;
  };
  await login(page, "admin");
  await page.goto("/");
  await page.getByRole("link", { name: "Θέσεις", exact: true }).first().click();
  await expect(page).toHaveURL(/\/administration\/positions$/);
  await page.getByLabel("Ονομασία θέσης").fill(label);
  await page.getByLabel("Κατηγορία φορέα της θέσης").selectOption(category.uid);
  await page.getByRole("button", { name: "Προσθήκη θέσης" }).click();
  await expect(page.locator(SUCCESS(`Η θέση «${label}» προστέθηκε.`))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`category=${category.uid}`));
  await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Ενεργή");
  expect(await signerPositions(page)).toContain(label);

  // An empty name is refused with the Greek message, nothing added.
  await page.goto("/administration/positions");
  await page.getByRole("button", { name: "Προσθήκη θέσης" }).click();
  await expect(page.getByRole("link", { name: "Συμπληρώστε την ονομασία της θέσης." })).toBeVisible();

  await page.goto(`/administration/positions?category=${category.uid}`);
  await page.getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { name: label })).toBeVisible();
  await page.getByRole("button", { name: "Απενεργοποίηση θέσης" }).click();
  await expect(page.locator(SUCCESS(`Η θέση «${label}» απενεργοποιήθηκε`))).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Ανενεργή");
  expect(await signerPositions(page)).not.toContain(label);
});

test("a tag added to a dictionary is offered in the entry form at once, and not once deactivated", async ({
  page,
  browser,
}) => {
  const label = `Φορέας δοκιμής ${test.info().project.name} ${Date.now()}`;
  const category = e2eDb().prepare("SELECT label FROM tag_categories WHERE uid = ?").get(DICTIONARY) as {
    label: string;
  };
  const submitter = await secondUser(browser, "submitter");
  try {
    await login(page, "admin");
    await page.goto("/administration/tagcategories");
    await page.getByRole("link", { name: category.label, exact: true }).click();
    await expect(page.getByRole("heading", { name: category.label })).toBeVisible();
    await page.getByLabel("Ονομασία όρου").fill(label);
    await page.getByLabel("Σειρά").fill("1");
    await page.getByRole("button", { name: "Προσθήκη όρου" }).click();
    await expect(page.locator(SUCCESS(`Ο όρος «${label}» προστέθηκε.`))).toBeVisible();

    await openNewDecisionForm(submitter, TYPE);
    expect(await optionTexts(submitter, FIELD)).toContain(label);

    await page.getByRole("link", { name: label }).click();
    await page.getByRole("button", { name: "Απενεργοποίηση όρου" }).click();
    await expect(page.locator(SUCCESS(`Ο όρος «${label}» απενεργοποιήθηκε`))).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Ανενεργός");

    await openNewDecisionForm(submitter, TYPE);
    expect(await optionTexts(submitter, FIELD)).not.toContain(label);
  } finally {
    await submitter.context().close();
  }
});

test("the screens are refused to the other roles, whose menu has no link to them", async ({ browser }) => {
  for (const who of ["orgadmin", "publisher"] as const) {
    const other = await secondUser(browser, who);
    try {
      for (const path of ["/administration/positions", "/administration/tagcategories/THK"]) {
        await other.goto(path);
        await expect(other).toHaveURL(`${BASE_URL}/`);
        await expect(other.getByText(MSG.forbidden)).toBeVisible();
      }
      await expect(other.getByRole("link", { name: "Θέσεις", exact: true })).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Λεξικά", exact: true })).toHaveCount(0);
    } finally {
      await other.context().close();
    }
  }
});
