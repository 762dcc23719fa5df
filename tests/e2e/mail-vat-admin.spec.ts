/**
 * Administration of mail and the VAT services (issue 17), as `admin`, JavaScript off and on:
 *  - a template with an unknown placeholder is refused in Greek and nothing is saved; the preview
 *    fills the text with example values; a saved change is in the next message the SMTP server
 *    receives; «Επαναφορά» puts the default back;
 *  - the settings page's test message reaches the SMTP server; the SMTP password is never shown;
 *  - the test message goes through the SMTP values as typed, not yet saved, and saves nothing;
 *  - the GGPS credentials are saved, never shown back, and the connection test answers in Greek;
 *  - every other role is refused.
 * The projects may run at once on one database: each changes its own template (no-js the password
 * reset, js the e-mail change), and every setting is saved with values that keep the other specs'
 * mail and VAT services working, then put back.
 */
import type { Page } from "@playwright/test";
import { readMail, waitForMail } from "../support/smtp-sink";
import { startSinkProcess } from "../support/smtp-sink-process";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { SMTP_SINK_PORT } from "./support/env";
import { test, expect } from "./support/fixtures";
import { createUser } from "./support/users";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";
const isJs = () => test.info().project.name === "js";
const tag = () => `${isJs() ? "js" : "nojs"}${Date.now().toString(36)}`;
const storedTemplate = (id: string) => e2eDb().prepare("SELECT subject, body FROM mail_templates WHERE id = ?").get(id);
const storedSettings = () =>
  (e2eDb().prepare("SELECT value FROM config_entries").all() as { value: string }[]).map((r) => r.value).join("\n");

/** The message the template change must show in: a password reset (no-js) or an e-mail change (js). */
async function triggerMail(page: Page, username: string, email: string): Promise<string> {
  if (!isJs()) {
    await page.goto("/security/requests/pwdreset");
    await page.getByRole("textbox", { name: /Όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο/ }).fill(username);
    await page.getByRole("button", { name: "Αποστολή συνδέσμου" }).click();
    await expect(page.getByRole("status")).toBeVisible();
    return email;
  }
  await login(page, username);
  const newEmail = `new-${email}`;
  await page.goto("/profile/email");
  await page.getByRole("textbox", { name: /Νέα διεύθυνση ηλεκτρονικού ταχυδρομείου/ }).fill(newEmail);
  await page.getByRole("button", { name: "Αποστολή συνδέσμου" }).click();
  await expect(page.getByRole("status")).toContainText(newEmail);
  return newEmail;
}

test("a changed mail template is checked, previewed, and carried by the next message", async ({ page, browser }) => {
  const id = isJs() ? "emailChange" : "passwordReset";
  const marker = `Σημείωση ${tag()}: ερωτήσεις στο 210 0000000.`;
  await login(page, "admin");
  await page.goto("/administration/mail/templates");
  const label = isJs() ? "Επιβεβαίωση νέας διεύθυνσης e-mail" : "Νέος κωδικός πρόσβασης";
  await page.getByRole("link", { name: label }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(label);
  await expect(page.getByRole("cell", { name: "{url}" })).toBeVisible();
  const body = page.getByRole("textbox", { name: /Κείμενο/ });
  const original = await body.inputValue();

  // An unknown placeholder: refused in Greek, nothing saved.
  await body.fill(`${original}\n{nosuch}`);
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(page.getByRole("alert")).toContainText("Άγνωστο πεδίο αντικατάστασης «{nosuch}»");
  expect(storedTemplate(id)).toBeUndefined();

  // The preview fills the placeholders with example values and saves nothing.
  await body.fill(`${marker}\n{name}\n${original}`);
  await page.getByRole("button", { name: "Προεπισκόπηση" }).click();
  await expect(page.getByTestId("preview-body")).toContainText(`${marker}\nΜαρία Παπαδοπούλου`);
  expect(storedTemplate(id)).toBeUndefined();

  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(page).toHaveURL(/\/administration\/mail\/templates$/);
  await expect(page.getByRole("status").filter({ hasText: `Το πρότυπο «${label}» αποθηκεύτηκε.` })).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(label) })).toContainText("Αλλαγμένο");

  try {
    const username = `tpl-${tag()}`;
    const email = `${username}@example.org`;
    await createUser({ username, name: "Ελένη Δοκιμή", email, role: "ROLE_ORG_SUBMITTER" });
    const context = await browser.newContext({ javaScriptEnabled: isJs() });
    const other = await context.newPage();
    const to = await triggerMail(other, username, email);
    await context.close();
    const mail = await waitForMail((m) => m.envelope.to.includes(to), 15_000);
    expect(mail.text).toContain(`${marker}\nΕλένη Δοκιμή`);
  } finally {
    await page.goto(`/administration/mail/templates/${id}/reset`);
    await page.getByRole("button", { name: "Επαναφορά" }).click();
    await expect(page.getByRole("status").filter({ hasText: "επανήλθε στο αρχικό κείμενο" })).toBeVisible();
  }
  expect(storedTemplate(id)).toBeUndefined();
});

test("the settings page's test message reaches the SMTP server, and the password is never shown", async ({ page }) => {
  const password = `Smtp-${tag()}`;
  await login(page, "admin");
  await page.goto("/administration/mail/templates");
  await page.getByRole("link", { name: "Ρυθμίσεις αλληλογραφίας" }).click();
  // The same SMTP server the environment names (no user: no AUTH), with a password stored for the test.
  await page.getByRole("textbox", { name: "Διακομιστής" }).fill("127.0.0.1");
  await page.getByRole("textbox", { name: "Θύρα" }).fill(String(SMTP_SINK_PORT));
  await page.getByLabel("Κωδικός", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "Οι ρυθμίσεις αλληλογραφίας αποθηκεύτηκαν." })).toBeVisible();
  try {
    expect(await page.content()).not.toContain(password);
    expect(storedSettings()).not.toContain(password);
    await expect(page.getByText("Έχει οριστεί. Αφήστε το κενό")).toBeVisible();

    const address = `test-${tag()}@example.org`;
    await page.getByRole("textbox", { name: /Διεύθυνση παραλήπτη/ }).fill(address);
    await page.getByRole("button", { name: "Αποστολή δοκιμαστικού μηνύματος" }).click();
    await expect(page.getByTestId("test-mail-result")).toContainText(`Το δοκιμαστικό μήνυμα στάλθηκε προς ${address}`);
    const mail = await waitForMail((m) => m.envelope.to.includes(address), 15_000);
    expect(mail.subject).toBe("Δοκιμαστικό μήνυμα");

    await page.getByRole("textbox", { name: /Διεύθυνση παραλήπτη/ }).fill("not-an-address");
    await page.getByRole("button", { name: "Αποστολή δοκιμαστικού μηνύματος" }).click();
    await expect(page.getByRole("alert")).toContainText("Δώστε μια έγκυρη διεύθυνση ηλεκτρονικού ταχυδρομείου.");
  } finally {
    await page.goto("/administration/mail/settings");
    await page.getByRole("textbox", { name: "Διακομιστής" }).fill("");
    await page.getByLabel("Διαγραφή του αποθηκευμένου κωδικού").check();
    await page.getByRole("button", { name: "Αποθήκευση", exact: true }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Οι ρυθμίσεις αλληλογραφίας αποθηκεύτηκαν." }),
    ).toBeVisible();
  }
});

test("the test message goes through the SMTP values as typed, not the stored ones, and saves nothing", async ({
  page,
}) => {
  // A second SMTP server, known only to what is typed; the stored settings keep pointing at the usual one.
  const typedServer = await startSinkProcess();
  try {
    await login(page, "admin");
    await page.goto("/administration/mail/settings");
    const address = `typed-${tag()}@example.org`;
    const sender = `typed-${tag()}@example.gov.gr`;
    // Not compared whole: the other project may save its own settings meanwhile.
    const notStored = () => {
      expect(storedSettings()).not.toContain(sender);
      expect(storedSettings()).not.toContain(`"port":${typedServer.port}`);
    };
    await page.getByRole("textbox", { name: "Διακομιστής" }).fill("127.0.0.1");
    await page.getByRole("textbox", { name: "Θύρα" }).fill(String(typedServer.port));
    await page.getByRole("textbox", { name: "Αποστολέας" }).fill(sender);
    await page.getByRole("textbox", { name: /Διεύθυνση παραλήπτη/ }).fill(address);
    await page.getByRole("button", { name: "Αποστολή δοκιμαστικού μηνύματος" }).click();
    await expect(page.getByTestId("test-mail-result")).toContainText(`Το δοκιμαστικό μήνυμα στάλθηκε προς ${address}`);
    const mail = await waitForMail((m) => m.envelope.to.includes(address), 15_000, typedServer.mailDir);
    expect(mail.envelope.from).toBe(sender);
    expect(readMail().filter((m) => m.envelope.to.includes(address))).toEqual([]);
    // The typed values stay in the form to be saved or changed; nothing was stored.
    await expect(page.getByRole("textbox", { name: "Θύρα" })).toHaveValue(String(typedServer.port));
    notStored();

    // A wrong typed value is refused in Greek, field by field, and nothing is sent.
    await page.getByRole("textbox", { name: "Θύρα" }).fill("μία");
    await page.getByRole("button", { name: "Αποστολή δοκιμαστικού μηνύματος" }).click();
    await expect(page.getByRole("alert")).toContainText("Η θύρα πρέπει να είναι αριθμός από 1 έως 65535.");
    notStored();
    await page.goto("/administration/mail/settings");
    await expect(page.getByRole("textbox", { name: "Θύρα" })).not.toHaveValue(String(typedServer.port));
  } finally {
    await typedServer.stop();
  }
});

test("the GGPS credentials are saved, never shown back, and the connection test answers in Greek", async ({ page }) => {
  const password = `Ggps-${tag()}`;
  await login(page, "admin");
  await page.goto("/administration/vat/ggps");
  const url = page.getByRole("textbox", { name: /Διεύθυνση/ });
  const address = await url.inputValue();
  expect(address).toMatch(/\/ggps$/);

  // A wrong username: the test fails, in Greek, and nothing is saved.
  await page.getByRole("textbox", { name: "Όνομα χρήστη" }).fill("nobody");
  await page.getByRole("button", { name: "Έλεγχος σύνδεσης" }).click();
  await expect(page.getByTestId("vat-test-result")).toContainText("Η σύνδεση με την υπηρεσία ΓΓΠΣ (ΑΑΔΕ) απέτυχε");
  expect(storedSettings()).not.toContain("nobody");

  await page.getByRole("textbox", { name: "Όνομα χρήστη" }).fill("tester");
  await page.getByLabel("Κωδικός", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Έλεγχος σύνδεσης" }).click();
  await expect(page.getByTestId("vat-test-result")).toContainText("Η σύνδεση με την υπηρεσία ΓΓΠΣ (ΑΑΔΕ) λειτουργεί");
  expect(await page.content()).not.toContain(password);

  await page.getByLabel("Κωδικός", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Οι ρυθμίσεις της υπηρεσίας ΓΓΠΣ (ΑΑΔΕ) αποθηκεύτηκαν." }),
  ).toBeVisible();
  expect(await page.content()).not.toContain(password);
  expect(storedSettings()).not.toContain(password);
  expect(storedSettings()).toContain(address);
  await expect(page.getByText("Έχει οριστεί. Αφήστε το κενό")).toBeVisible();

  // VIES: its page, and a connection test with the address in use.
  await page.goto("/administration/vat/vies");
  await page.getByRole("button", { name: "Έλεγχος σύνδεσης" }).click();
  await expect(page.getByTestId("vat-test-result")).toContainText("Η σύνδεση με την υπηρεσία VIES λειτουργεί");
});

test("the other roles are refused the mail and VAT administration", async ({ page }) => {
  for (const who of ["publisher", "orgadmin"] as const) {
    await page.context().clearCookies();
    await login(page, who);
    for (const path of [
      "/administration/mail/templates",
      "/administration/mail/settings",
      "/administration/vat/ggps",
    ]) {
      await page.goto(path);
      await expect(page.getByText(FORBIDDEN)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe("/");
    }
  }
});
