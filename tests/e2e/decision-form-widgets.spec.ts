/**
 * Six widgets of the decision form (issue 8) as a person meets them, with JavaScript off and on:
 * each is labelled, takes a valid value, answers an invalid one with its Greek message (next to the
 * field and in the error summary, nothing saved), and the saved decision's page shows the value
 * chosen, by its label. The types are the seeded catalogue's users of each widget
 * (db/seed/field-definitions.ts): Γ.3.3 (NATURAL_NUMBER, ORGANIZATION_SIMPLE), 2.4.6.1
 * (COMBOBOX_SIMPLE_GROUPED) and 2.4.7.1 (HIERARCHICAL_MENU, COMBOBOX_CUSTOM_DATA, and
 * UNITS_HIERARCHICAL_MENU in its co-competent bodies' table, whose units follow the body chosen in
 * the same row: each row offers its own body's units, docs/decisions/122).
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

/** The active units of a body, as its list offers them (6013 ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ, 6174 ΔΗΜΟΣ ΛΗΜΝΟΥ). */
function unitsOf(orgUid: string) {
  return e2eDb().prepare("SELECT uid, label FROM units WHERE active = 1 AND org_uid = ? ORDER BY uid").all(orgUid) as {
    uid: string;
    label: string;
  }[];
}

/** The codes a select offers, sorted. */
const offered = async (select: Locator) =>
  (await optionsOf(select))
    .map((o) => o.value)
    .filter(Boolean)
    .sort();

test("UNITS_HIERARCHICAL_MENU in a table row: each row offers the units of its own body", async ({
  page,
}, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  await openNewDecisionForm(page, "2.4.7.1");
  const subject = subjectFor("ΛΟΙΠΗ με συναρμόδιους", testInfo.project.name);
  const input = await fillBasics(page, subject);
  const table = "Συναρμόδιοι Φορείς";
  const addRow = () => page.getByRole("button", { name: `Προσθήκη γραμμής στο «${table}»` }).click();
  const row = (n: number) => page.getByRole("group", { name: `${table}: γραμμή ${n}`, exact: true });
  const unitIn = (n: number) => row(n).getByLabel("Μονάδα", { exact: false });
  const athens = unitsOf("6013");
  const lemnos = unitsOf("6174");
  const codes = (units: { uid: string }[]) => units.map((u) => u.uid).sort();

  await addRow();
  // No body in the row yet: no unit to choose.
  await expect(unitIn(1)).toBeDisabled();
  await expect(unitIn(1)).toHaveAccessibleDescription(/Επιλέξτε πρώτα «Φορέας»/);
  await chooseOrganization(page, row(1), "Φορέας", "δήμος αθηναίων", "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", noJs);
  await addRow();
  await chooseOrganization(page, row(2), "Φορέας", "δήμος λήμνου", "ΔΗΜΟΣ ΛΗΜΝΟΥ", noJs);
  // Without JavaScript the server reloads the lists («Ενημέρωση φόρμας»); with it they reload in place.
  if (noJs) await page.getByRole("button", { name: "Ενημέρωση φόρμας" }).click();
  await expect.poll(() => offered(unitIn(1))).toEqual(codes(athens));
  await expect.poll(() => offered(unitIn(2))).toEqual(codes(lemnos));
  expect(decisionsWithSubject(subject)).toEqual([]);

  if (!noJs) {
    // The row's body emptied: its list empties; the other row keeps its own.
    const body = row(1).getByRole("combobox", { name: "Φορέας", exact: false });
    await body.fill("");
    await body.blur();
    await expect(unitIn(1)).toBeDisabled();
    await expect.poll(() => offered(unitIn(2))).toEqual(codes(lemnos));
    await chooseOrganization(page, row(1), "Φορέας", "δήμος αθηναίων", "ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", noJs);
    await expect.poll(() => offered(unitIn(1))).toEqual(codes(athens));
  }

  // A unit of the first row's body, forged into the second row: refused on that row's field.
  await chooseForged(unitIn(2), athens[0].uid);
  await expectRefused(page, subject, `Μονάδα (${table}, γραμμή 2)`, "Μη έγκυρη επιλογή");
  await expect(unitIn(2)).toHaveAccessibleDescription(/Μη έγκυρη επιλογή/);
  await expect.poll(() => offered(unitIn(2))).toEqual(codes(lemnos));

  const technical = lemnos.find((u) => u.label === "ΤΕΧΝΙΚΗ ΥΠΗΡΕΣΙΑ")!;
  await unitIn(1).selectOption(athens[0].uid);
  await unitIn(2).selectOption(technical.uid);
  await resubmitAccepted(page, input, noJs);
  // Each row is one line on the decision page: its body and its unit, by their names.
  await expectShownOnDecisionPage(page, table, `ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ, ${athens[0].label}; ΔΗΜΟΣ ΛΗΜΝΟΥ, ${technical.label}`);
});

test("a row's unit stays its body's list when a duplicate protocol number is warned of (409)", async ({
  page,
}, testInfo) => {
  const noJs = testInfo.project.name === "no-js";
  const table = "Συναρμόδιοι Φορείς";
  const row = page.getByRole("group", { name: `${table}: γραμμή 1`, exact: true });
  const unit = row.getByLabel("Μονάδα", { exact: false });
  const lemnos = unitsOf("6174");
  const technical = lemnos.find((u) => u.label === "ΤΕΧΝΙΚΗ ΥΠΗΡΕΣΙΑ")!;
  const protocol = `ΣΥΝ/${testInfo.project.name}/${Date.now().toString(36)}`;
  /** A 2.4.7.1 decision with this protocol number and one co-competent row: ΔΗΜΟΣ ΛΗΜΝΟΥ, its technical unit. */
  const fill = async (subject: string) => {
    await openNewDecisionForm(page, "2.4.7.1");
    const input = await fillBasics(page, subject);
    await page.getByLabel("Αριθμός πρωτοκόλλου", { exact: false }).fill(protocol);
    await page.getByRole("button", { name: `Προσθήκη γραμμής στο «${table}»` }).click();
    await chooseOrganization(page, row, "Φορέας", "δήμος λήμνου", "ΔΗΜΟΣ ΛΗΜΝΟΥ", noJs);
    if (noJs) await page.getByRole("button", { name: "Ενημέρωση φόρμας" }).click();
    await unit.selectOption(technical.uid);
    // Without JavaScript the round trip above cannot send the PDF back: it is chosen again.
    if (noJs && input.pdf) await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf);
    return input;
  };
  const first = subjectFor("ΛΟΙΠΗ πρώτη με συναρμόδιο", testInfo.project.name);
  await fill(first);
  expect((await submitForm(page)).status()).toBeLessThan(400);

  const second = subjectFor("ΛΟΙΠΗ δεύτερη με συναρμόδιο", testInfo.project.name);
  const input = await fill(second);
  expect((await submitForm(page)).status()).toBe(409);
  await expect(page.getByRole("status").filter({ hasText: "Προειδοποιήσεις" })).toContainText(
    "DUPLICATE_PROTOCOL_NUMBER",
  );
  // The row's unit is still the list of its body's units, the chosen one selected (not a code to type).
  await expect.poll(() => offered(unit)).toEqual(lemnos.map((u) => u.uid).sort());
  await expect(unit).toHaveValue(technical.uid);
  expect(decisionsWithSubject(second)).toEqual([]);

  if (noJs && input.pdf) await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf);
  await page.getByRole("button", { name: "Υποβολή παρά τις προειδοποιήσεις" }).click();
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  await expectShownOnDecisionPage(page, table, `ΔΗΜΟΣ ΛΗΜΝΟΥ, ${technical.label}`);
});
