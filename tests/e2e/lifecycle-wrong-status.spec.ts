/**
 * Every lifecycle transition POSTed over HTTP in a status the status machine refuses (SPEC §4;
 * issue 9), as the register's operator, who holds every right: publishing a published decision,
 * cancelling a revocation nobody asked for, asking to revoke or correcting a revoked decision,
 * completing an already completed revocation, and a direct revocation sent without its reason.
 * Each is answered as the domain says (a 303 back to the decision with the Greek warning, or a 400
 * for the missing reason) and changes nothing: the decision's status, updatedAt, versions and
 * audit rows stay as they were. Reads seeded decisions of the demo organisation only.
 */
import type { Page } from "@playwright/test";
import { TEXT } from "#app/messages";
import { test, expect } from "./support/fixtures";
import { login } from "./support/auth";
import { e2eDb } from "./support/db";
import { BASE_URL } from "./support/env";

interface Seeded {
  id: number;
  ada: string;
  versionId: string;
  updatedAt: number;
}

/** A seeded decision of the demo organisation in this status (the newest, far from {demoAda}). */
function seeded(status: string): Seeded {
  return e2eDb()
    .prepare(
      `SELECT id, ada, latest_version_id AS versionId, updated_at AS updatedAt FROM decisions
        WHERE status = ? AND org_uid = '6013' AND ada IS NOT NULL ORDER BY id DESC LIMIT 1`,
    )
    .get(status) as Seeded;
}

/** What a refused transition must leave as it was. */
function snapshot(d: Seeded) {
  const db = e2eDb();
  return {
    decision: db
      .prepare("SELECT status, updated_at, revocation_reason, latest_version_id FROM decisions WHERE id = ?")
      .get(d.id),
    versions: db.prepare("SELECT count(*) AS n FROM decision_versions WHERE decision_id = ?").get(d.id),
    audit: db.prepare("SELECT max(id) AS last, count(*) AS n FROM audit_log").get(),
  };
}

async function formToken(page: Page): Promise<string> {
  const html = await (await page.request.get("/userhome")).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1];
  expect(csrf, "the page carries a form token").toBeTruthy();
  return csrf!;
}

test("a transition POSTed in the wrong status is refused with the Greek message and changes nothing", async ({
  page,
}) => {
  await login(page, "admin");
  const csrf = await formToken(page);
  const published = seeded("PUBLISHED");
  const revoked = seeded("REVOKED");
  const decisionPage = (d: Seeded) => `/decision/view/${encodeURIComponent(d.ada)}`;
  const cases = [
    {
      what: "publishing a published decision",
      target: published,
      path: `/decision/publish/${published.versionId}`,
      message: TEXT.decisionNotPublishable,
    },
    {
      what: "cancelling a revocation that was not requested",
      target: published,
      path: `/decision/revocation/cancel/${encodeURIComponent(published.ada)}`,
      message: TEXT.actionNotAllowed,
    },
    {
      what: "asking to revoke a revoked decision",
      target: revoked,
      path: `/decision/revocation/request/${encodeURIComponent(revoked.ada)}`,
      message: TEXT.actionNotAllowed,
      extra: { ground: "REVOCATION_REASON_3", comment: "Δεύτερη φορά." },
    },
    {
      what: "completing a revocation already completed",
      target: revoked,
      path: `/decision/revocation/complete/${encodeURIComponent(revoked.ada)}`,
      message: TEXT.actionNotAllowed,
    },
    {
      what: "a corrected copy of a revoked decision",
      target: revoked,
      path: `/decision/correctedcopy/${revoked.versionId}`,
      message: TEXT.actionNotAllowed,
    },
  ];
  for (const c of cases) {
    const before = snapshot(c.target);
    const answer = await page.request.post(c.path, {
      form: { csrf, updatedAt: String(c.target.updatedAt), ...(c.extra ?? {}) },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(answer.status(), c.what).toBe(303);
    expect(answer.headers()["location"], c.what).toBe(decisionPage(c.target));
    // The decision's page shows why, once.
    expect(await (await page.request.get(decisionPage(c.target))).text(), c.what).toContain(c.message);
    expect(snapshot(c.target), c.what).toEqual(before);
  }

  // Completing a revocation that was not requested is a direct revocation: without its ground and
  // comment it is a 400 that names them, and the decision stays published.
  const before = snapshot(published);
  const direct = await page.request.post(`/decision/revocation/complete/${encodeURIComponent(published.ada)}`, {
    form: { csrf, updatedAt: String(published.updatedAt) },
    headers: { Origin: BASE_URL },
    maxRedirects: 0,
  });
  expect(direct.status()).toBe(400);
  expect(await direct.text()).toContain("Λόγος ανάκλησης");
  expect(snapshot(published)).toEqual(before);
});
