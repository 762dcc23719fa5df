/**
 * The /userhome worklists' filters (issue 9), with JavaScript off and on: a plain GET form (list,
 * type, issue date, text) whose totals match the database, whose values stay in the form and the
 * address, and whose bad date is shown as the field's error.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";

interface Submitted {
  subject: string;
  typeUid: string;
  issueDate: string;
}

/** A seeded submitted decision of the demo organisation, issued long ago (no spec makes one like it). */
function oldSubmitted(): Submitted {
  return e2eDb()
    .prepare(
      `SELECT v.subject, v.decision_type_uid AS typeUid, v.issue_date AS issueDate
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
        WHERE d.status = 'SUBMITTED' AND d.org_uid = '6013' AND v.issue_date < '2025-01-01'
        ORDER BY d.id LIMIT 1`,
    )
    .get() as Submitted;
}

const screenDate = (iso: string) => iso.split("-").reverse().join("/");

test("a publisher filters the worklists by list, type and issue date; the total is the database's", async ({
  page,
}) => {
  const target = oldSubmitted();
  const expected = (
    e2eDb()
      .prepare(
        `SELECT count(*) AS n FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
          WHERE d.status = 'SUBMITTED' AND d.org_uid = '6013' AND v.decision_type_uid = ? AND v.issue_date = ?`,
      )
      .get(target.typeUid, target.issueDate) as { n: number }
  ).n;
  expect(expected).toBeGreaterThan(0);

  await login(page, "publisher");
  await page.goto("/userhome");
  const filters = page.getByRole("form", { name: "Φίλτρα λιστών" });
  await filters.getByLabel("Λίστα").selectOption("submitted");
  await filters.getByLabel("Είδος πράξης").selectOption(target.typeUid);
  await filters.getByLabel("Ημερομηνία έκδοσης από").fill(screenDate(target.issueDate));
  await filters.getByLabel("Ημερομηνία έκδοσης έως").fill(screenDate(target.issueDate));
  await filters.getByRole("button", { name: "Εφαρμογή φίλτρων" }).click();

  await expect(page).toHaveURL(/\/userhome\?list=submitted&type=/);
  await expect(page.getByRole("heading", { name: `Υποβληθείσες πράξεις προς ανάρτηση (${expected})` })).toBeVisible();
  await expect(page.getByRole("link", { name: target.subject }).first()).toBeVisible();
  // Only the chosen list; the form keeps what was chosen.
  await expect(page.getByRole("heading", { name: /Αιτήματα ανάκλησης σε αναμονή/ })).toHaveCount(0);
  await expect(filters.getByLabel("Είδος πράξης")).toHaveValue(target.typeUid);
  await expect(filters.getByLabel("Ημερομηνία έκδοσης από")).toHaveValue(screenDate(target.issueDate));

  // Words nobody wrote: an honest zero.
  await filters.getByLabel("Θέμα, αριθμός πρωτοκόλλου ή ΑΔΑ").fill("ζζζ-καμία-πράξη");
  await filters.getByRole("button", { name: "Εφαρμογή φίλτρων" }).click();
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByRole("heading", { name: "Υποβληθείσες πράξεις προς ανάρτηση (0)" })).toBeVisible();
});

test("a date that does not parse is the field's error, with a 400", async ({ page }) => {
  await login(page, "publisher");
  const response = await page.goto("/userhome?from=31%2F02%2F2025");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Μη έγκυρη ημερομηνία. Γράψτε την ως ηη/μμ/εεεε, π.χ. 31/12/2024")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Υποβληθείσες πράξεις προς ανάρτηση/ })).toBeVisible();
  expect(page.url()).toBe(`${BASE_URL}/userhome?from=31%2F02%2F2025`);
});
