/**
 * Frequently asked questions (SPEC §2 /faq/search, /faq/post): a visitor searches the published
 * ones and asks a new one; an editor (the admin holds PERM_EDIT_FEEDBACK) answers and publishes
 * it, and it appears for everyone without the asker's details. JavaScript off and on.
 */
import { expect, test } from "./support/fixtures";
import { login } from "./support/auth";

test("a visitor finds an answer by its words, accents and case aside", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name: "Συχνές ερωτήσεις" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Συχνές ερωτήσεις" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Τι είναι ο ΑΔΑ μιας πράξης;" })).toBeVisible();
  await page.getByLabel("Αναζήτηση στις ερωτήσεις").fill("ΛΟΓΑΡΙΑΣΜΟΣ");
  await page.getByRole("button", { name: "Αναζήτηση", exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 2, name: /ταιριάζ.* με «ΛΟΓΑΡΙΑΣΜΟΣ»/ })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 3, name: "Χρειάζεται λογαριασμός για να διαβάσω πράξεις;" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 3, name: "Τι είναι ο ΑΔΑ μιας πράξης;" })).toHaveCount(0);
});

test("a visitor's question is published once an editor answers it, without the asker's name", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  const question = `Πώς εγγράφομαι σε ειδοποιήσεις για νέες πράξεις; (${Date.now().toString(36)})`;
  const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await visitor.goto("/faq/post");
  // Too short: refused with its message, the typed e-mail kept.
  await visitor.getByLabel("Η ερώτησή σας").fill("Πώς;");
  await visitor.getByLabel("Ηλεκτρονικό ταχυδρομείο (προαιρετικά)").fill("not-an-address");
  await visitor.getByRole("button", { name: "Υποβολή ερώτησης" }).click();
  await expect(visitor.getByRole("link", { name: /Η ερώτησή σας: Η ερώτηση είναι πολύ σύντομη/ })).toBeVisible();
  await expect(visitor.getByRole("link", { name: /Μη έγκυρη διεύθυνση/ })).toBeVisible();
  await visitor.getByLabel("Η ερώτησή σας").fill(question);
  await visitor.getByLabel("Όνομα (προαιρετικά)").fill("Γιώργος Αναγνώστης");
  await visitor.getByLabel("Ηλεκτρονικό ταχυδρομείο (προαιρετικά)").fill("giorgos@example.gr");
  await visitor.getByRole("button", { name: "Υποβολή ερώτησης" }).click();
  await expect(visitor.getByText("Η ερώτησή σας καταχωρίστηκε.")).toBeVisible();
  await expect(visitor.getByText(question)).toHaveCount(0);

  await login(page, "admin");
  await page.goto("/faq/search");
  await page.getByRole("link", { name: question }).click();
  await expect(page.getByText("Γιώργος Αναγνώστης, giorgos@example.gr")).toBeVisible();
  // Publishing needs an answer.
  await page.getByRole("button", { name: "Δημοσίευση με την απάντηση" }).click();
  await expect(page.getByRole("link", { name: /Απάντηση: Γράψτε την απάντηση/ })).toBeVisible();
  await page.getByLabel("Απάντηση").fill("Ακολουθήστε τη ροή RSS του φορέα που σας ενδιαφέρει.");
  await page.getByRole("button", { name: "Δημοσίευση με την απάντηση" }).click();
  await expect(page.getByText("Η ερώτηση δημοσιεύτηκε με την απάντησή της.")).toBeVisible();

  await visitor.goto("/faq/search?q=" + encodeURIComponent("ροη rss"));
  const entry = visitor.locator("section").filter({ has: visitor.getByRole("heading", { name: question }) });
  await expect(entry).toContainText("Ακολουθήστε τη ροή RSS");
  await expect(visitor.getByText("Γιώργος")).toHaveCount(0);
  await visitor.context().close();
});

test("a user who is not an editor cannot open a question's page", async ({ page }) => {
  await login(page, "publisher");
  await page.goto("/faq/1");
  await expect(page.getByText("Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.")).toBeVisible();
});
