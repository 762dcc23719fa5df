/**
 * SPEC §2 "Upload: files are queued, not uploaded automatically. Progress runs 0 to 100 percent."
 * With JavaScript the chosen PDF waits in a queue, is sent ahead of the form when it is submitted,
 * and a form sent back with an error keeps it (no need to choose it again). Without JavaScript the
 * file goes with the form, as before, and the form asks for it again after an error.
 */
import { TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { decisionsWithSubject, e2eDb } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

test("a decision's PDF is queued, sent with progress, and kept when the form comes back with an error", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ αρχείο σε αναμονή ${testInfo.project.name}${Date.now().toString(36)}`;
  const decision = validDecision(subject);
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, { ...decision, subject: "", pdf: { ...decision.pdf!, name: "Απόφαση σε αναμονή.pdf" } });

  const queued = page.getByText("Σε αναμονή για αποστολή με την πράξη: Απόφαση σε αναμονή.pdf");
  const staged: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/decision/upload")) staged.push(r.url());
  });
  if (js) await expect(queued).toBeVisible();
  else await expect(queued).toHaveCount(0);

  // With JavaScript the file is sent first, with a progress bar (0 to 100 %) while it goes: the
  // upload's answer is held back here so the bar can be seen.
  let release = () => {};
  let releaseForm = () => {};
  if (js) {
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/decision/upload", async (route) => {
      await held;
      await route.continue();
    });
    // The form's own POST is held too: the finished upload's 100 % must be shown while it goes.
    const formHeld = new Promise<void>((resolve) => (releaseForm = resolve));
    await page.route(/\/decision\/new/, async (route) => {
      if (route.request().method() === "POST") await formHeld;
      await route.continue();
    });
  }
  const answer = submitForm(page);
  if (js) {
    const bar = page.getByRole("progressbar", { name: /^Αποστολή αρχείου: \d+%$/ });
    await expect(bar).toBeVisible();
    const percent = Number(await bar.getAttribute("value"));
    expect(percent).toBeGreaterThanOrEqual(0);
    expect(percent).toBeLessThanOrEqual(100);
    await expect(bar).toHaveAccessibleName(`Αποστολή αρχείου: ${percent}%`);
    release();
    // The upload is done: the bar reaches 100 % and says so (its label is in the live region).
    await expect(bar).toHaveAttribute("value", "100");
    await expect(bar).toHaveAccessibleName("Αποστολή αρχείου: 100%");
    releaseForm();
  }
  // The subject is missing: the form comes back with that error and nothing is saved.
  expect((await answer).status()).toBe(400);
  if (js) await expect(page.getByRole("progressbar")).toHaveCount(0);
  await expect(page.getByText("Το πεδίο είναι υποχρεωτικό").first()).toBeVisible();
  expect(decisionsWithSubject(subject)).toHaveLength(0);
  if (js) {
    expect(staged).toHaveLength(1);
    await expect(page.getByText(TEXT.stagedUploadKept("Απόφαση σε αναμονή.pdf"))).toBeVisible();
  } else {
    expect(staged).toHaveLength(0);
    await expect(page.getByText(/Επιλέξτε ξανά το αρχείο/)).toBeVisible();
    await page.getByLabel("Αρχείο πράξης", { exact: false }).setInputFiles({
      ...decision.pdf!,
      name: "Απόφαση σε αναμονή.pdf",
    });
  }

  // Only the subject is filled in now: with JavaScript the file sent before is the one saved.
  await page.getByLabel("Θέμα", { exact: false }).first().fill(subject);
  expect((await submitForm(page)).status()).toBeLessThan(400);
  const [row] = decisionsWithSubject(subject);
  expect(row).toBeTruthy();
  const document = e2eDb()
    .prepare(
      `SELECT doc.filename FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
         JOIN documents doc ON doc.id = v.document_id WHERE d.id = ?`,
    )
    .get(row.id) as { filename: string };
  expect(document.filename).toBe("Απόφαση σε αναμονή.pdf");
  expect(staged).toHaveLength(js ? 1 : 0);
});

test("a file that is not a PDF is refused before the form is sent", async ({ page }, testInfo) => {
  const js = testInfo.project.name === "js";
  const subject = `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ όχι PDF ${testInfo.project.name}${Date.now().toString(36)}`;
  await login(page, "publisher");
  await openNewDecisionForm(page, "Β.1.3");
  await fillDecision(page, {
    ...validDecision(subject),
    pdf: { name: "apofasi.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 not a document") },
  });
  if (js) {
    const formPosts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && /\/decision\/new/.test(r.url())) formPosts.push(r.url());
    });
    const [upload] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/decision/upload")),
      page.getByRole("button", { name: "Υποβολή" }).click(),
    ]);
    expect(upload.status()).toBe(400);
    await expect(page.getByText(TEXT.fileNotPdf).first()).toBeVisible();
    expect(formPosts).toHaveLength(0);
  } else {
    expect((await submitForm(page)).status()).toBe(400);
    await expect(page.getByText(TEXT.fileNotPdf).first()).toBeVisible();
  }
  expect(decisionsWithSubject(subject)).toHaveLength(0);
});
