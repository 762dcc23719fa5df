/**
 * The decision form's horizontal tables in a browser, with JavaScript off and on (issue 8, SPEC §5
 * "Horizontal table removal button: shown only while rows exceed 1 (if required) or 0"): rows are
 * added and removed with buttons (a round trip without JavaScript, in place with it), what was
 * typed in the other rows stays, and a decision with two rows is saved with both.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, latestExtraFields } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

const KAE_TABLE = "Ποσό και ΚΑΕ/ΑΛΕ";
const RELATED_TABLE = "Δείτε επίσης και ..";

test.beforeEach(async ({ page }) => {
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
});

const row = (page: Page, table: string, n: number) =>
  page.getByRole("group", { name: `${table}: γραμμή ${n}`, exact: true });
const removeButtons = (page: Page, table: string) =>
  page.getByRole("button", { name: new RegExp(`^Αφαίρεση γραμμής \\d+ από «${table.replace(/\./g, "\\.")}»$`) });

test("a required table keeps one row; rows are added and removed with what was typed kept", async ({
  page,
}, testInfo) => {
  const subject = `ΑΝΑΛΗΨΗ με δύο γραμμές ${testInfo.project.name} ${Date.now().toString(36)}`;
  await fillDecision(page, validDecision(subject));
  // A required table starts with one row and offers no remove button (SPEC §5).
  await expect(row(page, KAE_TABLE, 1)).toBeVisible();
  await expect(row(page, KAE_TABLE, 2)).toHaveCount(0);
  await expect(removeButtons(page, KAE_TABLE)).toHaveCount(0);

  await page.getByRole("button", { name: `Προσθήκη γραμμής στο «${KAE_TABLE}»` }).click();
  await expect(row(page, KAE_TABLE, 2)).toBeVisible();
  await expect(removeButtons(page, KAE_TABLE)).toHaveCount(2);
  // The first row and the rest of the form are as they were typed.
  await expect(row(page, KAE_TABLE, 1).getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false })).toHaveValue("02.10.6041");
  await expect(page.getByLabel("Θέμα", { exact: false }).first()).toHaveValue(subject);
  expect(decisionsWithSubject(subject)).toEqual([]);

  await row(page, KAE_TABLE, 2).getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false }).fill("02.10.6042");
  await row(page, KAE_TABLE, 2).getByLabel("Ποσό με ΦΠΑ", { exact: false }).fill("10,00");

  // An optional table starts empty; its one added row may be removed again.
  await expect(row(page, RELATED_TABLE, 1)).toHaveCount(0);
  await page.getByRole("button", { name: `Προσθήκη γραμμής στο «${RELATED_TABLE}»` }).click();
  await expect(row(page, RELATED_TABLE, 1)).toBeVisible();
  await expect(removeButtons(page, RELATED_TABLE)).toHaveCount(1);
  await removeButtons(page, RELATED_TABLE).click();
  await expect(row(page, RELATED_TABLE, 1)).toHaveCount(0);
  await expect(row(page, KAE_TABLE, 2).getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false })).toHaveValue("02.10.6042");

  // Without JavaScript the browser cannot send the PDF back after a round trip: it is chosen again.
  if (testInfo.project.name === "no-js")
    await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles(validDecision(subject).pdf!);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  const [saved] = decisionsWithSubject(subject);
  const extra = latestExtraFields<{ amountWithKae: { kae: string }[]; relatedDecisions?: unknown[] }>(saved.id);
  expect(extra.amountWithKae.map((r) => r.kae)).toEqual(["02.10.6041", "02.10.6042"]);
  expect(extra.relatedDecisions ?? []).toEqual([]);
});

test("removing the first of two rows moves the second up and takes the remove button away", async ({ page }) => {
  await page.getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false }).first().fill("02.10.6041");
  await page.getByRole("button", { name: `Προσθήκη γραμμής στο «${KAE_TABLE}»` }).click();
  await row(page, KAE_TABLE, 2).getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false }).fill("02.10.6042");
  await page.getByRole("button", { name: `Αφαίρεση γραμμής 1 από «${KAE_TABLE}»` }).click();
  await expect(row(page, KAE_TABLE, 2)).toHaveCount(0);
  await expect(row(page, KAE_TABLE, 1).getByLabel("Αριθμός ΚΑΕ/ΑΛΕ", { exact: false })).toHaveValue("02.10.6042");
  await expect(removeButtons(page, KAE_TABLE)).toHaveCount(0);
});
