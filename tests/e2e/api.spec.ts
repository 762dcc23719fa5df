/**
 * The JSON API (issue 15) and its tokens (issue 13) against the running portal, with JavaScript
 * off and on: a user creates a token on /profile/tokens (shown once), a script calls
 * /luminapi/api with it, the user revokes it through the confirmation page and the script gets
 * 401; both changes are in the audit trail. /api/help documents the calls without JavaScript and
 * /api/openapi.json is the generated document, cacheable.
 */
import { request as playwrightRequest } from "@playwright/test";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";
import { expect, test } from "./support/fixtures";

test("a token created on the profile lets a script in until it is revoked", async ({ page }) => {
  await login(page, "apiuser");
  await page.goto("/profile");
  await page.getByRole("link", { name: "Κλειδιά API" }).click();
  await expect(page).toHaveURL(/\/profile\/tokens$/);
  const label = `script ${Date.now().toString(36)}`;
  await page.getByLabel("Όνομα κλειδιού").fill(label);
  await page.getByRole("button", { name: "Δημιουργία κλειδιού" }).click();
  await expect(page.getByText("Αντιγράψτε το τώρα: δεν θα εμφανιστεί ξανά.")).toBeVisible();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  expect(token).toMatch(/^drt_[A-Za-z0-9_-]{43}$/);

  // The script: no cookies, only the token.
  const script = await playwrightRequest.newContext({ baseURL: BASE_URL });
  const self = await script.get("/luminapi/api/users/self", { headers: { Authorization: `Bearer ${token}` } });
  expect(self.status()).toBe(200);
  expect(self.headers()["content-type"]).toBe("application/json; charset=utf-8");
  expect(await self.json()).toMatchObject({ username: "apiuser", authType: "token", userType: "API_USER" });

  // Shown once: the list has its name and beginning, never the token itself.
  await page.goto("/profile/tokens");
  const row = page.getByRole("row", { name: new RegExp(label) });
  await expect(row).toContainText(token.slice(0, 10));
  await expect(page.getByText(token)).toHaveCount(0);
  await row.getByRole("link", { name: /Ανάκληση/ }).click();
  await expect(page.getByRole("heading", { name: "Ανάκληση κλειδιού API" })).toBeVisible();
  await page.getByRole("button", { name: "Ανάκληση" }).click();
  await expect(page).toHaveURL(/\/profile\/tokens$/);
  await expect(page.getByText("Το κλειδί ανακλήθηκε.")).toBeVisible();

  const refused = await script.get("/luminapi/api/users/self", { headers: { Authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({
    errors: [{ errorCode: "UNAUTHORIZED", errorMessage: "Παρακαλώ συνδεθείτε!", canBeIgnored: false }],
    warnings: [],
  });
  await script.dispose();

  const audit = e2eDb()
    .prepare("SELECT action FROM audit_log WHERE action LIKE 'apitoken.%' AND details LIKE ? ORDER BY id")
    .all(`%${label}%`) as { action: string }[];
  expect(audit.map((a) => a.action)).toEqual(["apitoken.create", "apitoken.revoke"]);
});

test("a token needs a name: the form says so and creates nothing", async ({ page }) => {
  await login(page, "publisher");
  await page.goto("/profile/tokens");
  await page.getByRole("button", { name: "Δημιουργία κλειδιού" }).click();
  await expect(page.getByRole("heading", { name: /Υπάρχουν λάθη/ })).toBeVisible();
  await expect(page.getByTestId("new-token")).toHaveCount(0);
});

test("/api/help documents every call of the API from its OpenAPI document, readable without script", async ({
  page,
  request,
}) => {
  const doc = await request.get("/api/openapi.json");
  expect(doc.status()).toBe(200);
  expect(doc.headers()["cache-control"]).toMatch(/^public/);
  const openapi = (await doc.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
  expect(openapi.openapi).toBe("3.1.0");
  await page.goto("/api/help");
  for (const [path, methods] of Object.entries(openapi.paths)) {
    for (const method of Object.keys(methods)) {
      await expect(page.getByRole("heading", { name: `${method.toUpperCase()} ${path}`, exact: true })).toBeVisible();
    }
  }
  // An example is a link that answers JSON.
  await page.getByRole("link", { name: /^Άνοιγμα του παραδείγματος\s+της κλήσης \/decisionTypes$/ }).click();
  await expect(page.locator("body")).toContainText("allowedInDecisions");
});

test("a script with a token creates, changes and deletes a signer over PUT and DELETE through the real edge", async ({
  page,
}) => {
  await login(page, "orgadmin");
  await page.goto("/profile/tokens");
  await page.getByLabel("Όνομα κλειδιού").fill(`signers ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "Δημιουργία κλειδιού" }).click();
  const token = (await page.getByTestId("new-token").textContent())!.trim();
  const { uid: unitUid } = e2eDb()
    .prepare("SELECT uid FROM units WHERE org_uid = '6013' ORDER BY uid LIMIT 1")
    .get() as {
    uid: string;
  };
  const script = await playwrightRequest.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { Authorization: `Bearer ${token}` },
  });
  // A name of this run only: the page's list is searched by it.
  const lastName = `Αντωνίου ${Date.now().toString(36)}`;
  const signer = {
    lastName,
    firstName: "Ελένη",
    activeFrom: "2026-01-01",
    units: [{ unitUid }],
  };
  const created = await script.post("/luminapi/api/signers", { data: { orgUid: "6013", ...signer } });
  expect(created.status()).toBe(201);
  const { uid } = (await created.json()) as { uid: string };

  const changed = await script.put(`/luminapi/api/signers/${uid}`, {
    data: { ...signer, lastName: `${lastName}-Ρήγα`, hasOrganizationSignRights: true },
  });
  expect(changed.status()).toBe(200);
  expect(await changed.json()).toMatchObject({ uid, lastName: `${lastName}-Ρήγα`, hasOrganizationSignRights: true });
  // The signers page shows the change.
  await page.goto(`/organization/signer/search?org=6013&q=${encodeURIComponent(`${lastName}-Ρήγα`)}`);
  await expect(page.getByRole("link", { name: `${lastName}-Ρήγα Ελένη`, exact: true })).toBeVisible();

  // A browser's session cookie alone may not change it from another site; PATCH is no method here.
  const foreign = await page.request.fetch(`/luminapi/api/signers/${uid}`, {
    method: "DELETE",
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);
  const patch = await script.fetch(`/luminapi/api/signers/${uid}`, { method: "PATCH", data: signer });
  expect(patch.status()).toBe(405);
  expect(patch.headers().allow).toBe("GET, HEAD, POST, PUT, DELETE, OPTIONS");
  expect((await script.fetch("/signers", { method: "PUT", data: signer })).status()).toBe(405);

  const deleted = await script.delete(`/luminapi/api/signers/${uid}`);
  expect(deleted.status()).toBe(200);
  expect(await deleted.json()).toEqual({ uid, deleted: true, label: `Ελένη ${lastName}-Ρήγα` });
  expect((await script.get(`/luminapi/api/signers/${uid}`)).status()).toBe(404);
  await script.dispose();

  const audit = e2eDb()
    .prepare("SELECT action FROM audit_log WHERE entity_type = 'signer' AND entity_id = ? ORDER BY id")
    .all(uid) as { action: string }[];
  expect(audit.map((a) => a.action)).toEqual(["signer.create", "signer.update", "signer.delete"]);
});
