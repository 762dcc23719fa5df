/**
 * Every one of the 35 decision types of the seeded catalogue submitted once through the browser
 * form, without JavaScript (./support/catalogue-submission.ts says what each test checks).
 * All types in both projects would take about twice the 4 minutes this proof allows itself, so
 * with JavaScript decision-form-catalogue-js.spec.ts submits a subset that uses every widget of
 * the catalogue (playwright.config.ts runs each file in its own project).
 */
import { test } from "./support/fixtures";
import { login } from "./support/auth";
import { SEEDED_TYPES } from "#app/fields/testing-seed-defs";
import { submitTypeThroughForm } from "./support/catalogue-submission";

test.beforeEach(async ({ page }) => login(page, "submitter"));

for (const type of SEEDED_TYPES) {
  test(`${type}: its form is filled from its definitions, submitted and shown`, async ({ page }, testInfo) => {
    await submitTypeThroughForm(page, type, testInfo.project.name);
  });
}
