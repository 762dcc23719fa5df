/**
 * Six widgets of the decision form (issue 8) as a person meets them, with JavaScript off and on:
 * each is labelled, takes a valid value, answers an invalid one with its Greek message (next to the
 * field and in the error summary, nothing saved), and the saved decision's page shows the value
 * chosen, by its label. The types are the seeded catalogue's users of each widget
 * (db/seed/field-definitions.ts): Γ.3.3 (NATURAL_NUMBER, ORGANIZATION_SIMPLE), 2.4.6.1
 * (COMBOBOX_SIMPLE_GROUPED) and 2.4.7.1 (HIERARCHICAL_MENU, COMBOBOX_CUSTOM_DATA, and
 * UNITS_HIERARCHICAL_MENU in its co-competent bodies' table, whose units follow the body chosen in
 * the same row: a code input checked against that body's units, as the page has no list for it).
 * Selects cannot be given a value outside their options by hand: the invalid value
 * there is a stale or forged option added to the page, as the server must refuse it anyway.
 */
import type { Locator, Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, e2eDb } from "./support/db";
import {
  expectShownOnDecisionPage,
  fillBasics,
  openNewDecisionForm,
  resubmitAccepted,
  submitForm,
} from "./support/decision-form";

const subjectFor = (what: string, project: string) => `ΠΡΑΞΗ ${what} ${project} ${Date.now().toString(36)}`;

/** The summary at the top links to the field with "label: message" (the GOV.UK pattern). */
async function expectRefused(page: Page, subject: string, label: string, message: string) {
  expect((await submitForm(page)).status()).toBe(400);
  await expect(page.getByRole("alert").getByRole("link", { name: `${label}: ${message}` })).toBeVisible();
  expect(decisionsWithSubject(subject)).toEqual([]);
}

/** Adds an option the server never offered to a select and chooses it (a stale or forged page). */
async function chooseForged(select: Locator, value: string) {
  await select.evaluate((el: HTMLSelectElement, v) => {
    el.append(new Option("Πλαστή επιλογή", v, true, true));
  }, value);
}

/** The options of a select, their text as shown (a tree's indentation kept). */
const optionsOf = (select: Locator) =>
  select
    .locator("option")
    .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, text: el.textContent ?? "" })));

/** Fills the ΦΕΚ group a type requires (Γ.3.3). */
async function fillFek(page: Page) {
  await page.getByLabel("Αρ. ΦΕΚ", { exact: false }).fill("45");
  const issue = page.getByLabel("Τεύχος ΦΕΚ", { exact: false });
  const [first] = (await optionsOf(issue)).filter((o) => o.value !== "");
  await issue.selectOption(first.value);
  await page.getByLabel("Έτος ΦΕΚ", { exact: false }).fill("2025");
}

/**
 * Chooses an organisation in an ajax selector by a search term: a search sub-form and a radio
 * button without JavaScript, the WAI-ARIA combobox with it.
 */
async function chooseOrganization(
  page: Page,
  scope: Locator,
  label: string,
  term: string,
  name: string,
  noJs: boolean,
) {
  if (noJs) {
    const group = scope.getByRole("group", { name: label, exact: false }).first();
    await group.getByRole("searchbox", { name: `Αναζήτηση για «${label}»` }).fill(term);
    await group.getByRole("button", { name: `Αναζήτηση για «${label}»` }).click();
    await scope
      .getByRole("group", { name: label, exact: false })
      .first()
      .getByRole("radio", { name, exact: true })
      .check();
  } else {
    await scope.getByRole("combobox", { name: label, exact: false }).pressSequentially(term);
    await page.getByRole("listbox").getByRole("option", { name, exact: true }).click();
  }
}

test.beforeEach(async ({ page }) => {
  await login(page, "submitter");
});

test("NATURAL_NUMBER: a whole number up to its bound, refused past it", async ({ page }, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "Γ.3.3");
  const subject = subjectFor("ΔΙΟΡΙΣΜΟΥ με αριθμό", testInfo.project.name);
  const input = await fillBasics(page, subject);
  await fillFek(page);
  const count = page.getByLabel("Αριθμός Διοριζομένων", { exact: false });
  await expect(count).toBeVisible();
  // maxLength 4: from 0 to 1.000 (SPEC §9).
  await count.fill("1001");
  await expectRefused(page, subject, "Αριθμός Διοριζομένων", "Πρέπει να είναι ακέραιος αριθμός από 0 έως 1.000");
  await expect(count).toHaveAccessibleDescription(/Πρέπει να είναι ακέραιος αριθμός από 0 έως 1\.000/);
  await count.fill("2,5");
  await expectRefused(page, subject, "Αριθμός Διοριζομένων", "Πρέπει να είναι ακέραιος αριθμός από 0 έως 1.000");

  await count.fill("1000");
  await resubmitAccepted(page, input, noJs);
  await expectShownOnDecisionPage(page, "Αριθμός Διοριζομένων", "1000");
});

test("ORGANIZATION_SIMPLE: an active body found by name, a forged code refused", async ({ page }, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "Γ.3.3");
  const subject = subjectFor("ΔΙΟΡΙΣΜΟΥ σε φορέα", testInfo.project.name);
  const input = await fillBasics(page, subject);
  await fillFek(page);
  const label = "Φορέας Απασχόλησης";
  // A stale page: a code no active body has, sent as the field's value.
  await page
    .locator('form[enctype="multipart/form-data"]')
    .evaluate((form: HTMLFormElement) =>
      form.insertAdjacentHTML(
        "beforeend",
        '<input type="hidden" name="extraFieldValues.employerOrg" value="99999999">',
      ),
    );
  await expectRefused(page, subject, label, "Μη έγκυρη επιλογή");
  await page.evaluate(() => document.querySelector('input[type="hidden"][value="99999999"]')?.remove());

  await chooseOrganization(
    page,
    page.locator("main"),
    label,
    "ορχήστρα θεσσαλον",
    "ΚΡΑΤΙΚΗ ΟΡΧΗΣΤΡΑ ΘΕΣΣΑΛΟΝΙΚΗΣ",
    noJs,
  );
  await resubmitAccepted(page, input, noJs);
  await expectShownOnDecisionPage(page, label, "ΚΡΑΤΙΚΗ ΟΡΧΗΣΤΡΑ ΘΕΣΣΑΛΟΝΙΚΗΣ");
});

test("COMBOBOX_SIMPLE_GROUPED: a municipality under its region's heading", async ({ page }, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "2.4.6.1");
  const subject = subjectFor("ΧΩΡΟΤΑΞΙΚΗ σε δήμο", testInfo.project.name);
  const input = await fillBasics(page, subject);
  const area = page.getByLabel("Γεωγραφική Περιοχή", { exact: false });
  await expect(area.locator('optgroup[label="ΠΕΡΙΦΕΡΕΙΑ ΑΤΤΙΚΗΣ"] option', { hasText: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ" })).toHaveCount(
    1,
  );
  await chooseForged(area, "forged-municipality");
  await expectRefused(page, subject, "Γεωγραφική Περιοχή", "Μη έγκυρη επιλογή");
  await expect(area).toHaveAccessibleDescription(/Μη έγκυρη επιλογή/);

  await area.selectOption({ label: "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ" });
  await resubmitAccepted(page, input, noJs);
  await expectShownOnDecisionPage(page, "Γεωγραφική Περιοχή", "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ");
});

test("HIERARCHICAL_MENU: any level of a tree, shown indented", async ({ page }, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "2.4.7.1");
  const subject = subjectFor("ΛΟΙΠΗ σε περιοχή", testInfo.project.name);
  const input = await fillBasics(page, subject);
  const menu = page.getByLabel("Περιοχή Εφαρμογής", { exact: false });
  const options = await optionsOf(menu);
  const region = options.findIndex((o) => o.text === "ΠΕΡΙΦΕΡΕΙΑ ΑΤΤΙΚΗΣ");
  const town = options.findIndex((o) => o.text.trim() === "ΔΗΜΟΣ ΑΓΚΙΣΤΡΙΟΥ");
  expect(region, "a region at the top level").toBeGreaterThan(0);
  // A municipality sits one level under its region, after it: indented.
  expect(town).toBeGreaterThan(region);
  expect(options[town].text).toBe("\u00a0\u00a0ΔΗΜΟΣ ΑΓΚΙΣΤΡΙΟΥ");
  await chooseForged(menu, "forged-area");
  await expectRefused(page, subject, "Περιοχή Εφαρμογής", "Μη έγκυρη επιλογή");
  await expect(menu).toHaveAccessibleDescription(/Μη έγκυρη επιλογή/);

  await menu.selectOption(options[town].value);
  await resubmitAccepted(page, input, noJs);
  await expectShownOnDecisionPage(page, "Περιοχή Εφαρμογής", "ΔΗΜΟΣ ΑΓΚΙΣΤΡΙΟΥ");
});

test("COMBOBOX_CUSTOM_DATA: a suggestion or a value of one's own, up to its length", async ({ page }, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "2.4.7.1");
  const subject = subjectFor("ΛΟΙΠΗ με μέσο", testInfo.project.name);
  const input = await fillBasics(page, subject);
  const title = page.getByLabel("Τίτλος Μέσου Δημοσίευσης", { exact: false });
  await expect(title).toHaveAccessibleDescription(/Επιλέξτε από τις προτάσεις ή γράψτε άλλη τιμή\./);
  // The suggestions are the list's labels.
  const suggestions = await page
    .locator(`datalist#${await title.getAttribute("list")} option`)
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
  expect(suggestions).toContain("Μόνο στο Μητρώο Πράξεων");
  await title.fill("Τ".repeat(61));
  await expectRefused(page, subject, "Τίτλος Μέσου Δημοσίευσης", "Το κείμενο δεν μπορεί να ξεπερνά τους 60 χαρακτήρες");
  await expect(title).toHaveAccessibleDescription(/Το κείμενο δεν μπορεί να ξεπερνά τους 60 χαρακτήρες/);

  // Not one of the suggestions, and still taken.
  await title.fill("Εφημερίδα «Η Αυγή του Αγκιστρίου»");
  await resubmitAccepted(page, input, noJs);
  await expectShownOnDecisionPage(page, "Τίτλος Μέσου Δημοσίευσης", "Εφημερίδα «Η Αυγή του Αγκιστρίου»");
});

/** Two active units: one of the body, and one of another body (6013 is ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ). */
function unitsFor(orgUid: string) {
  const unitOf = (op: string) =>
    e2eDb()
      .prepare(`SELECT uid, label FROM units WHERE active = 1 AND org_uid ${op} ? ORDER BY uid LIMIT 1`)
      .get(orgUid) as { uid: string; label: string };
  return { own: unitOf("="), other: unitOf("<>") };
}

test("UNITS_HIERARCHICAL_MENU: a unit of the body chosen in the row, a unit of another body refused", async ({
  page,
}, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "2.4.7.1");
  const subject = subjectFor("ΛΟΙΠΗ με συναρμόδιο", testInfo.project.name);
  const input = await fillBasics(page, subject);
  const table = "Συναρμόδιοι Φορείς";
  await page.getByRole("button", { name: `Προσθήκη γραμμής στο «${table}»` }).click();
  const row = page.getByRole("group", { name: `${table}: γραμμή 1`, exact: true });
  await chooseOrganization(page, row, "Φορέας", "δήμος αθηναίων", "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", noJs);
  // The units follow the body of the row: their list is not on the page, the unit's code is typed
  // and checked against the body's units.
  const unit = row.getByLabel("Μονάδα", { exact: false });
  await expect(unit).toHaveAccessibleDescription(/Γράψτε τον κωδικό\./);
  const { own, other } = unitsFor("6013");
  await unit.fill(other.uid);
  await expectRefused(page, subject, `Μονάδα (${table}, γραμμή 1)`, "Μη έγκυρη επιλογή");

  await row.getByLabel("Μονάδα", { exact: false }).fill(own.uid);
  await resubmitAccepted(page, input, noJs);
  // The row is one line on the decision page, its body and unit by their names.
  await expectShownOnDecisionPage(page, table, `ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ, ${own.label}`);
});
