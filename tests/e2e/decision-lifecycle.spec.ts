/**
 * After the first save (SPEC §4), with JavaScript off and on, as the demo roles: a submitter edits
 * a submitted decision in place and deletes it; a publisher edits a published decision's metadata
 * (a new version, same ADA), makes a corrected copy (the old version marked as corrected), asks
 * for revocation on one of the three grounds, cancels, asks again, and the admin completes it; the
 * admin edits a revoked decision's metadata (a new version, still revoked), which a publisher may not.
 * A page left open while someone else changed the decision gets the conflict message, and a user
 * without the right is refused over HTTP with nothing changed. Each test makes its own decisions.
 */
import type { Page } from "@playwright/test";
import { MSG, TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login, logout } from "./support/auth";
import { e2eDb } from "./support/db";
import { submitDecision } from "./support/decision-form";
import { BASE_URL } from "./support/env";
import { pdfText, tinyPdf } from "./support/pdf";
import { waitForMail } from "../support/smtp-sink";

const tokenOf = (project: string) => `${project.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;

interface Stored {
  id: number;
  ada: string | null;
  status: string;
  latestVersionId: string;
  revocationReason: string | null;
}

function decision(id: number): Stored | undefined {
  return e2eDb()
    .prepare(
      `SELECT id, ada, status, latest_version_id AS latestVersionId, revocation_reason AS revocationReason
         FROM decisions WHERE id = ?`,
    )
    .get(id) as Stored | undefined;
}

function versions(decisionId: number) {
  return e2eDb()
    .prepare(
      `SELECT version_id AS versionId, version_number AS n, subject, document_id AS documentId,
              corrected_version_id AS correctedVersionId
         FROM decision_versions WHERE decision_id = ? ORDER BY version_number`,
    )
    .all(decisionId) as {
    versionId: string;
    n: number;
    subject: string;
    documentId: number;
    correctedVersionId: string | null;
  }[];
}

/** Files a new Β.1.3 decision through the form and returns its row (the page is its version page). */

async function act(page: Page, link: string, button: string) {
  await page.getByRole("link", { name: link, exact: true }).click();
  await page.getByRole("button", { name: button, exact: true }).click();
}

test("a submitter edits a submitted decision in place, then deletes it", async ({ page }, testInfo) => {
  const token = tokenOf(testInfo.project.name);
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ προς επεξεργασία ${token}`;
  await login(page, "submitter");
  const row = await submitDecision(page, subject);

  await page.getByRole("link", { name: "Επεξεργασία", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Επεξεργασία πράξης" })).toBeVisible();
  const subjectField = page.getByLabel("Θέμα", { exact: false }).first();
  await expect(subjectField).toHaveValue(subject);
  // An empty subject comes back with the error and changes nothing.
  await subjectField.fill("");
  await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(page.getByText(MSG.required).first()).toBeVisible();
  expect(versions(row.id)[0].subject).toBe(subject);

  const edited = `${subject} διορθωμένο`;
  await page.getByLabel("Θέμα", { exact: false }).first().fill(edited);
  await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(page.getByText(TEXT.decisionEdited)).toBeVisible();
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();
  expect(versions(row.id).map((v) => [v.n, v.subject])).toEqual([[1, edited]]);
  expect(decision(row.id)).toMatchObject({ status: "SUBMITTED", ada: null });

  await act(page, "Διαγραφή", "Διαγραφή");
  await expect(page).toHaveURL(/\/userhome$/);
  await expect(page.getByText(TEXT.decisionDeleted(edited))).toBeVisible();
  expect(decision(row.id)).toBeUndefined();
});

test("a publisher edits, corrects and asks for revocation; the admin completes it; stale pages and forged posts change nothing", async ({
  page,
  browser,
}, testInfo) => {
  const token = tokenOf(testInfo.project.name);
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ κύκλου ζωής ${token}`;
  await login(page, "publisher");
  const row = await submitDecision(page, subject);
  await page.getByRole("link", { name: "Ανάρτηση", exact: true }).click();
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const ada = decision(row.id)!.ada!;
  const decisionPage = page.url();

  // Edit as published, with a second tab left open on the same form.
  const stale = await page.context().newPage();
  await stale.goto(decisionPage);
  await stale.getByRole("link", { name: "Διόρθωση μεταδεδομένων", exact: true }).click();
  await page.getByRole("link", { name: "Διόρθωση μεταδεδομένων", exact: true }).click();
  const edited = `${subject} μεταδεδομένα`;
  await page.getByLabel("Θέμα", { exact: false }).first().fill(edited);
  await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(page.getByText(TEXT.decisionEditedNewVersion)).toBeVisible();
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();
  const afterEdit = versions(row.id);
  expect(afterEdit.map((v) => v.n)).toEqual([1, 2]);
  expect(afterEdit[1].documentId).toBe(afterEdit[0].documentId);
  expect(decision(row.id)).toMatchObject({ ada, status: "PUBLISHED", latestVersionId: afterEdit[1].versionId });

  // The history links the two versions' comparison, field by field.
  await page.getByRole("link", { name: "Αλλαγές της έκδοσης 2 από την προηγούμενη" }).click();
  await expect(page.getByRole("heading", { name: "Σύγκριση εκδόσεων" })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(`^Θέμα ${subject} ${edited} Άλλαξε$`) })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Έγγραφο .* Ίδιο$/ })).toBeVisible();
  await page.goto(decisionPage);

  // The stale tab's save is refused with the conflict message; nothing changes.
  await stale.getByLabel("Θέμα", { exact: false }).first().fill(`${subject} από άλλη καρτέλα`);
  await stale.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(stale.getByText(TEXT.decisionConflict)).toBeVisible();
  expect(versions(row.id)).toHaveLength(2);
  await stale.close();

  // Corrected copy: a new document under the same ADA; the corrected version says so.
  await page.getByRole("link", { name: "Ορθή επανάληψη", exact: true }).click();
  await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles({
    name: "orthi-epanalipsi.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Corrected copy"),
  });
  await page.getByRole("button", { name: "Ανάρτηση ορθής επανάληψης", exact: true }).click();
  await expect(page.getByText(TEXT.correctedCopyCreated)).toBeVisible();
  const afterCopy = versions(row.id);
  expect(afterCopy[2]).toMatchObject({ n: 3, correctedVersionId: afterCopy[1].versionId });
  expect(afterCopy[2].documentId).not.toBe(afterCopy[1].documentId);
  await expect(page.getByText(/Μη έγκυρη: διορθώθηκε με νεότερη/)).toBeVisible();
  // The corrected version's document, as a reader downloads it, is stamped as replaced.
  const replaced = await page.request.get(`/doc/v/${afterCopy[1].versionId}`);
  expect(replaced.status()).toBe(200);
  expect(await pdfText(Buffer.from(await replaced.body()))).toContain(
    "Μη έγκυρη έκδοση: αντικαταστάθηκε με ορθή επανάληψη",
  );
  // The comparison reads both documents' text: the old line removed, the new one added.
  await page.goto(`/decision/diff/${afterCopy[1].versionId}/${afterCopy[2].versionId}`);
  await expect(page.locator("del", { hasText: "E2E decision" })).toBeVisible();
  await expect(page.locator("ins", { hasText: "Corrected copy" })).toBeVisible();
  await page.goto(decisionPage);

  // Revocation request: the ground and the comment are required.
  await page.getByRole("link", { name: "Αίτημα ανάκλησης", exact: true }).click();
  await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(page.getByText(TEXT.invalidRevocationGround).first()).toBeVisible();
  expect(decision(row.id)!.status).toBe("PUBLISHED");
  await page.getByLabel("Διπλή ανάρτηση λόγω τεχνικού προβλήματος").check();
  await page.getByLabel("Αιτιολογία", { exact: false }).fill("Αναρτήθηκε δύο φορές.");
  await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(page.getByText(TEXT.revocationRequested)).toBeVisible();
  await expect(page.getByText(/Έχει υποβληθεί αίτημα ανάκλησης της ανάρτησης.*Αναρτήθηκε δύο φορές/)).toBeVisible();
  expect(decision(row.id)).toMatchObject({
    status: "PENDING_REVOCATION",
    revocationReason: "Διπλή ανάρτηση λόγω τεχνικού προβλήματος. Αναρτήθηκε δύο φορές.",
  });

  // A publisher may not complete it: no link, and a forged POST gets 403 with nothing changed.
  await expect(page.getByRole("link", { name: "Ολοκλήρωση ανάκλησης" })).toHaveCount(0);
  const forged = await page.request.post(`/decision/revocation/complete/${encodeURIComponent(ada)}`, {
    form: { updatedAt: "0" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(MSG.forbidden);
  expect(decision(row.id)!.status).toBe("PENDING_REVOCATION");

  await act(page, "Ακύρωση αιτήματος ανάκλησης", "Ακύρωση του αιτήματος");
  await expect(page.getByText(TEXT.revocationCancelled)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0); // with JavaScript it was a dialog, closed once sent
  expect(decision(row.id)).toMatchObject({ status: "PUBLISHED", revocationReason: null });

  await page.getByRole("link", { name: "Αίτημα ανάκλησης", exact: true }).click();
  await page.getByLabel("Περιέχει ευαίσθητα προσωπικά δεδομένα ή απόρρητες πληροφορίες").check();
  await page.getByLabel("Αιτιολογία", { exact: false }).fill("Περιέχει ΑΦΜ ιδιώτη.");
  await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
  await expect(page.getByText(TEXT.revocationRequested)).toBeVisible();
  await logout(page);

  // The register's operator completes it; the page stays, marked revoked.
  const adminContext = await browser.newContext({ javaScriptEnabled: testInfo.project.name !== "no-js" });
  const admin = await adminContext.newPage();
  await login(admin, "admin");
  await admin.goto(decisionPage);
  await act(admin, "Ολοκλήρωση ανάκλησης", "Ανάκληση ανάρτησης");
  await expect(admin.getByText(TEXT.revocationCompleted)).toBeVisible();
  await expect(admin.getByText(/Η ανάρτηση της πράξης ανακλήθηκε στις .*Αιτιολογία: Περιέχει ευαίσθητα/)).toBeVisible();
  expect(decision(row.id)!.status).toBe("REVOKED");
  await adminContext.close();
});

test("the administrator edits a revoked decision's metadata: a new version, still revoked; a publisher may not", async ({
  page,
  javaScriptEnabled: js,
}, testInfo) => {
  const token = tokenOf(testInfo.project.name);
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ανακληθείσα ${token}`;
  await login(page, "publisher");
  const row = await submitDecision(page, subject);
  await act(page, "Ανάρτηση", "Ανάρτηση");
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const ada = decision(row.id)!.ada!;
  const decisionPage = `/decision/view/${encodeURIComponent(ada)}`;
  await logout(page);

  // The register's operator revokes it directly (in a dialog with JavaScript), then edits it.
  await login(page, "admin");
  await page.goto(decisionPage);
  await page.getByRole("link", { name: "Ολοκλήρωση ανάκλησης", exact: true }).click();
  const revocation = js ? page.getByRole("dialog", { name: "Ολοκλήρωση ανάκλησης" }) : page.getByRole("main");
  await revocation.getByLabel("Διπλή ανάρτηση λόγω τεχνικού προβλήματος").check();
  await revocation.getByLabel("Αιτιολογία", { exact: false }).fill("Αναρτήθηκε δύο φορές.");
  await revocation.getByRole("button", { name: "Ανάκληση ανάρτησης" }).click();
  await expect(page.getByText(TEXT.revocationCompleted)).toBeVisible();
  expect(decision(row.id)!.status).toBe("REVOKED");
  const editAudit = () =>
    (
      e2eDb()
        .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'decision.editRevoked' AND entity_id = ?")
        .get(String(row.id)) as { n: number }
    ).n;

  await page.getByRole("link", { name: "Επεξεργασία ανακληθείσας πράξης", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Επεξεργασία ανακληθείσας πράξης" })).toBeVisible();
  const edited = `${subject} μετά την ανάκληση`;
  await page.getByLabel("Θέμα", { exact: false }).first().fill(edited);
  await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(page.getByText(TEXT.decisionEditedNewVersion)).toBeVisible();
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();
  const afterEdit = versions(row.id);
  expect(afterEdit.map((v) => [v.n, v.subject])).toEqual([
    [1, subject],
    [2, edited],
  ]);
  expect(afterEdit[1].documentId).toBe(afterEdit[0].documentId);
  expect(decision(row.id)).toMatchObject({ ada, status: "REVOKED", latestVersionId: afterEdit[1].versionId });
  expect(editAudit()).toBe(1);
  await logout(page);

  // A publisher of the same body is not offered the edit, its page is refused and a forged POST gets
  // 403; nothing changes.
  await login(page, "publisher");
  await page.goto(decisionPage);
  await expect(page.getByRole("heading", { name: edited })).toBeVisible();
  await expect(page.getByRole("link", { name: "Επεξεργασία ανακληθείσας πράξης" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Διόρθωση μεταδεδομένων" })).toHaveCount(0);
  const editPath = `/decision/edit/${afterEdit[1].versionId}`;
  // The edit page's address typed in: SPEC §6 sends the user home with the refusal.
  await page.goto(editPath);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MSG.forbidden)).toBeVisible();
  const updatedAt = (e2eDb().prepare("SELECT updated_at AS u FROM decisions WHERE id = ?").get(row.id) as { u: number })
    .u;
  const forged = await page.request.post(editPath, {
    multipart: { updatedAt: String(updatedAt), subject: `${subject} πλαστό` },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(MSG.forbidden);
  expect(versions(row.id)).toEqual(afterEdit);
  expect(decision(row.id)).toMatchObject({ status: "REVOKED", latestVersionId: afterEdit[1].versionId });
  expect(editAudit()).toBe(1);
});

test("/userhome: counted worklists, batch publish with notification and batch delete of selected decisions", async ({
  page,
}, testInfo) => {
  const token = tokenOf(testInfo.project.name);
  const recipient = `batch-${token}@example.gr`;
  const subjects = [1, 2, 3].map((n) => `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ομαδική ${n} ${token}`);
  await login(page, "publisher");
  const rows = [];
  for (const subject of subjects) rows.push(await submitDecision(page, subject, recipient));

  await page.goto("/userhome");
  const submittedTotal = (
    e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013'").get() as {
      n: number;
    }
  ).n;
  await expect(
    page.getByRole("heading", {
      name: `Υποβληθείσες πράξεις προς ανάρτηση (${submittedTotal.toLocaleString("el-GR")})`,
    }),
  ).toBeVisible();

  // Publish the first two, with notification.
  await page.getByLabel(`Επιλογή: ${subjects[0]}`).check();
  await page.getByLabel(`Επιλογή: ${subjects[1]}`).check();
  await page.getByRole("button", { name: "Ανάρτηση επιλεγμένων" }).click();
  await expect(page.getByRole("heading", { name: "Ανάρτηση επιλεγμένων πράξεων" })).toBeVisible();
  await expect(page.getByText("Θα αναρτηθούν 2 πράξεις")).toBeVisible();
  await page.getByLabel(/Ειδοποίηση των παραληπτών/).check();
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page).toHaveURL(/\/userhome$/);
  await expect(page.getByText(TEXT.batchPublished(2, 0))).toBeVisible();
  const published = rows.slice(0, 2).map((r) => decision(r.id)!);
  expect(published.map((d) => d.status)).toEqual(["PUBLISHED", "PUBLISHED"]);
  expect(new Set(published.map((d) => d.ada)).size).toBe(2);
  for (const d of published)
    await waitForMail((m) => m.envelope.to.includes(recipient) && m.subject.includes(d.ada!), 15_000);

  // Delete the third through its confirmation page.
  await page.getByLabel(`Επιλογή: ${subjects[2]}`).check();
  await page.getByRole("button", { name: "Διαγραφή επιλεγμένων" }).click();
  await expect(page.getByText("Θα διαγραφούν 1 πράξεις")).toBeVisible();
  await page.getByRole("button", { name: "Διαγραφή", exact: true }).click();
  await expect(page.getByText(TEXT.batchDeleted(1, 0))).toBeVisible();
  expect(decision(rows[2].id)).toBeUndefined();

  // A forged batch publish from a submitter (who may not publish): 403, nothing changes.
  await logout(page);
  await login(page, "submitter");
  const { v } = e2eDb()
    .prepare(
      "SELECT latest_version_id AS v FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013' ORDER BY id LIMIT 1",
    )
    .get() as { v: string };
  const html = await (await page.request.get("/userhome")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, "the page carries a form token").toBeTruthy();
  const forged = await page.request.post("/decision/batch", {
    form: { csrf: csrf!, op: "publish", v },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(MSG.forbidden);
  expect(e2eDb().prepare("SELECT status FROM decisions WHERE latest_version_id = ?").get(v)).toEqual({
    status: "SUBMITTED",
  });
});
