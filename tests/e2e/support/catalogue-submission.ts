/**
 * One decision type of the seeded catalogue submitted through the browser form (issue 8 "every
 * decision type's form rendered and submitted once with valid data end to end"): the type is
 * chosen, the metadata filled, the type's required fields filled from its field definitions
 * (./decision-form-filler.ts), the form submitted, and the decision page shows the type, the
 * subject and a line for each field filled. Used by decision-form-catalogue(-js).spec.ts.
 */
import { expect, type Page } from "@playwright/test";
import { TEXT } from "#app/messages";
import { SEEDED_TYPES, seededDefs } from "#app/fields/testing-seed-defs";
import { decisionsWithSubject } from "./db";
import { expectShownOnDecisionPage, fillBasics, openNewDecisionForm, submitForm } from "./decision-form";
import { fillRequiredFields } from "./decision-form-filler";

export async function submitTypeThroughForm(page: Page, type: string, project: string): Promise<void> {
  await openNewDecisionForm(page, type);
  const subject = `ΠΡΑΞΗ του καταλόγου ${type} ${project} ${Date.now().toString(36)}`;
  await fillBasics(page, subject);
  const filled = await fillRequiredFields(page, type);
  const response = await submitForm(page);
  if (response.status() >= 400) {
    const summary = await page.getByRole("alert").first().textContent();
    expect(response.status(), `refused: ${summary}`).toBeLessThan(400);
  }
  await expect(page.getByText(TEXT.decisionSubmitted)).toBeVisible();
  expect(decisionsWithSubject(subject)).toHaveLength(1);
  await expectShownOnDecisionPage(page, "Θέμα", subject);
  await expectShownOnDecisionPage(page, "Είδος πράξης", new RegExp(`^${type.replace(/\./g, "\\.")} `));
  for (const label of filled.labels)
    await expect(page.getByRole("term").getByText(label, { exact: true }).first(), label).toBeVisible();
}

/**
 * Types that together use every widget the catalogue defines, chosen greedily (the type bringing
 * the most widgets not yet covered first): what the js project submits.
 */
export function typesCoveringEveryWidget(): string[] {
  const widgetsOf = new Map(SEEDED_TYPES.map((t) => [t, new Set(seededDefs(t).map((d) => d.widget))]));
  const uncovered = new Set([...widgetsOf.values()].flatMap((w) => [...w]));
  const chosen: string[] = [];
  while (uncovered.size > 0) {
    const gain = (t: string) => [...widgetsOf.get(t)!].filter((w) => uncovered.has(w)).length;
    const best = SEEDED_TYPES.filter((t) => !chosen.includes(t)).sort((a, b) => gain(b) - gain(a))[0];
    chosen.push(best);
    for (const w of widgetsOf.get(best)!) uncovered.delete(w);
  }
  return chosen;
}
