/** Logging in and out through the real login form, and reading the session cookie. */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./env";

export type DemoUser = "admin" | "usermanager" | "orgadmin" | "submitter" | "publisher" | "apiuser";

export const SESSION_COOKIE = "register_session";

/** Fills the login form on the current page (which must be /login). */
export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Όνομα χρήστη").fill(username);
  await page.getByLabel("Κωδικός πρόσβασης").fill(password);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
}

/** Logs in from /login and waits until the portal has let the user in. */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await fillLogin(page, username, password);
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
  expect(await sessionId(page.context()), `no session cookie after logging in as ${username}`).toBeTruthy();
}

/** Logs out with the menu's logout button (a POST form, so it works without JavaScript). */
export async function logout(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Αποσύνδεση" }).first().click();
  await expect(page.getByRole("link", { name: "Σύνδεση" }).first()).toBeVisible();
  expect(await sessionId(page.context())).toBeNull();
}

/**
 * The session id inside the signed session cookie (app/access/cookies.server.ts: Remix
 * createCookie, value = base64(JSON) "." signature, URI-encoded).
 */
export async function sessionId(context: BrowserContext): Promise<string | null> {
  const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
  if (!cookie || !cookie.value) return null;
  const signed = decodeURIComponent(cookie.value);
  const encoded = signed.slice(0, signed.lastIndexOf("."));
  const value = JSON.parse(decodeURIComponent(escape(Buffer.from(encoded, "base64").toString("latin1"))));
  return typeof value === "string" && value ? value : null;
}
