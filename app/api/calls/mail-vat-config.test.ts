/**
 * The configuration calls (issue 17, SPEC §7) against a seeded SQLite file, as the system
 * administrator: every answer fits the OpenAPI document; a template with an unknown placeholder
 * is refused in Greek and nothing is stored; passwords are stored sealed and never answered;
 * the default recipients are read by any signed-in user; other roles get 403.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { callApi } from "#tests/support/api-client";
import { useDemoDatabase } from "#tests/support/demo-db";
import { openApiDocument } from "../openapi.server";
import { API_CALLS } from "../registry.server";

const t = useDemoDatabase();

/** The answer checked against the OpenAPI document's schema of the call. */
function fitsDocument(method: string, path: string, json: unknown) {
  const doc = openApiDocument(API_CALLS);
  const op = (
    doc.paths[path] as Record<string, { responses: Record<string, { content: Record<string, { schema: unknown }> }> }>
  )[method.toLowerCase()];
  const schema = op.responses["200"].content["application/json"].schema;
  return z.fromJSONSchema(schema as Parameters<typeof z.fromJSONSchema>[0]).safeParse(json).success;
}

const errorMessage = (json: unknown) => (json as { errors: { errorMessage: string }[] }).errors[0].errorMessage;
const storedSettings = () =>
  (t.db.$client.prepare("SELECT value FROM config_entries").all() as { value: string }[])
    .map((r) => r.value)
    .join("\n");

describe("the configuration calls, as the system administrator", () => {
  it("answer every GET as the OpenAPI document says", async () => {
    for (const path of [
      "/config/mail/templates",
      "/config/mail/settings",
      "/config/vat/vies",
      "/config/vat/ggps",
      "/config/notifyRecipients",
      "/config-shared/notifyRecipients",
    ]) {
      const answer = await callApi("GET", path, { who: "admin" });
      expect(answer.status, path).toBe(200);
      expect(fitsDocument("GET", path, answer.body), path).toBe(true);
    }
  });

  it("refuse a template with an unknown placeholder in Greek and store nothing; save a good one", async () => {
    const refused = await callApi("POST", "/config/mail/templates", {
      who: "admin",
      body: {
        id: "passwordReset",
        subject: "Νέος κωδικός",
        body: "Ανοίξτε {url} {nosuch}",
      },
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused.body)).toContain("Άγνωστο πεδίο αντικατάστασης «{nosuch}»");
    const before = (await callApi("GET", "/config/mail/templates", { who: "admin" })).body as unknown as {
      id: string;
      customised: boolean;
    }[];
    expect(before.find((tpl) => tpl.id === "passwordReset")?.customised).toBe(false);

    const saved = await callApi("POST", "/config/mail/templates", {
      who: "admin",
      body: {
        id: "passwordReset",
        subject: "Νέος κωδικός για {username}",
        body: "Ανοίξτε τον σύνδεσμο: {url}",
      },
    });
    expect(saved.status).toBe(200);
    expect(fitsDocument("POST", "/config/mail/templates", saved.body)).toBe(true);
    expect(saved.body).toMatchObject({ id: "passwordReset", customised: true, subject: "Νέος κωδικός για {username}" });
    expect(
      (
        await callApi("POST", "/config/mail/templates", {
          who: "admin",
          body: { id: "nosuch", subject: "x", body: "y" },
        })
      ).status,
    ).toBe(404);
  });

  it("store the SMTP password sealed, never answer it, and keep it when the field is left out", async () => {
    const secret = "smtp-Secret-4242";
    const saved = await callApi("POST", "/config/mail/settings", {
      who: "admin",
      body: {
        host: "smtp.example.gr",
        port: 2525,
        user: "register",
        password: secret,
        from: "noreply@example.gr",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ host: "smtp.example.gr", port: 2525, passwordSet: true });
    expect(saved.text).not.toContain(secret);
    expect(storedSettings()).not.toContain(secret);
    const again = await callApi("POST", "/config/mail/settings", {
      who: "admin",
      body: { host: "smtp.example.gr", port: "587" },
    });
    expect(again.body).toMatchObject({ port: 587, passwordSet: true });
    const bad = await callApi("POST", "/config/mail/settings", {
      who: "admin",
      body: { host: "smtp.example.gr", port: 70000 },
    });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.body)).toBe("Η θύρα πρέπει να είναι αριθμός από 1 έως 65535.");
    // Back to the environment's transport, so nothing else in this file tries the made-up server.
    await callApi("POST", "/config/mail/settings", {
      who: "admin",
      body: { host: "", port: 587, clearPassword: true },
    });
  });

  it("store the GGPS credentials sealed and never answer the password", async () => {
    const secret = "ggps-Secret-9191";
    const saved = await callApi("POST", "/config/vat/ggps", {
      who: "admin",
      body: {
        url: "https://ggps.example.gr/RgWsPublic2",
        timeoutMs: 3000,
        username: "registry",
        password: secret,
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      url: "https://ggps.example.gr/RgWsPublic2",
      timeoutMs: 3000,
      username: "registry",
      passwordSet: true,
      stored: true,
    });
    expect((await callApi("GET", "/config/vat/ggps", { who: "admin" })).text).not.toContain(secret);
    expect(storedSettings()).not.toContain(secret);
    const noCredentials = await callApi("POST", "/config/vat/ggps", {
      who: "admin",
      body: {
        url: "https://ggps.example.gr/RgWsPublic2",
        timeoutMs: 3000,
        username: "",
      },
    });
    expect(noCredentials.status).toBe(400);
    const vies = await callApi("POST", "/config/vat/vies", { who: "admin", body: { url: "", timeoutMs: 800 } });
    expect(vies.body).toMatchObject({ url: "", timeoutMs: 800, stored: true });
  });

  it("share the default recipients with every signed-in user; only the administrator changes them", async () => {
    const saved = await callApi("POST", "/config/notifyRecipients", {
      who: "admin",
      body: {
        recipients: ["grammateia@example.gr", "Grammateia@example.gr", "press@example.gr"],
      },
    });
    expect(saved.body).toEqual({ recipients: ["grammateia@example.gr", "press@example.gr"] });
    const shared = await callApi("GET", "/config-shared/notifyRecipients", { who: "publisher" });
    expect(shared.body).toEqual({ recipients: ["grammateia@example.gr", "press@example.gr"] });
    expect((await callApi("GET", "/config/notifyRecipients", { who: "publisher" })).status).toBe(403);
    expect(
      (await callApi("POST", "/config/notifyRecipients", { who: "orgadmin", body: { recipients: [] } })).status,
    ).toBe(403);
    expect((await callApi("GET", "/config/mail/settings", { who: "usermanager" })).status).toBe(403);
  });
});
