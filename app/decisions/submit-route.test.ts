/**
 * The /decision/new and /decision/publish/{versionId} actions end to end on the server side:
 * real requests (multipart, cookies) into the route modules, against a real SQLite file with the
 * seed's reference data and demo users. What the browser adds is covered by tests/e2e.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { seedDemoUsers, seedReference } from "#db/seed";
import { formToken, withToken, type FormToken } from "#tests/support/csrf";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { tinyPdf } from "#tests/support/tiny-pdf";
import { createSession } from "../access/sessions.server";
import { MSG, TEXT } from "../messages";
import * as newRoute from "../routes/decision.new";
import * as publishRoute from "../routes/decision.publish.$versionId";
import { athensDay } from "#shared/dates";
import { snapshot } from "./testing/fixtures";

let t: TestDatabase;
const cookies: Record<string, string> = {};
let csrf: FormToken;
const savedEnv = { OUTBOX_DIR: process.env.OUTBOX_DIR, SMTP_URL: process.env.SMTP_URL };
let outbox: string;

beforeAll(async () => {
  // The publication e-mail goes to a scratch outbox, never to a real server.
  outbox = fs.mkdtempSync(path.join(os.tmpdir(), "route-outbox-"));
  process.env.OUTBOX_DIR = outbox;
  delete process.env.SMTP_URL;
  t = createTestDatabase();
  seedReference(t.db);
  await seedDemoUsers(t.db);
  setDb(t.db);
  csrf = await formToken();
  for (const username of ["submitter", "publisher", "apiuser"]) {
    const { id } = t.db.$client.prepare("SELECT id FROM users WHERE username = ?").get(username) as { id: number };
    cookies[username] = (await createSession(id)).cookie.split(";")[0];
  }
}, 60_000);
afterAll(() => {
  setDb(undefined);
  t.cleanup();
  fs.rmSync(outbox, { recursive: true, force: true });
  Object.assign(process.env, savedEnv);
  if (savedEnv.SMTP_URL === undefined) delete process.env.SMTP_URL;
  if (savedEnv.OUTBOX_DIR === undefined) delete process.env.OUTBOX_DIR;
});

const BASE = "http://register.test";
const optionValue = (sql: string) => t.db.$client.prepare(sql).pluck().get() as string;

function post(path: string, user: string, body: FormData | URLSearchParams): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    body: withToken(body, csrf),
    headers: { Cookie: `${cookies[user]}; ${csrf.cookie}`, Origin: BASE },
  });
}

/** Runs an action; returns either the redirect or the data it answered with. */
async function run(fn: (args: never) => unknown, request: Request, params: Record<string, string> = {}) {
  try {
    const out = (await fn({ request, params, context: {} } as never)) as { data?: unknown; init?: ResponseInit | null };
    return {
      status: out?.init?.status ?? 200,
      data: out?.data as Record<string, any>,
      location: null as string | null,
    };
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, data: {} as Record<string, any>, location: thrown.headers.get("Location") };
    const d = thrown as { data?: unknown; init?: ResponseInit };
    if (d && typeof d === "object" && "init" in d)
      return { status: d.init?.status ?? 500, data: d.data as Record<string, any>, location: null };
    throw thrown;
  }
}

function validForm(overrides: Record<string, string | Blob> = {}): FormData {
  const org = "6013";
  const fields: Record<string, string | Blob> = {
    decisionTypeId: "Β.1.3",
    organizationId: org,
    subject: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για δοκιμή διαδρομής",
    protocolNumber: "R/1",
    issueDate: athensDay(Date.now()).split("-").reverse().join("/"),
    unitIds: optionValue(`SELECT uid FROM units WHERE org_uid = '${org}' AND active = 1 LIMIT 1`),
    signerIds: optionValue(`SELECT uid FROM signers WHERE org_uid = '${org}' AND active = 1 LIMIT 1`),
    thematicCategoryIds: "24",
    "extraFieldValues.financialYear": "2025",
    "extraFieldValues.budgettype": optionValue(
      "SELECT uid FROM dictionary_items WHERE dictionary_uid = 'BUDGET_TYPE' LIMIT 1",
    ),
    "extraFieldValues.entryNumber": "Α/1",
    "extraFieldValues.amountWithVAT.amount": "1.234,56",
    "extraFieldValues.amountWithVAT.currency": "EUR",
    "extraFieldValues.amountWithKae[0].kae": "02.6117",
    "extraFieldValues.amountWithKae[0].amountWithVAT": "1.234,56",
    decisionFile: new File([new Uint8Array(tinyPdf())], "apofasi.pdf", { type: "application/pdf" }),
    recipients: "paraliptis@example.gr",
    ...overrides,
  };
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return fd;
}

const NEW = "/decision/new?type=%CE%92.1.3&org=6013";

describe("POST /decision/new", () => {
  it("answers 400 with the errors and the values, and writes nothing", async () => {
    const before = snapshot(t.db);
    const out = await run(
      newRoute.action,
      post(NEW, "submitter", validForm({ subject: " ", "extraFieldValues.financialYear": "20x5" })),
    );
    expect(out.status).toBe(400);
    expect(out.data.lastResult.error).toEqual({
      subject: [MSG.required],
      "extraFieldValues.financialYear": [MSG.invalidYear],
    });
    expect(out.data.lastResult.initialValue.protocolNumber).toBe("R/1");
    expect(out.data.lastResult.initialValue).not.toHaveProperty("decisionFile");
    expect(snapshot(t.db)).toEqual(before);
  });

  it("turns a file over the limit into a field error, keeping the other values", async () => {
    const big = new File([new Uint8Array(21 * 1024 * 1024)], "big.pdf", { type: "application/pdf" });
    const out = await run(newRoute.action, post(NEW, "submitter", validForm({ decisionFile: big })));
    expect(out.status).toBe(400);
    expect(out.data.lastResult.error).toEqual({ decisionFile: [TEXT.fileTooLarge(20)] });
    expect(out.data.lastResult.initialValue.subject).toBe("ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ για δοκιμή διαδρομής");
  });

  it("adds a row without validating or saving (no-JS «Προσθήκη γραμμής»)", async () => {
    const before = snapshot(t.db);
    const form = validForm();
    form.append("__intent__", JSON.stringify({ type: "insert", payload: { name: "extraFieldValues.amountWithKae" } }));
    const out = await run(newRoute.action, post(NEW, "submitter", form));
    expect(out.status).toBe(200);
    expect(out.data.lastResult.initialValue.extraFieldValues.amountWithKae).toHaveLength(2);
    expect(snapshot(t.db)).toEqual(before);
  });

  it("refuses API-only users (403 on POST)", async () => {
    const out = await run(newRoute.action, post(NEW, "apiuser", validForm()));
    expect(out.status).toBe(403);
  });

  it("submits, then the publisher publishes with the recipients confirmed on the page", async () => {
    const submitted = await run(newRoute.action, post(NEW, "submitter", validForm()));
    expect(submitted.status).toBe(303);
    const versionId = /^\/decision\/view\/v\/([0-9a-f-]{36})$/.exec(submitted.location ?? "")?.[1];
    expect(versionId).toBeTruthy();

    const page = `/decision/publish/${versionId}`;
    const forged = await run(publishRoute.action, post(page, "submitter", new URLSearchParams({ recipients: "" })), {
      versionId: versionId!,
    });
    expect(forged.status).toBe(403);

    // An API-only user holds the publishing permission, but only for the JSON API: the screen's
    // POST is refused and the confirmation page sends them home with SPEC §6's alert.
    const before = snapshot(t.db);
    const apiPost = await run(publishRoute.action, post(page, "apiuser", new URLSearchParams({ recipients: "" })), {
      versionId: versionId!,
    });
    expect(apiPost.status).toBe(403);
    expect(snapshot(t.db)).toEqual(before);
    const apiPage = await run(
      publishRoute.loader,
      new Request(`${BASE}${page}`, { headers: { Cookie: cookies.apiuser } }),
      { versionId: versionId! },
    );
    expect(apiPage).toMatchObject({ status: 302, location: "/" });

    // A forged Conform intent that does not parse (found by the fuzzer: it was a 500).
    const forgedIntent = await run(
      publishRoute.action,
      post(page, "publisher", new URLSearchParams({ recipients: "", __intent__: "vvv" })),
      { versionId: versionId! },
    );
    expect(forgedIntent.status).toBe(400);
    expect(snapshot(t.db)).toEqual(before);

    const published = await run(
      publishRoute.action,
      post(page, "publisher", new URLSearchParams({ recipients: "a@example.org" })),
      { versionId: versionId! },
    );
    expect(published.status).toBe(303);
    expect(decodeURIComponent(published.location ?? "")).toMatch(/^\/decision\/view\/[0-9Α-Ω]{4,10}-[0-9Α-Ω]{3}$/);
    const row = t.db.$client
      .prepare(
        "SELECT d.status, d.ada FROM decisions d JOIN decision_versions v ON v.decision_id = d.id WHERE v.version_id = ?",
      )
      .get(versionId) as { status: string; ada: string };
    expect(row.status).toBe("PUBLISHED");
    expect(decodeURIComponent(published.location!)).toBe(`/decision/view/${row.ada}`);
    expect(fs.readdirSync(outbox)).toHaveLength(1);
  });
});
