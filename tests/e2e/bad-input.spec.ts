/**
 * Bad input gets an honest Greek answer: 404 pages with the right status, form errors next to
 * the fields with a summary on top, nothing written, and never a 500 (the fixture fails any test
 * that sees a 5xx).
 */
import { makeAda } from "#app/decisions/ada";
import { TEXT } from "#app/messages";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { SERVER_ONLY } from "./support/tags";
import { fillLogin, login } from "./support/auth";
import { decisionRowCount, versionRowCount } from "./support/db";
import { fillDecision, openNewDecisionForm, submitForm, validDecision } from "./support/decision-form";
import { tinyPdf } from "./support/pdf";

async function expectGreek404(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path} should answer 404`).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "el");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.notFoundTitle);
  await expect(page).toHaveTitle(new RegExp(TEXT.notFoundTitle));
}

test.describe("not found", () => {
  test("a malformed ADA is a Greek 404 page", async ({ page }) => {
    await expectGreek404(page, "/decision/view/xyz");
  });

  test("a well-formed but unknown ADA is a Greek 404 page", async ({ page }) => {
    // A code no organisation of the seed has (the last of the 39,304 codes).
    await expectGreek404(page, `/decision/view/${encodeURIComponent(makeAda("ΩΩΩ", 0))}`);
    await expect(page.getByText(TEXT.decisionNotFound)).toBeVisible();
  });

  test("an unknown route is a Greek 404 page", async ({ page }) => {
    await expectGreek404(page, "/no/such/page");
  });

  test("/doc with a bad ADA answers 404", SERVER_ONLY, async ({ request }) => {
    const response = await request.get("/doc/bad");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"] ?? "").not.toMatch(/pdf/);
    const unknown = await request.get(`/doc/${encodeURIComponent(makeAda("ΩΩΩ", 0))}`);
    expect(unknown.status()).toBe(404);
  });
});

test.describe("the new-decision form", () => {
  test.beforeEach(async ({ page }) => {
    await login(page, "submitter");
    await openNewDecisionForm(page);
  });

  test("missing required fields: error summary, Greek messages by the fields, nothing written", async ({ page }) => {
    const decisions = decisionRowCount();
    const versions = versionRowCount();

    const response = await submitForm(page);
    expect([200, 400]).toContain(response.status());

    const summary = page.getByRole("alert").filter({ hasText: TEXT.formHasErrors });
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(/^Σφάλμα: /);
    // Each field error is linked from the summary and shown by its field.
    const links = summary.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const field of ["Θέμα", "Αριθμός πρωτοκόλλου", "Ημερομηνία έκδοσης"]) {
      const input = page.getByLabel(field, { exact: false }).first();
      await expect(input).toHaveAttribute("aria-invalid", "true");
      await expect(input).toHaveAccessibleDescription(new RegExp(`Το πεδίο είναι υποχρεωτικό`));
    }
    await expect(summary.getByRole("link", { name: /Θέμα/ })).toHaveAttribute("href", /^#/);

    expect(decisionRowCount()).toBe(decisions);
    expect(versionRowCount()).toBe(versions);
  });

  test("wrongly typed values get their own Greek messages", async ({ page }) => {
    const decisions = decisionRowCount();
    await fillDecision(page, { ...validDecision(`Λάθος τιμές ${Date.now()}`), financialYear: "abcd", amount: "12x" });
    await page.getByLabel("ΑΦΜ", { exact: true }).first().fill("123456789");
    const response = await submitForm(page);
    expect([200, 400]).toContain(response.status());

    await expect(page.getByLabel("Οικονομικό Έτος", { exact: false })).toHaveAccessibleDescription(/Μη έγκυρο έτος/);
    await expect(page.getByLabel("Συνολικό ποσό", { exact: false })).toHaveAccessibleDescription(
      new RegExp(TEXT.invalidAmount.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")),
    );
    // The AFM widget is a group (ΑΦΜ and Επωνυμία): the message belongs to the group, and the
    // number's input is marked invalid.
    const afm = page.getByLabel("ΑΦΜ", { exact: true }).first();
    await expect(afm).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("group").filter({ has: afm }).last()).toHaveAccessibleDescription(/Μη έγκυρος ΑΦΜ/);
    // What the user typed is kept, so it can be corrected.
    await expect(page.getByLabel("Οικονομικό Έτος", { exact: false })).toHaveValue("abcd");
    await expect(page.getByLabel("Συνολικό ποσό", { exact: false })).toHaveValue("12x");
    expect(decisionRowCount()).toBe(decisions);
  });

  test("a file that is not a PDF is refused by name", async ({ page }) => {
    const decisions = decisionRowCount();
    await fillDecision(page, {
      ...validDecision(`Λάθος αρχείο ${Date.now()}`),
      pdf: { name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("just text\n") },
    });
    const response = await submitForm(page);
    expect([200, 400]).toContain(response.status());
    await expect(page.getByText("Μη αποδεκτός τύπος αρχείου 'x.txt'").first()).toBeVisible();
    expect(decisionRowCount()).toBe(decisions);
  });

  test("an oversized file gets the Greek size message", async ({ page }) => {
    const decisions = decisionRowCount();
    const maxMb = Number(process.env.UPLOAD_MAX_MB || 20);
    const pdf = tinyPdf("big");
    const big = Buffer.concat([pdf, Buffer.alloc(maxMb * 1024 * 1024 + 1024, 0x20)]);
    await fillDecision(page, {
      ...validDecision(`Μεγάλο αρχείο ${Date.now()}`),
      pdf: { name: "megalo.pdf", mimeType: "application/pdf", buffer: big },
    });
    const response = await submitForm(page);
    expect([200, 400, 413]).toContain(response.status());
    await expect(page.getByText(TEXT.fileTooLarge(maxMb)).first()).toBeVisible();
    expect(decisionRowCount()).toBe(decisions);
  });
});

test.describe("bodies the routes do not expect", () => {
  test("JSON, text and no body get 415, a cross-site POST 403, all with Greek text and no 500", async ({ page }) => {
    await page.goto("/login");
    for (const [type, data] of [
      ["application/json", '{"username":"admin"}'],
      ["text/plain", "username=admin"],
    ]) {
      const response = await page.request.post("/login", { headers: { "Content-Type": type }, data, maxRedirects: 0 });
      expect(response.status(), type).toBe(415);
      expect(await response.text()).toContain(
        "Μη αποδεκτός τύπος περιεχομένου. Στείλτε τη φόρμα ως application/x-www-form-urlencoded",
      );
    }
    const crossSite = await page.request.post("/logout", {
      form: { csrf: "x" },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.text()).toContain("Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.");
  });

  test("a malformed multipart body and a file name that is not UTF-8 get 400, nothing written", async ({ page }) => {
    await login(page, "submitter");
    await openNewDecisionForm(page);
    const token = await page.locator('form[enctype="multipart/form-data"] input[name="csrf"]').inputValue();
    const decisions = decisionRowCount();
    const boundary = "----e2eBoundary";
    const truncated = await page.request.post(page.url(), {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      data: Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n--${boundary}\r\nContent-Dis`,
      ),
      maxRedirects: 0,
    });
    expect(truncated.status()).toBe(400);
    expect(await truncated.text()).toContain("Η φόρμα δεν ήταν δυνατό να διαβαστεί");
    const badName = await page.request.post(page.url(), {
      headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
      data: Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="csrf"\r\n\r\n${token}\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="decisionFile"; filename="`),
        Buffer.from([0xff, 0xfe, 0x2e, 0x70, 0x64, 0x66]),
        Buffer.from(`"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\r\n--${boundary}--\r\n`),
      ]),
      maxRedirects: 0,
    });
    expect(badName.status()).toBe(400);
    expect(await badName.text()).toContain("πρέπει να είναι έγκυρο κείμενο UTF-8");
    expect(decisionRowCount()).toBe(decisions);
  });

  test("logging in with a Greek return address lands there (encoded), not on a 500", async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent("/αβγ")}`);
    await fillLogin(page, "orgadmin");
    await expect(page).toHaveURL(/\/%CE%B1%CE%B2%CE%B3$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(TEXT.notFoundTitle);
  });

  test("repeated wrong passwords are throttled with the Greek message on the login form", async ({
    page,
  }, testInfo) => {
    const username = `throttle-e2e-${testInfo.project.name}-${Date.now().toString(36)}`;
    await page.goto("/login");
    for (let attempt = 1; attempt <= 5; attempt++) {
      // As a person does: the next try only once the page has answered the last one (with
      // JavaScript on, a submit while the previous one's revalidation runs aborts that fetch).
      await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST" && /\/login/.test(r.url())),
        fillLogin(page, username, "wrong-password"),
      ]);
      await page.waitForLoadState("networkidle");
      await expect(page.getByText(TEXT.loginFailed).first()).toBeVisible();
    }
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && /\/login/.test(r.url())),
      fillLogin(page, username, "wrong-password"),
    ]);
    // Without JavaScript the page itself is the 429; with it, Remix's data request carries it.
    if (testInfo.project.name === "no-js") {
      expect(response.status()).toBe(429);
      expect(Number(response.headers()["retry-after"])).toBeGreaterThan(14 * 60);
    }
    await expect(page.getByText(/Πάρα πολλές προσπάθειες\. Δοκιμάστε ξανά σε 1[45] λεπτά\./).first()).toBeVisible();
    await expect(page.getByLabel("Όνομα χρήστη")).toBeVisible();
  });
});
