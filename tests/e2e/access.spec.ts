/**
 * Route guards (SPEC §6): login required and the way back, rights missing, a forged request,
 * and an expired session.
 */
import { test, expect } from "./support/fixtures";
import { fillLogin, login, sessionId } from "./support/auth";
import { BASE_URL } from "./support/env";
import { decisionById, decisionsWithSubject, e2eDb, expireSession } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";
const SESSION_EXPIRED = "Έχει λήξει το χρονικό όριο της σύνδεσής σας.";

test("an anonymous visitor is sent to /login and, once logged in, back to /decision/new", async ({ page }) => {
  await page.goto("/decision/new");
  await expect(page).toHaveURL(/\/login\?/);
  expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/decision/new");
  await fillLogin(page, "submitter");
  await expect(page).toHaveURL(/\/decision\/new$/);
  await expect(page.getByLabel("Είδος πράξης").first()).toBeVisible();
});

test("an API-only user is refused the entry screen and sent home with the SPEC message", async ({ page }) => {
  await login(page, "apiuser");
  await page.goto("/decision/new");
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

test("a submitter's forged publish request gets 403 and the decision stays unpublished", async ({
  page,
  browser,
}, testInfo) => {
  const subject = `Πράξη για έλεγχο δικαιωμάτων ${testInfo.project.name} ${Date.now().toString(36)}`;
  await login(page, "submitter");
  await openNewDecisionForm(page);
  await fillDecision(page, validDecision(subject));
  await submitForm(page);
  await expect(page.getByText("Η πράξη υποβλήθηκε.")).toBeVisible();
  const decisionUrl = page.url();
  const [stored] = decisionsWithSubject(subject);
  expect(stored?.status).toBe("SUBMITTED");

  // The real publish form, as a publisher sees it (not submitted).
  const publisherContext = await browser.newContext();
  const publisher = await publisherContext.newPage();
  await login(publisher, "publisher");
  await publisher.goto(decisionUrl);
  // The confirmation page's address (with JavaScript the link opens it as a dialog in place).
  const publishLink = publisher.getByRole("link", { name: "Ανάρτηση" });
  const confirmUrl = new URL((await publishLink.getAttribute("href"))!, decisionUrl).toString();
  await publishLink.click();
  await expect(publisher.getByRole("heading", { name: "Μήνυμα επιβεβαίωσης" })).toBeVisible();
  const form = publisher
    .locator("form")
    .filter({ has: publisher.getByRole("button", { name: "Ανάρτηση", exact: true }) });
  const action = new URL((await form.getAttribute("action")) ?? confirmUrl, confirmUrl).toString();
  const fields: Record<string, string> = {};
  for (const input of await form.locator("input[name], textarea[name], select[name]").all()) {
    const name = (await input.getAttribute("name"))!;
    const type = (await input.getAttribute("type")) ?? "";
    if (type === "checkbox" || type === "radio") {
      if (await input.isChecked()) fields[name] = (await input.getAttribute("value")) ?? "on";
    } else {
      fields[name] = await input.inputValue();
    }
  }
  const button = form.getByRole("button", { name: "Ανάρτηση", exact: true });
  const buttonName = await button.getAttribute("name");
  if (buttonName) fields[buttonName] = (await button.getAttribute("value")) ?? "";
  await publisherContext.close();

  // The submitter cannot even open the confirmation page...
  await page.goto(confirmUrl);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();

  // ...and a hand-made POST of the same form, from the portal's own origin, is refused.
  const forged = await page.request.post(action, {
    form: fields,
    headers: { Origin: BASE_URL, Referer: confirmUrl },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(FORBIDDEN);
  const after = decisionById(stored.id);
  expect(after?.status).toBe("SUBMITTED");
  expect(after?.ada).toBeNull();
});

test("an expired session sends the user to log in again with the SPEC message", async ({ page }) => {
  await login(page, "submitter");
  await page.goto("/decision/new");
  await expect(page).toHaveURL(/\/decision\/new$/);

  const id = await sessionId(page.context());
  expect(id).toBeTruthy();
  expect(expireSession(id!), "the session cookie names no session row").toBe(1);

  await page.goto("/decision/new");
  await expect(page).toHaveURL(/\/login\?/);
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  // Logging in again leads back to the page that was asked for.
  await fillLogin(page, "submitter");
  await expect(page).toHaveURL(/\/decision\/new$/);
});

test("an API-only user cannot open the publishing confirmation nor publish through it", async ({ page }) => {
  const submitted = e2eDb()
    .prepare(
      "SELECT id, latest_version_id AS versionId FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013' LIMIT 1",
    )
    .get() as { id: number; versionId: string };
  await login(page, "apiuser");
  await page.goto(`/decision/publish/${submitted.versionId}`);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  // The screen's form, posted with this browser's own valid token: still refused.
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(`/decision/publish/${submitted.versionId}`, {
    form: { csrf: token, recipients: "" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(decisionById(submitted.id)?.status).toBe("SUBMITTED");
});
