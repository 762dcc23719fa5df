/**
 * The public dashboard /f/{latinName} (issue 14, SPEC §2 "Organisation dashboard", §4 organisation
 * status), JavaScript off and on: a body pending activation says so with its SPEC §4 label; the
 * latest publications are the body's newest published decisions as the register stores them; the
 * contact details (website, e-mail) are links.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";

const PENDING = "Σε αναμονή ενεργοποίησης";
const status = (page: Page) =>
  page.locator(".govgr-summary-list__row").filter({ has: page.getByRole("term").getByText("Κατάσταση") });

test("a body created inactive is labelled pending activation on its public page", async ({ page }, testInfo) => {
  const latinName = `e2e_pending_${testInfo.project.name.replace(/-/g, "_")}_${Date.now().toString(36)}`;
  const label = `ΔΟΚΙΜΑΣΤΙΚΟΣ ΦΟΡΕΑΣ ΣΕ ΑΝΑΜΟΝΗ ${latinName.toUpperCase()}`;
  await login(page, "admin");
  await page.goto("/organization/new");
  await page.getByLabel(/^Επωνυμία/).fill(label);
  await page.getByLabel(/^Λατινικό όνομα/).fill(latinName);
  await page.getByLabel(/^Κατηγορία/).selectOption("MUNICIPALITY");
  await page.getByLabel("Ενεργός", { exact: true }).uncheck();
  await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
  await expect(page.getByText(`Ο φορέας «${label}» δημιουργήθηκε.`)).toBeVisible();
  const stored = e2eDb()
    .prepare("SELECT uid, is_active AS isActive FROM organizations WHERE latin_name = ?")
    .get(latinName) as { uid: string; isActive: number };
  expect(stored.isActive).toBe(0);

  await page.getByRole("link", { name: "Δημόσια σελίδα του φορέα" }).click();
  await expect(page).toHaveURL(new RegExp(`/f/${latinName}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
  await expect(status(page)).toContainText(PENDING);
  await expect(page.getByRole("note")).toHaveText(`${PENDING}.`);
  await expect(page.getByText("Ο φορέας δεν έχει αναρτήσει ακόμη πράξεις.")).toBeVisible();

  // Nothing depends on it: deleted again, so the other specs' counts see the register as seeded.
  await page.goto(`/organization/delete/${stored.uid}`);
  await page.getByRole("button", { name: "Διαγραφή" }).click();
  await expect(page.getByText(`Ο φορέας «${label}» διαγράφηκε.`)).toBeVisible();
});

/** The demo body's newest public decisions in force, as the list orders them. */
const newestOfDemoBody = () =>
  (
    e2eDb()
      .prepare(
        `SELECT d.ada, v.subject FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id
          WHERE d.org_uid = '6013' AND d.ada IS NOT NULL AND d.status IN ('PUBLISHED', 'PENDING_REVOCATION')
          ORDER BY d.published_at DESC, d.id DESC LIMIT 10`,
      )
      .all() as { ada: string; subject: string }[]
  ).map((d) => `${d.ada} ${d.subject}`);

test("the latest publications are the body's ten newest published decisions, each a link to it", async ({ page }) => {
  // Other specs may publish meanwhile: the list must be the register's as read just before or after.
  const before = newestOfDemoBody();
  await page.goto("/f/municipality_of_athens");
  const list = page.getByRole("list", { name: "Πρόσφατες αναρτήσεις του φορέα" });
  const items = list.getByRole("listitem").filter({ has: page.getByRole("heading") });
  await expect(items).toHaveCount(10);
  const shown = await items.evaluateAll((lis) =>
    lis.map((li) => {
      const link = li.querySelector("h3 a")!;
      const ada = decodeURIComponent(link.getAttribute("href")!.replace("/decision/view/", ""));
      return `${ada} ${link.textContent}`;
    }),
  );
  const after = newestOfDemoBody();
  expect([before, after]).toContainEqual(shown);

  const [ada] = shown[0].split(" ");
  await items.first().getByRole("heading").getByRole("link").click();
  await expect(page).toHaveURL((url) => decodeURIComponent(url.pathname) === `/decision/view/${ada}`);
});

test("the contact details are links: the website opens it, the e-mail address writes to it", async ({ page }) => {
  const org = e2eDb().prepare("SELECT website, email_contact AS email FROM organizations WHERE uid = '6013'").get() as {
    website: string;
    email: string;
  };
  expect(org.website, "the demo body has a website and an e-mail address").toBeTruthy();
  await page.goto("/f/municipality_of_athens");
  const row = (term: string) =>
    page.locator(".govgr-summary-list__row").filter({ has: page.getByRole("term").getByText(term, { exact: true }) });
  await expect(row("Ιστότοπος").getByRole("link", { name: org.website })).toHaveAttribute(
    "href",
    new URL(org.website).href,
  );
  await expect(row("Ηλεκτρονικό ταχυδρομείο").getByRole("link", { name: org.email })).toHaveAttribute(
    "href",
    `mailto:${org.email}`,
  );
});
