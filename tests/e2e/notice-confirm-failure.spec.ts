/**
 * SPEC §2 "Notices screen" and §8: when confirming a notice as read fails, the user is told so in
 * the notification dialog. It fails for real here: the administrator deactivates the notice while
 * its reader has the yes/no question open, so the «Ναι» names a notice that is no longer shown.
 * Nothing is recorded as read. JavaScript off and on (the question is a page without it).
 */
import { expect, test } from "./support/fixtures";
import { closeNotificationDialog, loggedInPage } from "./support/notice-reader";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";

test("a notice deactivated while its reader confirms it: the dialog says the action failed, nothing is recorded", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const text = `Ανακοίνωση που αποσύρεται ${Date.now().toString(36)}`;
  // The organisation administrators' notice: no other spec reads theirs.
  await login(page, "admin");
  await page.goto("/notice/search");
  await page.getByLabel("Κείμενο ανακοίνωσης").fill(text);
  await page.getByLabel("Διαχειριστής φορέα", { exact: true }).check();
  await page.getByRole("button", { name: "Δημιουργία ανακοίνωσης" }).click();
  await expect(page.getByText("Η ανακοίνωση δημιουργήθηκε.")).toBeVisible();

  const reader = await loggedInPage(browser, "orgadmin", javaScriptEnabled);
  await reader.goto("/notifications");
  const item = reader.getByRole("listitem").filter({ hasText: text });
  const confirm = item.getByRole("link", { name: /Επιβεβαίωση ανάγνωσης/ });
  const uid = decodeURIComponent((await confirm.getAttribute("href"))!.split("/").pop()!);
  await confirm.click();
  if (javaScriptEnabled) await expect(reader.getByRole("dialog", { name: "Επιβεβαίωση ανάγνωσης" })).toBeVisible();
  else await expect(reader).toHaveURL(/\/notifications\/confirm\//);
  const yes = reader.getByRole("button", { name: "Ναι" });
  await expect(yes).toBeVisible();

  // Meanwhile the administrator deactivates it.
  await page.getByRole("row").filter({ hasText: text }).getByRole("link", { name: text }).click();
  await page.getByRole("button", { name: "Απενεργοποίηση" }).click();
  await expect(page.getByText("Η ανακοίνωση απενεργοποιήθηκε")).toBeVisible();

  await yes.click();
  const outcome = reader.getByRole("dialog", { name: "Σφάλμα" });
  await expect(outcome.getByRole("alert")).toHaveText("Η ενέργεια σας απέτυχε.");
  await expect(reader.getByRole("dialog", { name: "Επιτυχία" })).toHaveCount(0);
  await closeNotificationDialog(outcome, javaScriptEnabled);
  await expect(reader).toHaveURL(/\/notifications$/);
  // The withdrawn notice is no longer listed, and it was never recorded as read.
  await expect(reader.getByText(text)).toHaveCount(0);
  const logs = e2eDb().prepare("SELECT count(*) AS n FROM notice_logs WHERE notice_uid = ?").get(uid) as { n: number };
  expect(logs.n).toBe(0);

  await reader.context().close();
});
