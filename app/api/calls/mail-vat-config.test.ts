/**
 * The configuration calls (issue 17, SPEC §7) against a seeded SQLite file, as the system
 * administrator: every answer fits the OpenAPI document; a template with an unknown placeholder
 * is refused in Greek and nothing is stored; passwords are stored sealed and never answered;
 * the default recipients are read by any signed-in user; other roles get 403.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { useDemoDatabase } from "#tests/support/demo-db";
import { handleApiRequest } from "../dispatch.server";
import { openApiDocument } from "../openapi.server";
import { API_CALLS, API_ROUTER } from "../registry.server";

const t = useDemoDatabase();

const basic = (user: string) => `Basic ${Buffer.from(`${user}:demo-password`).toString("base64")}`;

async function call(method: "GET" | "POST", path: string, who = "admin", body?: unknown) {
  const headers: Record<string, string> = { Authorization: basic(who) };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const request = new Request(`http://register.test/luminapi/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await handleApiRequest(API_ROUTER, request, path, "192.0.2.17");
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) as Record<string, unknown> & unknown[] };
}

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
      const answer = await call("GET", path);
      expect(answer.status, path).toBe(200);
      expect(fitsDocument("GET", path, answer.json), path).toBe(true);
    }
  });

  it("refuse a template with an unknown placeholder in Greek and store nothing; save a good one", async () => {
    const refused = await call("POST", "/config/mail/templates", "admin", {
      id: "passwordReset",
      subject: "Νέος κωδικός",
      body: "Ανοίξτε {url} {nosuch}",
    });
    expect(refused.status).toBe(400);
    expect(errorMessage(refused.json)).toContain("Άγνωστο πεδίο αντικατάστασης «{nosuch}»");
    const before = (await call("GET", "/config/mail/templates")).json as unknown as {
      id: string;
      customised: boolean;
    }[];
    expect(before.find((tpl) => tpl.id === "passwordReset")?.customised).toBe(false);

    const saved = await call("POST", "/config/mail/templates", "admin", {
      id: "passwordReset",
      subject: "Νέος κωδικός για {username}",
      body: "Ανοίξτε τον σύνδεσμο: {url}",
    });
    expect(saved.status).toBe(200);
    expect(fitsDocument("POST", "/config/mail/templates", saved.json)).toBe(true);
    expect(saved.json).toMatchObject({ id: "passwordReset", customised: true, subject: "Νέος κωδικός για {username}" });
    expect(
      (await call("POST", "/config/mail/templates", "admin", { id: "nosuch", subject: "x", body: "y" })).status,
    ).toBe(404);
  });

  it("store the SMTP password sealed, never answer it, and keep it when the field is left out", async () => {
    const secret = "smtp-Secret-4242";
    const saved = await call("POST", "/config/mail/settings", "admin", {
      host: "smtp.example.gr",
      port: 2525,
      user: "register",
      password: secret,
      from: "noreply@example.gr",
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ host: "smtp.example.gr", port: 2525, passwordSet: true });
    expect(saved.text).not.toContain(secret);
    expect(storedSettings()).not.toContain(secret);
    const again = await call("POST", "/config/mail/settings", "admin", { host: "smtp.example.gr", port: "587" });
    expect(again.json).toMatchObject({ port: 587, passwordSet: true });
    const bad = await call("POST", "/config/mail/settings", "admin", { host: "smtp.example.gr", port: 70000 });
    expect(bad.status).toBe(400);
    expect(errorMessage(bad.json)).toBe("Η θύρα πρέπει να είναι αριθμός από 1 έως 65535.");
    // Back to the environment's transport, so nothing else in this file tries the made-up server.
    await call("POST", "/config/mail/settings", "admin", { host: "", port: 587, clearPassword: true });
  });

  it("store the GGPS credentials sealed and never answer the password", async () => {
    const secret = "ggps-Secret-9191";
    const saved = await call("POST", "/config/vat/ggps", "admin", {
      url: "https://ggps.example.gr/RgWsPublic2",
      timeoutMs: 3000,
      username: "registry",
      password: secret,
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({
      url: "https://ggps.example.gr/RgWsPublic2",
      timeoutMs: 3000,
      username: "registry",
      passwordSet: true,
      stored: true,
    });
    expect((await call("GET", "/config/vat/ggps")).text).not.toContain(secret);
    expect(storedSettings()).not.toContain(secret);
    const noCredentials = await call("POST", "/config/vat/ggps", "admin", {
      url: "https://ggps.example.gr/RgWsPublic2",
      timeoutMs: 3000,
      username: "",
    });
    expect(noCredentials.status).toBe(400);
    const vies = await call("POST", "/config/vat/vies", "admin", { url: "", timeoutMs: 800 });
    expect(vies.json).toMatchObject({ url: "", timeoutMs: 800, stored: true });
  });

  it("share the default recipients with every signed-in user; only the administrator changes them", async () => {
    const saved = await call("POST", "/config/notifyRecipients", "admin", {
      recipients: ["grammateia@example.gr", "Grammateia@example.gr", "press@example.gr"],
    });
    expect(saved.json).toEqual({ recipients: ["grammateia@example.gr", "press@example.gr"] });
    const shared = await call("GET", "/config-shared/notifyRecipients", "publisher");
    expect(shared.json).toEqual({ recipients: ["grammateia@example.gr", "press@example.gr"] });
    expect((await call("GET", "/config/notifyRecipients", "publisher")).status).toBe(403);
    expect((await call("POST", "/config/notifyRecipients", "orgadmin", { recipients: [] })).status).toBe(403);
    expect((await call("GET", "/config/mail/settings", "usermanager")).status).toBe(403);
  });
});
