/**
 * Driving the new-decision form (/decision/new) as a person would: by labels, with the type
 * chosen first (a GET form, so it works without JavaScript), then the fields and the PDF.
 */
import { expect, type Page } from "@playwright/test";
import { TEXT } from "#app/messages";
import { login, logout } from "./auth";
import { decisionsWithSubject, e2eDb, type DecisionState } from "./db";
import { tinyPdf } from "./pdf";
import { todayInAthens } from "./text";

export const TYPE_COMMITMENT = "Β.1.3"; // ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ

export interface DecisionInput {
  subject: string;
  protocolNumber?: string;
  issueDate?: string;
  financialYear?: string;
  amount?: string;
  /** Β.1.3's own required fields. */
  entryNumber?: string;
  kae?: string;
  kaeAmount?: string;
  /** Choose the first thematic category and budget category offered. */
  chooseCategories?: boolean;
  pdf?: { name: string; mimeType: string; buffer: Buffer } | null;
}

/** Opens /decision/new and chooses the decision type. */
export async function openNewDecisionForm(page: Page, typeUid = TYPE_COMMITMENT): Promise<void> {
  await page.goto("/decision/new");
  await expect(page).toHaveURL(/\/decision\/new/);
  const type = page.getByLabel("Είδος πράξης", { exact: false }).first();
  const options = await type
    .locator("option")
    .evaluateAll((els) => els.map((el) => ({ value: (el as HTMLOptionElement).value, label: el.textContent ?? "" })));
  const option = options.find((o) => o.value === typeUid || o.label.trim().startsWith(typeUid));
  expect(option, `no option for decision type ${typeUid}`).toBeTruthy();
  await type.selectOption(option!.value);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await expect(page.getByLabel("Θέμα", { exact: false }).first()).toBeVisible();
}

/** Chooses the first real option of a select (units, signers ...), if the form has it. */
export async function chooseFirstOption(page: Page, label: string | RegExp): Promise<void> {
  const select = page.getByLabel(label).first();
  const values = await select
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ""));
  expect(values.length, `no options in ${label}`).toBeGreaterThan(0);
  await select.selectOption(values[0]);
}

/**
 * Chooses the first signer who signs for the chosen unit (issue 8: signers follow the unit; the
 * list is filtered in place with JavaScript, only after «Ενημέρωση φόρμας» without it).
 */
export async function chooseSignerOfUnit(page: Page): Promise<void> {
  const unit = await page
    .getByLabel(/Οργανωτική μονάδα/)
    .first()
    .inputValue();
  const select = page.getByLabel(/Υπογράφ/).first();
  const values = await select
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value).filter((v) => v !== ""));
  const fits = (uid: string) =>
    e2eDb()
      .prepare(
        `SELECT 1 FROM signers s LEFT JOIN signer_units su ON su.signer_uid = s.uid
          WHERE s.uid = ? AND (s.has_org_sign_rights = 1 OR su.signer_uid IS NULL OR su.unit_uid IN (?, s.org_uid))`,
      )
      .get(uid, unit) !== undefined;
  const signer = values.find(fits);
  expect(signer, `no signer of unit ${unit}`).toBeTruthy();
  await select.selectOption(signer!);
}

/** Fills the form of a Β.1.3 decision; fields left undefined are left empty. */
export async function fillDecision(page: Page, input: DecisionInput): Promise<void> {
  await page.getByLabel("Θέμα", { exact: false }).first().fill(input.subject);
  if (input.protocolNumber !== undefined)
    await page.getByLabel("Αριθμός πρωτοκόλλου", { exact: false }).fill(input.protocolNumber);
  if (input.issueDate !== undefined)
    await page.getByLabel("Ημερομηνία έκδοσης", { exact: false }).fill(input.issueDate);
  await chooseFirstOption(page, /Οργανωτική μονάδα|Μονάδα/);
  await chooseSignerOfUnit(page);
  if (input.financialYear !== undefined)
    await page.getByLabel("Οικονομικό Έτος", { exact: false }).fill(input.financialYear);
  if (input.amount !== undefined) await page.getByLabel("Συνολικό ποσό", { exact: false }).fill(input.amount);
  if (input.chooseCategories) {
    await chooseFirstOption(page, /Θεματικές κατηγορίες/);
    await chooseFirstOption(page, /Κατηγορία Προϋπολογισμού/);
  }
  if (input.entryNumber !== undefined)
    await page.getByLabel("Αριθμός Καταχώρισης", { exact: false }).fill(input.entryNumber);
  if (input.kae !== undefined) await page.getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false }).first().fill(input.kae);
  if (input.kaeAmount !== undefined)
    await page.getByLabel("Ποσό με ΦΠΑ", { exact: false }).first().fill(input.kaeAmount);
  if (input.pdf) await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf);
}

export function validDecision(subject: string): DecisionInput {
  return {
    subject,
    protocolNumber: `E2E/${Date.now()}`,
    issueDate: todayInAthens(),
    financialYear: String(new Date().getFullYear()),
    amount: "1.234,56",
    chooseCategories: true,
    entryNumber: "Α/318",
    kae: "02.10.6041",
    kaeAmount: "1.234,56",
    pdf: { name: "apofasi.pdf", mimeType: "application/pdf", buffer: tinyPdf("E2E decision") },
  };
}

/**
 * The metadata every decision type asks for (subject, protocol number, issue date, unit, signer,
 * thematic category, PDF) and none of Β.1.3's own fields: the start of any type's form.
 */
export function basicDecision(subject: string): DecisionInput {
  return {
    ...validDecision(subject),
    financialYear: undefined,
    amount: undefined,
    chooseCategories: false,
    entryNumber: undefined,
    kae: undefined,
    kaeAmount: undefined,
  };
}

/** Fills the metadata of basicDecision, the first thematic category included. */
export async function fillBasics(page: Page, subject: string): Promise<DecisionInput> {
  const input = basicDecision(subject);
  await fillDecision(page, input);
  await chooseFirstOption(page, /Θεματικές κατηγορίες/);
  return input;
}

/**
 * Submits a form that was refused once: without JavaScript the browser cannot send the PDF back
 * after a round trip, so it is chosen again (as a person would); expects the decision saved.
 */
export async function resubmitAccepted(page: Page, input: DecisionInput, noJs: boolean): Promise<void> {
  if (noJs && input.pdf) await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(input.pdf);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText(TEXT.decisionSubmitted)).toBeVisible();
}

/** The decision page shows this value in the row of this label. */
export async function expectShownOnDecisionPage(page: Page, label: string, value: string | RegExp): Promise<void> {
  const row = page
    .locator(".govgr-summary-list__row")
    .filter({ has: page.getByRole("term").getByText(label, { exact: true }) });
  await expect(row.getByRole("definition")).toHaveText(value);
}

/** Presses the form's submit button and returns the response to that POST. */
export async function submitForm(page: Page) {
  const [response] = await Promise.all([
    // With JavaScript the PDF goes first to /decision/upload; a file refused there ends the
    // submission (the form itself is not sent), so that refusal is the answer to wait for.
    page.waitForResponse(
      (r) =>
        r.request().method() === "POST" &&
        (/\/decision\/new/.test(r.url()) || (/\/decision\/upload$/.test(r.url()) && r.status() >= 400)),
    ),
    page.getByRole("button", { name: "Υποβολή" }).click(),
  ]);
  await page.waitForLoadState();
  return response;
}

/**
 * A decision as the register publishes it: the submitter submits it (type Β.1.3), the publisher
 * publishes it; both log out again. Returns its ADA.
 */
export async function submitAndPublish(page: Page, input: DecisionInput): Promise<string> {
  await login(page, "submitter");
  await openNewDecisionForm(page, TYPE_COMMITMENT);
  await fillDecision(page, input);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  const decisionUrl = page.url();
  await logout(page);
  await login(page, "publisher");
  await page.goto(decisionUrl);
  await page.getByRole("link", { name: "Ανάρτηση" }).click();
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  await logout(page);
  const [row] = decisionsWithSubject(input.subject);
  expect(row?.ada).toBeTruthy();
  return row.ada!;
}

/**
 * Submits a valid Β.1.3 decision with this subject through the form (optionally with a recipient)
 * and returns its stored row; fails the test if it was not stored.
 */
export async function submitDecision(page: Page, subject: string, recipient?: string): Promise<DecisionState> {
  await openNewDecisionForm(page, TYPE_COMMITMENT);
  await fillDecision(page, validDecision(subject));
  if (recipient)
    await page
      .getByLabel(/Παραλήπτ/)
      .first()
      .fill(recipient);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText(TEXT.decisionSubmitted)).toBeVisible();
  const [row] = decisionsWithSubject(subject);
  expect(row, "the decision was not stored").toBeTruthy();
  return row;
}
