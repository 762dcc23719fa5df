/**
 * With JavaScript, the lifecycle's destructive confirmations open in a <dialog> on the page the
 * user is on (SPEC §2 Dialogs; issue 9): removing an attachment, and completing a revocation (here
 * a direct one, with its ground and comment in the dialog), batch delete and batch publish of
 * the decisions selected on /userhome, and a mass revocation (its preview, the answer of a POST,
 * in a dialog over its form). «Ακύρωση» closes the dialog and
 * changes nothing; confirming does the action. Without JavaScript the same links lead to the
 * confirmation pages, whose «Ακύρωση» leads back: the same test, both projects.
 */
import type { Page } from "@playwright/test";
import { TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login, logout } from "./support/auth";
import { expectNoViolations } from "./support/axe";
import { e2eDb } from "./support/db";
import { submitDecision } from "./support/decision-form";
import { tinyPdf } from "./support/pdf";

/**
 * Where the confirmation is: a dialog named by its title with JavaScript (the page's address
 * unchanged), the confirmation page without (its own address, its «Ακύρωση» a link back).
 */
function confirmation(page: Page, js: boolean, title: string) {
  const scope = js ? page.getByRole("dialog", { name: title }) : page.getByRole("main");
  return {
    scope,
    async opened(from: string) {
      if (js) {
        await expect(scope).toBeVisible();
        expect(page.url()).toBe(from);
      } else {
        await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
        expect(page.url()).not.toBe(from);
      }
    },
    async cancel(from: string) {
      await scope.getByRole(js ? "button" : "link", { name: "Ακύρωση", exact: true }).click();
      if (js) await expect(scope).toBeHidden();
      else await expect(page).toHaveURL(from);
    },
  };
}

const stored = (id: number) =>
  e2eDb().prepare("SELECT status, latest_version_id AS versionId FROM decisions WHERE id = ?").get(id) as {
    status: string;
    versionId: string;
  };
const attachmentCount = (versionId: string) =>
  (e2eDb().prepare("SELECT count(*) AS n FROM attachments WHERE version_id = ?").get(versionId) as { n: number }).n;

test("removing an attachment and completing a revocation ask in a dialog; cancel changes nothing", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ διάλογοι ${Date.now().toString(36)}`;
  await login(page, "publisher");
  const row = await submitDecision(page, subject);
  const { versionId } = stored(row.id);
  const decisionPage = page.url();

  // An attachment, then its removal in a dialog: cancelled first, then confirmed.
  await page.getByRole("link", { name: "Συνημμένα", exact: true }).click();
  await page
    .getByLabel(/Αρχείο/)
    .setInputFiles({ name: "Παράρτημα.pdf", mimeType: "application/pdf", buffer: tinyPdf("A") });
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentAdded("Παράρτημα.pdf"))).toBeVisible();
  const attachmentsPage = page.url();
  const removal = confirmation(page, js, "Αφαίρεση συνημμένου");
  await page.getByRole("link", { name: /^Αφαίρεση/ }).click();
  await removal.opened(attachmentsPage);
  await removal.cancel(attachmentsPage);
  expect(attachmentCount(versionId)).toBe(1);
  await page.getByRole("link", { name: /^Αφαίρεση/ }).click();
  await removal.scope.getByRole("button", { name: "Αφαίρεση", exact: true }).click();
  await expect(page.getByText(TEXT.attachmentRemoved("Παράρτημα.pdf"))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(attachmentCount(versionId)).toBe(0);

  // Published, then revoked directly by the register's operator.
  await page.goto(decisionPage);
  await page.getByRole("link", { name: "Ανάρτηση", exact: true }).click();
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const publishedPage = page.url();
  await logout(page);
  await login(page, "admin");
  await page.goto(publishedPage);
  const complete = confirmation(page, js, "Ολοκλήρωση ανάκλησης");
  const revocation = complete.scope;
  await page.getByRole("link", { name: "Ολοκλήρωση ανάκλησης", exact: true }).click();
  await complete.opened(publishedPage);
  await complete.cancel(publishedPage);
  expect(stored(row.id).status).toBe("PUBLISHED");

  await page.getByRole("link", { name: "Ολοκλήρωση ανάκλησης", exact: true }).click();
  await revocation.getByLabel("Διπλή ανάρτηση λόγω τεχνικού προβλήματος").check();
  await revocation.getByLabel("Αιτιολογία", { exact: false }).fill("Αναρτήθηκε δύο φορές.");
  await revocation.getByRole("button", { name: "Ανάκληση ανάρτησης" }).click();
  await expect(page.getByText(TEXT.revocationCompleted)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(stored(row.id).status).toBe("REVOKED");
});

test("batch delete and batch publish of selected decisions ask in a dialog; cancel changes nothing", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const token = Date.now().toString(36);
  const subjects = [1, 2].map((n) => `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ομαδικός διάλογος ${n} ${token}`);
  await login(page, "publisher");
  const rows = [];
  for (const subject of subjects) rows.push(await submitDecision(page, subject));
  const exists = (id: number) => e2eDb().prepare("SELECT status FROM decisions WHERE id = ?").get(id);

  await page.goto("/userhome");
  const home = page.url();
  const deletion = confirmation(page, js, "Διαγραφή επιλεγμένων πράξεων");
  await page.getByLabel(`Επιλογή: ${subjects[0]}`).check();
  await page.getByRole("button", { name: "Διαγραφή επιλεγμένων" }).click();
  await deletion.opened(home);
  await expect(deletion.scope.getByText("Θα διαγραφούν 1 πράξεις")).toBeVisible();
  await deletion.cancel(home);
  expect(exists(rows[0].id)).toEqual({ status: "SUBMITTED" });

  await page.getByLabel(`Επιλογή: ${subjects[0]}`).check();
  await page.getByRole("button", { name: "Διαγραφή επιλεγμένων" }).click();
  await deletion.scope.getByRole("button", { name: "Διαγραφή", exact: true }).click();
  await expect(page.getByText(TEXT.batchDeleted(1, 0))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(exists(rows[0].id)).toBeUndefined();

  const publication = confirmation(page, js, "Ανάρτηση επιλεγμένων πράξεων");
  await page.getByLabel(`Επιλογή: ${subjects[1]}`).check();
  await page.getByRole("button", { name: "Ανάρτηση επιλεγμένων" }).click();
  await publication.opened(home);
  await publication.cancel(home);
  expect(exists(rows[1].id)).toEqual({ status: "SUBMITTED" });
  await page.getByLabel(`Επιλογή: ${subjects[1]}`).check();
  await page.getByRole("button", { name: "Ανάρτηση επιλεγμένων" }).click();
  await publication.scope.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(TEXT.batchPublished(1, 0))).toBeVisible();
  expect(exists(rows[1].id)).toEqual({ status: "PUBLISHED" });
});

test("mass revocation asks in a dialog over its form; cancel changes nothing, confirming revokes each listed decision", async ({
  page,
  javaScriptEnabled: js,
}) => {
  const db = e2eDb();
  // Two of the oldest seeded publications of another body than the demo one (which other specs
  // read; published-documents revokes the newest), two per browser project.
  const targets = db
    .prepare(
      `SELECT id, ada FROM decisions WHERE status = 'PUBLISHED' AND org_uid <> '6013'
        ORDER BY id LIMIT 2 OFFSET ?`,
    )
    .all(js ? 2 : 0) as { id: number; ada: string }[];
  expect(targets).toHaveLength(2);
  const statuses = () => targets.map((t) => stored(t.id).status);
  const title = "Επιβεβαίωση μαζικής ανάκλησης";

  await login(page, "admin");
  await page.goto("/decision/revocation/mass");
  const formPage = page.url();
  const askToRevoke = async () => {
    await page.getByLabel("ΑΔΑ των πράξεων").fill(targets.map((t) => t.ada).join("\n"));
    await page.getByLabel("Διπλή ανάρτηση λόγω τεχνικού προβλήματος").check();
    await page.getByLabel("Αιτιολογία", { exact: false }).fill("Μαζική διόρθωση διπλών αναρτήσεων.");
    await page.getByRole("button", { name: "Συνέχεια" }).click();
  };
  const scope = js ? page.getByRole("dialog", { name: title }) : page.getByRole("main");

  await askToRevoke();
  await expect(scope.getByText("Θα ανακληθούν 2 πράξεις", { exact: false })).toBeVisible();
  if (js) {
    await expect(scope).toBeVisible();
    // The open dialog passes axe (the no-js project cannot run it; a11y.spec.ts has the page).
    await expectNoViolations(page);
    // In place: the form, still filled in, is behind the dialog.
    expect(page.url()).toBe(formPage);
    await scope.getByRole("button", { name: "Ακύρωση", exact: true }).click();
    await expect(scope).toBeHidden();
    await expect(page.getByLabel("ΑΔΑ των πράξεων")).toHaveValue(targets.map((t) => t.ada).join("\n"));
  } else {
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await scope.getByRole("link", { name: "Ακύρωση", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Μαζική ανάκληση αναρτήσεων" })).toBeVisible();
  }
  expect(statuses()).toEqual(["PUBLISHED", "PUBLISHED"]);

  await askToRevoke();
  await scope.getByRole("button", { name: "Ανάκληση 2 αναρτήσεων" }).click();
  await expect(page.getByText(TEXT.massRevocationDone(2, 0))).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(statuses()).toEqual(["REVOKED", "REVOKED"]);
  for (const t of targets) {
    const audit = db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'decision.revoke' AND entity_id = ?")
      .get(String(t.id)) as { n: number };
    expect(audit.n).toBe(1);
  }
});
