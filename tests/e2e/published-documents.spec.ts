/**
 * Documents you can trust and mass revocation (issue 9), with JavaScript off and on: a published
 * decision's /doc file carries the ADA stamp and a valid PAdES signature, and its page says how to
 * check it; the operator revokes several publications at once after a confirmation page, each
 * with its audit row, and a user without the right is refused over HTTP.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { MSG, TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login, logout } from "./support/auth";
import { decisionsWithSubject, e2eDb } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";
import { BASE_URL, TMP_DIR } from "./support/env";
import { pdfText, tinyPdf } from "./support/pdf";

const PDFSIG = "/usr/bin/pdfsig";

test("a published decision's document is stamped with its ADA and signed; its page says how to check", async ({
  page,
}, testInfo) => {
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ σφραγίδα ${testInfo.project.name}${Date.now().toString(36)}`;
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await page.getByRole("link", { name: "Ανάρτηση", exact: true }).click();
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const [row] = decisionsWithSubject(subject);
  const ada = (e2eDb().prepare("SELECT ada FROM decisions WHERE id = ?").get(row.id) as { ada: string }).ada;

  await page.goto(`/decision/view/${encodeURIComponent(ada)}`);
  await page.getByText(TEXT.signatureTitle).click();
  await expect(page.getByText(TEXT.signatureFingerprint)).toBeVisible();
  await expect(page.getByText(/pdfsig/)).toBeVisible();
  await expect(page.getByText(/ETSI\.CAdES\.detached/)).toBeVisible();

  const response = await page.request.get(`/doc/${encodeURIComponent(ada)}`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent(`${ada}.pdf`)}`);
  const pdf = Buffer.from(await response.body());
  const text = await pdfText(pdf);
  expect(text).toContain(`ΑΔΑ: ${ada} · Αναρτήθηκε στο Μητρώο:`);
  expect(text).toContain("E2E decision");
  if (fs.existsSync(PDFSIG)) {
    const file = path.join(TMP_DIR, `signed-${testInfo.project.name}.pdf`);
    fs.mkdirSync(TMP_DIR, { recursive: true });
    fs.writeFileSync(file, pdf);
    const report = execFileSync(PDFSIG, ["-nocert", file]).toString();
    expect(report).toContain("Signature Type: ETSI.CAdES.detached");
    expect(report).toContain("Signature Validation: Signature is Valid.");
    expect(report).toContain("Total document signed");
  }
});

test("the operator revokes several publications at once, after a confirmation page", async ({ page }, testInfo) => {
  const db = e2eDb();
  // Two seeded publications of another organisation than the demo one (which other specs read),
  // one per browser project.
  const offset = testInfo.project.name === "no-js" ? 0 : 2;
  const targets = db
    .prepare(
      `SELECT id, ada FROM decisions WHERE status = 'PUBLISHED' AND org_uid <> '6013'
        ORDER BY id DESC LIMIT 2 OFFSET ?`,
    )
    .all(offset) as { id: number; ada: string }[];
  expect(targets).toHaveLength(2);

  // A publisher may not: a forged POST gets 403 and nothing changes.
  await login(page, "publisher");
  const forged = await page.request.post("/decision/revocation/mass", {
    form: { intent: "confirm", adas: targets[0].ada, ground: "REVOCATION_REASON_3", comment: "x" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(MSG.forbidden);
  await page.goto("/userhome");
  await logout(page);

  await login(page, "admin");
  await page.goto("/userhome");
  await page.getByRole("link", { name: "Μαζική ανάκληση αναρτήσεων" }).click();
  await page.getByLabel("ΑΔΑ των πράξεων").fill(`${targets[0].ada}\nόχι-αδα`);
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
  await expect(page.getByText(TEXT.massRevocationInvalid(["όχι-αδα"])).first()).toBeVisible();

  await page.getByLabel("ΑΔΑ των πράξεων").fill(targets.map((t) => t.ada).join("\n"));
  await page.getByLabel("Διπλή ανάρτηση λόγω τεχνικού προβλήματος").check();
  await page.getByLabel("Αιτιολογία", { exact: false }).fill("Μαζική διόρθωση διπλών αναρτήσεων.");
  await page.getByRole("button", { name: "Συνέχεια" }).click();
  await expect(page.getByRole("heading", { name: "Επιβεβαίωση μαζικής ανάκλησης" })).toBeVisible();
  await expect(page.getByText("Θα ανακληθούν 2 πράξεις", { exact: false })).toBeVisible();
  const status = (id: number) =>
    db.prepare("SELECT status, revocation_reason AS reason FROM decisions WHERE id = ?").get(id) as {
      status: string;
      reason: string | null;
    };
  expect(status(targets[0].id).status).toBe("PUBLISHED");

  await page.getByRole("button", { name: "Ανάκληση 2 αναρτήσεων" }).click();
  await expect(page.getByText(TEXT.massRevocationDone(2, 0))).toBeVisible();
  for (const t of targets) {
    expect(status(t.id)).toEqual({
      status: "REVOKED",
      reason: "Διπλή ανάρτηση λόγω τεχνικού προβλήματος. Μαζική διόρθωση διπλών αναρτήσεων.",
    });
    const audit = db
      .prepare("SELECT count(*) AS n FROM audit_log WHERE action = 'decision.revoke' AND entity_id = ?")
      .get(String(t.id)) as { n: number };
    expect(audit.n).toBe(1);
  }
  const revokedDoc = await page.request.get(`/doc/${encodeURIComponent(targets[0].ada)}`);
  expect(revokedDoc.status()).toBe(410);
});

test("a submitter adds an attachment to a submitted decision and removes it after a confirmation", async ({
  page,
}, testInfo) => {
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ συνημμένα ${testInfo.project.name}${Date.now().toString(36)}`;
  await login(page, "submitter");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  expect((await submitForm(page)).status()).toBeLessThan(400);
  const [row] = decisionsWithSubject(subject);
  const attachments = () =>
    (
      e2eDb()
        .prepare(
          "SELECT count(*) AS n FROM attachments a JOIN decisions d ON d.latest_version_id = a.version_id WHERE d.id = ?",
        )
        .get(row.id) as { n: number }
    ).n;

  await page.getByRole("link", { name: "Συνημμένα", exact: true }).click();
  await expect(page.getByText("Η πράξη δεν έχει συνημμένα.")).toBeVisible();
  await page
    .getByLabel(/Αρχείο/)
    // Text under a Word document's name: the content is not what the name says (decision 087).
    .setInputFiles({ name: "renamed.docx", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  // Without JavaScript the form comes back with its error summary; with it the file is refused as
  // it is sent ahead (decision 129), and the same message stands under the field.
  if (testInfo.project.name === "no-js")
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
  await expect(page.getByText(/'renamed\.docx' δεν είναι αρχείο DOCX/).first()).toBeVisible();
  expect(attachments()).toBe(0);

  await page.getByLabel(/Αρχείο/).setInputFiles({
    name: "parartima.pdf",
    mimeType: "application/pdf",
    buffer: tinyPdf("Annex"),
  });
  await page.getByLabel("Περιγραφή").fill("Παράρτημα Α");
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentAdded("parartima.pdf"))).toBeVisible();
  expect(attachments()).toBe(1);

  await page.getByRole("link", { name: /Αφαίρεση/ }).click();
  await page.getByRole("button", { name: "Αφαίρεση" }).click();
  await expect(page.getByText(TEXT.attachmentRemoved("parartima.pdf"))).toBeVisible();
  expect(attachments()).toBe(0);
});
