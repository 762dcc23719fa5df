/**
 * The `test` every spec uses. On top of Playwright's own it fails a test when the portal
 * answers any request with a 5xx status (bad input must never reach a 500) or a page throws an
 * uncaught script error.
 */
import { test as base, expect } from "@playwright/test";
import { BASE_URL } from "./env";

export const test = base.extend<{ serverErrors: string[] }>({
  serverErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on("response", (response) => {
        if (response.status() >= 500 && response.url().startsWith(BASE_URL)) {
          errors.push(`${response.status()} ${response.request().method()} ${response.url()}`);
        }
      });
      context.on("weberror", (error) => errors.push(`page error: ${error.error().message}`));
      await use(errors);
      expect(errors, "the portal answered with a server error or a page threw").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
