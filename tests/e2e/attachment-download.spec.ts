/**
 * An attachment's download address (issue 9), with JavaScript off and on: a publisher attaches a
 * file to a submitted decision; before publication only staff can download it (private, never
 * cached), a visitor gets 404; after publication the decision's page links it and anyone downloads
 * it, as an attachment with its Greek name (RFC 6266) and the published-version cache policy.
 */
import { request as playwrightRequest } from "@playwright/test";
import { TEXT } from "#app/messages";
import { cacheControl } from "#app/http/cache-policy";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, e2eDb } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";
import { BASE_URL } from "./support/env";
import { tinyPdf } from "./support/pdf";

test("an attachment is staff-only before publication and a public download after it", async ({ page }, testInfo) => {
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ λήψη συνημμένου ${testInfo.project.name}${Date.now().toString(36)}`;
  const filename = "Παράρτημα Β.pdf";
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  expect((await submitForm(page)).status()).toBeLessThan(400);
  const [row] = decisionsWithSubject(subject);
  const versionId = (
    e2eDb().prepare("SELECT latest_version_id AS v FROM decisions WHERE id = ?").get(row.id) as { v: string }
  ).v;

  await page.getByRole("link", { name: "Συνημμένα", exact: true }).click();
  await expect(page.getByText("Η πράξη δεν έχει συνημμένα.")).toBeVisible();
  await page.getByLabel(/Αρχείο/).setInputFiles({ name: filename, mimeType: "application/pdf", buffer: tinyPdf("B") });
  await page.getByLabel("Περιγραφή").fill("Παράρτημα Β");
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentAdded(filename))).toBeVisible();
  const href = await page.getByRole("link", { name: "Παράρτημα Β", exact: true }).getAttribute("href");
  expect(href).toMatch(new RegExp(`^/doc/v/${versionId}/attachments/`));

  const staff = await page.request.get(href!);
  expect(staff.status()).toBe(200);
  expect(staff.headers()["cache-control"]).toBe(cacheControl("privatePage"));
  const visitor = await playwrightRequest.newContext({ baseURL: BASE_URL });
  expect((await visitor.get(href!)).status()).toBe(404);

  await page.goto(`/decision/publish/${versionId}`);
  await page.getByRole("button", { name: "Ανάρτηση", exact: true }).click();
  await expect(page.getByText(/Η πράξη αναρτήθηκε με ΑΔΑ/)).toBeVisible();
  const ada = (e2eDb().prepare("SELECT ada FROM decisions WHERE id = ?").get(row.id) as { ada: string }).ada;
  await page.goto(`/decision/view/${encodeURIComponent(ada)}`);
  await expect(page.getByRole("link", { name: "Παράρτημα Β", exact: true })).toHaveAttribute("href", href!);

  const downloaded = await visitor.get(href!);
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()["content-type"]).toBe("application/pdf");
  expect(downloaded.headers()["content-disposition"]).toBe(
    `attachment; filename="Pararthma_B.pdf"; filename*=UTF-8''${encodeURIComponent(filename)}`,
  );
  expect(downloaded.headers()["cache-control"]).toBe(cacheControl("publishedVersion"));
  expect(
    Buffer.from(await downloaded.body())
      .subarray(0, 5)
      .toString(),
  ).toBe("%PDF-");
  await visitor.dispose();
});

test("an annex in another accepted type keeps its type; a renamed file is refused and nothing is added", async ({
  page,
}, testInfo) => {
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ συνημμένο CSV ${testInfo.project.name}${Date.now().toString(36)}`;
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await page.getByRole("link", { name: "Συνημμένα", exact: true }).click();
  await expect(page.getByText(/Αποδεκτοί τύποι: PDF, DOCX/)).toBeVisible();

  // A picture saved under a spreadsheet's name: the content decides, the page says why.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  await page
    .getByLabel(/Αρχείο/)
    .setInputFiles({ name: "Πίνακας.xlsx", mimeType: "application/octet-stream", buffer: png });
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentContentMismatch("Πίνακας.xlsx", "XLSX")).first()).toBeVisible();
  await expect(page.getByText("Η πράξη δεν έχει συνημμένα.")).toBeVisible();

  const csv = "ΑΦΜ;Επωνυμία\n090000045;Δήμος Αθηναίων\n";
  await page
    .getByLabel(/Αρχείο/)
    .setInputFiles({ name: "Δικαιούχοι.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel("Περιγραφή").fill("Πίνακας δικαιούχων");
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentAdded("Δικαιούχοι.csv"))).toBeVisible();
  const href = await page.getByRole("link", { name: "Πίνακας δικαιούχων", exact: true }).getAttribute("href");
  const downloaded = await page.request.get(href!);
  expect(downloaded.status()).toBe(200);
  expect(downloaded.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await downloaded.body()).toString("utf8")).toBe(csv);
});
