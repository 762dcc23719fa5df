/**
 * WCAG 2.1 AA with axe (tests/e2e/a11y.spec.ts and the specs that check their own pages): every
 * axe rule tagged wcag2a, wcag2aa, wcag21a or wcag21aa, plus best practices, and ANY violation
 * fails, whatever its impact. JavaScript project only: axe cannot be injected with JavaScript off.
 *
 * axe-core is put into the page and `axe.run` is called there, sending back only what a report
 * needs (decision 149). @axe-core/playwright's builder, in the legacy mode decision 130 chose, does
 * the same around more work: it runs axe's source twice per page and sends back every rule's
 * result. What else it does, frames, the portal does not have.
 */
import axe from "axe-core";
import { expect, type Page } from "@playwright/test";

// WCAG 2.1 A and AA, and axe's best practices on top (headings, landmarks, regions): they pass too.
const RULE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

export async function expectNoViolations(page: Page) {
  expect(await axeReport(page), `axe (WCAG 2.1 AA) violations on ${page.url()}`).toEqual([]);
}

interface PageReport {
  /** Rules that passed: a page axe could not read passes almost none. */
  passes: number;
  violations: { id: string; impact: string | null; help: string; nodes: { target: string; summary: string }[] }[];
}

/** One line per violation on the page (empty when none), for tests that gather several pages. */
export async function axeReport(page: Page): Promise<string[]> {
  // A string, not a function: evaluated as a script of the page, it defines window.axe.
  await page.evaluate(axe.source);
  const results = await page.evaluate(async (tags): Promise<PageReport> => {
    const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
      // Every rule still runs on every node; only the failing nodes are gathered in full (passes and
      // "incomplete" keep one example each), which a page of thousands of nodes makes much cheaper.
      resultTypes: ["violations"],
    });
    return {
      passes: run.passes.length,
      violations: run.violations.map((v) => ({
        id: v.id,
        impact: v.impact ?? null,
        help: v.help,
        nodes: v.nodes.slice(0, 5).map((n) => ({
          target: n.target.join(" "),
          summary: n.failureSummary?.split("\n")[1]?.trim() ?? "",
        })),
      })),
    };
  }, RULE_TAGS);
  expect(results.passes, `axe checked ${page.url()}`).toBeGreaterThan(10);
  return results.violations.map(
    (v) =>
      `${v.impact ?? "?"} ${v.id}: ${v.help}\n    ${v.nodes.map((n) => `${n.target}  ${n.summary}`).join("\n    ")}`,
  );
}
