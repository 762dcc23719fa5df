/**
 * Two users acting on the same decision at once (SPEC §4; issue 9 "the second gets a clear
 * conflict message, nothing is lost"), in the browser, for every action after the first save but
 * the edit (decision-lifecycle.spec.ts has the stale edit): publish, corrected copy, revocation
 * request, cancelling and completing a revocation, delete, batch publish. Both open the same
 * confirmation (a <dialog> with JavaScript, its page without) or form; the first confirms; the
 * second confirms after it and is told what happened instead of doing it again, and the decision
 * stays exactly as the first left it (status, ADA, versions, reason, audit rows). The two are the
 * publisher and the register's operator (two demo users), or one user's two tabs where only one
 * role may act (completing a revocation) or the selection lives on the user's own worklist
 * (batch publish). Each test files its own decisions through the form.
 */
import type { Locator, Page } from "@playwright/test";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { submitDecision } from "./support/decision-form";
import { tinyPdf } from "./support/pdf";

const tokenOf = (project: string) => `${project.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;

/** Everything the second user's refused action must leave as the first one left it. */
function state(id: number) {
  const db = e2eDb();
  return {
    decision: db
      .prepare(
        `SELECT status, ada, updated_at AS updatedAt, latest_version_id AS latestVersionId,
                revocation_reason AS revocationReason FROM decisions WHERE id = ?`,
      )
      .get(id) as
      | {
          status: string;
          ada: string | null;
          updatedAt: number;
          latestVersionId: string;
          revocationReason: string | null;
        }
      | undefined,
    versions: db
      .prepare("SELECT version_id AS v, document_id AS doc FROM decision_versions WHERE decision_id = ? ORDER BY 1")
      .all(id),
    audit: db
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'decision' AND entity_id = ? ORDER BY id")
      .all(String(id)),
  };
}

/**
 * Opens a confirmation from the link on the page: with JavaScript a <dialog> over the page,
 * without it the confirmation page. Returns where its button is.
 */
async function openConfirmation(page: Page, js: boolean, link: string): Promise<Locator> {
  await page.getByRole("link", { name: link, exact: true }).click();
  const scope = js ? page.getByRole("dialog") : page.getByRole("main");
  await expect(scope.getByRole("button").first()).toBeVisible();
  return scope;
}

/** Opens a form page (revocation request, corrected copy) from the decision's page. */
async function openForm(page: Page, at: string, link: string): Promise<void> {
  await page.goto(at);
  await page.getByRole("link", { name: link, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: link, exact: false })).toBeVisible();
}

test("publish, corrected copy, revocation request, cancel and complete: the second user is told and the first's work stays", async ({
  page,
  browser,
  javaScriptEnabled: js,
}, testInfo) => {
  test.setTimeout(180_000);
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ δύο χρήστες ${tokenOf(testInfo.project.name)}`;
  await login(page, "publisher");
  const { id } = await submitDecision(page, subject);
  const versionPage = page.url();
  const operatorContext = await browser.newContext({ javaScriptEnabled: js });
  const operator = await operatorContext.newPage();
  await login(operator, "admin");

  // Publish: both confirm the same submitted version; it is published once, with the first's ADA.
  await operator.goto(versionPage);
  const first = await openConfirmation(page, js, "Ανάρτηση");
  const second = await openConfirmation(operator, js, "Ανάρτηση");
  await first.getByRole("button", { name: MSG.publishButton, exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const published = state(id);
  expect(published.decision).toMatchObject({ status: "PUBLISHED" });
  await second.getByRole("button", { name: MSG.publishButton, exact: true }).click();
  await expect(operator.getByText(TEXT.decisionNotPublishable)).toBeVisible();
  expect(state(id)).toEqual(published);
  const decisionPage = paths.decision(published.decision!.ada!);

  // Corrected copy: both fill the form of the same version; the second is refused, one new version.
  for (const p of [page, operator]) {
    await openForm(p, decisionPage, "Ορθή επανάληψη");
    await p.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles({
      name: "orthi-epanalipsi.pdf",
      mimeType: "application/pdf",
      buffer: tinyPdf(p === page ? "First copy" : "Second copy"),
    });
  }
  await page.getByRole("button", { name: "Ανάρτηση ορθής επανάληψης", exact: true }).click();
  await expect(page.getByText(TEXT.correctedCopyCreated)).toBeVisible();
  const corrected = state(id);
  expect(corrected.versions).toHaveLength(2);
  await operator.getByRole("button", { name: "Ανάρτηση ορθής επανάληψης", exact: true }).click();
  await expect(operator.getByText(TEXT.decisionConflict)).toBeVisible();
  expect(state(id)).toEqual(corrected);

  // Revocation request: both ask, on different grounds; the first's reason is the one kept.
  const ask = async (p: Page, ground: string, comment: string) => {
    await openForm(p, decisionPage, "Αίτημα ανάκλησης");
    await p.getByLabel(ground).check();
    await p.getByLabel("Αιτιολογία", { exact: false }).fill(comment);
  };
  await ask(page, "Διπλή ανάρτηση λόγω τεχνικού προβλήματος", "Αναρτήθηκε δύο φορές.");
  await ask(operator, "Αναρτήθηκε εκ παραδρομής εντελώς λανθασμένο έγγραφο", "Λάθος έγγραφο.");
  await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(page.getByText(TEXT.revocationRequested)).toBeVisible();
  const requested = state(id);
  expect(requested.decision).toMatchObject({
    status: "PENDING_REVOCATION",
    revocationReason: "Διπλή ανάρτηση λόγω τεχνικού προβλήματος. Αναρτήθηκε δύο φορές.",
  });
  await operator.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(operator.getByText(TEXT.decisionConflict)).toBeVisible();
  expect(state(id)).toEqual(requested);

  // Cancelling the request: both confirm; it is cancelled once.
  await page.goto(decisionPage);
  await operator.goto(decisionPage);
  const cancelFirst = await openConfirmation(page, js, "Ακύρωση αιτήματος ανάκλησης");
  const cancelSecond = await openConfirmation(operator, js, "Ακύρωση αιτήματος ανάκλησης");
  await cancelFirst.getByRole("button", { name: "Ακύρωση του αιτήματος", exact: true }).click();
  await expect(page.getByText(TEXT.revocationCancelled)).toBeVisible();
  const cancelled = state(id);
  expect(cancelled.decision).toMatchObject({ status: "PUBLISHED", revocationReason: null });
  await cancelSecond.getByRole("button", { name: "Ακύρωση του αιτήματος", exact: true }).click();
  await expect(operator.getByText(TEXT.decisionConflict)).toBeVisible();
  expect(state(id)).toEqual(cancelled);

  // Completing a revocation (the operator's right alone): asked again, then two of the operator's
  // tabs confirm it; the second is told, the revocation is recorded once.
  await ask(page, "Περιέχει ευαίσθητα προσωπικά δεδομένα ή απόρρητες πληροφορίες", "Περιέχει ΑΦΜ ιδιώτη.");
  await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(page.getByText(TEXT.revocationRequested)).toBeVisible();
  const otherTab = await operatorContext.newPage();
  await operator.goto(decisionPage);
  await otherTab.goto(decisionPage);
  const completeFirst = await openConfirmation(operator, js, "Ολοκλήρωση ανάκλησης");
  const completeSecond = await openConfirmation(otherTab, js, "Ολοκλήρωση ανάκλησης");
  await completeFirst.getByRole("button", { name: "Ανάκληση ανάρτησης", exact: true }).click();
  await expect(operator.getByText(TEXT.revocationCompleted)).toBeVisible();
  const revoked = state(id);
  expect(revoked.decision).toMatchObject({
    status: "REVOKED",
    revocationReason: "Περιέχει ευαίσθητα προσωπικά δεδομένα ή απόρρητες πληροφορίες. Περιέχει ΑΦΜ ιδιώτη.",
  });
  await completeSecond.getByRole("button", { name: "Ανάκληση ανάρτησης", exact: true }).click();
  await expect(otherTab.getByText(TEXT.decisionConflict)).toBeVisible();
  expect(state(id)).toEqual(revoked);
  await operatorContext.close();
});

test("delete and batch publish: the second user is told and the first's work stays", async ({
  page,
  browser,
  javaScriptEnabled: js,
}, testInfo) => {
  test.setTimeout(180_000);
  const token = tokenOf(testInfo.project.name);
  const toDelete = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ διαγραφή από δύο ${token}`;
  const toPublish = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ομαδική από δύο ${token}`;
  await login(page, "publisher");
  const deleted = await submitDecision(page, toDelete);
  const versionPage = page.url();
  const batched = await submitDecision(page, toPublish);

  // Delete: the publisher and the operator confirm; it is deleted once, the second is told it is gone.
  const operatorContext = await browser.newContext({ javaScriptEnabled: js });
  const operator = await operatorContext.newPage();
  await login(operator, "admin");
  await page.goto(versionPage);
  await operator.goto(versionPage);
  const first = await openConfirmation(page, js, "Διαγραφή");
  const second = await openConfirmation(operator, js, "Διαγραφή");
  await first.getByRole("button", { name: "Διαγραφή", exact: true }).click();
  await expect(page.getByText(TEXT.decisionDeleted(toDelete))).toBeVisible();
  const gone = state(deleted.id);
  expect(gone.decision).toBeUndefined();
  await second.getByRole("button", { name: "Διαγραφή", exact: true }).click();
  await expect(operator.getByText(TEXT.versionNotFound)).toBeVisible();
  expect(state(deleted.id)).toEqual(gone);
  await operatorContext.close();

  // Batch publish: the same selection confirmed in two of the publisher's tabs; published once.
  const otherTab = await page.context().newPage();
  const select = async (p: Page) => {
    await p.goto(paths.userHome());
    await p.getByLabel(`Επιλογή: ${toPublish}`).check();
    await p.getByRole("button", { name: "Ανάρτηση επιλεγμένων" }).click();
    const scope = js ? p.getByRole("dialog") : p.getByRole("main");
    await expect(scope.getByRole("button", { name: "Ανάρτηση", exact: true })).toBeVisible();
    return scope;
  };
  const batchFirst = await select(page);
  const batchSecond = await select(otherTab);
  await batchFirst.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(TEXT.batchPublished(1, 0))).toBeVisible();
  const published = state(batched.id);
  expect(published.decision).toMatchObject({ status: "PUBLISHED" });
  expect(published.decision!.ada).toBeTruthy();
  await batchSecond.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(otherTab.getByText(TEXT.batchPublished(0, 1))).toBeVisible();
  expect(state(batched.id)).toEqual(published);
});
