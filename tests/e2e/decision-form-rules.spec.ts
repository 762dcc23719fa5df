/**
 * SPEC §5 rules at their boundaries on the decision form, in a browser with JavaScript off and on
 * (issue 8): type Β.6 (ΠΡΟΓΡΑΜΜΑΤΙΚΗ ΣΥΜΦΩΝΙΑ) with its DATE, YEAR, AMOUNT and COMBOBOX_SIMPLE
 * widgets. An expiry the day before the signing date breaks the date-after rule and a FEK year of
 * 1832 is «Μη έγκυρο έτος», each next to its field and in the summary, nothing saved; the same day
 * and 1833 are the first values accepted, and the decision is saved. A related ADA (DECISION_SEARCH_BOX)
 * of another type than its field asks for is refused with the field's message (issue 8 "Bad input").
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, e2eDb } from "./support/db";
import { basicDecision, fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

const TYPE = "Β.6";

/** Chooses the first real option of the select labelled so. */
async function chooseFirst(page: Page, label: RegExp) {
  const select = page.getByLabel(label).first();
  const values = await select
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ""));
  await select.selectOption(values[0]);
}

test("the date-after rule and the year's range, refused just past the boundary and accepted on it", async ({
  page,
}, testInfo) => {
  await login(page, "submitter");
  await openNewDecisionForm(page, TYPE);
  const subject = `ΠΡΟΓΡΑΜΜΑΤΙΚΗ ΣΥΜΦΩΝΙΑ όρια ${testInfo.project.name} ${Date.now().toString(36)}`;
  const base = basicDecision(subject);
  await fillDecision(page, base);
  await chooseFirst(page, /Θεματικές κατηγορίες/);
  await page.getByLabel("Προϋπολογισμός Οικονομικού Έτους", { exact: false }).fill("2026");
  await page.getByLabel("Ποσό Σε Ευρώ Προς Χρηματοδότηση", { exact: false }).fill("1.000,00");
  await page.getByLabel("Ημερομηνία Υπογραφής Της Συμφωνίας", { exact: false }).fill("10/03/2026");
  const expiry = page.getByLabel("Λήξη Διάρκειας Της Συμφωνίας", { exact: false });
  await expiry.fill("09/03/2026");
  await page.getByLabel("Αρ. ΦΕΚ", { exact: false }).fill("123");
  await chooseFirst(page, /Τεύχος ΦΕΚ/);
  const fekYear = page.getByLabel("Έτος ΦΕΚ", { exact: false });
  await fekYear.fill("1832");

  const refused = await submitForm(page);
  expect(refused.status()).toBe(400);
  await expect(expiry).toHaveAccessibleDescription(/Η ημερομηνία δεν μπορεί να είναι πριν από 10\/03\/2026/);
  await expect(fekYear).toHaveAccessibleDescription(/Μη έγκυρο έτος/);
  const summary = page.getByRole("alert");
  await expect(
    summary.getByRole("link", { name: /Λήξη Διάρκειας Της Συμφωνίας: Η ημερομηνία δεν μπορεί να είναι πριν από/ }),
  ).toBeVisible();
  await expect(summary.getByRole("link", { name: /^Έτος ΦΕΚ .*: Μη έγκυρο έτος$/ })).toBeVisible();
  expect(decisionsWithSubject(subject)).toEqual([]);

  // On the boundary: the same day as the signing, and the first year of the range.
  await expiry.fill("10/03/2026");
  await fekYear.fill("1833");
  if (testInfo.project.name === "no-js")
    await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(base.pdf!);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  expect(decisionsWithSubject(subject)).toHaveLength(1);
});

test("a related ADA of the wrong type is refused next to its field, and one of the right type is saved", async ({
  page,
}, testInfo) => {
  const adaOf = (sql: string) => (e2eDb().prepare(sql).get() as { ada: string }).ada;
  const of = (op: string) =>
    adaOf(`SELECT d.ada FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
            WHERE d.ada IS NOT NULL AND d.org_uid = '6013' AND v.decision_type_uid ${op} 'Β.1.3' ORDER BY d.id LIMIT 1`);
  const [wrong, right] = [of("<>"), of("=")];
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
  const subject = `ΑΝΑΛΗΨΗ με σχετική πράξη ${testInfo.project.name} ${Date.now().toString(36)}`;
  const input = validDecision(subject);
  await fillDecision(page, input);
  // DECISION_SEARCH_BOX, shown (with JavaScript) once the box it depends on is ticked.
  await page.getByRole("checkbox", { name: "Μερική ανάληψη υποχρέωσης" }).check();
  const related = page.getByLabel(/^Σχετική μερική ανάληψη/);
  await related.fill(wrong);
  expect((await submitForm(page)).status()).toBe(400);
  await expect(related).toHaveAccessibleDescription(
    new RegExp(`Η πράξη με ΑΔΑ «${wrong}» δεν είναι του είδους που ζητά το πεδίο \\(Β\\.1\\.3\\)`),
  );
  expect(decisionsWithSubject(subject)).toEqual([]);

  await related.fill(right);
  if (testInfo.project.name === "no-js")
    await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf!);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  expect(decisionsWithSubject(subject)).toHaveLength(1);
});
