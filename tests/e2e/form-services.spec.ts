/**
 * The decision form's services and the organisation admin's preferences (issue 8), with
 * JavaScript off and on, against the built portal pointed at a local process that speaks VIES,
 * GGPS and the e-procurement service (tests/support/fake-services.ts, started by the config):
 *  - /validationService, the AFM entry dialog as a page: valid with the registered name, «Μη
 *    έγκυρος ΑΦΜ», «Αδυναμία ελέγχου εγκυρότητας» as a warning, types that are not checked;
 *  - the e-procurement import answers the form's values, or a Greek refusal;
 *  - /profile/defaults, /organization/dtview and /organization/templates: saved, shown, refused.
 */
import path from "node:path";
import fs from "node:fs";
import os from "node:os";
import { test, expect } from "./support/fixtures";
import { login, logout } from "./support/auth";
import { e2eDb } from "./support/db";

const SUCCESS = (text: string) => `[role="status"]:has-text("${text}")`;

test.describe("the VAT check (/validationService)", () => {
  test.beforeEach(async ({ page }) => login(page, "submitter"));

  test("a Greek number known to GGPS is valid with its registered name", async ({ page }) => {
    await page.goto("/validationService");
    await page.getByLabel(/^ΑΦΜ/).fill("800189144");
    await page.getByRole("button", { name: "Έλεγχος" }).click();
    await expect(page.getByRole("heading", { name: "Ο ΑΦΜ είναι έγκυρος." })).toBeVisible();
    await expect(page.locator("main dd")).toHaveText("ΔΗΜΟΣ ΛΗΜΝΟΥ");
    await expect(page).toHaveURL(/afm=800189144/);
  });

  test("a wrong check digit is «Μη έγκυρος ΑΦΜ», in the summary and next to the field", async ({ page }) => {
    await page.goto("/validationService");
    await page.getByLabel(/^ΑΦΜ/).fill("987654321");
    await page.getByRole("button", { name: "Έλεγχος" }).click();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Μη έγκυρος ΑΦΜ" })).toBeVisible();
    await expect(page.getByLabel(/^ΑΦΜ/)).toHaveAttribute("aria-invalid", "true");
  });

  test("an EU number through VIES; a member state that is down only warns", async ({ page }) => {
    await page.goto("/validationService");
    await page.getByLabel("Τύπος ΑΦΜ").selectOption("EU");
    await page.getByLabel("Κράτος-μέλος").selectOption("DE");
    await page.getByLabel(/^ΑΦΜ/).fill("123456789");
    await page.getByRole("button", { name: "Έλεγχος" }).click();
    await expect(page.locator("main dd")).toHaveText("ACME GMBH");

    await page.getByLabel("Κράτος-μέλος").selectOption("MT");
    await page.getByLabel(/^ΑΦΜ/).fill("12345678");
    await page.getByRole("button", { name: "Έλεγχος" }).click();
    await expect(page.getByRole("heading", { name: "Αδυναμία ελέγχου εγκυρότητας" })).toBeVisible();
    await expect(page.getByText("Ο ΑΦΜ δεν ελέγχθηκε, η πράξη μπορεί να αποθηκευτεί.")).toBeVisible();
    await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toHaveCount(0);
  });

  test("a person outside the EU (EUP) is not checked: the typed name is kept", async ({ page }) => {
    await page.goto("/validationService?afmType=EUP&afm=X-99&name=JOHN%20DOE");
    await expect(
      page.getByRole("heading", { name: "Ο τύπος αυτός δεν ελέγχεται: συμπληρώστε την επωνυμία." }),
    ).toBeVisible();
    await expect(page.locator("main dd")).toHaveText("JOHN DOE");
  });

  test("a forged type is «Μη έγκυρη επιλογή», and the e-procurement import answers JSON", async ({ page }) => {
    await page.goto("/validationService?afmType=ZZ&afm=800189144");
    await expect(page.getByRole("link", { name: "Μη έγκυρη επιλογή" })).toBeVisible();

    const ok = await page.request.get("/internal/eprocurement?type=%CE%94.1&adam=22awrd012345678");
    expect(ok.status()).toBe(200);
    expect((await ok.json()) as unknown).toMatchObject({
      adam: "22AWRD012345678",
      values: { subject: "ΑΝΑΘΕΣΗ ΠΡΟΜΗΘΕΙΑΣ ΓΡΑΦΙΚΗΣ ΥΛΗΣ", extraFieldValues: { awardAmount: { amount: 1240.5 } } },
    });
    const wrong = await page.request.get("/internal/eprocurement?type=%CE%94.1&adam=22REQ012345678");
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { errors: { errorMessage: string }[] }).errors[0]?.errorMessage).toBe(
      "Ο ΑΔΑΜ δεν αντιστοιχεί στον τύπο πράξης: αναμένεται AWRD ή SYMV.",
    );
    const missing = await page.request.get("/internal/eprocurement?type=%CE%94.1&adam=22AWRD099999999");
    expect(missing.status()).toBe(404);
  });
});

test.describe("decision defaults (/profile/defaults)", () => {
  test("the clerk saves recipients and a type; a bad address is refused with nothing saved", async ({ page }) => {
    await login(page, "submitter");
    await page.goto("/profile");
    await page.getByRole("link", { name: "Προεπιλογές πράξης και παραλήπτες ειδοποίησης" }).click();
    await page.getByLabel("Παραλήπτες ειδοποίησης ανάρτησης").fill("ok@example.org, not an address");
    await page.getByRole("button", { name: "Αποθήκευση προεπιλογών" }).click();
    await expect(
      page.getByRole("link", { name: /Μη έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου: not an address/ }),
    ).toBeVisible();
    const userId = (e2eDb().prepare("SELECT id FROM users WHERE username = 'submitter'").get() as { id: number }).id;
    const stored = () =>
      e2eDb().prepare("SELECT kind, value FROM decision_defaults WHERE user_id = ? ORDER BY kind").all(userId) as {
        kind: string;
        value: string;
      }[];
    expect(stored()).toEqual([]);

    await page.getByLabel("Τύπος πράξης").selectOption({ value: "Β.1.3" });
    await page.getByLabel("Παραλήπτες ειδοποίησης ανάρτησης").fill("ok@example.org\nother@example.org");
    await page.getByRole("button", { name: "Αποθήκευση προεπιλογών" }).click();
    await expect(page.locator(SUCCESS("Οι προεπιλογές της πράξης αποθηκεύτηκαν."))).toBeVisible();
    await expect(page.getByLabel("Τύπος πράξης")).toHaveValue("Β.1.3");
    expect(stored().map((r) => r.kind)).toEqual(["basic", "mailrecipients"]);

    await page.getByRole("button", { name: "Διαγραφή προεπιλογών" }).click();
    await expect(page.locator(SUCCESS("Οι προεπιλογές της πράξης διαγράφηκαν."))).toBeVisible();
    expect(stored()).toEqual([]);
  });
});

test.describe("the organisation administrator's screens", () => {
  test("decision-type views: a hidden type is stored and shown unticked; the clerk's menu has no such screen", async ({
    page,
  }, info) => {
    // Each project hides its own rarely used type of the demo body, so the two projects (which run
    // at once) and the specs that make decisions of the common types never see each other's change.
    const type =
      info.project.name === "js" ? { uid: "Ε.4", label: /^Ε\.4 ΑΛΛΗ ΠΡΑΞΗ/ } : { uid: "Ε.3", label: /^Ε\.3 ΑΠΟΦΑΣΗ/ };
    await login(page, "orgadmin");
    await page.goto("/organization/dtview");
    const box = page.getByRole("checkbox", { name: type.label });
    await expect(box).toBeChecked();
    await box.uncheck();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    await expect(page.locator(SUCCESS("Οι προτιμήσεις προβολής τύπων πράξεων αποθηκεύτηκαν."))).toBeVisible();
    await expect(page.getByRole("checkbox", { name: type.label })).not.toBeChecked();
    const hidden = () =>
      e2eDb()
        .prepare(
          "SELECT decision_type_uid AS uid FROM decision_types_per_org WHERE org_uid = '6013' AND visible = 0 AND decision_type_uid = ?",
        )
        .all(type.uid) as { uid: string }[];
    await expect.poll(hidden).toEqual([{ uid: type.uid }]);

    await page.getByRole("checkbox", { name: type.label }).check();
    await page.getByRole("button", { name: "Αποθήκευση" }).click();
    // With JavaScript the first save's message is still on the page: wait for the stored change itself.
    await expect.poll(hidden).toEqual([]);
    await expect(page.locator(SUCCESS("Οι προτιμήσεις προβολής τύπων πράξεων αποθηκεύτηκαν."))).toBeVisible();
  });

  test("templates: a PDF is added, listed, downloaded and deleted after confirmation; a wrong file is refused", async ({
    page,
  }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "templates-"));
    const pdfFile = path.join(dir, "ypodeigma-analipsis.pdf");
    fs.writeFileSync(pdfFile, "%PDF-1.4\n% template\n");
    const fakeDocx = path.join(dir, "keimeno.docx");
    fs.writeFileSync(fakeDocx, "not a zip at all");
    const title = `Υπόδειγμα ανάληψης ${test.info().project.name}`;

    await login(page, "orgadmin");
    await page.goto("/organization/templates");
    await page.getByLabel("Τίτλος").fill(title);
    await page.getByLabel("Αρχείο").setInputFiles(fakeDocx);
    await page.getByRole("button", { name: "Προσθήκη προτύπου" }).click();
    await expect(page.getByRole("link", { name: /Μη αποδεκτός τύπος αρχείου 'keimeno.docx'/ })).toBeVisible();
    const count = () =>
      (e2eDb().prepare("SELECT count(*) AS n FROM document_templates WHERE title = ?").get(title) as { n: number }).n;
    expect(count()).toBe(0);

    await page.getByLabel("Τίτλος").fill(title);
    await page.getByLabel("Τύποι πράξεων").selectOption({ value: "Β.1.3" });
    await page.getByLabel("Αρχείο").setInputFiles(pdfFile);
    await page.getByRole("button", { name: "Προσθήκη προτύπου" }).click();
    await expect(page.locator(SUCCESS(`Το πρότυπο «${title}» αποθηκεύτηκε.`))).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(title) });
    await expect(row).toContainText("Πρότυπο πράξης");
    await expect(row).toContainText("Β.1.3");
    expect(count()).toBe(1);

    const href = await row.getByRole("link", { name: /ypodeigma-analipsis\.pdf/ }).getAttribute("href");
    const download = await page.request.get(href!);
    expect(download.status()).toBe(200);
    expect(download.headers()["content-disposition"]).toContain("attachment");
    expect((await download.body()).toString("latin1")).toContain("%PDF-1.4");

    await row.getByRole("link", { name: /Διαγραφή/ }).click();
    await expect(page.getByText(`Θέλετε να διαγράψετε το πρότυπο «${title}»`)).toBeVisible();
    await page.getByRole("button", { name: "Διαγραφή" }).click();
    await expect(page.locator(SUCCESS(`Το πρότυπο «${title}» διαγράφηκε.`))).toBeVisible();
    expect(count()).toBe(0);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("notice recipients: the body's list is kept, a bad address refused, and the publisher sees it before publishing", async ({
    page,
  }) => {
    const stored = () =>
      (
        e2eDb().prepare("SELECT value FROM config_entries WHERE category = 'orgRecipients' AND key = '6013'").get() as
          { value: string } | undefined
      )?.value;
    const before = stored();
    await login(page, "orgadmin");
    await page.goto("/organization/recipients");
    const field = page.getByLabel("Διευθύνσεις");
    await field.fill("grafeio.typou@example.gr\nόχι διεύθυνση");
    await page.getByRole("button", { name: "Αποθήκευση παραληπτών" }).click();
    await expect(
      page.getByRole("link", { name: /Μη έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου: όχι διεύθυνση/ }),
    ).toBeVisible();
    await expect(page.getByLabel("Διευθύνσεις")).toHaveValue("grafeio.typou@example.gr\nόχι διεύθυνση");
    expect(stored()).toBe(before);

    await page.getByLabel("Διευθύνσεις").fill("grafeio.typou@example.gr, arxeio@example.gr");
    await page.getByRole("button", { name: "Αποθήκευση παραληπτών" }).click();
    await expect(page.locator(SUCCESS("Οι παραλήπτες ειδοποιήσεων του φορέα αποθηκεύτηκαν."))).toBeVisible();
    await expect(page.getByLabel("Διευθύνσεις")).toHaveValue("grafeio.typou@example.gr\narxeio@example.gr");

    try {
      // The publisher's confirmation names them (they are notified besides the decision's own).
      const submitted = e2eDb()
        .prepare(
          "SELECT latest_version_id AS versionId FROM decisions WHERE status = 'SUBMITTED' AND org_uid = '6013' LIMIT 1",
        )
        .get() as { versionId: string };
      await logout(page);
      await login(page, "publisher");
      await page.goto(`/decision/publish/${submitted.versionId}`);
      await expect(
        page.getByText("Ειδοποιούνται επίσης οι παραλήπτες του φορέα: grafeio.typou@example.gr, arxeio@example.gr."),
      ).toBeVisible();
    } finally {
      // Back to none, so other specs' publications notify only their own recipients.
      await logout(page);
      await login(page, "orgadmin");
      await page.goto("/organization/recipients");
      await page.getByLabel("Διευθύνσεις").fill("");
      await page.getByRole("button", { name: "Αποθήκευση παραληπτών" }).click();
      await expect.poll(stored).toBe("[]");
    }
  });

  test("a system administrator is refused both screens", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/organization/templates");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.")).toBeVisible();
    await page.goto("/organization/dtview");
    await expect(page).toHaveURL(/\/$/);
  });
});
