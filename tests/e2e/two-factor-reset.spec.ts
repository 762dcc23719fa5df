/**
 * An administrator's reset of a user's lost second factor (issue 13; docs/decisions/074), with
 * JavaScript off and on: a clerk enrols an authenticator, the user manager resets it from the
 * user's page through a confirmation page that asks the manager's password (a wrong one is
 * refused and changes nothing), the clerk is told by e-mail (read from the real SMTP server
 * process) and logs in again with the password alone.
 */
import { generate } from "otplib";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { fillLogin, login, logout } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { auditActionsOn, createUser } from "./support/users";
import { waitForMail } from "../support/smtp-sink";

const factorsOf = (userId: number) =>
  (e2eDb().prepare("SELECT count(*) AS n FROM second_factors WHERE user_id = ?").get(userId) as { n: number }).n;

test("a user manager resets a clerk's lost second factor; the clerk is mailed and logs in with the password", async ({
  page,
}, info) => {
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const username = `lostphone-${tag}`;
  const email = `${username}@example.org`;
  const userId = await createUser({ username, name: `Χαμένο Κινητό ${tag}`, email, role: "ROLE_ORG_SUBMITTER" });

  // The clerk enrols an authenticator (the test plays the phone).
  await login(page, username);
  await page.goto("/profile/two-factor");
  await page.getByRole("button", { name: "Έναρξη ενεργοποίησης" }).click();
  const secret = (await page.locator("#totp-secret").innerText()).replace(/\s+/g, "");
  await page
    .getByLabel("Κωδικός από την εφαρμογή")
    .fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) }));
  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page.getByRole("heading", { name: "Κωδικοί ανάκτησης" })).toBeVisible();
  expect(factorsOf(userId)).toBe(1);
  await page.goto("/userhome");
  await logout(page);

  // The user manager finds the reset on the user's page: a confirmation page with their password.
  await login(page, "usermanager");
  await page.goto(`/administration/users/${userId}`);
  await page.getByRole("link", { name: "Επαναφορά ελέγχου δύο βημάτων" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/administration/users/${userId}/two-factor-reset`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(username);
  if (info.project.name === "js") await expectNoViolations(page);

  await page.getByLabel(/Ο δικός σας κωδικός πρόσβασης/).fill("not-the-password");
  await page.getByRole("button", { name: "Επαναφορά" }).click();
  await expect(page.getByText("Ο τρέχων κωδικός πρόσβασης δεν είναι σωστός.").first()).toBeVisible();
  expect(factorsOf(userId)).toBe(1);

  await page.getByLabel(/Ο δικός σας κωδικός πρόσβασης/).fill("demo-password");
  await page.getByRole("button", { name: "Επαναφορά" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/administration/users/${userId}`);
  await expect(
    page.getByText(`Ο έλεγχος δύο βημάτων του χρήστη ${username} επαναφέρθηκε.`, { exact: false }),
  ).toBeVisible();
  await expect.poll(() => factorsOf(userId)).toBe(0);
  expect(auditActionsOn(userId)).toEqual(expect.arrayContaining(["user.second-factor.reset"]));
  // Nothing left to reset: the link is gone.
  await expect(page.getByRole("link", { name: "Επαναφορά ελέγχου δύο βημάτων" })).toHaveCount(0);

  const mail = await waitForMail((m) => m.envelope.to.includes(email), 15_000);
  expect(mail.subject).toBe("Επαναφορά ελέγχου δύο βημάτων");
  expect(mail.text).toContain(`${BASE_URL}/profile/two-factor`);

  // The clerk logs in with the password alone.
  await logout(page);
  await page.goto("/login");
  await fillLogin(page, username);
  await expect(page).toHaveURL(`${BASE_URL}/userhome`);
});
