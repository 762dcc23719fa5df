/**
 * The informational pages (SPEC §2): each is reached from the footer of the home page, shows its
 * Greek (or, for /en, English) heading and its key text, and is a public page an edge cache may
 * keep (revalidated with a 304). Runs with JavaScript off and on.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SERVER_ONLY } from "./support/tags";

interface InfoPage {
  footerLink: string;
  path: string;
  heading: string;
  keyText: string[];
}

const PAGES: InfoPage[] = [
  {
    footerLink: "Σχετικά με το μητρώο",
    path: "/info",
    heading: "Σχετικά με το μητρώο",
    keyText: [
      "Κάθε αναρτημένη πράξη παίρνει έναν μοναδικό Αριθμό Διαδικτυακής Ανάρτησης (ΑΔΑ)",
      "ο φορέας αναρτά ορθή επανάληψη",
    ],
  },
  {
    footerLink: "Νομοθεσία",
    path: "/legislation",
    heading: "Νομοθεσία",
    keyText: ["«Πρόγραμμα Διαύγεια»", "Ψηφιακή Διακυβέρνηση (Ενσωμάτωση στην Ελληνική Νομοθεσία"],
  },
  {
    footerLink: "Εκπαιδευτικό υλικό",
    path: "/educationalMaterial",
    heading: "Εκπαιδευτικό υλικό",
    keyText: ["Με την ανάρτηση η πράξη παίρνει ΑΔΑ και γίνεται δημόσια αμέσως"],
  },
  {
    footerLink: "Συντομεύσεις πληκτρολογίου",
    path: "/keyboardShortcuts",
    heading: "Συντομεύσεις πληκτρολογίου",
    keyText: ["μέσα σε περίπου μισό δευτερόλεπτο"],
  },
  {
    footerLink: "Δήλωση προσβασιμότητας",
    path: "/accessibility",
    heading: "Δήλωση προσβασιμότητας",
    keyText: ["συμμορφώνεται μερικώς με το πρότυπο WCAG 2.1, επίπεδο AA", "Η δήλωση καταρτίστηκε στις 23/11/2026"],
  },
  {
    footerLink: "Όροι χρήσης",
    path: "/termsOfUse",
    heading: "Όροι χρήσης",
    keyText: ["Για το περιεχόμενο κάθε πράξης ευθύνεται ο φορέας που την ανάρτησε"],
  },
  {
    footerLink: "English",
    path: "/en",
    heading: "About the Register of Decisions",
    keyText: ["Every published decision receives a unique Internet Publication Number, the ADA"],
  },
];

async function followFooterLink(page: Page, name: string) {
  await page.goto("/");
  await page.getByRole("contentinfo").getByRole("link", { name, exact: true }).click();
}

for (const info of PAGES) {
  test(`the footer's «${info.footerLink}» opens ${info.path} with its heading and text`, async ({ page }) => {
    await followFooterLink(page, info.footerLink);
    await expect(page).toHaveURL(new RegExp(`${info.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(info.heading);
    for (const text of info.keyText) await expect(page.getByText(text)).toBeVisible();
  });
}

test("the menu's «Πληροφορίες» opens /info", async ({ page }) => {
  await page.goto("/search");
  await page.getByRole("navigation").getByRole("link", { name: "Πληροφορίες", exact: true }).click();
  await expect(page).toHaveURL(/\/info$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Σχετικά με το μητρώο");
});

test("the English page declares its language, so screen readers read it in English", async ({ page }) => {
  await page.goto("/en");
  const heading = page.getByRole("heading", { level: 1 });
  expect(await heading.evaluate((el) => el.closest("[lang]")?.getAttribute("lang"))).toBe("en");
  const footerLink = page.getByRole("contentinfo").getByRole("link", { name: "English", exact: true });
  await expect(footerLink).toHaveAttribute("lang", "en");
});

test("the footer's «Πολιτική cookies» lands on the cookie terms, which list every cookie the portal sets", async ({
  page,
}) => {
  await followFooterLink(page, "Πολιτική cookies");
  await expect(page).toHaveURL(/\/termsOfUse#cookieTerms$/);
  await expect(page.getByRole("heading", { name: "Πολιτική cookies" })).toBeVisible();
  const table = page.getByRole("table");
  for (const [cookie, lasts] of [
    ["register_session", "8 ώρες"],
    ["register_flash", "1 λεπτό"],
    ["register_cookie_consent", "365 ημέρες"],
    ["register_text_size", "365 ημέρες"],
    ["register_csrf", "365 ημέρες"],
  ]) {
    const row = table.getByRole("row").filter({ has: page.getByRole("cell", { name: cookie, exact: true }) });
    await expect(row, cookie).toHaveCount(1);
    await expect(row, cookie).toContainText(lasts);
  }
});

test("the accessibility statement gives a contact address and points to the keyboard shortcuts", async ({ page }) => {
  await page.goto("/accessibility");
  await expect(page.getByRole("link", { name: "accessibility@example.org" })).toHaveAttribute(
    "href",
    "mailto:accessibility@example.org",
  );
  await page.getByRole("main").getByRole("link", { name: "συντομεύσεις πληκτρολογίου" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Συντομεύσεις πληκτρολογίου");
  const searchRow = page.getByRole("row").filter({ hasText: "Αναζήτηση πράξεων" });
  await expect(searchRow).toContainText("Ctrl + Shift + S");
  await expect(page.getByRole("row").filter({ hasText: "Αρχική σελίδα" })).toContainText("d και μετά h");
});

test("the legislation table shows 5 laws a page by default, and 15, 20 or all on request", async ({ page }) => {
  const lawRows = page.getByRole("table").getByRole("rowheader");
  await page.goto("/legislation");
  await expect(lawRows).toHaveCount(5);
  await expect(page.getByRole("rowheader", { name: "Ν. 3861/2010" })).toBeVisible();
  await page.getByRole("link", { name: "Επόμενη" }).click();
  await expect(lawRows).toHaveCount(1);
  await expect(page.getByRole("rowheader", { name: "Ν. 4624/2019" })).toBeVisible();
  await page.getByRole("navigation", { name: "Γραμμές ανά σελίδα" }).getByRole("link", { name: "όλες" }).click();
  await expect(lawRows).toHaveCount(6);
  await expect(page.getByRole("link", { name: "Επόμενη" })).toHaveCount(0);
});

test("a page length or page the legislation table does not offer is a Greek 400", async ({ page }) => {
  for (const query of ["size=7", "page=0", "page=3", "page=abc", "size=5&size=15"]) {
    const response = await page.goto(`/legislation?${query}`);
    expect(response?.status(), query).toBe(400);
    await expect(page.getByText("Μη έγκυρο αίτημα").first(), query).toBeVisible();
  }
});

test(
  "the informational pages are public and cacheable: an edge may keep them and revalidate with 304",
  SERVER_ONLY,
  async ({ request }) => {
    for (const { path } of PAGES) {
      const first = await request.get(path);
      expect(first.status(), path).toBe(200);
      expect(first.headers()["cache-control"], path).toBe("public, max-age=0, s-maxage=60");
      const etag = first.headers()["etag"];
      expect(etag, `${path} has an ETag`).toBeTruthy();
      const again = await request.get(path, { headers: { "If-None-Match": etag } });
      expect(again.status(), `${path} revalidated`).toBe(304);
    }
  },
);
