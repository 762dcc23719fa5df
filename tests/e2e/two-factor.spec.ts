/**
 * The two-step login (issue 13; docs/decisions/061), with JavaScript off and on: a clerk enrols an
 * authenticator from the profile (a wrong code is refused), keeps the recovery codes, then logs in
 * with password + the app's code, and once with a recovery code; the pages pass axe (JS project).
 * The test plays the phone: it makes the codes from the key the page shows.
 */
import type { Page } from "@playwright/test";
import { generate } from "otplib";
import { test, expect } from "./support/fixtures";
import { expectNoViolations } from "./support/axe";
import { fillLogin, logout, sessionId } from "./support/auth";
import { BASE_URL } from "./support/env";
import { auditActionsOn, createUser } from "./support/users";

const codeAt = (secret: string, at: number) => generate({ secret, epoch: Math.floor(at / 1000) });

async function checkAxe(page: Page, projectName: string) {
  if (projectName === "js") await expectNoViolations(page);
}

test("a clerk turns on the second step, then logs in with the app's code and with a recovery code", async ({
  page,
}, info) => {
  const tag = `${info.project.name.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;
  const username = `twostep-${tag}`;
  const userId = await createUser({
    username,
    name: `Δύο Βήματα ${tag}`,
    email: `${username}@example.org`,
    role: "ROLE_ORG_SUBMITTER",
  });

  await page.goto("/login");
  await fillLogin(page, username);
  await expect(page).toHaveURL(`${BASE_URL}/userhome`);
  await page.goto("/profile");
  await page.getByRole("link", { name: /Έλεγχος δύο βημάτων/ }).click();
  await checkAxe(page, info.project.name);
  await page.getByRole("button", { name: "Έναρξη ενεργοποίησης" }).click();
  const secret = (await page.locator("#totp-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  // A wrong code: the error beside the field and in the summary; nothing turned on.
  await page.getByLabel("Κωδικός από την εφαρμογή").fill("000000");
  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
  await expect(page.getByText("Ο κωδικός δεν είναι σωστός ή έχει ήδη χρησιμοποιηθεί.").first()).toBeVisible();
  await checkAxe(page, info.project.name);

  const enrolledAt = Date.now();
  await page.getByLabel("Κωδικός από την εφαρμογή").fill(await codeAt(secret, enrolledAt));
  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page.getByRole("heading", { name: "Κωδικοί ανάκτησης" })).toBeVisible();
  const recoveryCodes = await page.locator(".recovery-codes code").allInnerTexts();
  expect(recoveryCodes).toHaveLength(10);
  expect(auditActionsOn(userId)).toEqual(expect.arrayContaining(["user.second-factor.enable"]));

  // Password alone no longer opens a session: the second step asks for the code.
  await page.goto("/userhome");
  await logout(page);
  await page.goto("/login");
  await fillLogin(page, username);
  await expect(page).toHaveURL(`${BASE_URL}/login/code`);
  expect(await sessionId(page.context())).toBeFalsy();
  await checkAxe(page, info.project.name);
  // The next 30-second step's code (the one used to enrol is spent).
  await page.getByLabel(/^Κωδικός(?! πρόσβασης)/).fill(await codeAt(secret, enrolledAt + 30_000));
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/userhome`);
  expect(await sessionId(page.context())).toBeTruthy();

  // A recovery code works once.
  await logout(page);
  await page.goto("/login");
  await fillLogin(page, username);
  await expect(page).toHaveURL(`${BASE_URL}/login/code`);
  await page.getByLabel(/^Κωδικός(?! πρόσβασης)/).fill(recoveryCodes[0]);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
  await expect(page).toHaveURL(`${BASE_URL}/userhome`);
  await page.goto("/profile/two-factor");
  await expect(page.getByText(/Απομένουν\s+9\s+αχρησιμοποίητοι/)).toBeVisible();
});
