/**
 * Administration of decision types (issue 17), as `admin`, JavaScript off and on:
 *  - a decision type withdrawn from a category disappears from that category's entry form, a
 *    save with it is refused with a Greek message, and the JSON API no longer lists it;
 *  - a type withdrawn from the catalogue leaves every entry form, and comes back when restored;
 *  - a new field is checked, previewed in the entry form's own rendering, saved as a new
 *    definition version, and shows in the entry form at once;
 *  - a field moves up or down among its siblings (in its group when nested), the preview follows,
 *    and a move from a page read before another change is refused (409);
 *  - the width and the selection URLs of a field are checked, kept on refusal, stored, listed in the
 *    fields table (which stacks its rows on a 320 px screen) and applied;
 *  - an ajax field with no dictionary searches the definition's selectionListUrl and shows a chosen
 *    code by the label its dataByUidUrl gives, with and without JavaScript;
 *  - the screens are refused to the other roles (their POSTs: tests/e2e/route-table.spec.ts).
 * The two projects run at once on one database: each uses its own rarely used types, and puts
 * back what it changed.
 */
import type { Browser, Page } from "@playwright/test";
import { MSG } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { openNewDecisionForm, submitForm } from "./support/decision-form";

const SUCCESS = (text: string) => `[role="status"]:has-text("${text}")`;
const isJs = () => test.info().project.name === "js";
const ORG = "6013";

/** A second signed-in user beside the page's own, with the project's JavaScript setting. */
async function secondUser(browser: Browser, username: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL, javaScriptEnabled: isJs() });
  const page = await context.newPage();
  await login(page, username);
  return page;
}

/** Elements of the page's main content that end past the screen's right edge (screen-reader-only text aside). */
function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return Array.from(document.querySelectorAll("main *"))
      .filter((el) => !el.closest(".govgr-visually-hidden") && el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? "").slice(0, 40)}`)
      .slice(0, 5);
  });
}

function categoryOf(org: string): { uid: string; label: string } {
  return e2eDb()
    .prepare(
      `SELECT i.uid, i.label FROM organizations o
       JOIN dictionary_items i ON i.dictionary_uid = 'ORG_CATEGORY' AND i.uid = o.category_uid WHERE o.uid = ?`,
    )
    .get(org) as { uid: string; label: string };
}

async function typeChoices(page: Page): Promise<string[]> {
  await page.goto(`/decision/new?org=${ORG}`);
  return page
    .getByLabel("Είδος πράξης", { exact: false })
    .first()
    .locator("option")
    .evaluateAll((els) => els.map((el) => (el as HTMLOptionElement).value));
}

test("a decision type withdrawn from a category disappears from that category's entry form and is refused by the API", async ({
  page,
  browser,
}) => {
  const type = isJs() ? "Α.7" : "Α.6";
  const category = categoryOf(ORG);
  const open = () =>
    e2eDb()
      .prepare(
        "SELECT count(*) AS n FROM decision_types_per_org_category WHERE org_category_uid = ? AND decision_type_uid = ?",
      )
      .get(category.uid, type) as { n: number };
  const submitter = await secondUser(browser, "submitter");
  try {
    // The clerk has the type's form open before the administrator acts.
    await openNewDecisionForm(submitter, type);
    await submitter.getByLabel("Θέμα", { exact: false }).first().fill(`Πράξη τύπου ${type} που κλείνει`);

    await login(page, "admin");
    await page.goto("/administration/dtperorgtype");
    await page.getByLabel("Κατηγορία φορέα").selectOption(category.uid);
    await page.getByRole("button", { name: "Επιλογή κατηγορίας" }).click();
    await expect(page).toHaveURL(new RegExp(`category=${category.uid}`));
    await expect(page.getByRole("heading", { name: new RegExp(category.label) })).toBeVisible();
    await page.getByRole("checkbox", { name: new RegExp(`^${type.replace(/\./g, "\\.")} `) }).uncheck();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(
      page.locator(SUCCESS(`Τα είδη πράξεων της κατηγορίας «${category.label}» αποθηκεύτηκαν.`)),
    ).toBeVisible();
    await expect.poll(open).toEqual({ n: 0 });

    // The save of the open form is refused, in Greek, on the type.
    const response = await submitForm(submitter);
    expect(response.status()).toBe(400);
    await expect(submitter.getByRole("link", { name: "Επιλέξτε ένα είδος πράξης από τη λίστα." })).toBeVisible();
    // The entry form no longer offers it; asked for by address, it is refused.
    expect(await typeChoices(submitter)).not.toContain(type);
    const direct = await submitter.goto(`/decision/new?org=${ORG}&type=${encodeURIComponent(type)}`);
    expect(direct?.status()).toBe(400);
    // The JSON API lists it neither for the body nor for its category; other categories keep it.
    const api = async (query: string) => {
      const answer = await submitter.request.get(`/luminapi/api/selection/tags/hierarchy/DT?${query}`);
      expect(answer.status()).toBe(200);
      return ((await answer.json()) as { uid: string }[]).map((x) => x.uid);
    };
    expect(await api(`org=${ORG}`)).not.toContain(type);
    expect(await api(`orgCategory=${category.uid}`)).not.toContain(type);
    const other = category.uid === "MINISTRY" ? "MUNICIPALITY" : "MINISTRY";
    expect(await api(`orgCategory=${other}`)).toContain(type);

    // Opened again: offered again.
    await page.getByRole("checkbox", { name: new RegExp(`^${type.replace(/\./g, "\\.")} `) }).check();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect.poll(open).toEqual({ n: 1 });
    expect(await typeChoices(submitter)).toContain(type);
  } finally {
    e2eDb()
      .prepare(
        "INSERT OR IGNORE INTO decision_types_per_org_category (org_category_uid, decision_type_uid) VALUES (?, ?)",
      )
      .run(category.uid, type);
    await submitter.context().close();
  }
});

test("a type withdrawn from the catalogue leaves every entry form, and returns when restored", async ({
  page,
  browser,
}) => {
  const type = isJs() ? "Γ.3.6" : "Γ.3.5";
  const withdrawn = () =>
    e2eDb().prepare("SELECT withdrawn_at IS NOT NULL AS w FROM decision_types WHERE uid = ?").get(type) as {
      w: number;
    };
  const submitter = await secondUser(browser, "submitter");
  try {
    await login(page, "admin");
    await page.goto("/administration/dt");
    await page.getByRole("link", { name: `Απόσυρση ${type}`, exact: true }).click();
    await expect(page.getByRole("heading", { name: "Απόσυρση είδους πράξης" })).toBeVisible();
    await page.getByRole("button", { name: "Απόσυρση" }).click();
    await expect(page.locator(SUCCESS(`Το είδος πράξης «${type}» αποσύρθηκε`))).toBeVisible();
    await expect.poll(withdrawn).toEqual({ w: 1 });
    await expect(page.getByRole("row", { name: new RegExp(`^${type.replace(/\./g, "\\.")} `) })).toContainText(
      "Αποσυρμένο",
    );
    expect(await typeChoices(submitter)).not.toContain(type);

    await page.getByRole("link", { name: `Επαναφορά ${type}`, exact: true }).click();
    await expect(page.getByRole("heading", { name: "Επαναφορά είδους πράξης" })).toBeVisible();
    await page.getByRole("button", { name: "Επαναφορά" }).click();
    await expect.poll(withdrawn).toEqual({ w: 0 });
    await expect(page.locator(SUCCESS(`Το είδος πράξης «${type}» είναι ξανά διαθέσιμο.`))).toBeVisible();
    expect(await typeChoices(submitter)).toContain(type);
  } finally {
    e2eDb().prepare("UPDATE decision_types SET withdrawn_at = NULL WHERE uid = ?").run(type);
    await submitter.context().close();
  }
});

test("a new field is checked, previewed as the entry form renders it, saved as a new version and used at once", async ({
  page,
  browser,
}) => {
  const type = isJs() ? "Δ.2.2" : "Δ.2.1";
  const path = isJs() ? "e2eJsContract" : "e2eNoJsContract";
  const label = `Αριθμός σύμβασης ${test.info().project.name}`;
  await login(page, "admin");
  await page.goto(`/administration/dt/${encodeURIComponent(type)}`);
  await expect(page.getByRole("heading", { name: new RegExp(type.replace(/\./g, "\\.")) })).toBeVisible();
  await page.getByLabel("Διαδρομή πεδίου").fill(path);
  await page.getByLabel("Ετικέτα", { exact: false }).first().fill(label);
  await page.getByLabel("Εμφανίζεται όταν").fill("nowhere");
  await page.getByRole("button", { name: "Προεπισκόπηση" }).click();
  await expect(page.getByRole("link", { name: "Δεν υπάρχει πεδίο με διαδρομή «nowhere» στον τύπο." })).toBeVisible();

  await page.getByLabel("Εμφανίζεται όταν").fill("");
  await page.getByRole("button", { name: "Προεπισκόπηση" }).click();
  await expect(page.getByRole("heading", { name: "Προεπισκόπηση της φόρμας με το νέο πεδίο" })).toBeVisible();
  const preview = page.getByRole("region", { name: "Προεπισκόπηση της φόρμας με το νέο πεδίο" });
  await expect(preview.getByLabel(label, { exact: false })).toBeDisabled();
  // A preview stores nothing.
  const stored = () =>
    e2eDb()
      .prepare("SELECT count(*) AS n FROM field_definitions WHERE decision_type_uid = ? AND field_path = ?")
      .get(type, path) as { n: number };
  expect(stored()).toEqual({ n: 0 });

  await page.getByRole("button", { name: "Προσθήκη πεδίου" }).click();
  await expect(page.locator(SUCCESS(`Το πεδίο «${label}» προστέθηκε (έκδοση ορισμού 2).`))).toBeVisible();
  await expect.poll(stored).toEqual({ n: 1 });
  await expect(page.getByRole("cell", { name: path, exact: true })).toBeVisible();

  const submitter = await secondUser(browser, "submitter");
  try {
    await openNewDecisionForm(submitter, type);
    await expect(submitter.getByLabel(label, { exact: false })).toBeEditable();
  } finally {
    await submitter.context().close();
  }
});

test("a field is edited and removed, each a new definition version, and a field others depend on is not removed", async ({
  page,
  browser,
}) => {
  const type = isJs() ? "Γ.3.2" : "Γ.3.1";
  const name = test.info().project.name === "js" ? "Js" : "NoJs";
  const [first, second] = [`e2e${name}Permit`, `e2e${name}PermitDate`];
  const typePage = `/administration/dt/${encodeURIComponent(type)}`;
  const flash = (text: RegExp) => page.locator('[role="status"]', { hasText: text });
  const stored = (path: string) =>
    e2eDb()
      .prepare("SELECT label FROM field_definitions WHERE decision_type_uid = ? AND field_path = ?")
      .get(type, path) as { label: string } | undefined;
  await login(page, "admin");
  await page.goto(typePage);
  // Two fields of its own, the second shown only when the first has a value.
  for (const [path, label, shownWhen] of [
    [first, "Αριθμός άδειας", ""],
    [second, "Ημερομηνία άδειας", first],
  ]) {
    await page.getByLabel("Διαδρομή πεδίου").fill(path);
    await page.getByLabel("Ετικέτα", { exact: false }).first().fill(label);
    await page.getByLabel("Εμφανίζεται όταν").fill(shownWhen);
    await page.getByRole("button", { name: "Προσθήκη πεδίου" }).click();
    await expect(flash(new RegExp(`Το πεδίο «${label}» προστέθηκε`))).toBeVisible();
  }

  // Edit: the path is read-only, the rules are the new field's, the change is a new version.
  await page.getByRole("link", { name: `Επεξεργασία ${first}`, exact: true }).click();
  await expect(page.getByRole("heading", { name: `Επεξεργασία πεδίου «${first}»` })).toBeVisible();
  await expect(page.getByLabel("Διαδρομή πεδίου")).toHaveValue(first);
  await expect(page.getByLabel("Διαδρομή πεδίου")).toHaveAttribute("readonly", "");
  await expect(page.getByLabel("Ετικέτα", { exact: false }).first()).toHaveValue("Αριθμός άδειας");
  await page.getByLabel("Εμφανίζεται όταν").fill(first);
  await page.getByRole("button", { name: "Αποθήκευση πεδίου" }).click();
  await expect(page.getByRole("link", { name: "Ένα πεδίο δεν μπορεί να εξαρτάται από τον εαυτό του." })).toBeVisible();
  await page.getByLabel("Εμφανίζεται όταν").fill("");
  await page.getByLabel("Ετικέτα", { exact: false }).first().fill("Αριθμός άδειας λειτουργίας");
  await page.getByRole("button", { name: "Προεπισκόπηση" }).click();
  const preview = page.getByRole("region", { name: "Προεπισκόπηση της φόρμας με την αλλαγή" });
  await expect(preview.getByLabel("Αριθμός άδειας λειτουργίας", { exact: false })).toBeDisabled();
  expect(stored(first)).toEqual({ label: "Αριθμός άδειας" });
  await page.getByRole("button", { name: "Αποθήκευση πεδίου" }).click();
  await expect(flash(/Το πεδίο «Αριθμός άδειας λειτουργίας» αποθηκεύτηκε \(έκδοση ορισμού \d+\)\./)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${typePage.replace(/[.%]/g, "\\$&")}$`));
  await expect.poll(() => stored(first)).toEqual({ label: "Αριθμός άδειας λειτουργίας" });
  await expect(page.getByRole("cell", { name: "Αριθμός άδειας λειτουργίας", exact: true })).toBeVisible();

  // The first cannot go while the second depends on it: the page names it, no button.
  await page.getByRole("link", { name: `Αφαίρεση ${first}`, exact: true }).click();
  await expect(
    page.getByText(`Το πεδίο «${first}» δεν αφαιρείται: από αυτό εξαρτώνται τα πεδία «${second}».`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Αφαίρεση" })).toHaveCount(0);

  // The second goes after its confirmation page, then the first.
  for (const [path, label] of [
    [second, "Ημερομηνία άδειας"],
    [first, "Αριθμός άδειας λειτουργίας"],
  ]) {
    await page.goto(typePage);
    await page.getByRole("link", { name: `Αφαίρεση ${path}`, exact: true }).click();
    await expect(page.getByRole("heading", { name: "Αφαίρεση πεδίου είδους πράξης" })).toBeVisible();
    await page.getByRole("button", { name: "Αφαίρεση" }).click();
    await expect(flash(new RegExp(`Το πεδίο «${label}» αφαιρέθηκε \\(έκδοση ορισμού \\d+\\)\\.`))).toBeVisible();
    await expect.poll(() => stored(path)).toBeUndefined();
    await expect(page.getByRole("cell", { name: path, exact: true })).toHaveCount(0);
  }

  const submitter = await secondUser(browser, "submitter");
  try {
    await openNewDecisionForm(submitter, type);
    await expect(submitter.getByLabel("Αριθμός άδειας", { exact: false })).toHaveCount(0);
  } finally {
    await submitter.context().close();
  }
});

test("a new decision type is created in a group and offered in the entry form at once", async ({ page, browser }) => {
  // A code of its own per run: a type is never deleted, only withdrawn (as this test leaves it).
  const uid = `Ζ.${isJs() ? 7 : 8}${Date.now() % 100000}`;
  const label = `Δοκιμαστικό είδος ${test.info().project.name}`;
  const submitter = await secondUser(browser, "submitter");
  try {
    await login(page, "admin");
    await page.goto("/administration/dt");
    await page.getByRole("link", { name: "Νέο είδος πράξης" }).click();
    await expect(page.getByRole("heading", { name: "Νέο είδος πράξης" })).toBeVisible();
    await page.getByLabel("Κωδικός", { exact: false }).fill("not a code");
    await page.getByLabel("Ονομασία", { exact: false }).fill(label);
    await page.getByLabel("Ομάδα", { exact: false }).selectOption({ index: 1 });
    await page.getByRole("button", { name: "Δημιουργία είδους" }).click();
    await expect(page.getByRole("link", { name: /^Ο κωδικός αποτελείται από κεφαλαία γράμματα/ })).toBeVisible();
    await page.getByLabel("Κωδικός", { exact: false }).fill(uid);
    await page.getByRole("button", { name: "Δημιουργία είδους" }).click();
    await expect(page.locator(SUCCESS(`Το είδος πράξης «${uid}» δημιουργήθηκε.`))).toBeVisible();
    await expect(page.getByRole("heading", { name: new RegExp(label) })).toBeVisible();
    expect(await typeChoices(submitter)).toContain(uid);

    // Renamed on its own page: an empty label is refused, a new one saved and shown.
    await page.getByRole("link", { name: "Αλλαγή ονομασίας" }).click();
    await page.getByLabel("Ονομασία", { exact: false }).fill(" ");
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.getByRole("link", { name: /^Συμπληρώστε την ονομασία του είδους/ })).toBeVisible();
    await page.getByLabel("Ονομασία", { exact: false }).fill(`${label} (μετονομασμένο)`);
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.locator(SUCCESS(`Το είδος πράξης «${uid}» αποθηκεύτηκε.`))).toBeVisible();
    await expect(page.getByRole("heading", { name: /\(μετονομασμένο\)/ })).toBeVisible();
  } finally {
    e2eDb().prepare("UPDATE decision_types SET withdrawn_at = 1 WHERE uid = ?").run(uid);
    await submitter.context().close();
  }
});

test("a field moves up and down among its siblings, the preview follows, and a stale page's move is refused", async ({
  page,
}) => {
  // lawaa (or lawpraxiaa), then the group fek with fek.aa, fek.issue, fek.issueyear.
  const [type, law, lawLabel] = isJs()
    ? ["Α.1.2", "lawpraxiaa", "Αριθμός Πράξης"]
    : ["Α.1.1", "lawaa", "Αριθμός Νόμου"];
  const typePage = `/administration/dt/${encodeURIComponent(type)}`;
  const flash = (text: string) =>
    page.locator('[role="status"]', {
      hasText: new RegExp(`${text.replace(/[.()]/g, "\\$&")} \\(έκδοση ορισμού \\d+\\)`),
    });
  const tablePaths = () => page.locator("table.govgr-table tbody tr td:first-child").allTextContents();
  /** The labels of the preview's controls and groups, in page order. */
  const previewOrder = async () => {
    const texts = await page
      .getByRole("region", { name: "Προεπισκόπηση της φόρμας" })
      .locator("legend, label")
      .allTextContents();
    return texts.map((x) => x.replace(/\s+/g, " ").trim());
  };
  const before = (texts: string[], a: string, b: string) =>
    texts.findIndex((x) => x.startsWith(a)) < texts.findIndex((x) => x.startsWith(b));
  const storedOrder = () =>
    (
      e2eDb()
        .prepare("SELECT field_path AS p FROM field_definitions WHERE decision_type_uid = ? ORDER BY sort_order, id")
        .all(type) as { p: string }[]
    ).map((r) => r.p);
  const seeded = [law, "fek", "fek.aa", "fek.issue", "fek.issueyear"];
  try {
    await login(page, "admin");
    await page.goto(typePage);
    expect(await tablePaths()).toEqual([law, "fek", "fek.aa", "fek.issue", "fek.issueyear"]);
    // The first field has no «up», the last of a group no «down».
    await expect(page.getByRole("button", { name: `Μετακίνηση πάνω ${law}`, exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Μετακίνηση κάτω fek.issueyear", exact: true })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Μετακίνηση πάνω fek.aa", exact: true })).toHaveCount(0);
    expect(before(await previewOrder(), lawLabel, "Στοιχεία ΦΕΚ")).toBe(true);

    // A second tab reads the page now; it will be stale after the next move.
    const stale = await page.context().newPage();
    await stale.goto(typePage);

    await page.getByRole("button", { name: `Μετακίνηση κάτω ${law}`, exact: true }).click();
    await expect(flash(`Το πεδίο «${lawLabel}» μετακινήθηκε κάτω`)).toBeVisible();
    await expect.poll(tablePaths).toEqual(["fek", "fek.aa", "fek.issue", "fek.issueyear", law]);
    expect(before(await previewOrder(), "Στοιχεία ΦΕΚ", lawLabel)).toBe(true);

    // Nested: inside its group only.
    await page.getByRole("button", { name: "Μετακίνηση πάνω fek.issueyear", exact: true }).click();
    await expect(flash("Το πεδίο «Έτος ΦΕΚ» μετακινήθηκε πάνω")).toBeVisible();
    await expect.poll(tablePaths).toEqual(["fek", "fek.aa", "fek.issueyear", "fek.issue", law]);
    expect(before(await previewOrder(), "Έτος ΦΕΚ", "Τεύχος ΦΕΚ")).toBe(true);
    expect(storedOrder()).toEqual(["fek", "fek.aa", "fek.issueyear", "fek.issue", law]);

    // The stale tab's move is refused and changes nothing.
    const refused = stale.waitForResponse((r) => r.request().method() === "POST");
    await stale.getByRole("button", { name: "Μετακίνηση κάτω fek.aa", exact: true }).click();
    expect((await refused).status()).toBe(409);
    await expect(stale.getByRole("link", { name: /^Ο ορισμός του είδους άλλαξε στο μεταξύ/ })).toBeVisible();
    expect(storedOrder()).toEqual(["fek", "fek.aa", "fek.issueyear", "fek.issue", law]);
    await stale.close();
  } finally {
    // The seeded order back (the definition versions stay, as after any change).
    const put = e2eDb().prepare(
      "UPDATE field_definitions SET sort_order = ? WHERE decision_type_uid = ? AND field_path = ?",
    );
    seeded.forEach((p, i) => put.run(i + 1, type, p));
  }
});

test("a field's width and selection URL are checked, kept on refusal, stored and applied in the preview", async ({
  page,
}) => {
  const [type, path, label] = isJs()
    ? ["Α.5", "arPraktikou", "Αριθμός Πρακτικού"]
    : ["Α.3", "onomaEgkykliou", "Αριθμός Εγκυκλίου"];
  const stored = () =>
    e2eDb()
      .prepare(
        "SELECT size, selection_list_url AS url FROM field_definitions WHERE decision_type_uid = ? AND field_path = ?",
      )
      .get(type, path) as { size: number | null; url: string | null };
  try {
    await login(page, "admin");
    await page.goto(`/administration/dt/${encodeURIComponent(type)}`);
    await page.getByRole("link", { name: `Επεξεργασία ${path}`, exact: true }).click();
    await expect(page.getByRole("heading", { name: `Επεξεργασία πεδίου «${path}»` })).toBeVisible();

    // Refused: the page again with the Greek messages and what was typed.
    await page.getByLabel("Πλάτος (χαρακτήρες)").fill("300");
    await page.getByLabel("Διεύθυνση αναζήτησης επιλογών").fill("https://example.org/options");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Αποθήκευση πεδίου" }).click();
    expect((await refused).status()).toBe(400);
    await expect(
      page.getByRole("link", { name: "Το πλάτος είναι ακέραιος αριθμός χαρακτήρων από 1 έως 200." }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: /^Η διεύθυνση είναι διαδρομή αυτής της πύλης/ })).toBeVisible();
    await expect(page.getByLabel("Πλάτος (χαρακτήρες)")).toHaveValue("300");
    await expect(page.getByLabel("Διεύθυνση αναζήτησης επιλογών")).toHaveValue("https://example.org/options");
    expect(stored()).toEqual({ size: null, url: null });

    // Previewed, then saved: the preview's input has the width.
    await page.getByLabel("Πλάτος (χαρακτήρες)").fill("17");
    await page.getByLabel("Διεύθυνση αναζήτησης επιλογών").fill("/luminapi/api/fields/FEKTYPES");
    await page.getByLabel("Διεύθυνση ανάγνωσης επιλογής").fill("/luminapi/api/fields/FEKTYPES");
    await page.getByRole("button", { name: "Προεπισκόπηση" }).click();
    const preview = page.getByRole("region", { name: "Προεπισκόπηση της φόρμας με την αλλαγή" });
    await expect(preview.getByLabel(label, { exact: false })).toHaveAttribute("size", "17");
    await page.getByRole("button", { name: "Αποθήκευση πεδίου" }).click();
    await expect(page.locator('[role="status"]', { hasText: `Το πεδίο «${label}» αποθηκεύτηκε` })).toBeVisible();
    await expect.poll(stored).toEqual({ size: 17, url: "/luminapi/api/fields/FEKTYPES" });
    // The fields table lists what was set, in the edit form's words.
    const row = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: `Επεξεργασία ${path}`, exact: true }) });
    await expect(row).toContainText("Πλάτος (χαρακτήρες): 17");
    await expect(row).toContainText("Διεύθυνση αναζήτησης επιλογών: /luminapi/api/fields/FEKTYPES");
    await expect(row).toContainText("Διεύθυνση ανάγνωσης επιλογής: /luminapi/api/fields/FEKTYPES");
    // On a 320 px screen the table's rows stack: nothing reaches past the right edge.
    await page.setViewportSize({ width: 320, height: 640 });
    await expect(row).toContainText("Πλάτος (χαρακτήρες): 17");
    expect(await widerThanScreen(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 720 });
    await expect(
      page.getByRole("region", { name: "Προεπισκόπηση της φόρμας" }).getByLabel(label, { exact: false }),
    ).toHaveAttribute("size", "17");
    await page.getByRole("link", { name: `Επεξεργασία ${path}`, exact: true }).click();
    await expect(page.getByLabel("Πλάτος (χαρακτήρες)")).toHaveValue("17");
    await expect(page.getByLabel("Διεύθυνση αναζήτησης επιλογών")).toHaveValue("/luminapi/api/fields/FEKTYPES");
  } finally {
    e2eDb()
      .prepare(
        "UPDATE field_definitions SET size = NULL, selection_list_url = NULL, data_by_uid_url = NULL WHERE decision_type_uid = ? AND field_path = ?",
      )
      .run(type, path);
  }
});

test("an ajax field whose definition sets the selection URLs searches and labels its codes by them", async ({
  page,
  browser,
}) => {
  const type = isJs() ? "Β.5" : "Β.4";
  const path = isJs() ? "e2eJsCpv" : "e2eNoJsCpv";
  const label = `Κωδικός CPV ${test.info().project.name}`;
  await login(page, "admin");
  await page.goto(`/administration/dt/${encodeURIComponent(type)}`);
  // No dictionary: the options and the labels come from the URLs only.
  await page.getByLabel("Διαδρομή πεδίου").fill(path);
  await page.getByLabel("Ετικέτα", { exact: false }).first().fill(label);
  await page.getByLabel("Είδος πεδίου").selectOption("COMBOBOX_AJAX_SIMPLE");
  await page.getByLabel("Διεύθυνση αναζήτησης επιλογών").fill("/luminapi/api/fields/CPV");
  await page.getByLabel("Διεύθυνση ανάγνωσης επιλογής").fill("/luminapi/api/fields/CPV");
  await page.getByRole("button", { name: "Προσθήκη πεδίου" }).click();
  await expect(page.locator(SUCCESS(`Το πεδίο «${label}» προστέθηκε`))).toBeVisible();

  const submitter = await secondUser(browser, "submitter");
  try {
    await openNewDecisionForm(submitter, type);
    const sent = () =>
      submitter
        .locator('form[enctype="multipart/form-data"]')
        .evaluate((form: HTMLFormElement, name) => new FormData(form).getAll(name), `extraFieldValues.${path}`);
    if (isJs()) {
      const box = submitter.getByRole("combobox", { name: label });
      await box.pressSequentially("ντίζελ");
      await submitter.getByRole("option", { name: "Πετρέλαιο κίνησης (ντίζελ)" }).click();
      await expect(box).toHaveValue("Πετρέλαιο κίνησης (ντίζελ)");
    } else {
      const group = () => submitter.getByRole("group", { name: label });
      await group().getByRole("searchbox").fill("ντίζελ");
      await group()
        .getByRole("button", { name: `Αναζήτηση για «${label}»` })
        .click();
      await group().getByRole("radio", { name: "Πετρέλαιο κίνησης (ντίζελ)" }).check();
      // Another search: the chosen code is not among its results, yet shows by its label (dataByUidUrl).
      await group().getByRole("searchbox").fill("γάλα");
      await group()
        .getByRole("button", { name: `Αναζήτηση για «${label}»` })
        .click();
      await expect(group().getByRole("radio", { name: "Πετρέλαιο κίνησης (ντίζελ)" })).toBeChecked();
      await expect(group().getByRole("radio", { name: "09134100-8" })).toHaveCount(0);
    }
    expect(await sent()).toEqual(["09134100-8"]);
  } finally {
    await submitter.context().close();
  }
});

test("the decision-type screens are refused to the other roles, whose menu has no link to them", async ({
  browser,
}) => {
  for (const who of ["orgadmin", "submitter"] as const) {
    const other = await secondUser(browser, who);
    try {
      for (const path of ["/administration/dt", "/administration/dt/%CE%92.1.3", "/administration/dtperorgtype"]) {
        await other.goto(path);
        await expect(other).toHaveURL(`${BASE_URL}/`);
        await expect(other.getByText(MSG.forbidden)).toBeVisible();
      }
      await expect(other.getByRole("link", { name: "Τύποι πράξεων", exact: true })).toHaveCount(0);
      await expect(other.getByRole("link", { name: "Τύποι πράξεων ανά κατηγορία φορέα", exact: true })).toHaveCount(0);
    } finally {
      await other.context().close();
    }
  }
});
