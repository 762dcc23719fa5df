/**
 * Comparing any two versions of a decision (issue 9): the version history on the decision's page
 * is a GET form with one «Από» and one «Προς» radio button per version, which leads to the
 * comparison's own address without JavaScript. A version compared with itself, or with another
 * decision's version, gets a Greek 400 that says so; a missing choice too. Reads only seeded data.
 */
import { TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { e2eDb } from "./support/db";

interface TwoVersions {
  ada: string;
  first: string;
  second: string;
}

/** A seeded corrected copy: a published decision with two published versions. */
function twoVersions(): TwoVersions {
  return e2eDb()
    .prepare(
      `SELECT d.ada, a.version_id AS first, b.version_id AS second FROM decisions d
         JOIN decision_versions a ON a.decision_id = d.id AND a.version_number = 1
         JOIN decision_versions b ON b.decision_id = d.id AND b.version_number = 2
        WHERE d.status = 'PUBLISHED' AND a.published_at IS NOT NULL AND b.published_at IS NOT NULL
        ORDER BY d.id LIMIT 1`,
    )
    .get() as TwoVersions;
}

/** Another published decision's version. */
function otherVersion(ada: string): string {
  const row = e2eDb()
    .prepare("SELECT latest_version_id AS v FROM decisions WHERE status = 'PUBLISHED' AND ada <> ? ORDER BY id LIMIT 1")
    .get(ada) as { v: string };
  return row.v;
}

test("the history's form compares the two chosen versions, and refuses one version twice", async ({ page }) => {
  const { ada, first, second } = twoVersions();
  await page.goto(`/decision/view/${encodeURIComponent(ada)}`);
  const history = page.getByRole("region", { name: "Ιστορικό εκδόσεων" });
  // At first the previous version against the newest.
  await expect(history.getByRole("radio", { name: "Από την έκδοση 1" })).toBeChecked();
  await expect(history.getByRole("radio", { name: "Προς την έκδοση 2" })).toBeChecked();
  await history.getByRole("button", { name: "Σύγκριση των επιλεγμένων εκδόσεων" }).click();
  await expect(page).toHaveURL(new RegExp(`/decision/diff/${first}/${second}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Σύγκριση εκδόσεων" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Έκδοση 1" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Έκδοση 2" })).toBeVisible();

  // The newer as «Από» and the older as «Προς»: the same comparison, older on the left.
  await page.goBack();
  await history.getByRole("radio", { name: "Από την έκδοση 2" }).check();
  await history.getByRole("radio", { name: "Προς την έκδοση 1" }).check();
  await history.getByRole("button", { name: "Σύγκριση των επιλεγμένων εκδόσεων" }).click();
  await expect(page).toHaveURL(new RegExp(`/decision/diff/${second}/${first}$`));
  await expect(page.getByRole("columnheader").nth(1)).toHaveText("Έκδοση 1");

  // The same version on both sides: a clear 400.
  await page.goto(`/decision/view/${encodeURIComponent(ada)}`);
  await history.getByRole("radio", { name: "Από την έκδοση 2" }).check();
  await history.getByRole("button", { name: "Σύγκριση των επιλεγμένων εκδόσεων" }).click();
  await expect(page).toHaveURL(new RegExp(`/decision/diff/${second}/${second}$`));
  await expect(page.getByText(TEXT.diffSameVersion)).toBeVisible();
  await expect(page.getByText("Κωδικός σφάλματος HTTP: 400")).toBeVisible();
});

test("versions of two decisions, or a missing choice, get a Greek 400", async ({ page, request }) => {
  const { ada, first } = twoVersions();
  const other = otherVersion(ada);
  const response = await page.goto(`/decision/diff/${first}/${other}`);
  expect(response?.status()).toBe(400);
  await expect(page.getByText(TEXT.diffOtherDecision)).toBeVisible();

  const missing = await page.goto(`/decision/diff?from=${first}`);
  expect(missing?.status()).toBe(400);
  await expect(page.getByText(TEXT.diffChooseVersions)).toBeVisible();

  const same = await request.get(`/decision/diff/${first}/${first}`);
  expect(same.status()).toBe(400);
  const redirect = await request.get(`/decision/diff?from=${first}&to=${other}`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(302);
  expect(redirect.headers()["location"]).toBe(`/decision/diff/${first}/${other}`);
});
