/**
 * The user administration (issue 13), with JavaScript off and on: a user manager finds a user,
 * grants and withdraws a role per organisation, disables an account (its sessions end at once)
 * and enables it again; the database holds each change and its audit row. And the 403 defect:
 * a logged-in user refused a POST sees the error page with their own header.
 */
import fs from "node:fs";
import { test, expect } from "./support/fixtures";
import { fillLogin, login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { accountOf, auditActionsOn, createUser, rolesOf, sessionCountOf } from "./support/users";
import { MSG } from "#app/messages";

const uniq = (project: string) => `${project.replace(/[^a-z]/g, "")}${Date.now().toString(36)}`;

test("a user manager finds a user, grants a role on an organisation and withdraws it", async ({ page }, info) => {
  const tag = uniq(info.project.name);
  const userId = await createUser({
    username: `clerk-${tag}`,
    name: `Ανδρέας Ρόλων ${tag}`,
    email: `clerk-${tag}@example.org`,
    role: "ROLE_ORG_SUBMITTER",
  });
  await login(page, "usermanager");
  await page.getByRole("link", { name: "Διαχείριση χρηστών" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Διαχείριση χρηστών" })).toBeVisible();

  // Accents and case do not matter.
  await page.getByLabel("Όνομα, όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο").fill(`ΡΟΛΩΝ ${tag}`);
  await page.getByLabel("Ρόλος").selectOption({ label: "Συντάκτης πράξεων" });
  await page.getByRole("button", { name: "Αναζήτηση χρηστών" }).click();
  await expect(page.getByRole("heading", { name: "1 χρήστης" })).toBeVisible();
  await page.getByRole("link", { name: `clerk-${tag}` }).click();
  await expect(page).toHaveURL(`${BASE_URL}/administration/users/${userId}`);
  await expect(page.getByText("Υποβολή πράξεων", { exact: false })).toBeVisible();

  // An organisation that does not exist: the form again, with its error, nothing granted.
  await page.getByRole("link", { name: "Απόδοση ρόλου" }).click();
  await page.getByLabel("Κωδικός φορέα").fill("no-such-org");
  await page.getByLabel("Ρόλος").selectOption({ label: "Αναρτών πράξεων" });
  await page.getByRole("button", { name: "Απόδοση" }).click();
  await expect(page.getByText("Δεν βρέθηκε φορέας με αυτόν τον κωδικό.").first()).toBeVisible();
  expect(rolesOf(userId)).toEqual(["6013:ROLE_ORG_SUBMITTER"]);

  await page.getByLabel("Κωδικός φορέα").fill("6013");
  await page.getByLabel("Ρόλος").selectOption({ label: "Αναρτών πράξεων" });
  await page.getByRole("button", { name: "Απόδοση" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/administration/users/${userId}`);
  await expect(page.getByRole("status")).toContainText(`Ο ρόλος «Αναρτών πράξεων» αποδόθηκε στον χρήστη clerk-${tag}.`);
  await expect(page.getByText("Ανάρτηση υποβληθεισών πράξεων", { exact: false })).toBeVisible();
  expect(rolesOf(userId)).toEqual(["6013:ROLE_ORG_PUBLISHER", "6013:ROLE_ORG_SUBMITTER"]);

  await page.getByRole("link", { name: "Αφαίρεση του ρόλου Αναρτών πράξεων" }).click();
  await expect(page.getByText("Να αφαιρεθεί ο ρόλος «Αναρτών πράξεων»")).toBeVisible();
  await page.getByRole("button", { name: "Αφαίρεση" }).click();
  await expect(page.getByRole("status")).toContainText("αφαιρέθηκε από τον χρήστη");
  expect(rolesOf(userId)).toEqual(["6013:ROLE_ORG_SUBMITTER"]);
  expect(auditActionsOn(userId)).toEqual(["user.role.grant", "user.role.withdraw"]);

  // A role this manager is no grantor of is not offered, and a forged grant of it is refused.
  await page.getByRole("link", { name: "Απόδοση ρόλου" }).click();
  await expect(page.getByRole("option", { name: "Διαχειριστής συστήματος" })).toHaveCount(0);
  const token = await page.locator('input[name="csrf"]').first().inputValue();
  const forged = await page.request.post(`/administration/users/${userId}/grant`, {
    form: { csrf: token, org: "0", role: "ROLE_ADMIN" },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(rolesOf(userId)).toEqual(["6013:ROLE_ORG_SUBMITTER"]);
});

test("an organisation administrator manages the roles of their own organisation's clerks only", async ({
  page,
}, info) => {
  const tag = uniq(info.project.name);
  const clerk = await createUser({
    username: `ownclerk-${tag}`,
    name: `Υπάλληλος Φορέα ${tag}`,
    email: `ownclerk-${tag}@example.org`,
    role: "ROLE_ORG_USER",
  });
  const stranger = await createUser({
    username: `stranger-${tag}`,
    name: `Άλλος Φορέας ${tag}`,
    email: `stranger-${tag}@example.org`,
    role: "ROLE_ORG_USER",
    orgUid: "0",
  });
  await login(page, "orgadmin");
  await page.getByRole("link", { name: "Διαχείριση χρηστών" }).click();
  await page.getByLabel("Όνομα, όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο").fill(tag);
  await page.getByRole("button", { name: "Αναζήτηση χρηστών" }).click();
  await expect(page.getByRole("heading", { name: "1 χρήστης" })).toBeVisible();
  await page.getByRole("link", { name: `ownclerk-${tag}` }).click();
  await page.getByRole("link", { name: "Απόδοση ρόλου" }).click();
  await page.getByLabel("Κωδικός φορέα").fill("6013");
  await page.getByLabel("Ρόλος").selectOption({ label: "Συντάκτης πράξεων" });
  await page.getByRole("button", { name: "Απόδοση" }).click();
  await expect(page).toHaveURL(`${BASE_URL}/administration/users/${clerk}`);
  expect(rolesOf(clerk)).toEqual(["6013:ROLE_ORG_SUBMITTER", "6013:ROLE_ORG_USER"]);
  // Another organisation's account does not exist for them; status changes are the user managers'.
  expect((await page.goto(`/administration/users/${stranger}`))?.status()).toBe(404);
  await page.goto(`/administration/users/${clerk}/disable`);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  expect(accountOf(clerk)).toEqual({ enabled: 1, locked: 0 });
});

test("disabling a user ends their sessions at once; enabling lets them back in", async ({ page, browser }, info) => {
  const tag = uniq(info.project.name);
  const username = `victim-${tag}`;
  const userId = await createUser({
    username,
    name: `Βασίλης Δοκιμής ${tag}`,
    email: `${username}@example.org`,
    role: "ROLE_ORG_SUBMITTER",
  });
  const theirs = await browser.newContext();
  const them = await theirs.newPage();
  await login(them, username);
  expect(sessionCountOf(userId)).toBe(1);

  await login(page, "usermanager");
  await page.goto(`/administration/users/${userId}`);
  await page.getByRole("link", { name: "Απενεργοποίηση" }).click();
  await expect(page.getByRole("heading", { name: `Απενεργοποίηση χρήστη ${username}` })).toBeVisible();
  await page.getByRole("button", { name: "Απενεργοποίηση" }).click();
  await expect(page.getByRole("status")).toContainText(`Ο χρήστης ${username} απενεργοποιήθηκε`);
  expect(accountOf(userId)).toEqual({ enabled: 0, locked: 0 });
  expect(sessionCountOf(userId)).toBe(0);

  await them.goto("/userhome");
  await expect(them).toHaveURL(/\/login\?/);
  await expect(them.getByText(MSG.sessionExpired)).toBeVisible();
  await fillLogin(them, username);
  await expect(them.getByText("Ο λογαριασμός σας δεν είναι ενεργός.").first()).toBeVisible();

  await page.getByRole("button", { name: "Ενεργοποίηση" }).click();
  await expect(page.getByRole("status")).toContainText(`Ο χρήστης ${username} ενεργοποιήθηκε.`);
  expect(accountOf(userId)).toEqual({ enabled: 1, locked: 0 });
  await login(them, username);
  await expect(them.getByRole("button", { name: "Αποσύνδεση" }).first()).toBeVisible();
  expect(auditActionsOn(userId).filter((a) => !a.startsWith("user.login"))).toEqual(["user.disable", "user.enable"]);
  await theirs.close();
});

test("a user manager cannot lock an administrator, nor page past the last page", async ({ page }) => {
  await login(page, "usermanager");
  const adminId = (e2eDb().prepare("SELECT id FROM users WHERE username = 'admin'").get() as { id: number }).id;
  await page.goto(`/administration/users/${adminId}`);
  await expect(page.getByRole("heading", { name: "Χρήστης admin" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Κλείδωμα" })).toHaveCount(0);
  await page.goto(`/administration/users/${adminId}/lock`);
  await expect(page).toHaveURL(`${BASE_URL}/`);
  await expect(page.getByText(MSG.forbidden)).toBeVisible();

  const response = await page.goto("/administration/users?page=999");
  expect(response?.status()).toBe(400);
  await expect(page.getByText("Η σελίδα δεν υπάρχει").first()).toBeVisible();
});

test("a logged-in user refused a POST sees the 403 page under their own header", async ({ page }, info) => {
  const tag = uniq(info.project.name);
  const managerId = await createUser({
    username: `manager-${tag}`,
    name: `Μαρία Διαχείρισης ${tag}`,
    email: `manager-${tag}@example.org`,
    role: "ROLE_USER_MANAGER",
    orgUid: "0",
  });
  const targetId = await createUser({ username: `target-${tag}`, name: "Στόχος", email: `target-${tag}@example.org` });
  await login(page, `manager-${tag}`);
  await page.goto(`/administration/users/${targetId}/grant`);
  // While the form is open, the manager's own role is withdrawn.
  e2eDb().prepare("DELETE FROM user_access WHERE user_id = ?").run(managerId);
  await page.getByLabel("Κωδικός φορέα").fill("6013");
  await page.getByRole("button", { name: "Απόδοση" }).click();
  // Without JavaScript the browser shows the 403 page; with it, Remix revalidates the page, whose
  // guard sends the user home with the alert (SPEC §6). Either way under the user's own header.
  if (info.project.name === "no-js") {
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toHaveText("Δεν επιτρέπεται η πρόσβαση");
  }
  await expect(page.getByText(MSG.forbidden).first()).toBeVisible();
  // The header is the logged-in user's, not a visitor's.
  await expect(page.getByRole("banner").getByText(`Μαρία Διαχείρισης ${tag}`)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: "Αποσύνδεση" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Σύνδεση", exact: true })).toHaveCount(0);
  expect(rolesOf(targetId)).toEqual([]);
});

test("an administrator searches the audit trail by user, action and day, and downloads it", async ({ page }) => {
  await login(page, "admin");
  await page.getByRole("link", { name: "Αρχείο ενεργειών" }).click();
  await page.getByRole("textbox", { name: "Όνομα χρήστη" }).fill("admin");
  await page.getByRole("textbox", { name: "Ενέργεια" }).fill("user.login");
  const today = new Intl.DateTimeFormat("el-GR", {
    timeZone: "Europe/Athens",
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
  }).format(new Date());
  await page.getByRole("textbox", { name: "Από (ηη/μμ/εεεε)" }).fill(today);
  await page.getByRole("button", { name: "Αναζήτηση ενεργειών" }).click();
  await expect(page).toHaveURL(/action=user\.login/);
  const table = page.getByRole("table", { name: "Εγγραφές του αρχείου ενεργειών" });
  await expect(table.getByRole("row").nth(1)).toContainText("user.login");
  await expect(table.getByRole("row").nth(1)).toContainText("admin");

  // The same rows as CSV: one record per row the search counted, the header first.
  const counted = Number(
    (await page.getByRole("heading", { name: /εγγραφ/ }).innerText()).match(/^([\d.]+)/)![1].replace(/\./g, ""),
  );
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Λήψη όλων των εγγραφών σε CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), "utf8");
  const records = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(records[0]).toBe("Α/Α,Χρόνος,Χρήστης,Ενέργεια,Αντικείμενο,Κωδικός αντικειμένου,Λεπτομέρειες");
  // Logins go on while the test runs (other specs): at least the rows counted a moment ago.
  expect(records.length - 1).toBeGreaterThanOrEqual(counted);
  expect(records.slice(1).every((r) => r.split(",")[3].startsWith("user.login"))).toBe(true);

  const bad = await page.goto("/administration/audit?from=31/02/2026");
  expect(bad?.status()).toBe(400);
});
