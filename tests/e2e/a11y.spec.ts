/**
 * WCAG 2.1 AA with axe: every axe rule tagged wcag2a, wcag2aa, wcag21a or wcag21aa runs on each
 * page a citizen or a clerk reaches, and ANY violation fails, whatever its impact (Greek law
 * 4727/2020 asks for AA, not for "no serious violations"). JavaScript project only: axe cannot be
 * injected into a page with JavaScript off (stack.md gotcha 2); the markup is the same.
 *
 * A page as it first loads is checked once, by the crawl (crawl-a11y.spec.ts, one page of each
 * route for the first visitor who reaches it; its CHECKED_BY_THE_CRAWL_ONLY list fails if the crawl
 * stops reaching one). This spec checks what the crawl cannot reach (decision 130): states after an
 * interaction (error summaries, open dialogs and details, added rows, a new token), pages no link
 * leads to, and the query states that change what a page shows (results, filters, tabs, 400/404).
 * `open` only loads a page that such a state starts from.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { axeReport, expectNoViolations } from "./support/axe";
import { login, logout } from "./support/auth";
import { e2eDb, newestPublicDecisions } from "./support/db";
import { openNewDecisionForm, submitForm } from "./support/decision-form";

async function open(page: Page, path: string, status = 200) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(status);
}

async function visit(page: Page, path: string, status = 200) {
  await open(page, path, status);
  await expectNoViolations(page);
}

test.describe("accessibility: WCAG 2.1 AA with axe, no violation of any impact", () => {
  // Axe takes a few seconds a page and each test walks up to a dozen pages: about 30 s alone, twice
  // that when the two browser projects share the 2 cores (decision 117). A budget, not a looser check.
  test.describe.configure({ timeout: 180_000 });
  // The home page, a decision, an organisation, /stats, /login and the informational pages as they
  // load: the crawl's.
  test("public pages: search results, filtered and unfiltered, and a dashboard's other tab", async ({ page }) => {
    const [decision] = newestPublicDecisions(1);
    const pages = [
      `/search?query=${encodeURIComponent("καθαρισμού")}`,
      `/search?fq=${encodeURIComponent('organizationUid:"' + decision.orgUid + '"')}`,
      // Issue 14: the dashboard with another tab open
      "/f/6013?tab=units",
    ];
    for (const path of pages) await visit(page, path);
  });

  test("the home page with a category tab and the charts' tables open", async ({ page }) => {
    await page.goto("/?category=MUNICIPALITY");
    for (const summary of await page.locator("main summary").all()) await summary.click();
    await expect(page.getByRole("table", { name: "Αναρτήσεις ανά κατηγορία φορέα" })).toBeVisible();
    await expectNoViolations(page);
  });

  // search page (issue 10)
  test("the search page's helpers: the advanced form, picking a decision, a clerk's results", async ({ page }) => {
    await visit(page, "/search?advanced=true");
    await visit(page, `/search/pick?query=${encodeURIComponent("καθαρισμού")}`);
    await login(page, "submitter");
    await visit(page, `/search?query=${encodeURIComponent("καθαρισμού")}`);
  });

  test("error pages: a bad search parameter (400) and an unknown address (404)", async ({ page }) => {
    await visit(page, `/search?fq=${encodeURIComponent("nosuchfield:1")}`, 400);
    await visit(page, "/no/such/page", 404);
  });

  test("a failed login shows its errors accessibly", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the clerk's new-decision form, and its error summary", async ({ page }) => {
    await login(page, "submitter");
    await openNewDecisionForm(page);
    await expectNoViolations(page);
    await submitForm(page);
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("notices: the administration's form with its errors", async ({ page }) => {
    await login(page, "admin");
    await open(page, "/notice/search");
    await page.getByRole("button", { name: "Δημιουργία ανακοίνωσης" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  // Decision lifecycle pages (issue 9): the seeded demo organisation's decisions, read only.
  test("the lifecycle pages: a submitted decision's edit, a batch confirmation, worklists, a diff, with errors", async ({
    page,
  }) => {
    // Fifteen pages, each checked whole by axe; the decision forms alone take seconds each now that
    // they carry the AFM, date and pick-a-decision dialogs. Triple time (test.slow), not a looser check.
    test.slow();
    const db = e2eDb();
    const published = db
      .prepare(
        "SELECT ada, latest_version_id AS versionId FROM decisions WHERE status = 'PUBLISHED' AND org_uid = '6013' ORDER BY published_at, id LIMIT 1",
      )
      .get() as { ada: string; versionId: string };
    const submitted = db
      .prepare(
        "SELECT latest_version_id AS versionId FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013' ORDER BY id LIMIT 1",
      )
      .get() as { versionId: string };
    // A seeded corrected copy: two published versions to compare.
    const corrected = db
      .prepare(
        `SELECT a.version_id AS first, b.version_id AS second FROM decision_versions a
           JOIN decision_versions b ON b.decision_id = a.decision_id AND b.version_number = 2
          WHERE a.version_number = 1 AND a.published_at IS NOT NULL AND b.published_at IS NOT NULL
          ORDER BY a.decision_id LIMIT 1`,
      )
      .get() as { first: string; second: string };
    await login(page, "admin");
    // A published decision's edit, corrected copy, revocation and delete pages, the attachments
    // and mass revocation forms as they load: the crawl's.
    for (const path of [
      `/decision/edit/${submitted.versionId}`,
      `/decision/batch?op=publish&v=${submitted.versionId}&v=${published.versionId}`,
      "/userhome?submitted=1&published=2",
      `/decision/diff/${corrected.first}/${corrected.second}`,
    ])
      await visit(page, path);
    await open(page, `/decision/revocation/request/${encodeURIComponent(published.ada)}`);
    await page.getByRole("button", { name: "Υποβολή αιτήματος ανάκλησης" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
    await expectNoViolations(page);
    // Mass revocation (H5): the form with its errors, and the decision page's signature note open.
    await open(page, "/decision/revocation/mass");
    await page.getByRole("button", { name: "Συνέχεια" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
    await expectNoViolations(page);
    await open(page, `/decision/view/${encodeURIComponent(published.ada)}`);
    await page.getByText("Ψηφιακή υπογραφή του εγγράφου").click();
    await expectNoViolations(page);
    // Worklist filters (H7, issue 9): a filtered home, and a bad date shown as the field's error (400).
    await visit(page, "/userhome?list=submitted&type=%CE%92.1.3&q=%CE%B1");
    await visit(page, "/userhome?from=31%2F02%2F2025", 400);
  });

  // Users and security (issue 13)
  test("users and security: the API users' registration, a bad activation link, a form's errors, a filtered user list, the audit", async ({
    page,
  }) => {
    // The organisation users' registration, the password reset request and the profile, the user
    // list and a user's pages as they load: the crawl's (which reaches one of the two registrations).
    await visit(page, "/registrations/apiusers");
    await visit(page, "/security/activation?uac=not-a-link", 400);
    await open(page, "/registrations/orgusers");
    await page.getByRole("button", { name: "Υποβολή αίτησης" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);

    await login(page, "usermanager");
    await visit(page, "/administration/users?role=ROLE_ORG_SUBMITTER&status=enabled");
    await logout(page);
    await login(page, "admin");
    await visit(page, "/administration/audit?action=user.");
  });

  // Organisations, units and signers (issue 14)
  test("the organisation screens: a search, the form with a building row and its error summary, the legislation removal page", async ({
    page,
  }) => {
    await login(page, "admin");
    await visit(page, "/organization/search?q=%CE%B4%CE%AE%CE%BC%CE%BF%CF%82");
    const act = e2eDb().prepare("SELECT id FROM organization_legislation WHERE org_uid = '6013' LIMIT 1").get() as {
      id: number;
    };
    await visit(page, `/organization/edit/6013/legislation/${act.id}/remove`);
    await open(page, "/organization/new");
    await page.getByRole("button", { name: "Προσθήκη κτιρίου" }).click();
    await expect(page.getByRole("button", { name: /^Αφαίρεση/ })).toHaveCount(1);
    await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the unit screens: the tree with history, the form with its errors", async ({ page }) => {
    await login(page, "orgadmin");
    await visit(page, "/organization/unit/search?showHistory=true");
    // A unit's edit and delete pages as they load: the crawl's.
    await open(page, "/organization/unit/new");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  test("the signer screens: the form with a unit row and its errors", async ({ page }) => {
    await login(page, "orgadmin");
    await open(page, "/organization/signer/new");
    await page.getByRole("button", { name: "Προσθήκη μονάδας" }).click();
    await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  // The decision form's services and the organisation admin's preferences (issue 8, H8).
  test("the VAT check with its answers, and the templates' form errors", async ({ page }) => {
    await login(page, "submitter");
    await visit(page, "/validationService?afm=800189144&afmType=EL&countryCode=EL");
    await visit(page, "/validationService?afm=987654321&afmType=EL&countryCode=EL");
    await visit(page, "/validationService?afm=12345678&afmType=EU&countryCode=MT");
    // /profile/defaults, the decision-type views and the recipients as they load: the crawl's.
    await logout(page);
    await login(page, "orgadmin");
    await open(page, "/organization/templates");
    await page.getByRole("button", { name: "Προσθήκη προτύπου" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });
  // -- e-mail alerts for a search (issue 12): the follow form with its error, an alert's page, the list
  test("the alert screens: following a search, its error, an alert's page and /alerts", async ({ page }) => {
    await visit(page, `/alerts/new?link=${encodeURIComponent("/search?query=καθαρισμού")}`);
    await page.getByRole("button", { name: "Ενεργοποίηση ειδοποίησης" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
    await expectNoViolations(page);
    await login(page, "submitter");
    await visit(page, `/alerts/new?link=${encodeURIComponent("/search?query=καθαρισμού")}`);
    await page.getByRole("button", { name: "Ενεργοποίηση ειδοποίησης" }).click();
    // The alert exists once its confirmation is shown (with JavaScript the POST is a fetch).
    await expect(page.getByText("Η ειδοποίηση ενεργοποιήθηκε.", { exact: false }).first()).toBeVisible();
    await open(page, "/alerts");
    await page.getByRole("link", { name: /Αλλαγή ή κατάργηση: «καθαρισμού»/ }).click();
    await expectNoViolations(page);
  });

  // API tokens (issue 13) and the API's help (issue 15)
  test("the API token pages: the list, a new token shown once, the revocation page, an administrator's list", async ({
    page,
  }) => {
    await login(page, "publisher");
    await open(page, "/profile/tokens");
    await page.getByLabel("Όνομα κλειδιού").fill("a11y");
    await page.getByRole("button", { name: "Δημιουργία κλειδιού" }).click();
    await expect(page.getByTestId("new-token")).toBeVisible();
    await expectNoViolations(page);
    const revoke = await page.locator("main a[href$='/revoke']").first().getAttribute("href");
    await visit(page, revoke!);
    await logout(page);
    await login(page, "admin");
    const publisherId = (e2eDb().prepare("SELECT id FROM users WHERE username = 'publisher'").get() as { id: number })
      .id;
    await visit(page, `/administration/users/${publisherId}/tokens`);
  });
  // Decision form widgets (issue 8, H4): ajax selectors, nested groups, a search answer.
  test("the decision forms with ajax selectors and nested groups, and an option search's answer", async ({ page }) => {
    await login(page, "submitter");
    for (const type of ["Δ.1", "Β.6", "2.4.6.1"]) {
      await openNewDecisionForm(page, type);
      await expectNoViolations(page);
    }
    await openNewDecisionForm(page, "Δ.1");
    await page.getByRole("button", { name: "Προσθήκη γραμμής στο «Δείτε επίσης και ..»" }).click();
    await expectNoViolations(page);
  });
  // Organisations: structural changes, history, the supervisor tree (issue 14, H7)
  test("the structural change pages under review, the tree without an organisation, the public documents' errors", async ({
    page,
  }) => {
    const supervisor = (
      e2eDb().prepare("SELECT supervisor_uid AS uid FROM organizations WHERE uid = '6013'").get() as { uid: string }
    ).uid;
    // An organisation's tree and history, and the activation page, as they load: the crawl's.
    await visit(page, "/organization/visual");
    await open(page, `/organization/visual?org=${supervisor}`);
    await expect(page.locator("figure svg")).toBeVisible();
    await login(page, "admin");
    await visit(
      page,
      "/organization/rename/6013?review=true&label=%CE%94%CE%97%CE%9C%CE%9F%CE%A3&latinName=dimos_a11y",
    );
    await visit(page, "/organization/merge/6013?review=true&target=6013");
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await logout(page);
    await login(page, "orgadmin");
    await open(page, "/organization/pubdocs");
    await page.getByRole("button", { name: "Ανάρτηση εγγράφου" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });

  // Administration of decision types (issue 17, H2)
  test("decision-type administration: a type's fields with their errors", async ({ page }) => {
    // The catalogue, a type's page and its withdrawal, the types per category as they load: the crawl's.
    await login(page, "admin");
    await page.goto(`/administration/dt/${encodeURIComponent("Β.1.3")}`);
    await page.getByRole("button", { name: "Προσθήκη πεδίου" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expectNoViolations(page);
  });
});

test("the checker itself reports violations: an image without a text alternative and light-grey text", async ({
  page,
}) => {
  // A page of its own, so nothing of the portal's (hydration, its own checks) stands in the way.
  await page.setContent(`<!doctype html><html lang="el"><head><title>Έλεγχος</title></head>
    <body><main><h1>Έλεγχος του ελεγκτή</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color: #eeeeee">Κείμενο που δεν διαβάζεται</p></main></body></html>`);
  const report = (await axeReport(page)).join("\n");
  expect(report).toContain("image-alt");
  expect(report).toContain("color-contrast");
});
