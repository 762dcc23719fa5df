/**
 * Axe on every page the crawler finds (issue 16 "Proof"): the site is walked from the home page
 * (tests/e2e/support/crawl.ts) anonymously and as each demo user with pages (the API-only user has
 * none), and one page of each route of the route table is checked with axe (tests/e2e/support/axe.ts:
 * WCAG 2.1 AA and best practices, any violation fails), a route checked for one visitor not again
 * for the next (65 routes on the demo data, about two minutes). JavaScript project only, as axe needs it. Every page's
 * report is gathered before failing, so one run names every page with a violation.
 */
import { crawlSite, routeShapeOf } from "./support/crawl";
import { axeReport } from "./support/axe";
import { login } from "./support/auth";
import { expect, test } from "./support/fixtures";

const VISITORS = ["anonymous", "admin", "usermanager", "orgadmin", "submitter", "publisher"] as const;

test("axe finds no violation on any page reachable from the home page", async ({ page }) => {
  test.setTimeout(600_000);
  const checked = new Set<string>();
  const failures: string[] = [];
  let pagesChecked = 0;
  for (const who of VISITORS) {
    if (who !== "anonymous") await login(page, who);
    // The page's request context shares the browser's cookies: the crawl sees what this visitor sees.
    const { pages } = await crawlSite(page.request, { perShape: 3, maxPages: 300, shape: routeShapeOf });
    for (const address of pages) {
      const shape = routeShapeOf(new URL(address, "http://x"));
      if (checked.has(shape)) continue;
      checked.add(shape);
      const response = await page.goto(address);
      if ((response?.status() ?? 0) >= 400) continue; // the link crawl (crawl.spec.ts) reports those
      const report = await axeReport(page);
      pagesChecked++;
      if (report.length > 0) failures.push(`${who} ${address}\n  ${report.join("\n  ")}`);
    }
    await page.context().clearCookies();
  }
  expect(failures, "axe (WCAG 2.1 AA) violations").toEqual([]);
  expect(pagesChecked, "the crawl reached the site's pages").toBeGreaterThan(40);
});
