/**
 * SPEC §2 "Dialogs" on the decision form and the notices (issue 16, docs/decisions/086): each is a
 * <dialog> with JavaScript (it opens, takes the focus, gives it back, closes on Escape, passes axe)
 * and a page or a round trip without it.
 *  - The AFM entry dialog: «Έλεγχος ΑΦΜ» checks the number (check digit, then the VAT service, here
 *    the local GGPS process) and fills the field with the registered name; what was typed stays.
 * And issue 8's signers following the unit: in place with JavaScript, after «Ενημέρωση φόρμας»
 * without it, and a signer of another unit refused on save in Greek.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { expectNoViolations } from "./support/axe";
import { decisionsWithSubject, e2eDb } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

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

/** Two units of the demo body, each with a signer who signs for it alone. */
function twoUnitsWithTheirSigners() {
  const rows = e2eDb()
    .prepare(
      `SELECT su.unit_uid AS unit, s.uid AS signer, s.last_name || ' ' || s.first_name AS name
         FROM signer_units su JOIN signers s ON s.uid = su.signer_uid JOIN units u ON u.uid = su.unit_uid
        WHERE s.org_uid = '6013' AND s.active = 1 AND u.active = 1 AND s.has_org_sign_rights = 0
          AND NOT EXISTS (SELECT 1 FROM signer_units o WHERE o.signer_uid = s.uid AND o.unit_uid <> su.unit_uid)
        ORDER BY su.unit_uid, s.uid`,
    )
    .all() as { unit: string; signer: string; name: string }[];
  const first = rows[0];
  const second = rows.find((r) => r.unit !== first?.unit);
  expect(first && second, "the demo body has two units with signers of their own").toBeTruthy();
  return [first, second!] as const;
}

test("the signer list follows the unit, and a signer of another unit is refused on save", async ({
  page,
  javaScriptEnabled,
}, info) => {
  const [a, b] = twoUnitsWithTheirSigners();
  const subject = `Υπογράφων άλλης μονάδας ${info.project.name} ${Date.now()}`;
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  const unit = page.getByLabel(/Οργανωτική μονάδα/).first();
  const signers = page.getByLabel(/Υπογράφ/).first();
  const offered = () =>
    signers.locator("option").evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));

  await unit.selectOption(a.unit);
  if (javaScriptEnabled) {
    // In place: b's signer leaves the list as soon as a's unit is chosen, and comes back with b's.
    await expect.poll(offered).not.toContain(b.signer);
    expect(await offered()).toContain(a.signer);
    await unit.selectOption(b.unit);
    await expect.poll(offered).toContain(b.signer);
    expect(await offered()).not.toContain(a.signer);
    return;
  }
  // Without JavaScript the list is the body's until «Ενημέρωση φόρμας»: a signer of b chosen for a is refused.
  await signers.selectOption(b.signer);
  await submitForm(page);
  await expect(
    page.getByText(`Ο υπογράφων «${b.name}» δεν υπογράφει για την οργανωτική μονάδα που επιλέξατε.`).first(),
  ).toBeVisible();
  expect(decisionsWithSubject(subject)).toEqual([]);

  await page
    .getByLabel(/Οργανωτική μονάδα/)
    .first()
    .selectOption(a.unit);
  await page.getByRole("button", { name: "Ενημέρωση φόρμας" }).click();
  await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
  expect(await offered()).toContain(a.signer);
  expect(await offered()).not.toContain(b.signer);
});
