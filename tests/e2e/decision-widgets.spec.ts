/**
 * The decision form's widgets in a browser, with JavaScript off and on (issue 8): an ajax selector
 * (Δ.1's CPV codes) is a search sub-form without JavaScript and a WAI-ARIA combobox with it;
 * «Ενημέρωση φόρμας» sends the form back with what was typed, saving nothing; a forged value is
 * refused with the field's message.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

const TYPE_AWARD = "Δ.1";

test.beforeEach(async ({ page }) => {
  await login(page, "submitter");
  await openNewDecisionForm(page, TYPE_AWARD);
});

test("an ajax selector finds options by a term and keeps what was typed elsewhere", async ({ page }, testInfo) => {
  const subject = `ΑΝΑΘΕΣΗ προμήθειας καυσίμων ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Θέμα", { exact: false }).first().fill(subject);
  if (testInfo.project.name === "no-js") {
    const cpv = page.getByRole("group", { name: "CPV" });
    await cpv.getByRole("searchbox", { name: "Αναζήτηση για «CPV»" }).fill("πε");
    await cpv.getByRole("button", { name: "Αναζήτηση για «CPV»" }).click();
    await expect(page.getByRole("group", { name: "CPV" }).getByRole("status")).toHaveText(
      "Γράψτε τουλάχιστον 3 χαρακτήρες.",
    );
    await page.getByRole("group", { name: "CPV" }).getByRole("searchbox").fill("πετρέλαιο");
    await page.getByRole("group", { name: "CPV" }).getByRole("button", { name: "Αναζήτηση για «CPV»" }).click();
    const found = page.getByRole("group", { name: "CPV" });
    await found.getByRole("checkbox", { name: "Πετρέλαιο θέρμανσης" }).check();
    await expect(found.getByRole("checkbox", { name: "Πετρέλαιο κίνησης (ντίζελ)" })).not.toBeChecked();
    // Nothing was saved, and the subject is still there.
    await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
    expect(decisionsWithSubject(subject)).toEqual([]);
    // A second search keeps the first choice ticked.
    await found.getByRole("searchbox").fill("γάλα");
    await found.getByRole("button", { name: "Αναζήτηση για «CPV»" }).click();
    const again = page.getByRole("group", { name: "CPV" });
    await expect(again.getByRole("checkbox", { name: "Πετρέλαιο θέρμανσης" })).toBeChecked();
    await again.getByRole("checkbox", { name: "Γάλα" }).check();
    const sent = await page
      .locator('form[enctype="multipart/form-data"]')
      .evaluate((form: HTMLFormElement) => new FormData(form).getAll("extraFieldValues.cpv"));
    expect(sent.sort()).toEqual(["09135100-5", "15511000-3"]);
  } else {
    // SPEC §9: the list is asked for from 3 characters, 800 ms after the last keystroke.
    const searches: { term: string; at: number }[] = [];
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith("/luminapi/api/fields/"))
        searches.push({ term: url.searchParams.get("term") ?? "", at: Date.now() });
    });
    const box = page.getByRole("combobox", { name: "CPV" });
    await box.pressSequentially("πε");
    await expect(page.getByText("Γράψτε τουλάχιστον 3 χαρακτήρες.").first()).toBeVisible();
    // A person typing on, 150 ms between keys: one search, for the whole word, once they stop.
    await box.pressSequentially("τρέλαιο", { delay: 150 });
    const lastKey = Date.now();
    const option = page.getByRole("option", { name: "Πετρέλαιο θέρμανσης" });
    await expect(option).toBeVisible();
    expect(searches.map((s) => s.term)).toEqual(["πετρέλαιο"]);
    expect(searches[0].at - lastKey).toBeGreaterThanOrEqual(700);
    await option.click();
    await expect(page.getByRole("list", { name: "Επιλεγμένα: CPV" })).toContainText("Πετρέλαιο θέρμανσης");
    const sent = await page
      .locator('form[enctype="multipart/form-data"]')
      .evaluate((form: HTMLFormElement) => new FormData(form).getAll("extraFieldValues.cpv"));
    expect(sent).toEqual(["09135100-5"]);
    await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
  }
});

test("«Ενημέρωση φόρμας» shows the form again with every value kept and saves nothing", async ({ page }, testInfo) => {
  await openNewDecisionForm(page, "Β.1.3");
  const subject = `ΑΝΑΛΗΨΗ ενημέρωσης φόρμας ${testInfo.project.name} ${Date.now().toString(36)}`;
  await page.getByLabel("Θέμα", { exact: false }).first().fill(subject);
  await page.getByLabel("Οικονομικό Έτος", { exact: false }).fill("20x5");
  await page.getByRole("checkbox", { name: "Μερική ανάληψη υποχρέωσης" }).check();
  await page.getByRole("button", { name: "Ενημέρωση φόρμας" }).click();
  await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
  await expect(page.getByLabel("Οικονομικό Έτος", { exact: false })).toHaveValue("20x5");
  await expect(page.getByRole("checkbox", { name: "Μερική ανάληψη υποχρέωσης" })).toBeChecked();
  // No error is shown for what is not finished yet, and nothing is saved.
  await expect(page.getByText("Μη έγκυρο έτος")).toHaveCount(0);
  expect(decisionsWithSubject(subject)).toEqual([]);
});

test("a forged option is refused with the field's message and nothing is saved", async ({ page }, testInfo) => {
  await openNewDecisionForm(page, "Β.1.3");
  const subject = `ΑΝΑΛΗΨΗ με πλαστή επιλογή ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillDecision(page, validDecision(subject));
  // A stale or forged page: the budget category select offers a value the server does not know.
  await page.getByLabel("Κατηγορία Προϋπολογισμού", { exact: false }).evaluate((select: HTMLSelectElement) => {
    const forged = new Option("Πλαστή", "forged-budget-type", true, true);
    select.append(forged);
  });
  const response = await submitForm(page);
  expect(response.status()).toBe(400);
  await expect(
    page
      .getByRole("alert")
      .getByText(/Μη έγκυρη επιλογή/)
      .first(),
  ).toBeVisible();
  expect(decisionsWithSubject(subject)).toEqual([]);
});

test("a warning that can be ignored is listed apart, and the user may save anyway", async ({ page }, testInfo) => {
  const protocol = `ΔΙΠΛΟ/${testInfo.project.name}/${Date.now().toString(36)}`;
  const first = `ΑΝΑΛΗΨΗ πρώτη με τον ίδιο αριθμό ${protocol}`;
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, { ...validDecision(first), protocolNumber: protocol });
  expect((await submitForm(page)).status()).toBeLessThan(400);

  const second = `ΑΝΑΛΗΨΗ δεύτερη με τον ίδιο αριθμό ${protocol}`;
  await openNewDecisionForm(page, "Β.1.3");
  const input = { ...validDecision(second), protocolNumber: protocol };
  await fillDecision(page, input);
  expect((await submitForm(page)).status()).toBe(409);
  const panel = page.getByRole("status").filter({ hasText: "Προειδοποιήσεις" });
  await expect(panel).toContainText(
    `DUPLICATE_PROTOCOL_NUMBER: Υπάρχει ήδη πράξη του φορέα με αριθμό πρωτοκόλλου «${protocol}»`,
  );
  expect(decisionsWithSubject(second)).toEqual([]);
  // Without JavaScript the browser cannot send the PDF back: it is chosen again.
  if (testInfo.project.name === "no-js")
    await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf!);
  await page.getByRole("button", { name: "Υποβολή παρά τις προειδοποιήσεις" }).click();
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  expect(decisionsWithSubject(second)).toHaveLength(1);
});
