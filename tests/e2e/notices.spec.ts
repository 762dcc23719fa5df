/**
 * Notices (SPEC §2 "Notices screen", §4, §8): an administrator writes one for an organisation, its
 * users see the bell's counter and the notice, confirm reading it (the yes/no dialog: «Όχι» changes
 * nothing, «Ναι» records it), and it is gone for them only;
 * the administrator deactivates and then deletes it through its confirmation page. JavaScript off
 * and on: every step is a plain form.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { closeNotificationDialog, loggedInPage } from "./support/notice-reader";
import { login } from "./support/auth";
import { expectNoViolations } from "./support/axe";

/** The bell's counter, read from the header's link the way a screen reader reads it. */
async function bellCount(page: Page): Promise<number> {
  const text = await page.getByRole("link", { name: /^Ειδοποιήσεις/ }).innerText();
  return Number(/(\d+)/.exec(text)?.[1]);
}

test("a notice reaches its organisation's users, leaves once read, and is deactivated then deleted", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const text = `Προγραμματισμένη διακοπή λειτουργίας ${Date.now().toString(36)}`;
  await login(page, "admin");
  await page.goto("/notice/search");

  // Refused without text or targets: the errors are listed and nothing is created.
  await page.getByRole("button", { name: "Δημιουργία ανακοίνωσης" }).click();
  await expect(page.getByRole("link", { name: /Κείμενο ανακοίνωσης: Γράψτε το κείμενο/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /Επιλέξτε σε ποιους απευθύνεται/ })).toBeVisible();

  // An organisation that does not exist is named as the problem, and the typed text is kept.
  await page.getByLabel("Κείμενο ανακοίνωσης").fill(text);
  await page.getByLabel("Χρήστες των φορέων").fill("no_such_body");
  await page.getByRole("button", { name: "Δημιουργία ανακοίνωσης" }).click();
  await expect(page.getByRole("link", { name: /Χρήστες των φορέων: Δεν βρέθηκε φορέας/ })).toBeVisible();
  await expect(page.getByLabel("Κείμενο ανακοίνωσης")).toHaveValue(text);

  await page.getByLabel("Χρήστες των φορέων").fill("6013");
  await page.getByRole("button", { name: "Δημιουργία ανακοίνωσης" }).click();
  await expect(page.getByText("Η ανακοίνωση δημιουργήθηκε.")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row).toContainText("Φορέας:");
  await expect(row).toContainText("Ενεργή");

  // A publisher of that organisation sees it behind the bell and confirms reading it.
  const publisher = await loggedInPage(browser, "publisher", javaScriptEnabled);
  const before = await bellCount(publisher);
  expect(before).toBeGreaterThanOrEqual(1);
  await publisher.getByRole("link", { name: /Ειδοποιήσεις/ }).click();
  await expect(publisher).toHaveURL(/\/notifications$/);
  const item = publisher.getByRole("listitem").filter({ hasText: text });
  await expect(item).toBeVisible();
  // Confirming is the yes/no dialog (SPEC §2): a <dialog> with JavaScript, its page without.
  const confirm = item.getByRole("link", { name: /Επιβεβαίωση ανάγνωσης/ });
  await confirm.click();
  const question = /Επιβεβαιώνετε ότι διαβάσατε την ανακοίνωση/;
  if (javaScriptEnabled) {
    const dialog = publisher.getByRole("dialog", { name: "Επιβεβαίωση ανάγνωσης" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(question)).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Ναι" })).toBeFocused();
    await publisher.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
    await confirm.click();
    await dialog.getByRole("button", { name: "Όχι" }).click();
    await expect(dialog).toBeHidden();
    await expect(confirm).toBeFocused();
    await confirm.click();
    await expect(dialog).toBeVisible();
    await expectNoViolations(publisher);
  } else {
    await expect(publisher).toHaveURL(/\/notifications\/confirm\//);
    await expect(publisher.getByText(question)).toBeVisible();
    await expect(publisher.getByText(text)).toBeVisible();
    await publisher.getByRole("link", { name: "Όχι" }).click();
    await expect(publisher).toHaveURL(/\/notifications$/);
    expect(await bellCount(publisher)).toBe(before);
    await item.getByRole("link", { name: /Επιβεβαίωση ανάγνωσης/ }).click();
  }
  await publisher.getByRole("button", { name: "Ναι" }).click();
  // The outcome is SPEC §2's notification dialog: modal with JavaScript, in the page without; «Κλείσιμο» closes it.
  const outcome = publisher.getByRole("dialog", { name: "Επιτυχία" });
  await expect(outcome.getByText("Η ενέργεια σας ολοκληρώθηκε.")).toBeVisible();
  await closeNotificationDialog(outcome, javaScriptEnabled);
  await expect(publisher.getByText(text)).toHaveCount(0);
  expect(await bellCount(publisher)).toBe(before - 1);

  // A user of every organisation but of none in particular is not its target.
  const userManager = await loggedInPage(browser, "usermanager", javaScriptEnabled);
  await userManager.goto("/notifications");
  await expect(userManager.getByText(text)).toHaveCount(0);

  // The submitter of the same body still has it, until the administrator deactivates it.
  const submitter = await loggedInPage(browser, "submitter", javaScriptEnabled);
  await submitter.goto("/notifications");
  await expect(submitter.getByText(text)).toBeVisible();

  await row.getByRole("link", { name: text }).click();
  await page.getByRole("button", { name: "Απενεργοποίηση" }).click();
  await expect(page.getByText("Η ανακοίνωση απενεργοποιήθηκε")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: text })).toContainText("Ανενεργή");
  await submitter.reload();
  await expect(submitter.getByText(text)).toHaveCount(0);

  // Deleting asks first, on a page of its own.
  await page.getByRole("row").filter({ hasText: text }).getByRole("link", { name: text }).click();
  await page.getByRole("link", { name: "Διαγραφή" }).click();
  await expect(page.getByRole("heading", { name: "Διαγραφή ανακοίνωσης" })).toBeVisible();
  await expect(page.getByText(text)).toBeVisible();
  await page.getByRole("button", { name: "Οριστική διαγραφή" }).click();
  await expect(page.getByText("Η ανακοίνωση διαγράφηκε.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: text })).toHaveCount(0);

  for (const other of [publisher, userManager, submitter]) await other.context().close();
});

test("an empty notices list says so, and the administration is refused to other users", async ({ page }) => {
  await login(page, "usermanager");
  await page.goto("/notifications");
  await expect(page.getByText("Δεν υπάρχουν έκτακτες ανακοινώσεις")).toBeVisible();
  // A user who is not an administrator is refused the administration.
  await page.goto("/notice/search");
  await expect(page.getByText("Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.")).toBeVisible();
});
