/**
 * What every page does (SPEC §2 "General behaviour"): the keyboard shortcuts and the waiting
 * overlay (both need JavaScript), and the web app manifest with its icons.
 */
import { expect, test } from "./support/fixtures";
import { login } from "./support/auth";

test("d then h goes home, Ctrl+Shift+S to the search page (with JavaScript), and typing in a field is left alone", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/info");
  if (!javaScriptEnabled) {
    // Without JavaScript no key is taken: the page stays where it is.
    await page.keyboard.press("Control+Shift+S");
    await page.keyboard.press("d");
    await page.keyboard.press("h");
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/info$/);
    return;
  }
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.keyboard.press("Control+Shift+S");
  await expect(page).toHaveURL(/\/search$/);

  // Typing «dh» into the search field stays in the field.
  const box = page.getByRole("searchbox").first();
  await box.click();
  await page.keyboard.type("dh");
  await expect(box).toHaveValue("dh");
  await expect(page).toHaveURL(/\/search$/);

  await page.locator("h1").click();
  await page.keyboard.press("d");
  await page.keyboard.press("h");
  await expect(page).toHaveURL(/\/$/);
});

test("d then n opens the new-decision form for a submitter only (with JavaScript)", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/info");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await page.keyboard.press("d");
  await page.keyboard.press("n");
  // An anonymous visitor may not submit: the shortcut does nothing.
  await page.waitForTimeout(700);
  await expect(page).toHaveURL(/\/info$/);

  await login(page, "submitter");
  await page.locator("h1").click();
  await page.keyboard.press("d");
  await page.keyboard.press("n");
  if (javaScriptEnabled) await expect(page).toHaveURL(/\/decision\/new$/);
  else {
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/userhome$/);
  }
});

test("a slow submission shows «Παρακαλώ περιμένετε» (with JavaScript) until the answer arrives", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/login");
  if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  // Hold the login POST back for a second and a half, as a slow network would.
  await page.route("**/login*", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByLabel("Όνομα χρήστη").fill("nobody");
  await page.getByLabel("Κωδικός πρόσβασης").fill("wrong");
  await page.getByRole("button", { name: "Σύνδεση", exact: true }).click();
  const overlay = page.getByText("Παρακαλώ περιμένετε");
  // Without JavaScript the browser's own loading indicator does the job and nothing covers the page.
  if (javaScriptEnabled) await expect(overlay).toBeVisible();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
  await expect(overlay).toBeHidden();
});

test("the web app manifest names the portal in Greek and its icons exist", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as { name: string; lang: string; icons: { src: string; type: string }[] };
  expect(manifest).toMatchObject({ name: "Μητρώο Πράξεων", lang: "el", start_url: "/" });
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"]).toContain(icon.type);
  }
});
