/**
 * A horizontal table shown only while another field is empty (SPEC §3 shownWhen, §4 "When it
 * becomes not required, and the form is untouched and has no version, its rows are emptied"):
 * Β.2.2's beneficiaries («Στοιχεία δικαιούχων», required unless a reason for no AFM is chosen).
 * Once the clerk has typed a row the form is no longer untouched, so hiding the table keeps the
 * row: with JavaScript it is hidden and comes back as typed when the reason is cleared; without
 * JavaScript it stays on screen with its hint. Either way a hidden table is not saved
 * (app/fields/fields-schema.ts isActive), so what the decision holds is what the clerk saw.
 */
import { expect, test } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, latestExtraFields } from "./support/db";
import { chooseFirstOption, fillBasics, openNewDecisionForm, submitForm } from "./support/decision-form";
import { fillRequiredFields } from "./support/decision-form-filler";

const REASON = "Λόγος μη συμπλήρωσης ΑΦΜ δικαιούχων";
const FIRST_BENEFICIARY_AFM = '[name="extraFieldValues.sponsor[0].sponsorAFMName.afm"]';

test("a table hidden by its condition keeps the rows typed in it, and is not saved while hidden", async ({
  page,
}, testInfo) => {
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.2.2");
  const subject = `ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ χωρίς ΑΦΜ δικαιούχων ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillBasics(page, subject);
  await fillRequiredFields(page, "Β.2.2");
  const typedAfm = await page.locator(FIRST_BENEFICIARY_AFM).inputValue();
  expect(typedAfm).not.toBe("");

  await chooseFirstOption(page, REASON);
  if (testInfo.project.name === "js") {
    await expect(page.locator(FIRST_BENEFICIARY_AFM)).toBeHidden();
    // The reason cleared again: the table is back with the row as it was typed.
    await page.getByLabel(REASON).selectOption("");
    await expect(page.locator(FIRST_BENEFICIARY_AFM)).toBeVisible();
    await expect(page.locator(FIRST_BENEFICIARY_AFM)).toHaveValue(typedAfm);
    await chooseFirstOption(page, REASON);
    await expect(page.locator(FIRST_BENEFICIARY_AFM)).toBeHidden();
  } else {
    await expect(page.locator(FIRST_BENEFICIARY_AFM)).toHaveValue(typedAfm);
  }

  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  const [saved] = decisionsWithSubject(subject);
  const extra = latestExtraFields<{ skipVatReason?: string; sponsor?: unknown[] }>(saved.id);
  expect(extra.skipVatReason).toBeTruthy();
  expect(extra.sponsor ?? []).toEqual([]);
});
