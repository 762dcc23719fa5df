/**
 * E-mail alerts for a search (issue 12), with JavaScript off and on: a visitor follows a search
 * from the search page, confirms the address from the mail the real SMTP server process received,
 * a decision matching the search is published, and the alert's mail arrives with exactly that
 * decision and the List-Unsubscribe headers; the mail client's one-click POST ends the alert. A
 * logged-in user follows a search without a confirmation, sees it on /alerts, changes and deletes it.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { submitAndPublish, validDecision } from "./support/decision-form";
import { waitForMail } from "../support/smtp-sink";
import { TEXT } from "#app/messages";

const alertsOf = (email: string) =>
  e2eDb()
    .prepare("SELECT id, confirmed_at AS confirmedAt, frequency FROM search_alerts WHERE email = ?")
    .all(email) as {
    id: number;
    confirmedAt: number | null;
    frequency: string;
  }[];

/** A word no seeded decision has, so the followed search matches only what the test publishes. */
const wordOf = (project: string) => `alert${project.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;

test("a visitor follows a search, confirms by e-mail, gets exactly the new match, and unsubscribes in one click", async ({
  page,
  request,
}, info) => {
  const word = wordOf(info.project.name);
  const email = `${word}@example.org`;

  await page.goto(`/search?query=${encodeURIComponent(word)}`);
  await page.getByRole("button", { name: TEXT.alertFollow }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ειδοποίηση με e-mail για νέες πράξεις" })).toBeVisible();
  // A wrong address comes back with its message; nothing is stored.
  await page.getByRole("textbox", { name: /Διεύθυνση ηλεκτρονικού ταχυδρομείου/ }).fill("όχι διεύθυνση");
  await page.getByRole("button", { name: "Ενεργοποίηση ειδοποίησης" }).click();
  await expect(page.getByText(TEXT.alertEmailInvalid).first()).toBeVisible();
  await page.getByRole("textbox", { name: /Διεύθυνση ηλεκτρονικού ταχυδρομείου/ }).fill(email);
  await page.getByRole("radio", { name: "Αμέσως, με κάθε νέα πράξη" }).check();
  await page.getByRole("button", { name: "Ενεργοποίηση ειδοποίησης" }).click();
  await expect(page.getByRole("status")).toContainText(TEXT.alertCheckMail);
  expect(alertsOf(email)).toEqual([expect.objectContaining({ confirmedAt: null, frequency: "immediate" })]);

  // The double opt-in: the link in the mail opens the alert's page; its button confirms.
  const confirmation = await waitForMail((m) => m.envelope.to.includes(email), 20_000);
  expect(confirmation.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  const manageUrl = /https?:\/\/\S+\/alerts\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0];
  expect(manageUrl, confirmation.text).toBeTruthy();
  await page.goto(manageUrl!);
  await expect(page.getByText("Αναμένει επιβεβαίωση της διεύθυνσης")).toBeVisible();
  await page.getByRole("button", { name: "Επιβεβαίωση" }).click();
  await expect(page.getByRole("status")).toContainText(TEXT.alertConfirmed);
  expect(alertsOf(email)[0].confirmedAt).not.toBeNull();

  // A matching publication: the alert's mail lists exactly it.
  const ada = await submitAndPublish(page, validDecision(`ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ${word} για δοκιμή ειδοποίησης`));
  const notice = await waitForMail((m) => m.envelope.to.includes(email) && m.subject.includes("νέα πράξη"), 30_000);
  expect(notice.subject).toBe(`1 νέα πράξη: «${word}»`);
  expect([...notice.text.matchAll(/ΑΔΑ (\S+):/g)].map((m) => m[1])).toEqual([ada]);
  const unsubscribe = /^<(.+)>$/.exec(notice.headers["list-unsubscribe"])?.[1];
  expect(unsubscribe).toBe(`${manageUrl}/unsubscribe`);

  // RFC 8058: the mail client POSTs from its own servers, with no cookie and no form token.
  const answer = await request.post(unsubscribe!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(answer.status()).toBe(200);
  expect(alertsOf(email)).toEqual([]);
  await page.goto(manageUrl!);
  await expect(page.getByText(TEXT.alertNotFound).first()).toBeVisible();
});

test("a logged-in user follows a search at once, and changes and deletes it from /alerts", async ({ page }, info) => {
  const word = wordOf(info.project.name);
  await login(page, "publisher");
  await page.goto(`/search?query=${encodeURIComponent(word)}`);
  await page.getByRole("button", { name: TEXT.alertFollow }).click();
  await expect(page.getByText(/Τα μηνύματα θα αποστέλλονται στη διεύθυνση του λογαριασμού σας/)).toBeVisible();
  await page.getByRole("button", { name: "Ενεργοποίηση ειδοποίησης" }).click();
  await expect(page.getByRole("status")).toContainText(TEXT.alertCreated);

  await page.goto("/alerts");
  const row = page.getByRole("row").filter({ hasText: `«${word}»` });
  await expect(row).toContainText("Μία φορά την ημέρα (σύνοψη)");
  await row.getByRole("link", { name: /Αλλαγή ή κατάργηση/ }).click();
  await expect(page.getByText(/Ενεργή από/)).toBeVisible();
  await page.getByRole("radio", { name: "Αμέσως, με κάθε νέα πράξη" }).check();
  await page.getByRole("button", { name: "Αποθήκευση συχνότητας" }).click();
  await expect(page.getByRole("status")).toContainText(TEXT.alertSaved);
  await page.getByRole("button", { name: "Κατάργηση ειδοποίησης" }).click();
  await expect(page).toHaveURL(/\/alerts$/);
  await expect(page.getByRole("status")).toContainText(TEXT.alertDeleted);
  await expect(page.getByRole("row").filter({ hasText: `«${word}»` })).toHaveCount(0);
});
