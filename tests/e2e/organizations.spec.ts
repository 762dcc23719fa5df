/**
 * Organisation management (issue 14, SPEC §2 organisation form, §4 status, §5 AFM and main
 * building, §6 permissions), with JavaScript off and on: the administrator searches, creates and
 * edits a body with its buildings; an organisation administrator, who lacks the create-organisation
 * permission, is refused the screens and a forged POST, and nothing is written.
 */
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { BASE_URL } from "./support/env";
import { e2eDb } from "./support/db";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";

interface StoredBuilding {
  description: string;
  main: number;
}

function organizationByLatinName(latinName: string) {
  return e2eDb()
    .prepare(
      "SELECT uid, label, vat_number AS vatNumber, supervisor_uid AS supervisorUid FROM organizations WHERE latin_name = ?",
    )
    .get(latinName) as
    { uid: string; label: string; vatNumber: string | null; supervisorUid: string | null } | undefined;
}

function buildingsOf(uid: string): StoredBuilding[] {
  return e2eDb()
    .prepare("SELECT description, main_building AS main FROM organization_buildings WHERE org_uid = ? ORDER BY id")
    .all(uid) as StoredBuilding[];
}

function auditActions(uid: string): string[] {
  return (
    e2eDb()
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'organization' AND entity_id = ? ORDER BY id")
      .all(uid) as { action: string }[]
  ).map((r) => r.action);
}

const organizationCount = () => (e2eDb().prepare("SELECT count(*) AS n FROM organizations").get() as { n: number }).n;

async function addBuilding(page: Page, description: string) {
  const before = await page.getByRole("button", { name: /^Αφαίρεση/ }).count();
  await page.getByRole("button", { name: "Προσθήκη κτιρίου" }).click();
  await expect(page.getByRole("button", { name: /^Αφαίρεση/ })).toHaveCount(before + 1);
  await page.getByLabel(`Περιγραφή, κτίριο ${before + 1}`).fill(description);
}

test("the administrator finds a body by a word of its name, with its SPEC §4 status, and pages honestly", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/organization/search");
  await page.getByLabel("Επωνυμία, λατινικό όνομα ή κωδικός").fill("τήνου");
  await page.getByRole("search", { name: "Αναζήτηση φορέων" }).getByRole("button").click();
  const link = page.getByRole("link", { name: "ΔΗΜΟΣ ΤΗΝΟΥ", exact: true });
  await expect(link).toHaveAttribute("href", "/organization/edit/6296");
  await expect(page.getByRole("row").filter({ has: link })).toContainText("Ενεργός");

  await page.goto("/organization/search");
  const total = organizationCount();
  await expect(page.getByRole("status")).toContainText(`Βρέθηκαν ${total.toLocaleString("el-GR")} φορείς`);
  await page.getByRole("link", { name: "Επόμενη" }).click();
  await expect(page).toHaveURL(/page=2$/);
  await expect(page.getByRole("status")).toContainText("σελίδα 2 από");
  const past = await page.goto(`/organization/search?page=${Math.ceil(total / 10) + 1}`);
  expect(past?.status()).toBe(400);
});

test("the administrator creates a body with buildings, fixing a bad AFM, then moves its main building", async ({
  page,
}, testInfo) => {
  const latinName = `e2e_foreas_${testInfo.project.name.replace(/-/g, "_")}_${Date.now().toString(36)}`;
  const label = `ΔΟΚΙΜΑΣΤΙΚΟΣ ΦΟΡΕΑΣ ${latinName.toUpperCase()}`;
  await login(page, "admin");
  await page.goto("/organization/search");
  await page.getByRole("link", { name: "Νέος φορέας" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Νέος φορέας");

  await page.getByLabel(/^Επωνυμία/).fill(label);
  await page.getByLabel(/^Λατινικό όνομα/).fill(latinName);
  await page.getByLabel(/^Κατηγορία/).selectOption("MUNICIPALITY");
  await page.getByLabel("ΑΦΜ", { exact: true }).fill("090000046");
  await page.getByLabel("Εποπτεύων φορέας", { exact: true }).fill("6013");
  await page.getByLabel("Ισχύει από", { exact: true }).fill("01/01/2025");
  await addBuilding(page, "Κεντρικό κατάστημα");
  await addBuilding(page, "Παράρτημα Πλάκας");
  await addBuilding(page, "Αποθήκη");
  // Rows come and go without losing what was typed: remove the warehouse.
  await page.getByRole("button", { name: "Αφαίρεση του κτιρίου 3" }).click();
  await expect(page.getByRole("button", { name: /^Αφαίρεση/ })).toHaveCount(2);
  await expect(page.getByLabel("Περιγραφή, κτίριο 2")).toHaveValue("Παράρτημα Πλάκας");
  await page.getByLabel("Κεντρικό κτίριο: κτίριο 2").check();
  await page.getByRole("button", { name: "Αποθήκευση" }).last().click();

  // The AFM rule refuses the number; nothing is written and the values stay.
  await expect(page.getByRole("heading", { name: "Υπάρχουν λάθη στη φόρμα" })).toBeVisible();
  await expect(page.getByRole("link", { name: "ΑΦΜ: Μη έγκυρος ΑΦΜ" })).toBeVisible();
  expect(organizationByLatinName(latinName)).toBeUndefined();
  await expect(page.getByLabel("Περιγραφή, κτίριο 1")).toHaveValue("Κεντρικό κατάστημα");

  await page.getByLabel("ΑΦΜ", { exact: true }).fill("090000045");
  await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
  await expect(page.getByText(`Ο φορέας «${label}» δημιουργήθηκε.`)).toBeVisible();
  const stored = organizationByLatinName(latinName)!;
  expect(stored).toMatchObject({ label, vatNumber: "090000045", supervisorUid: "6013" });
  expect(buildingsOf(stored.uid)).toEqual([
    { description: "Κεντρικό κατάστημα", main: 0 },
    { description: "Παράρτημα Πλάκας", main: 1 },
  ]);
  await expect(page).toHaveURL(`${BASE_URL}/organization/edit/${stored.uid}`);

  // SPEC §5: choosing another main building clears the flag on the other.
  await page.getByLabel("Κεντρικό κτίριο: κτίριο 1").check();
  await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
  await expect(page.getByText(`Οι αλλαγές στον φορέα «${label}» αποθηκεύτηκαν.`)).toBeVisible();
  expect(buildingsOf(stored.uid).map((b) => b.main)).toEqual([1, 0]);
  expect(auditActions(stored.uid)).toEqual(["organization.create", "organization.update"]);

  // The public page knows the new body.
  await page.getByRole("link", { name: "Δημόσια σελίδα του φορέα" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);

  // Nothing depends on it yet, so it can be deleted after a confirmation page.
  await page.goto(`/organization/edit/${stored.uid}`);
  await page.getByRole("link", { name: "Διαγραφή φορέα" }).click();
  await expect(page.getByText(`Θέλετε σίγουρα να διαγράψετε τον φορέα «${label}»`)).toBeVisible();
  await page.getByRole("button", { name: "Διαγραφή" }).click();
  await expect(page.getByText(`Ο φορέας «${label}» διαγράφηκε.`)).toBeVisible();
  expect(organizationByLatinName(latinName)).toBeUndefined();
  expect(auditActions(stored.uid)).toEqual(["organization.create", "organization.update", "organization.delete"]);
  expect((await page.goto(`/f/${latinName}`))?.status()).toBe(404);
  // Gone everywhere the public reads it: its feeds and its JSON calls answer 404 too.
  for (const url of [
    `/f/${latinName}/rss`,
    `/f/${stored.uid}/atom`,
    `/static/api/dashboards/org/${latinName}/info`,
    `/static/api/dashboards/org/${stored.uid}/decisions/by/unit`,
    `/static/api/organizations/all/${stored.uid}`,
  ])
    expect((await page.request.get(url)).status(), url).toBe(404);
});

test("a body with decisions cannot be deleted: the confirmation page says why", async ({ page }) => {
  await login(page, "admin");
  const organizationsBefore = organizationCount();
  await page.goto("/organization/delete/6013");
  await expect(page.getByText(/Ο φορέας δεν μπορεί να διαγραφεί: έχει πράξεις, έχει μονάδες/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Διαγραφή" })).toHaveCount(0);
  // A POST sent anyway is refused with the same Greek reason, and nothing changes.
  const decisions = (
    e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE org_uid = '6013'").get() as { n: number }
  ).n;
  const audit = (e2eDb().prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number }).n;
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const forced = await page.request.post("/organization/delete/6013", {
    form: { csrf: token },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forced.status()).toBe(303);
  expect(forced.headers().location).toBe("/organization/edit/6013");
  await page.goto("/organization/edit/6013");
  await expect(page.getByText(/Ο φορέας δεν μπορεί να διαγραφεί: έχει πράξεις/)).toBeVisible();
  expect(organizationCount()).toBe(organizationsBefore);
  expect((e2eDb().prepare("SELECT count(*) AS n FROM decisions WHERE org_uid = '6013'").get() as { n: number }).n).toBe(
    decisions,
  );
  expect((e2eDb().prepare("SELECT count(*) AS n FROM audit_log").get() as { n: number }).n).toBe(audit);
});

test("an organisation administrator is refused the organisation screens and a forged POST", async ({ page }) => {
  await login(page, "orgadmin");
  for (const path of ["/organization/search", "/organization/new", "/organization/edit/6013"]) {
    await page.goto(path);
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
  }
  const before = organizationCount();
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post("/organization/new", {
    form: { csrf: token, label: "ΠΛΑΣΤΟΣ ΦΟΡΕΑΣ", latinName: "plastos_foreas", categoryUid: "MUNICIPALITY" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await forged.text()).toContain(FORBIDDEN);
  expect(organizationCount()).toBe(before);
});

test("a visitor is sent to log in first", async ({ page }) => {
  await page.goto("/organization/search");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Forganization%2Fsearch/);
});

// ---------------------------------------------------------------- units (SPEC §6: create-unit permission or the admin role)

function unitByLabel(label: string) {
  return e2eDb()
    .prepare(
      "SELECT uid, org_uid AS orgUid, parent_uid AS parentUid, active_until AS activeUntil FROM units WHERE label = ?",
    )
    .get(label) as { uid: string; orgUid: string; parentUid: string; activeUntil: number | null } | undefined;
}

function unitAudit(uid: string): string[] {
  return (
    e2eDb()
      .prepare("SELECT action FROM audit_log WHERE entity_type = 'unit' AND entity_id = ? ORDER BY id")
      .all(uid) as { action: string }[]
  ).map((r) => r.action);
}

test("the organisation administrator adds a unit from the menu, ends it, is held to the interval rule, and deletes it", async ({
  page,
}, testInfo) => {
  const label = `Τμήμα Δοκιμών ${testInfo.project.name} ${Date.now().toString(36)}`;
  await login(page, "orgadmin");
  await page.goto("/userhome");
  const menu = page.getByRole("navigation", { name: "Κύριο μενού" });
  await menu.getByText("Διαχείριση φορέων").click();
  await menu.getByRole("link", { name: "Μονάδες", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Μονάδες");

  await page.getByRole("link", { name: "Νέα μονάδα" }).click();
  await page.getByLabel(/^Ονομασία/).fill(label);
  await page.getByLabel(/^Κατηγορία μονάδας/).selectOption({ label: "Τμήμα" });
  await page.getByLabel(/^Ενεργή από/).fill("01/01/2025");
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(page.getByText(`Η μονάδα «${label}» δημιουργήθηκε.`)).toBeVisible();
  const stored = unitByLabel(label)!;
  expect(stored).toMatchObject({ orgUid: "6013", parentUid: "6013", activeUntil: null });
  await expect(page.getByRole("link", { name: label, exact: true })).toBeVisible();

  // End its period: it leaves the tree, and comes back with showHistory.
  await page.getByRole("link", { name: label, exact: true }).click();
  await page.getByLabel(/^Ενεργή έως/).fill("31/03/2025");
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(page.getByText(`Οι αλλαγές στη μονάδα «${label}» αποθηκεύτηκαν.`)).toBeVisible();
  await expect(page.getByRole("link", { name: label, exact: true })).toHaveCount(0);
  await page.getByRole("link", { name: "Εμφάνιση και των ανενεργών μονάδων" }).click();
  await expect(page).toHaveURL(/showHistory=true/);
  await page.getByRole("link", { name: label, exact: true }).click();

  // SPEC §5 interval rule: a new period may not start before the old one ended.
  await page.getByLabel(/^Ενεργή από/).fill("01/03/2025");
  await page.getByLabel(/^Ενεργή έως/).fill("");
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(
    page.getByRole("link", {
      name: "Ενεργή από: Η ημερομηνία έναρξης ισχύος 01/03/2025 είναι προγενέστερη της ημερομηνίας λήξης ισχύος 31/03/2025 της προηγούμενης περιόδου ισχύος.",
    }),
  ).toBeVisible();
  expect(unitByLabel(label)!.activeUntil).not.toBeNull();
  await expect(page.getByRole("table", { name: "Ιστορικό της μονάδας" })).toContainText("Δημιουργία");

  // Unused, so it can be deleted, after a confirmation page.
  await page.getByRole("link", { name: "Διαγραφή μονάδας" }).click();
  await expect(page.getByText(`Θέλετε σίγουρα να διαγράψετε τη μονάδα «${label}»;`)).toBeVisible();
  await page.getByRole("button", { name: "Διαγραφή" }).click();
  await expect(page.getByText(`Η μονάδα «${label}» διαγράφηκε.`)).toBeVisible();
  expect(unitByLabel(label)).toBeUndefined();
  expect(unitAudit(stored.uid)).toEqual(["unit.create", "unit.update", "unit.delete"]);
});

test("a publisher is refused the unit screens", async ({ page }) => {
  await login(page, "publisher");
  await page.goto("/organization/unit/search");
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

// ---------------------------------------------------------------- signers (SPEC §6: create-signer permission or the admin role)

function signerByLastName(lastName: string) {
  return e2eDb().prepare("SELECT uid, org_uid AS orgUid FROM signers WHERE last_name = ?").get(lastName) as
    { uid: string; orgUid: string } | undefined;
}

test("the organisation administrator adds a signer with a unit and position, finds and deletes them", async ({
  page,
}, testInfo) => {
  const lastName = `Δοκιμάκη ${testInfo.project.name} ${Date.now().toString(36)}`;
  await login(page, "orgadmin");
  await page.goto("/userhome");
  const menu = page.getByRole("navigation", { name: "Κύριο μενού" });
  await menu.getByText("Διαχείριση φορέων").click();
  await menu.getByRole("link", { name: "Υπογράφοντες", exact: true }).click();
  await page.getByRole("link", { name: "Νέος υπογράφων" }).click();
  await page.getByLabel(/^Επώνυμο/).fill(lastName);
  await page.getByLabel(/^Όνομα/).fill("Αθηνά");
  await page.getByRole("button", { name: "Προσθήκη μονάδας" }).click();
  await page.getByLabel("Μονάδα 1", { exact: true }).selectOption({ index: 1 });
  const unitLabel = (await page.getByLabel("Μονάδα 1", { exact: true }).locator("option:checked").textContent())!;
  await page.getByLabel("Θέση στη μονάδα 1").selectOption({ label: "Δήμαρχος" });
  await page.getByRole("button", { name: "Αποθήκευση" }).last().click();
  await expect(page.getByText(`Ο υπογράφων «Αθηνά ${lastName}» δημιουργήθηκε.`)).toBeVisible();
  const stored = signerByLastName(lastName)!;
  expect(stored.orgUid).toBe("6013");

  await page.getByLabel("Ονοματεπώνυμο ή κωδικός").fill(lastName);
  await page.getByRole("search", { name: "Αναζήτηση υπογραφόντων" }).getByRole("button").click();
  const row = page.getByRole("row").filter({ hasText: lastName });
  await expect(row).toContainText(`${unitLabel.replace(/^(— )+/, "")} (Δήμαρχος)`);
  await row.getByRole("link", { name: /^Διαγραφή/ }).click();
  await page.getByRole("button", { name: "Διαγραφή" }).click();
  await expect(page.getByText(`Ο υπογράφων «Αθηνά ${lastName}» διαγράφηκε.`)).toBeVisible();
  expect(signerByLastName(lastName)).toBeUndefined();
});

test("a submitter is refused the signer screens", async ({ page }) => {
  await login(page, "submitter");
  await page.goto("/organization/signer/search");
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(FORBIDDEN)).toBeVisible();
});

// ---------------------------------------------------------------- the public dashboard /f/{latinName}

function publicCount(sql: string, ...args: string[]): number {
  return (
    e2eDb()
      .prepare(sql)
      .get(...args) as { n: number }
  ).n;
}

test("the dashboard's tabs are links; each entry's count matches the register and links to the filtered search", async ({
  page,
}) => {
  await page.goto("/f/6013");
  await expect(page).toHaveURL(/\/f\/municipality_of_athens$/);
  const tabs = page.getByRole("navigation", { name: "Καρτέλες του φορέα" });
  await expect(tabs.getByText("Είδη πράξεων")).toHaveAttribute("aria-current", "page");

  // Decision types: the first row, checked against the stored public decisions.
  const typeRow = page
    .getByRole("table", { name: /Είδη πράξεων/ })
    .getByRole("row")
    .nth(1);
  const typeLabel = (await typeRow.getByRole("link").textContent())!;
  const typeCount = Number((await typeRow.getByRole("cell").nth(1).textContent())!.replace(/\./g, ""));
  expect(typeCount).toBe(
    publicCount(
      `SELECT count(*) AS n FROM search_docs d JOIN decision_types t ON t.uid = d.decision_type_uid
        WHERE d.org_uid = '6013' AND t.label = ?`,
      typeLabel,
    ),
  );

  for (const [tab, field] of [
    ["Μονάδες", "unit_uids"],
    ["Υπογράφοντες", "signer_uids"],
    ["Θεματικές κατηγορίες", "thematic_category_uids"],
  ] as const) {
    await tabs.getByRole("link", { name: tab }).click();
    await expect(tabs.getByText(tab)).toHaveAttribute("aria-current", "page");
    const row = page
      .getByRole("table", { name: new RegExp(tab) })
      .getByRole("row")
      .nth(1);
    const count = Number((await row.getByRole("cell").nth(1).textContent())!.replace(/\./g, ""));
    const href = (await row.getByRole("link").getAttribute("href"))!;
    const fq = new URL(href, BASE_URL).searchParams.getAll("fq");
    const value = /"([^"]+)"$/.exec(fq[1])![1];
    const entrySql = `SELECT count(*) AS n FROM search_docs d WHERE d.org_uid = '6013'
            AND EXISTS (SELECT 1 FROM json_each(d.${field}) WHERE value = ?)`;
    // Every tab, thematic categories included, counts from aggregates kept in the publishing
    // transaction (search_org_values, docs/decisions/043): exact at once.
    expect(count, `${tab}: the first entry's count`).toBe(publicCount(entrySql, value));
    if (tab === "Υπογράφοντες") {
      await row.getByRole("link").click();
      await expect(page).toHaveURL(/\/search\?/);
      await expect(page.getByText(`${count.toLocaleString("el-GR")} πράξ`).first()).toBeVisible();
      await page.goBack();
    }
  }
  expect((await page.goto("/f/municipality_of_athens?tab=nosuch"))?.status()).toBe(400);
});

test("the dashboard labels an abolished body, and shows buildings and supervised bodies", async ({ page }) => {
  await page.goto("/f/ypaat");
  await expect(page.getByRole("note")).toContainText("Καταργημένος φορέας: δεν αναρτά νέες πράξεις");
  await page.goto("/f/municipality_of_athens");
  await expect(page.getByRole("heading", { name: "Κτίρια" })).toBeVisible();
  // The seeded Athens supervises bodies: every one of them is listed, each a link to its own page.
  const supervised = publicCount("SELECT count(*) AS n FROM organizations WHERE supervisor_uid = '6013'");
  expect(supervised).toBeGreaterThan(0);
  await expect(page.getByRole("region", { name: "Εποπτευόμενοι φορείς" }).getByRole("link")).toHaveCount(supervised);
});

test("the dashboard's month chart is an SVG image named by its title, its table the monthly aggregate's figures", async ({
  page,
}) => {
  await page.goto("/f/municipality_of_athens");
  const chart = page.getByRole("img", {
    name: /^Αναρτήσεις του φορέα ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ ανά μήνα, \d\d\/\d{4} έως \d\d\/\d{4}$/,
  });
  await expect(chart).toBeVisible();
  expect(await chart.evaluate((node) => node.tagName.toLowerCase())).toBe("svg");
  // The numbers, in a native <details> (no script needed to open it).
  await page.getByText("Τα δεδομένα του γραφήματος σε πίνακα").click();
  const table = page.getByRole("table", { name: /^Αναρτήσεις του φορέα ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ ανά μήνα/ });
  const rows = table.locator("tbody tr");
  await expect(rows).toHaveCount(12);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [tr.querySelector("th")!.textContent, tr.querySelector("td")!.textContent]),
  );
  // The figures /stats sums too (publication_stats_by_org), read after the page was drawn.
  const stored = e2eDb().prepare("SELECT count FROM publication_stats_by_org WHERE org_uid = '6013' AND month = ?");
  for (const [label, count] of shown) {
    const month = `${label.slice(3)}-${label.slice(0, 2)}`;
    const row = stored.get(month) as { count: number } | undefined;
    expect(Number(count.replace(/\./g, "")), label).toBe(row?.count ?? 0);
  }
  expect(
    shown.some(([, count]) => count !== "0"),
    "the demo body published in the last twelve months",
  ).toBe(true);
});

test("the organisation form lists the supervised bodies read-only, ten a page, with page links", async ({ page }) => {
  const supervised = e2eDb()
    .prepare("SELECT uid, label FROM organizations WHERE supervisor_uid = '6013' ORDER BY label, uid")
    .all() as { uid: string; label: string }[];
  expect(supervised.length, "the demo body supervises more than one page of bodies").toBeGreaterThan(10);
  await login(page, "admin");
  await page.goto("/organization/edit/6013");
  const section = page.getByRole("region", { name: "Εποπτευόμενοι φορείς" });
  const table = section.getByRole("table");
  // Web-first assertions: with JavaScript the next page arrives by client navigation, so the
  // rows are awaited rather than read once (a single read could still see page 1).
  const labels = table.locator("tbody tr td:first-child a");
  await expect(table.locator("tbody tr")).toHaveCount(10);
  await expect(labels).toHaveText(supervised.slice(0, 10).map((o) => o.label));
  // The administrator may edit every body: each row leads to that body's form.
  await expect(section.getByRole("link", { name: supervised[0].label, exact: true })).toHaveAttribute(
    "href",
    `/organization/edit/${supervised[0].uid}`,
  );

  await section
    .getByRole("navigation", { name: "Σελίδες εποπτευόμενων φορέων" })
    .getByRole("link", { name: "Επόμενη" })
    .click();
  await expect(page).toHaveURL(/\/organization\/edit\/6013\?supervisedPage=2#supervised$/);
  await expect(labels).toHaveText(supervised.slice(10, 20).map((o) => o.label));
  await expect(section).toContainText(`σελίδα 2 από ${Math.ceil(supervised.length / 10)}`);

  const past = await page.goto(`/organization/edit/6013?supervisedPage=${Math.ceil(supervised.length / 10) + 1}`);
  expect(past?.status()).toBe(400);
});
