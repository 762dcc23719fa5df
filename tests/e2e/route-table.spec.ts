/**
 * Route × role: every row of tests/support/route-table.ts, asked by every demo user (and an
 * anonymous visitor), GET and POST, against the running portal. Each answer must be what the
 * table says; none may be a 5xx; the POSTs carry a valid form token, so they reach the actions,
 * and change nothing in the data (the table's example bodies are refused by validation).
 * Plain HTTP (Playwright's request context, no browser): the whole matrix takes a few seconds.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { MSG } from "#app/messages";
import {
  API_CALL_ROWS,
  fill,
  outcomeFor,
  placeholdersFrom,
  ROUTE_TABLE,
  WHO,
  type Outcome,
  type Placeholders,
} from "#tests/support/route-table";
import { apiContextFor } from "./support/api-context";
import { test, expect } from "./support/fixtures";
import { e2eDb } from "./support/db";

function dataSnapshot(): string {
  const db = e2eDb();
  const count = (table: string) => (db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
  return JSON.stringify({
    decisions: count("decisions"),
    versions: count("decision_versions"),
    // Stamped copies are derived files a GET of /doc may make (docs/decisions/053): not data.
    documents: (
      db
        .prepare("SELECT count(*) AS n FROM documents WHERE id NOT IN (SELECT document_id FROM stamped_documents)")
        .get() as { n: number }
    ).n,
    audit: db
      .prepare(
        "SELECT count(*) AS n FROM audit_log WHERE action NOT IN ('user.login', 'user.login.failure', 'user.logout')",
      )
      .get(),
    published: db.prepare("SELECT count(*) AS n FROM decisions WHERE status = 'PUBLISHED'").get(),
  });
}

async function expectOutcome(
  api: APIRequestContext,
  response: APIResponse,
  want: Outcome,
  label: string,
  values?: Placeholders,
) {
  const status = response.status();
  expect(status, `${label}: no server error`).toBeLessThan(500);
  const location = response.headers()["location"] ?? "";
  if (typeof want === "number") {
    expect(status, label).toBe(want);
  } else if (want === "login") {
    expect([302, 303], label).toContain(status);
    expect(location, label).toMatch(/^\/login\?redirectTo=/);
  } else if (want === "forbidden") {
    expect([302, 303], label).toContain(status);
    expect(location, label).toBe("/");
    const home = await api.get("/");
    expect(await home.text(), `${label}: the forbidden alert`).toContain(MSG.forbidden);
  } else {
    expect([301, 302, 303], label).toContain(status);
    // A redirect may name placeholders ({demoAda}, {userId}) like the example addresses.
    expect(location, label).toBe(values ? fill(want.redirect, values) : want.redirect);
  }
}

function body(post: Record<string, string>, values: Placeholders, token: string): Record<string, string> {
  const out: Record<string, string> = { csrf: token };
  for (const [name, value] of Object.entries(post)) out[name] = decodeURIComponent(fill(value, values));
  return out;
}

test("every route answers every demo user as the route table says, GET and POST, never 5xx", async () => {
  // Several hundred requests: close to a minute on a loaded machine, so it gets more than the default.
  test.setTimeout(180_000);
  const values = placeholdersFrom(e2eDb());
  const before = dataSnapshot();
  for (const who of WHO) {
    const { api, token } = await apiContextFor(who);
    for (const row of ROUTE_TABLE) {
      const url = fill(row.example, values);
      const label = `${who} GET ${url}`;
      await expectOutcome(api, await api.get(url, { maxRedirects: 0 }), outcomeFor(row.get, who)!, label, values);
      if (row.file === "logout.tsx") continue; // ends this context's session: asked last, below
      const posted = await api.post(url, { form: body(row.post ?? {}, values, token), maxRedirects: 0 });
      await expectOutcome(api, posted, outcomeFor(row.postAnswer, who)!, `${who} POST ${url}`, values);
    }
    const logout = ROUTE_TABLE.find((r) => r.file === "logout.tsx")!;
    const out = await api.post(logout.example, { form: body({}, values, token), maxRedirects: 0 });
    await expectOutcome(api, out, outcomeFor(logout.postAnswer, who)!, `${who} POST /logout`);
    await api.dispose();
  }
  expect(dataSnapshot(), "the example POSTs changed no data").toBe(before);
});

test("every JSON API call answers every demo user (session cookie) as its row says, never 5xx", async () => {
  const values = placeholdersFrom(e2eDb());
  const before = dataSnapshot();
  for (const who of WHO) {
    const { api } = await apiContextFor(who);
    for (const row of API_CALL_ROWS) {
      const url = fill(row.example, values);
      const response = await api.fetch(url, { method: row.method, data: row.body, maxRedirects: 0 });
      await expectOutcome(api, response, outcomeFor(row.answer, who)!, `${who} ${row.method} ${url}`, values);
      expect(response.headers()["content-type"], url).toBe("application/json; charset=utf-8");
    }
    await api.dispose();
  }
  expect(dataSnapshot(), "the API's reading calls changed no data").toBe(before);
});

test("a POST without the form token, or from another site, is refused and changes nothing", async () => {
  const values = placeholdersFrom(e2eDb());
  const before = dataSnapshot();
  const { api, token } = await apiContextFor("publisher");
  for (const row of ROUTE_TABLE.filter((r) => r.methods.includes("POST"))) {
    const url = fill(row.example, values);
    if (row.formToken !== false) {
      const missing = await api.post(url, { form: body(row.post ?? {}, values, ""), maxRedirects: 0 });
      expect(missing.status(), `POST ${url} without token`).toBe(403);
    }
    const foreign = await api.post(url, {
      form: body(row.post ?? {}, values, token),
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(foreign.status(), `POST ${url} from another site`).toBe(403);
    expect(await foreign.text()).toContain(MSG.forbidden);
  }
  // Still logged in: the refused logout did not log out.
  expect((await api.get("/userhome", { maxRedirects: 0 })).status()).toBe(200);
  await api.dispose();
  expect(dataSnapshot()).toBe(before);
});
