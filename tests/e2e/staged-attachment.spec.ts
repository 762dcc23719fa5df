/**
 * SPEC §2 "Upload: files are queued, not uploaded automatically. Progress runs 0 to 100 percent",
 * on the attachments page (issue 8): with JavaScript the chosen attachment waits in a queue and is
 * sent ahead of the form with a progress bar that reaches 100 %; a refused file stops there with
 * the SPEC's message and the form is not sent. Without JavaScript the plain file input does the job.
 */
import { TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

test("an attachment is queued, sent with progress to 100 %, and added; a refused one stops the form", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ συνημμένο σε αναμονή ${testInfo.project.name}${Date.now().toString(36)}`;
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, validDecision(subject));
  expect((await submitForm(page)).status()).toBeLessThan(400);
  await page.getByRole("link", { name: "Συνημμένα", exact: true }).click();
  await expect(page.getByText("Η πράξη δεν έχει συνημμένα.")).toBeVisible();

  const staged: number[] = [];
  const formPosts: string[] = [];
  page.on("response", (r) => {
    if (r.request().method() !== "POST") return;
    if (r.url().endsWith("/decision/upload")) staged.push(r.status());
    else if (/\/decision\/attachments\//.test(r.url())) formPosts.push(r.url());
  });

  // A picture under a spreadsheet's name: refused by its content, with JavaScript before the form goes.
  const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  await page
    .getByLabel(/Αρχείο/)
    .setInputFiles({ name: "Πίνακας.xlsx", mimeType: "application/octet-stream", buffer: png });
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  await expect(page.getByText(TEXT.attachmentContentMismatch("Πίνακας.xlsx", "XLSX")).first()).toBeVisible();
  expect(staged).toEqual(js ? [400] : []);
  expect(formPosts).toHaveLength(js ? 0 : 1);
  formPosts.length = 0;

  const csv = "ΑΦΜ;Επωνυμία\n090000045;Δήμος Αθηναίων\n";
  await page
    .getByLabel(/Αρχείο/)
    .setInputFiles({ name: "Δικαιούχοι.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByLabel("Περιγραφή").fill("Πίνακας δικαιούχων");
  const queued = page.getByText("Σε αναμονή για αποστολή με το συνημμένο: Δικαιούχοι.csv");
  if (js) await expect(queued).toBeVisible();
  else await expect(queued).toHaveCount(0);

  // With JavaScript the file's upload and then the form's POST are held, so the bar is seen
  // while the file goes and at 100 % once it is sent.
  let releaseUpload = () => {};
  let releaseForm = () => {};
  if (js) {
    const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route("**/decision/upload", async (route) => {
      await uploadHeld;
      await route.continue();
    });
    await page.route(/\/decision\/attachments\//, async (route) => {
      if (route.request().method() === "POST") await formHeld;
      await route.continue();
    });
  }
  await page.getByRole("button", { name: "Προσθήκη" }).click();
  if (js) {
    const bar = page.getByRole("progressbar", { name: /^Αποστολή αρχείου: \d+%$/ });
    await expect(bar).toBeVisible();
    const percent = Number(await bar.getAttribute("value"));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    releaseUpload();
    await expect(bar).toHaveAttribute("value", "100");
    await expect(bar).toHaveAccessibleName("Αποστολή αρχείου: 100%");
    releaseForm();
  }
  await expect(page.getByText(TEXT.attachmentAdded("Δικαιούχοι.csv"))).toBeVisible();
  await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(queued).toHaveCount(0);
  expect(staged).toEqual(js ? [400, 200] : []);
  expect(formPosts).toHaveLength(1);
  const href = await page.getByRole("link", { name: "Πίνακας δικαιούχων", exact: true }).getAttribute("href");
  const downloaded = await page.request.get(href!);
  expect(downloaded.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect((await downloaded.body()).toString("utf8")).toBe(csv);
});
