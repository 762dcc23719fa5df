/**
 * The organisation form's legislation table (issue 14, SPEC §2 and §9: page lengths 5, 15, 20 and
 * all, default 5), JavaScript off and on, as the administrator on the demo body ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ with
 * its seven seeded acts: a bad row is refused and nothing is written; a row is added, seen first
 * (the newest act), the page length and page links change what is shown; the row is removed after
 * its confirmation (a page without JavaScript, a dialog with it).
 * The public page /f/6013 lists the acts read-only, paged the same way.
 * The two projects run at once on one database: each adds and removes only its own row and counts
 * against the table's own «από N», never against a fixed total.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";

const ORG = "6013";
const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";
/** A seeded act old enough to sit on page 2 at the default length, whatever the projects add. */
const OLD_ACT = "Κύρωση του Κώδικα Δήμων και Κοινοτήτων";

const storedTitles = () =>
  (e2eDb().prepare("SELECT title FROM organization_legislation WHERE org_uid = ?").all(ORG) as { title: string }[]).map(
    (r) => r.title,
  );

const legislation = (page: Page) => page.getByRole("region", { name: "Νομοθεσία" });
const bodyRows = (page: Page) => legislation(page).locator("tbody tr");

/** The caption «Εμφανίζονται a–b από N»: the rows shown must be b − a + 1. */
async function shownRange(page: Page) {
  const text = (await legislation(page).locator("caption").textContent()) ?? "";
  const [, from, to, total] = /(\d+)–(\d+) από (\d+)/.exec(text)!.map(Number);
  return { from, to, total };
}

test("the administrator adds an act to the body's legislation, pages through the table and removes it", async ({
  page,
}, testInfo) => {
  const title = `Δοκιμαστική απόφαση ${testInfo.project.name} ${Date.now().toString(36)}`;
  await login(page, "admin");
  await page.goto(`/organization/edit/${ORG}`);

  // Default page length 5.
  await expect(legislation(page).getByLabel("Γραμμές ανά σελίδα")).toHaveValue("5");
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(legislation(page).getByRole("cell", { name: OLD_ACT, exact: true })).toHaveCount(0);

  // A row without a reference and with a plain-http link is refused, in Greek, and nothing is written.
  const add = legislation(page).getByRole("button", { name: "Προσθήκη νομοθεσίας" });
  await legislation(page)
    .getByLabel(/^Τίτλος/)
    .fill(title);
  await legislation(page)
    .getByLabel(/^Σύνδεσμος/)
    .fill("http://www.et.gr/fek");
  const refused = page.waitForResponse((r) => r.request().method() === "POST");
  await add.click();
  expect((await refused).status()).toBe(400);
  await expect(page.getByRole("heading", { name: "Υπάρχουν λάθη στη φόρμα" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Στοιχεία δημοσίευσης: Το πεδίο είναι υποχρεωτικό." })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Σύνδεσμος: Μη έγκυρος σύνδεσμος/ })).toBeVisible();
  expect(storedTitles()).not.toContain(title);

  // Fixed: the values typed are still there; the act, dated later than any seeded one, comes first.
  await expect(legislation(page).getByLabel(/^Τίτλος/)).toHaveValue(title);
  await legislation(page)
    .getByLabel(/^Στοιχεία δημοσίευσης/)
    .fill("ΚΥΑ 12345/2030 (ΦΕΚ Β' 1)");
  await legislation(page)
    .getByLabel(/^Σύνδεσμος/)
    .fill("https://www.et.gr/fek");
  await legislation(page)
    .getByLabel(/^Ημερομηνία/)
    .fill("02/01/2030");
  await add.click();
  await expect(page.getByText(`Η νομοθεσία «${title}» προστέθηκε στον φορέα.`)).toBeVisible();
  expect(storedTitles()).toContain(title);
  const row = bodyRows(page).filter({ hasText: title });
  await expect(row.getByRole("link", { name: title, exact: true })).toHaveAttribute("href", "https://www.et.gr/fek");
  await expect(row).toContainText("02/01/2030");
  await expect(bodyRows(page)).toHaveCount(5);
  await expect(legislation(page).getByLabel(/^Τίτλος/)).toHaveValue("");

  // Page 2 at length 5 holds the older acts.
  await legislation(page)
    .getByRole("navigation", { name: "Σελίδες νομοθεσίας" })
    .getByRole("link", { name: "Επόμενη" })
    .click();
  await expect(page).toHaveURL(/legislationLength=5&legislationPage=2/);
  await expect(legislation(page).getByRole("cell", { name: OLD_ACT, exact: true })).toBeVisible();
  let range = await shownRange(page);
  expect(range.from).toBe(6);
  await expect(bodyRows(page)).toHaveCount(range.to - range.from + 1);

  // 15 per page: every act on one page (seven seeded, at most two added by the projects).
  await legislation(page).getByLabel("Γραμμές ανά σελίδα").selectOption("15");
  await legislation(page).getByRole("button", { name: "Εμφάνιση" }).click();
  await expect(page).toHaveURL(/legislationLength=15/);
  // With JavaScript the address changes a moment before the new table is drawn, and OLD_ACT is on
  // page 2 too: wait for the caption itself to start at 1.
  await expect.poll(async () => (await shownRange(page)).from).toBe(1);
  await expect(legislation(page).getByRole("cell", { name: OLD_ACT, exact: true })).toBeVisible();
  range = await shownRange(page);
  expect(range).toMatchObject({ from: 1, to: range.total });
  await expect(bodyRows(page)).toHaveCount(range.total);
  await expect(legislation(page).getByRole("navigation", { name: "Σελίδες νομοθεσίας" })).toHaveCount(0);

  // «Όλες», and a length the table does not offer is a Greek 400.
  await legislation(page).getByLabel("Γραμμές ανά σελίδα").selectOption({ label: "Όλες" });
  await legislation(page).getByRole("button", { name: "Εμφάνιση" }).click();
  await expect(page).toHaveURL(/legislationLength=all/);
  range = await shownRange(page);
  await expect(bodyRows(page)).toHaveCount(range.total);
  const bad = await page.request.get(`/organization/edit/${ORG}?legislationLength=7`);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Οι γραμμές ανά σελίδα της νομοθεσίας πρέπει να είναι 5, 15, 20 ή «Όλες».");

  // Removing asks first: its own page without JavaScript, the same in a dialog with it. Cancelled,
  // nothing changes; confirmed, the act is gone from the table and the database, the page length kept.
  const removeLink = legislation(page).getByRole("link", { name: `Αφαίρεση της νομοθεσίας ${title}` });
  const js = testInfo.project.name === "js";
  const confirmation = () => (js ? page.getByRole("dialog", { name: "Αφαίρεση νομοθεσίας" }) : page.locator("main"));
  await removeLink.click();
  if (!js) {
    await expect(page).toHaveURL(/\/organization\/edit\/6013\/legislation\/\d+\/remove\?legislationLength=all/);
    await expect(page.getByRole("heading", { level: 1, name: "Αφαίρεση νομοθεσίας" })).toBeVisible();
  }
  await expect(confirmation()).toContainText(
    `Θέλετε σίγουρα να αφαιρέσετε τη νομοθεσία «${title}» από τον φορέα «ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ»;`,
  );
  await expect(confirmation()).toContainText("ΚΥΑ 12345/2030 (ΦΕΚ Β' 1)");
  await confirmation()
    .getByRole(js ? "button" : "link", { name: "Ακύρωση" })
    .click();
  // Back on the edit page at the same table page (with JavaScript it never left it).
  if (js) await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(
    /\/organization\/edit\/6013\?legislationLength=all(&legislationPage=1)?(#legislation)?$/,
  );
  await expect(bodyRows(page).filter({ hasText: title })).toHaveCount(1);
  expect(storedTitles()).toContain(title);

  await removeLink.click();
  await confirmation().getByRole("button", { name: "Αφαίρεση" }).click();
  await expect(page.getByText(`Η νομοθεσία «${title}» αφαιρέθηκε από τον φορέα.`)).toBeVisible();
  await expect(page).toHaveURL(/\/organization\/edit\/6013\?legislationLength=all&legislationPage=1(#legislation)?$/);
  await expect(bodyRows(page).filter({ hasText: title })).toHaveCount(0);
  expect(storedTitles()).not.toContain(title);
  const audit = e2eDb()
    .prepare(
      "SELECT action FROM audit_log WHERE entity_type = 'organization' AND entity_id = ? AND details LIKE ? ORDER BY id",
    )
    .all(ORG, `%${title}%`) as { action: string }[];
  expect(audit.map((a) => a.action)).toEqual(["organization.legislation.add", "organization.legislation.remove"]);
});

test("a user who may not edit the body is refused the page, a forged add and a forged removal, and nothing is written", async ({
  page,
}) => {
  await login(page, "orgadmin");
  const before = storedTitles().length;
  await page.goto(`/organization/edit/${ORG}`);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(`/organization/edit/${ORG}`, {
    form: { csrf: token, intent: "legislation-add", title: "Πλαστή πράξη", reference: "ν. 1/2000" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  const { id } = e2eDb().prepare("SELECT id FROM organization_legislation WHERE org_uid = ? LIMIT 1").get(ORG) as {
    id: number;
  };
  const forgedRemoval = await page.request.post(`/organization/edit/${ORG}/legislation/${id}/remove`, {
    form: { csrf: token },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forgedRemoval.status()).toBe(403);
  expect(storedTitles()).toHaveLength(before);
});

test("the body's public page lists its legislation read-only, paged as on the edit page", async ({ page }) => {
  await page.goto(`/f/${ORG}?tab=units`);
  const section = legislation(page);
  const acts = section.locator("ul.govgr-list").getByRole("listitem");
  await expect(section.getByRole("button", { name: "Αφαίρεση" })).toHaveCount(0);

  // Default 5 a page, the newest first; page 2 holds the older acts, the tab kept.
  await expect(section.getByLabel("Γραμμές ανά σελίδα")).toHaveValue("5");
  await expect(acts).toHaveCount(5);
  // The newest seeded act (whatever the other test adds meanwhile, it stays on page 1).
  await expect(section).toContainText(
    "Εκλογή Δημοτικών και Περιφερειακών Αρχών, ν. 4804/2021 (ΦΕΚ Α' 90) (05/06/2021)",
  );
  await expect(section.getByText(OLD_ACT)).toHaveCount(0);
  await section.getByRole("navigation", { name: "Σελίδες νομοθεσίας" }).getByRole("link", { name: "Επόμενη" }).click();
  await expect(page).toHaveURL(/\/f\/[^?]+\?tab=units&legislationLength=5&legislationPage=2(#legislation)?$/);
  await expect(section.getByText(OLD_ACT)).toBeVisible();
  const [, from, to, total] = /(\d+)–(\d+) από (\d+)/.exec((await section.getByText(/^Εμφανίζονται/).textContent())!)!;
  expect(Number(from)).toBe(6);
  await expect(acts).toHaveCount(Number(to) - Number(from) + 1);

  // «Όλες»: every act on one page, no page links; the tab chosen stays.
  await section.getByLabel("Γραμμές ανά σελίδα").selectOption({ label: "Όλες" });
  await section.getByRole("button", { name: "Εμφάνιση" }).click();
  await expect(page).toHaveURL(/\?tab=units&legislationLength=all/);
  await expect(acts).toHaveCount(Number(total));
  await expect(section.getByRole("navigation", { name: "Σελίδες νομοθεσίας" })).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Καρτέλες του φορέα" }).locator("[aria-current=page]")).toHaveText(
    "Μονάδες",
  );

  // A length the list does not offer is a Greek 400.
  const bad = await page.request.get(`/f/${ORG}?legislationLength=7`);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain("Οι γραμμές ανά σελίδα της νομοθεσίας πρέπει να είναι 5, 15, 20 ή «Όλες».");
});
