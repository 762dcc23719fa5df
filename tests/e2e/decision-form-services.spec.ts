/**
 * The decision form using its services (issue 8), with JavaScript off and on, against the built
 * portal pointed at the local process that speaks the ΚΗΜΔΗΣ metadata protocol
 * (tests/support/fake-services.ts): the e-procurement import fills the form from an ΑΔΑΜ and saves
 * nothing; a reference of the wrong kind is refused next to its field.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";

const FORM = `/decision/new?type=${encodeURIComponent("Δ.1")}&org=6013`;

test.describe("the e-procurement import on the form", () => {
  test.beforeEach(async ({ page }) => login(page, "submitter"));

  test("fills the subject, protocol number and contractor from the ΑΔΑΜ, and saves nothing", async ({ page }) => {
    const saved = () =>
      e2eDb()
        .prepare("SELECT count(*) FROM decision_versions WHERE subject = ?")
        .pluck()
        .get("ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ");
    const before = saved();
    await page.goto(FORM);
    await expect(page.getByRole("heading", { name: /Νέα πράξη/ })).toBeVisible();
    await page.getByLabel(/^ΑΔΑΜ/).fill("22awrd012345678");
    await page.getByRole("button", { name: "Εισαγωγή στοιχείων" }).click();
    await expect(page.getByText("Τα στοιχεία συμπληρώθηκαν από το ΚΗΜΔΗΣ (ΑΔΑΜ 22AWRD012345678).")).toBeVisible();
    await expect(page.getByLabel(/^Θέμα/)).toHaveValue("ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ");
    await expect(page.getByLabel(/^Αριθμός πρωτοκόλλου/)).toHaveValue("1234/2022");
    await expect(page.locator('input[value="800189144"]')).toHaveCount(1);
    expect(saved()).toBe(before);
  });

  test("a reference of another kind is refused next to its field", async ({ page }) => {
    await page.goto(FORM);
    await expect(page.getByRole("heading", { name: /Νέα πράξη/ })).toBeVisible();
    await page.getByLabel(/^Θέμα/).fill("κρατιέται");
    await page.getByLabel(/^ΑΔΑΜ/).fill("22REQ012345678");
    await page.getByRole("button", { name: "Εισαγωγή στοιχείων" }).click();
    await expect(page.getByText("Ο ΑΔΑΜ δεν αντιστοιχεί στον τύπο πράξης: αναμένεται AWRD ή SYMV.")).toBeVisible();
    await expect(page.getByLabel(/^Θέμα/)).toHaveValue("κρατιέται");
  });
});

test.describe("conditional fields", () => {
  test.beforeEach(async ({ page }) => login(page, "submitter"));

  test("a field shown only when a box is ticked: in place with JavaScript, always on screen without", async ({
    page,
  }) => {
    await page.goto(`/decision/new?type=${encodeURIComponent("Β.1.3")}&org=6013`);
    await expect(page.getByRole("heading", { name: /Νέα πράξη/ })).toBeVisible();
    const related = page.getByLabel(/^Σχετική μερική ανάληψη/);
    const box = page.getByLabel(/^Μερική ανάληψη υποχρέωσης/);
    if (test.info().project.name === "no-js") {
      await expect(related).toBeVisible();
      await expect(page.getByText("Συμπληρώνεται μόνο αν έχει επιλεγεί το «Μερική ανάληψη υποχρέωσης».")).toBeVisible();
      return;
    }
    await expect(related).toBeHidden();
    await box.check();
    await expect(related).toBeVisible();
    await box.uncheck();
    await expect(related).toBeHidden();
  });
});

test.describe("warnings on the edit form", () => {
  test.beforeEach(async ({ page }) => login(page, "submitter"));

  test("another decision's protocol number is a warning, saved once the user confirms", async ({ page }, testInfo) => {
    const tag = `${testInfo.project.name}/${Date.now().toString(36)}`;
    for (const n of [1, 2]) {
      await openNewDecisionForm(page, "Β.1.3");
      await fillDecision(page, { ...validDecision(`ΕΠΕΞΕΡΓΑΣΙΑ ${n} ${tag}`), protocolNumber: `ΕΠ${n}/${tag}` });
      expect((await submitForm(page)).status()).toBeLessThan(400);
    }
    const versionId = e2eDb()
      .prepare("SELECT version_id FROM decision_versions WHERE protocol_number = ?")
      .pluck()
      .get(`ΕΠ2/${tag}`) as string;
    const protocolOf = () =>
      e2eDb()
        .prepare(
          "SELECT v.protocol_number FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id WHERE d.id = (SELECT decision_id FROM decision_versions WHERE version_id = ?)",
        )
        .pluck()
        .get(versionId);

    await page.goto(`/decision/edit/${versionId}`);
    await expect(page.getByRole("heading", { name: /Επεξεργασία πράξης/ })).toBeVisible();
    await page.getByLabel(/^Αριθμός πρωτοκόλλου/).fill(`ΕΠ1/${tag}`);
    await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
    const panel = page.getByRole("status").filter({ hasText: "Προειδοποιήσεις" });
    await expect(panel).toContainText(
      `DUPLICATE_PROTOCOL_NUMBER: Υπάρχει ήδη πράξη του φορέα με αριθμό πρωτοκόλλου «ΕΠ1/${tag}»`,
    );
    expect(protocolOf()).toBe(`ΕΠ2/${tag}`);
    await page.getByRole("button", { name: "Υποβολή παρά τις προειδοποιήσεις" }).click();
    await expect.poll(protocolOf).toBe(`ΕΠ1/${tag}`);
  });
});
