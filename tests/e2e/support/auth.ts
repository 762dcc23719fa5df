/** Logging in and out through the real login form, and reading the session cookie. */
import { expect, type BrowserContext, type Page } from "@playwright/test";
import { CSRF_FIELD } from "#app/http/csrf-field";
import { DEMO_PASSWORD } from "./env";

export type DemoUser = "admin" | "usermanager" | "orgadmin" | "submitter" | "publisher" | "apiuser";

export const SESSION_COOKIE = "register_session";

/** Fills the login form on the current page (which must be /login). */
export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel("Όνομα χρήστη").fill(username);
  await page.getByLabel("Κωδικός πρόσβασης").fill(password);
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
}

/**
 * Logs in and opens the page the portal sends the user to. Here a login is a test's set-up (the
 * form itself is tested with fillLogin in the access, registration and two-factor specs), so the
 * form is posted over HTTP from the page's own context, with the token its /login page gave and
 * the cookies the browser keeps, and only the landing page is loaded in the browser: one page load
 * instead of two, and no typing (decision 143).
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  const form = await page.request.get("/login");
  const token = new RegExp(`name="${CSRF_FIELD}" value="([^"]+)"`).exec(await form.text())?.[1];
  expect(token, "no form token on /login: is a user logged in already?").toBeTruthy();
  const answer = await page.request.post("/login", {
    form: { username, password, [CSRF_FIELD]: token! },
    maxRedirects: 0,
  });
  expect(answer.status(), `logging in as ${username}`).toBe(303);
  await page.goto(answer.headers()["location"]);
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
