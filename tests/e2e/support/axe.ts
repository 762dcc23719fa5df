/**
 * WCAG 2.1 AA with axe (tests/e2e/a11y.spec.ts and the specs that check their own pages): every
 * axe rule tagged wcag2a, wcag2aa, wcag21a or wcag21aa, plus best practices, and ANY violation
 * fails, whatever its impact. JavaScript project only: axe cannot be injected with JavaScript off.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// WCAG 2.1 A and AA, and axe's best practices on top (headings, landmarks, regions): they pass too.
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export async function expectNoViolations(page: Page) {
  expect(await axeReport(page), `axe (WCAG 2.1 AA) violations on ${page.url()}`).toEqual([]);
}

/** One line per violation on the page (empty when none), for tests that gather several pages. */
export async function axeReport(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(RULE_TAGS)
    // Every rule still runs on every node; only the failing nodes are gathered in full (passes and
    // "incomplete" keep one example each), which a page of thousands of nodes makes much cheaper.
    .options({ resultTypes: ["violations"] })
    // axe.run in the page itself: the default splits the run per frame and finishes it in a second,
    // blank page, shipping every node's partial result through Playwright (/profile/defaults, 5,600
    // nodes: 88 s against 8 s, decision 130). It only loses cross-origin frames; the portal has none.
    .setLegacyMode()
    .analyze();
  // A page axe could not read would have no violations either: make sure it checked the page.
  expect(results.passes.length, `axe checked ${page.url()}`).toBeGreaterThan(10);
  return results.violations.map(
    (v) =>
      `${v.impact ?? "?"} ${v.id}: ${v.help}\n    ${v.nodes
        .slice(0, 5)
        .map((n) => `${n.target.join(" ")}  ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`)
        .join("\n    ")}`,
  );
}
