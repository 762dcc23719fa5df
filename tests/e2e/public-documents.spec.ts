/**
 * Public documents (issue 14, SPEC §6 PERM_PUBDOCS_MANAGE "only for users without global access",
 * §7 /pubdocs/{id}/document), with JavaScript off and on: the organisation administrator uploads,
 * renames, replaces and deletes (after a confirmation page) a PDF of the demo body; the dashboard
 * lists it and anyone downloads it with its Greek file name; the administrator (global access) and
 * a submitter are refused the screens and a forged POST.
 */
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { BASE_URL } from "./support/env";
import { e2eDb } from "./support/db";
import { tinyPdf } from "./support/pdf";

const FORBIDDEN = "Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.";

const documentsOf = (title: string) =>
  e2eDb()
    .prepare("SELECT id, org_uid AS orgUid, document_id AS documentId FROM public_documents WHERE title = ?")
    .all(title) as { id: number; orgUid: string; documentId: number }[];

test("the organisation administrator uploads, changes and deletes a public document; anyone downloads it", async ({
  page,
}) => {
  const title = `Οργανόγραμμα ${test.info().project.name}`;
  await login(page, "orgadmin");
  await page.goto("/organization/pubdocs");
  await expect(page.getByRole("heading", { level: 1, name: "Δημόσια έγγραφα φορέα" })).toBeVisible();
  // Nothing chosen: both fields in error, nothing written.
  await page.getByRole("button", { name: "Ανάρτηση εγγράφου" }).click();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
  await page.getByLabel("Τίτλος").fill(title);
  await page
    .getByLabel("Αρχείο PDF")
    .setInputFiles({ name: "not-a-pdf.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Ανάρτηση εγγράφου" }).click();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη στη φόρμα/ })).toBeVisible();
  expect(documentsOf(title)).toEqual([]);

  await page.getByLabel("Τίτλος").fill(title);
  await page
    .getByLabel("Αρχείο PDF")
    .setInputFiles({ name: "οργανόγραμμα.pdf", mimeType: "application/pdf", buffer: tinyPdf("organogramma") });
  await page.getByRole("button", { name: "Ανάρτηση εγγράφου" }).click();
  await expect(page.getByText(`Το δημόσιο έγγραφο «${title}» αναρτήθηκε.`)).toBeVisible();
  const [stored] = documentsOf(title);
  expect(stored.orgUid).toBe("6013");

  // Public: listed on the dashboard, downloaded with its Greek file name (RFC 6266).
  const org = e2eDb().prepare("SELECT latin_name AS latinName FROM organizations WHERE uid = '6013'").get() as {
    latinName: string;
  };
  await page.goto(`/f/${org.latinName}`);
  const link = page.getByRole("link", { name: title });
  await expect(link).toHaveAttribute("href", `/pubdocs/${stored.id}/document`);
  const file = await page.request.get(`/pubdocs/${stored.id}/document`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toContain(`filename*=UTF-8''${encodeURIComponent("οργανόγραμμα.pdf")}`);
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // A new title and a new file.
  await page.goto("/organization/pubdocs");
  await page.getByRole("link", { name: `Αλλαγή του εγγράφου ${title}` }).click();
  // The list page has a «Τίτλος» field too: fill the edit page's, once it is there.
  await expect(page).toHaveURL(/\/organization\/pubdocs\/edit\//);
  await page.getByLabel("Τίτλος").fill(`${title} 2026`);
  await page
    .getByLabel("Νέο αρχείο PDF")
    .setInputFiles({ name: "organogramma-2026.pdf", mimeType: "application/pdf", buffer: tinyPdf("2026") });
  await page.getByRole("button", { name: "Αποθήκευση" }).click();
  await expect(page.getByText(`Οι αλλαγές στο δημόσιο έγγραφο «${title} 2026» αποθηκεύτηκαν.`)).toBeVisible();
  const [replaced] = documentsOf(`${title} 2026`);
  expect(replaced.documentId).not.toBe(stored.documentId);

  // Deleting asks first, then the document is gone from the register and the public address.
  await page.getByRole("link", { name: `Διαγραφή του εγγράφου ${title} 2026` }).click();
  await expect(page.getByText(/Θέλετε σίγουρα να διαγράψετε το δημόσιο έγγραφο/)).toBeVisible();
  expect(documentsOf(`${title} 2026`)).toHaveLength(1);
  await page.getByRole("button", { name: "Διαγραφή" }).click();
  await expect(page.getByText(`Το δημόσιο έγγραφο «${title} 2026» διαγράφηκε.`)).toBeVisible();
  expect(documentsOf(`${title} 2026`)).toEqual([]);
  expect((await page.request.get(`/pubdocs/${stored.id}/document`)).status()).toBe(404);
});

test("the administrator (global access) and a submitter are refused the screens and a forged upload", async ({
  page,
}) => {
  for (const who of ["admin", "submitter"] as const) {
    await login(page, who);
    await page.goto("/organization/pubdocs");
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.getByText(FORBIDDEN)).toBeVisible();
    const before = (e2eDb().prepare("SELECT count(*) AS n FROM public_documents").get() as { n: number }).n;
    const token = await page.locator('input[name="csrf"]').first().inputValue();
    const forged = await page.request.post("/organization/pubdocs?org=6013", {
      multipart: {
        csrf: token,
        title: "Πλαστό",
        file: { name: "plasto.pdf", mimeType: "application/pdf", buffer: tinyPdf("forged") },
      },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect((e2eDb().prepare("SELECT count(*) AS n FROM public_documents").get() as { n: number }).n).toBe(before);
    await page.context().clearCookies();
  }
});
