/**
 * Route × role × organisation (issue 13): every route that acts on one organisation's object, asked
 * about ANOTHER organisation's object (tests/support/route-table.ts FOREIGN_ROWS) by each demo user.
 * The demo organisation's clerks and administrator are refused, also when they post a body that
 * would change the object (a forged post), and the other organisation's rows stay exactly as they
 * were. Plain HTTP, like route-table.spec.ts.
 */
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { MSG } from "#app/messages";
import {
  fill,
  FOREIGN_ORG_UID,
  FOREIGN_API_ROWS,
  FOREIGN_ROWS,
  FOREIGN_USERNAME,
  foreignPlaceholdersFrom,
  ORG_BOUND,
  outcomeFor,
  placeholdersFrom,
  WHO,
  type Outcome,
} from "#tests/support/route-table";
import { apiContextFor } from "./support/api-context";
import { test, expect } from "./support/fixtures";
import { e2eDb } from "./support/db";

/**
 * The other organisation's objects the seed does not have: a clerk whose only role is there, a
 * public document and a document template (reusing a stored file, so no document row is added that
 * the route × role test's snapshot would count). Made once for both projects.
 */
function ensureForeignObjects() {
  const db = e2eDb();
  db.transaction(() => {
    const password = (
      db.prepare("SELECT password_hash AS h FROM users WHERE username = 'submitter'").get() as {
        h: string;
      }
    ).h;
    db.prepare(
      `INSERT OR IGNORE INTO users (username, password_hash, name, email, first_name, last_name, user_type)
       VALUES (?, ?, 'Άλλος Υπάλληλος', 'other-org-clerk@example.test', 'Άλλος', 'Υπάλληλος', 'ORG_USER')`,
    ).run(FOREIGN_USERNAME, password);
    db.prepare(
      `INSERT OR IGNORE INTO user_access (user_id, org_uid, role_id)
       SELECT id, ?, 'ROLE_ORG_SUBMITTER' FROM users WHERE username = ?`,
    ).run(FOREIGN_ORG_UID, FOREIGN_USERNAME);
    const documentId = (db.prepare("SELECT min(id) AS id FROM documents").get() as { id: number }).id;
    db.prepare(
      `INSERT INTO public_documents (org_uid, title, document_id)
       SELECT ?, 'Έγγραφο του άλλου φορέα', ? WHERE NOT EXISTS (SELECT 1 FROM public_documents WHERE org_uid = ?)`,
    ).run(FOREIGN_ORG_UID, documentId, FOREIGN_ORG_UID);
    db.prepare(
      `INSERT INTO document_templates (org_uid, template_id, title, type, decision_type_uids, document_id)
       SELECT ?, 'other-org-template', 'Πρότυπο του άλλου φορέα', 'DECISION', '[]', ?
        WHERE NOT EXISTS (SELECT 1 FROM document_templates WHERE org_uid = ?)`,
    ).run(FOREIGN_ORG_UID, documentId, FOREIGN_ORG_UID);
  }).immediate();
}

/** Everything of the other organisation a route of FOREIGN_ROWS could change. */
function foreignSnapshot(): string {
  const db = e2eDb();
  const rows = (sql: string) => db.prepare(sql).all(FOREIGN_ORG_UID);
  return JSON.stringify({
    organization: rows("SELECT * FROM organizations WHERE uid = ?"),
    decisions: rows(
      "SELECT id, status, updated_at, latest_version_id, ada FROM decisions WHERE org_uid = ? ORDER BY id",
    ),
    versions: rows(
      `SELECT count(*) AS n, max(v.version_id) AS newest FROM decision_versions v
         JOIN decisions d ON d.id = v.decision_id WHERE d.org_uid = ?`,
    ),
    attachments: rows(
      `SELECT count(*) AS n FROM attachments a JOIN decision_versions v ON v.version_id = a.version_id
         JOIN decisions d ON d.id = v.decision_id WHERE d.org_uid = ?`,
    ),
    units: rows("SELECT * FROM units WHERE org_uid = ? ORDER BY uid"),
    signers: rows("SELECT * FROM signers WHERE org_uid = ? ORDER BY uid"),
    access: rows("SELECT * FROM user_access WHERE org_uid = ? ORDER BY user_id, role_id"),
    clerk: db.prepare("SELECT enabled, locked FROM users WHERE username = ?").get(FOREIGN_USERNAME),
    pubdocs: rows("SELECT * FROM public_documents WHERE org_uid = ? ORDER BY id"),
    templates: rows("SELECT id, template_id, title FROM document_templates WHERE org_uid = ? ORDER BY id"),
    typePreferences: rows("SELECT * FROM decision_types_per_org WHERE org_uid = ?"),
  });
}

async function expectOutcome(api: APIRequestContext, response: APIResponse, want: Outcome, label: string) {
  const status = response.status();
  const location = response.headers()["location"] ?? "";
  expect.soft(status, `${label}: no server error`).toBeLessThan(500);
  if (typeof want === "number") {
    expect.soft(status, label).toBe(want);
  } else if (want === "login") {
    expect.soft([302, 303], label).toContain(status);
    expect.soft(location, label).toMatch(/^\/login\?redirectTo=/);
  } else if (want === "forbidden") {
    expect.soft([302, 303], label).toContain(status);
    expect.soft(location, label).toBe("/");
    const home = await (await api.get("/")).text();
    expect.soft(home.includes(MSG.forbidden), `${label}: the forbidden alert`).toBe(true);
  } else {
    expect.soft([301, 302, 303], label).toContain(status);
    expect.soft(location, label).toBe(want.redirect);
  }
}

test("another organisation's objects: refused to the demo organisation's users, unchanged by their forged posts", async () => {
  test.setTimeout(180_000);
  ensureForeignObjects();
  const values = { ...placeholdersFrom(e2eDb()), ...foreignPlaceholdersFrom(e2eDb()) };
  const before = foreignSnapshot();
  for (const who of WHO) {
    const { api, token } = await apiContextFor(who);
    for (const row of FOREIGN_ROWS) {
      const url = fill(row.example, values);
      const wanted = outcomeFor(row.get, who)!;
      const want = typeof wanted === "object" ? { redirect: fill(wanted.redirect, values) } : wanted;
      await expectOutcome(api, await api.get(url, { maxRedirects: 0 }), want, `${who} GET ${url}`);
      if (!row.post || !ORG_BOUND.includes(who)) continue;
      const form: Record<string, string> = { csrf: token };
      for (const [name, value] of Object.entries(row.post)) form[name] = decodeURIComponent(fill(value, values));
      const posted = await api.post(url, { form, maxRedirects: 0 });
      const postWant =
        typeof row.postAnswer === "object" && !("redirect" in row.postAnswer)
          ? row.postAnswer[who]!
          : (row.postAnswer as Outcome);
      await expectOutcome(api, posted, postWant, `${who} POST ${url}`);
    }
    await api.dispose();
  }
  expect(foreignSnapshot(), "the other organisation's objects are unchanged").toBe(before);
});

test("the JSON API's version reads refuse another body's submitted version to the demo organisation's users", async () => {
  ensureForeignObjects();
  const values = { ...placeholdersFrom(e2eDb()), ...foreignPlaceholdersFrom(e2eDb()) };
  for (const who of WHO) {
    const { api } = await apiContextFor(who);
    for (const row of FOREIGN_API_ROWS) {
      const url = fill(row.example, values);
      const response = await api.get(url, { maxRedirects: 0 });
      await expectOutcome(api, response, outcomeFor(row.answer, who)!, `${who} GET ${url}`);
      expect(response.headers()["content-type"], url).toBe("application/json; charset=utf-8");
    }
    await api.dispose();
  }
});
