/**
 * Axe on every page the crawler finds (issue 16 "Proof"): the site is walked from the home page
 * (tests/e2e/support/crawl.ts) anonymously and as each demo user with pages (the API-only user has
 * none), and one page of each route of the route table is checked with axe (tests/e2e/support/axe.ts:
 * WCAG 2.1 AA and best practices, any violation fails), a route checked for one visitor not again
 * for the next (65 routes on the demo data, about two minutes). JavaScript project only, as axe needs it. Every page's
 * report is gathered before failing, so one run names every page with a violation.
 *
 * a11y.spec.ts leaves these pages as they load to the crawl (decision 130): the test fails if the
 * crawl no longer checks one of them, so that none goes unchecked.
 */
import { crawlSite, routeShapeOf } from "./support/crawl";
import { axeReport } from "./support/axe";
import { login } from "./support/auth";
import { expect, test } from "./support/fixtures";

const VISITORS = ["anonymous", "admin", "usermanager", "orgadmin", "submitter", "publisher"] as const;

/** Routes (route-table patterns, tests/e2e/support/crawl.ts routeShapeOf) a11y.spec.ts does not load again. */
const CHECKED_BY_THE_CRAWL_ONLY = [
  // public pages and information
  "/",
  "/search",
  "/searchInfo",
  "/decision/view/:ada",
  "/decision/view/v/:versionId",
  "/f/:org",
  "/stats",
  "/login",
  "/accessibility",
  "/termsOfUse",
  "/info",
  "/en",
  "/educationalMaterial",
  "/legislation",
  "/keyboardShortcuts",
  "/faq/search",
  "/faq/post",
  "/api/help",
  "/opendata/dumps",
  "/organization/visual",
  "/organization/history/:uid",
  // registration and profile
  "/registrations/(orgusers|apiusers)",
  "/security/requests/pwdreset",
  "/profile",
  "/profile/password",
  "/profile/email",
  "/profile/defaults",
  "/profile/tokens",
  "/alerts",
  "/notifications",
  // the clerk's decisions
  "/userhome",
  "/decision/new",
  "/decision/edit/:versionId",
  "/decision/delete/:versionId",
  "/decision/correctedcopy/:versionId",
  "/decision/attachments/:versionId",
  "/decision/revocation/request/:ada",
  "/decision/revocation/complete/:ada",
  "/decision/revocation/mass",
  // administration
  "/notice/search",
  "/administration/users",
  "/administration/users/:userId",
  "/administration/users/:userId/(enable|disable|lock|unlock)",
  "/administration/users/:userId/grant",
  "/administration/users/:userId/withdraw",
  "/administration/dt",
  "/administration/dt/:uid",
  "/administration/dt/:uid/withdraw",
  "/administration/dtperorgtype",
  // organisations, units, signers
  "/organization/new",
  "/organization/edit/:uid",
  "/organization/delete/:uid",
  "/organization/:change(activate|rename|move|merge)/:uid",
  "/organization/unit/search",
  "/organization/unit/new",
  "/organization/unit/edit/:uid",
  "/organization/unit/delete/:uid",
  "/organization/signer/search",
  "/organization/signer/new",
  "/organization/dtview",
  "/organization/recipients",
  "/organization/templates",
  "/organization/pubdocs",
];

test("axe finds no violation on any page reachable from the home page", async ({ page }) => {
  test.setTimeout(600_000);
  const checked = new Set<string>();
  const axeChecked = new Set<string>();
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
      axeChecked.add(shape);
      if (report.length > 0) failures.push(`${who} ${address}\n  ${report.join("\n  ")}`);
    }
    await page.context().clearCookies();
  }
  expect(failures, "axe (WCAG 2.1 AA) violations").toEqual([]);
  expect(pagesChecked, "the crawl reached the site's pages").toBeGreaterThan(40);
  expect(
    CHECKED_BY_THE_CRAWL_ONLY.filter((route) => !axeChecked.has(route)),
    "routes a11y.spec.ts leaves to the crawl that it did not check",
  ).toEqual([]);
});
