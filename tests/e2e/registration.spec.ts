/**
 * Registration, activation and password reset end to end (issue 13), with JavaScript off and on:
 * the links are read from the messages the real SMTP server process received, as a person reads
 * them in their mailbox. The database is the ground truth for what was stored.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { fillLogin, login, logout } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL, DEMO_PASSWORD } from "./support/env";
import { createUser, sessionCountOf } from "./support/users";
import { waitForMail, type SunkMail } from "../support/smtp-sink";

const INVALID_LINK = "Ο σύνδεσμος δεν είναι έγκυρος, έχει ήδη χρησιμοποιηθεί ή έχει λήξει.";

function linkIn(mail: SunkMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path.replace(/[/?]/g, "\\$&")}\\?uac=[A-Za-z0-9_-]{43}`).exec(mail.text);
  expect(match, `a ${path} link in: ${mail.text}`).not.toBeNull();
  return match![0];
}

/** A required form field by its label, as a screen reader names it. */
const field = (page: Page, label: string) => page.getByRole("textbox", { name: `${label} (υποχρεωτικό)`, exact: true });

const account = (username: string) =>
  e2eDb().prepare("SELECT id, enabled, user_type AS userType FROM users WHERE username = ?").get(username) as
    { id: number; enabled: number; userType: string } | undefined;

test("an organisation user registers, activates the account from the e-mail and logs in", async ({ page }, info) => {
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const username = `reg-${tag}`;
  const email = `${username}@example.org`;
  const password = "τρία άσχετα λόγια εδώ";

  await page.goto("/login");
  await page.getByRole("link", { name: "Εγγραφή χρήστη φορέα" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Εγγραφή χρήστη φορέα" })).toBeVisible();
  await field(page, "Όνομα χρήστη").fill(username);
  await field(page, "Όνομα").fill("Ζωή");
  await field(page, "Επώνυμο").fill("Εγγραφής");
  await field(page, "Ηλεκτρονικό ταχυδρομείο").fill(email);
  await field(page, "Κωδικός φορέα").fill("6013");
  // A password from the breached list is refused, next to the field and in the summary.
  await field(page, "Κωδικός πρόσβασης").fill("password123");
  await field(page, "Επανάληψη κωδικού πρόσβασης").fill("password123");
  await page.getByRole("button", { name: "Υποβολή αίτησης" }).click();
  await expect(page.getByRole("heading", { name: "Υπάρχουν λάθη στη φόρμα" })).toBeVisible();
  await expect(page.getByText("είναι από τους πιο συνηθισμένους").first()).toBeVisible();
  expect(account(username)).toBeUndefined();

  await field(page, "Κωδικός πρόσβασης").fill(password);
  await field(page, "Επανάληψη κωδικού πρόσβασης").fill(password);
  await page.getByRole("button", { name: "Υποβολή αίτησης" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await expect(page.getByRole("status")).toContainText(`Σας στείλαμε μήνυμα στη διεύθυνση ${email}`);
  expect(account(username)).toMatchObject({ enabled: 0, userType: "ORG_USER" });

  // Not yet active: the login says so (after the right password only).
  await fillLogin(page, username, password);
  await expect(page.getByText("Ο λογαριασμός σας δεν είναι ενεργός.").first()).toBeVisible();

  const mail = await waitForMail((m) => m.envelope.to.includes(email), 15_000);
  expect(mail.subject).toBe(`Ενεργοποίηση λογαριασμού ${username}`);
  const link = linkIn(mail, "/security/activation");
  expect(link.startsWith(`${BASE_URL}/security/activation?uac=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByText(`Ενεργοποίηση του λογαριασμού με όνομα χρήστη ${username}.`)).toBeVisible();
  expect(account(username)!.enabled, "opening the link changes nothing").toBe(0);
  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await expect(page.getByRole("status")).toContainText("Ο λογαριασμός σας ενεργοποιήθηκε.");
  expect(account(username)!.enabled).toBe(1);

  // The link works once.
  const again = await page.goto(link);
  expect(again?.status()).toBe(400);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();

  await login(page, username, password);
  await expect(page.getByRole("banner").getByText("Ζωή Εγγραφής")).toBeVisible();
});

test("a password reset never says whether an account exists; its link sets a new password once", async ({
  page,
}, info) => {
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const username = `reset-${tag}`;
  const email = `${username}@example.org`;
  const oldPassword = "ο παλιός μου κωδικός";
  const newPassword = "ο καινούργιος κωδικός μου";
  // An account of its own, registered and activated the way the test above does it.
  await page.goto("/registrations/orgusers");
  await field(page, "Όνομα χρήστη").fill(username);
  await field(page, "Όνομα").fill("Πέτρος");
  await field(page, "Επώνυμο").fill("Επαναφοράς");
  await field(page, "Ηλεκτρονικό ταχυδρομείο").fill(email);
  await field(page, "Κωδικός φορέα").fill("6013");
  await field(page, "Κωδικός πρόσβασης").fill(oldPassword);
  await field(page, "Επανάληψη κωδικού πρόσβασης").fill(oldPassword);
  await page.getByRole("button", { name: "Υποβολή αίτησης" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await page.goto(linkIn(await waitForMail((m) => m.envelope.to.includes(email), 15_000), "/security/activation"));
  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page.getByRole("status")).toContainText("Ο λογαριασμός σας ενεργοποιήθηκε.");

  // The same answer for an unknown name and for the real one.
  const answers: string[] = [];
  for (const identifier of [`nobody-${tag}`, email]) {
    await page.goto("/login");
    await page.getByRole("link", { name: "Ξεχάσατε τον κωδικό πρόσβασης;" }).click();
    await field(page, "Όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο").fill(identifier);
    await page.getByRole("button", { name: "Αποστολή συνδέσμου" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    answers.push(await page.getByRole("status").innerText());
  }
  expect(answers[0]).toContain("Αν υπάρχει ενεργός λογαριασμός με αυτά τα στοιχεία");
  expect(answers[1]).toBe(answers[0]);

  const mail = await waitForMail(
    (m) => m.envelope.to.includes(email) && m.subject === "Ορισμός νέου κωδικού πρόσβασης",
    15_000,
  );
  const link = linkIn(mail, "/security/pwdreset");
  await page.goto(link);
  await field(page, "Νέος κωδικός πρόσβασης").fill("1234567890");
  await field(page, "Επανάληψη νέου κωδικού πρόσβασης").fill("1234567890");
  await page.getByRole("button", { name: "Αλλαγή κωδικού" }).click();
  await expect(page.getByText("είναι από τους πιο συνηθισμένους").first()).toBeVisible();
  await field(page, "Νέος κωδικός πρόσβασης").fill(newPassword);
  await field(page, "Επανάληψη νέου κωδικού πρόσβασης").fill(newPassword);
  await page.getByRole("button", { name: "Αλλαγή κωδικού" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await expect(page.getByRole("status")).toContainText("Ο κωδικός πρόσβασης άλλαξε");

  await fillLogin(page, username, oldPassword);
  await expect(page.getByText("Λάθος όνομα χρήστη ή κωδικός πρόσβασης.").first()).toBeVisible();
  await login(page, username, newPassword);
  await logout(page);
  expect((await page.goto(link))?.status()).toBe(400);
  await expect(page.getByText(INVALID_LINK)).toBeVisible();
});

test("on /profile a user edits their details, confirms a new e-mail address, changes the password and signs out sessions", async ({
  page,
  browser,
}, info) => {
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const username = `profile-${tag}`;
  const userId = await createUser({ username, name: "Άννα Προφίλ", email: `${username}@example.org` });
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await login(otherPage, username);
  await login(page, username);

  await page.getByRole("link", { name: "Το προφίλ μου" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Το προφίλ μου" })).toBeVisible();
  await page.getByRole("textbox", { name: "Τηλέφωνο" }).fill("210 7654321");
  await page.getByRole("button", { name: "Αποθήκευση στοιχείων" }).click();
  await expect(page.getByRole("status")).toContainText("Τα στοιχεία σας αποθηκεύτηκαν.");
  expect(e2eDb().prepare("SELECT phone FROM users WHERE id = ?").get(userId)).toEqual({ phone: "210 7654321" });

  // Two sessions listed; ending the other one logs that browser out.
  const rows = page.getByRole("table", { name: "Ανοιχτές συνδέσεις του λογαριασμού" }).getByRole("row");
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasNotText: "αυτή η σύνδεση" }).nth(1).getByRole("button").click();
  await expect(page.getByRole("status")).toContainText("Η σύνδεση τερματίστηκε.");
  expect(sessionCountOf(userId)).toBe(1);
  await otherPage.goto("/userhome");
  await expect(otherPage).toHaveURL(/\/login\?/);
  await elsewhere.close();

  // The e-mail address changes only once the new address confirms it.
  const newEmail = `new-${username}@example.org`;
  await page.getByRole("link", { name: "Αλλαγή ηλεκτρονικού ταχυδρομείου" }).click();
  await field(page, "Νέα διεύθυνση ηλεκτρονικού ταχυδρομείου").fill(newEmail);
  await page.getByRole("button", { name: "Αποστολή συνδέσμου" }).click();
  await expect(page.getByRole("status")).toContainText(`Σας στείλαμε μήνυμα στη διεύθυνση ${newEmail}.`);
  expect(e2eDb().prepare("SELECT email FROM users WHERE id = ?").get(userId)).toEqual({
    email: `${username}@example.org`,
  });
  const mail = await waitForMail((m) => m.envelope.to.includes(newEmail), 15_000);
  await page.goto(linkIn(mail, "/profile/email/confirm"));
  await page.getByRole("button", { name: "Επιβεβαίωση" }).click();
  await expect(page.getByRole("status")).toContainText(`είναι πλέον ${newEmail}`);
  expect(e2eDb().prepare("SELECT email FROM users WHERE id = ?").get(userId)).toEqual({ email: newEmail });

  // The password, with the current one.
  await page.goto("/profile/password");
  await field(page, "Τρέχων κωδικός πρόσβασης").fill("not-my-password");
  await field(page, "Νέος κωδικός πρόσβασης").fill("ένας ολοκαίνουργιος κωδικός");
  await field(page, "Επανάληψη νέου κωδικού πρόσβασης").fill("ένας ολοκαίνουργιος κωδικός");
  await page.getByRole("button", { name: "Αλλαγή κωδικού" }).click();
  await expect(page.getByText("Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός.").first()).toBeVisible();
  await field(page, "Τρέχων κωδικός πρόσβασης").fill(DEMO_PASSWORD);
  await field(page, "Νέος κωδικός πρόσβασης").fill("ένας ολοκαίνουργιος κωδικός");
  await field(page, "Επανάληψη νέου κωδικού πρόσβασης").fill("ένας ολοκαίνουργιος κωδικός");
  await page.getByRole("button", { name: "Αλλαγή κωδικού" }).click();
  await expect(page.getByRole("status")).toContainText("Ο κωδικός πρόσβασης άλλαξε.");

  await page.getByRole("button", { name: "Αποσύνδεση από παντού" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/login`);
  await expect(page.getByRole("status")).toContainText("Αποσυνδεθήκατε από παντού");
  expect(sessionCountOf(userId)).toBe(0);
  await login(page, username, "ένας ολοκαίνουργιος κωδικός");
});
