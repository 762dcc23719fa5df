/**
 * With JavaScript, the decision types of the seeded catalogue that together use every widget it
 * defines, each submitted once through the browser form (./support/catalogue-submission.ts); all
 * 35 types are submitted without JavaScript by decision-form-catalogue.spec.ts.
 */
import { test } from "./support/fixtures";
import { login } from "./support/auth";
import { submitTypeThroughForm, typesCoveringEveryWidget } from "./support/catalogue-submission";

test.beforeEach(async ({ page }) => login(page, "submitter"));

for (const type of typesCoveringEveryWidget()) {
  test(`${type}: its form is filled from its definitions, submitted and shown`, async ({ page }, testInfo) => {
    await submitTypeThroughForm(page, type, testInfo.project.name);
  });
}
