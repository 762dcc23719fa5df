/**
 * Every one of the 35 decision types of the seeded catalogue submitted once through the browser
 * form, without JavaScript (./support/catalogue-submission.ts says what each test checks).
 * Measured (2 shared cores, 2026-11-28): 35 types in 160 s without JavaScript (4.6 s each); the
 * same in the js project would add about 3 minutes, past the 4 minutes this proof allows itself,
 * so with JavaScript decision-form-catalogue-js.spec.ts submits the 7 types whose forms together
 * hold every widget of the catalogue (about 40 s). playwright.config.ts runs each file in its own
 * project.
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
