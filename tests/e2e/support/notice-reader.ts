/**
 * Reading notices as a second user (tests/e2e/notices*.spec.ts): a page of its own, logged in,
 * with or without JavaScript as the project runs; and SPEC §2's notification dialog closed the
 * way its reader closes it (modal and focused on «Κλείσιμο» with JavaScript, in the page without).
 */
import type { Browser, Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";
import { login, type DemoUser } from "./auth";

export async function loggedInPage(browser: Browser, user: DemoUser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await login(page, user);
  return page;
}

export async function closeNotificationDialog(outcome: Locator, javaScriptEnabled: boolean): Promise<void> {
  const close = outcome.getByRole("button", { name: "Κλείσιμο" });
  if (javaScriptEnabled) {
    await expect(close).toBeFocused();
    expect(await outcome.evaluate((d) => d.matches(":modal"))).toBe(true);
  }
  await close.click();
  await expect(outcome).toBeHidden();
}
