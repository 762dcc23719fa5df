/**
 * WCAG 2.1 AA checks with axe on the main pages. JavaScript project only: axe cannot be
 * injected into a page with JavaScript off (stack.md gotcha 2); the markup is the same.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { newestPublicDecisions } from "./support/db";

async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const report = serious.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => n.target.join(" "))
        .join("\n    ")}`,
  );
  expect(report, `axe violations on ${page.url()}`).toEqual([]);
}

test.describe("accessibility (axe, no serious or critical violations)", () => {
  const publicPages = () => {
    const [decision] = newestPublicDecisions(1);
    return [
      "/",
      "/search",
      "/search?query=%CE%BA%CE%B1%CE%B8%CE%B1%CF%81%CE%B9%CF%83%CE%BC%CE%BF%CF%8D",
      `/decision/view/${encodeURIComponent(decision.ada)}`,
      "/login",
    ];
  };

  test("public pages", async ({ page }) => {
    for (const path of publicPages()) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectNoSeriousViolations(page);
    }
  });

  test("the new-decision form, logged in", async ({ page }) => {
    await login(page, "submitter");
    await page.goto("/decision/new");
    await expect(page).toHaveURL(/\/decision\/new/);
    await expectNoSeriousViolations(page);
  });
});
