/**
 * SPEC §2 "Dialogs" on the decision form and the notices (issue 16, docs/decisions/086): each is a
 * <dialog> with JavaScript (it opens, takes the focus, gives it back, closes on Escape, passes axe)
 * and a page or a round trip without it.
 *  - The AFM entry dialog: «Έλεγχος ΑΦΜ» checks the number (check digit, then the VAT service, here
 *    the local GGPS process) and fills the field with the registered name; what was typed stays.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { expectNoViolations } from "./support/axe";
import { decisionsWithSubject } from "./support/db";
import { openNewDecisionForm } from "./support/decision-form";

test("the AFM entry dialog checks a number and fills the field; what was typed is kept, nothing saved", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const subject = `Θέμα που μένει ${info.project.name} ${Date.now()}`;
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
  await page.getByLabel("Θέμα", { exact: false }).first().fill(subject);
  const afm = page.getByLabel("ΑΦΜ", { exact: true }).first();
  const name = page.getByLabel("Επωνυμία", { exact: true }).first();
  const check = page.getByRole("button", { name: /^Έλεγχος ΑΦΜ/ }).first();

  if (javaScriptEnabled) {
    await afm.fill("800189144");
    await check.click();
    const dialog = page.getByRole("dialog", { name: /^Έλεγχος ΑΦΜ/ });
    await expect(dialog).toBeVisible();
    const number = dialog.getByLabel("ΑΦΜ");
    await expect(number).toBeFocused();
    await expect(number).toHaveValue("800189144");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(check).toBeFocused();

    await check.click();
    await number.fill("987654321");
    await dialog.getByRole("button", { name: "Έλεγχος", exact: true }).click();
    await expect(dialog.getByText("Μη έγκυρος ΑΦΜ")).toBeVisible();
    await number.fill("800189144");
    await dialog.getByRole("button", { name: "Έλεγχος", exact: true }).click();
    await expect(dialog.getByText("Ο ΑΦΜ είναι έγκυρος.")).toBeVisible();
    await expect(dialog.getByText("Επωνυμία: ΔΗΜΟΣ ΛΗΜΝΟΥ")).toBeVisible();
    await expectNoViolations(page);
    await dialog.getByRole("button", { name: "Συμπλήρωση στο πεδίο" }).click();
    await expect(dialog).toBeHidden();
    await expect(check).toBeFocused();
  } else {
    await afm.fill("987654321");
    await check.click();
    await expect(page.getByRole("status").filter({ hasText: "Μη έγκυρος ΑΦΜ" })).toBeVisible();
    await expect(afm).toHaveValue("987654321");
    await afm.fill("800189144");
    await check.click();
    await expect(page.getByRole("status").filter({ hasText: "Ο ΑΦΜ είναι έγκυρος." })).toBeVisible();
  }
  await expect(afm).toHaveValue("800189144");
  await expect(name).toHaveValue("ΔΗΜΟΣ ΛΗΜΝΟΥ");
  await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
  expect(decisionsWithSubject(subject)).toEqual([]);
});
