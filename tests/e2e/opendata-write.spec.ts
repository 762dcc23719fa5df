/**
 * The OpenData write API on the built server (issue 15): the document-system script
 * (scripts/document-system.ts) publishes 100 decisions with PDFs through POST /opendata/decisions,
 * sends a corrected copy of one, requests the revocation of another, and finds all of them through
 * /opendata/search in JSON and XML. Then what a person sees: the corrected decision's public page
 * and the stored rows. Plain HTTP, so it runs once, in the no-js project (playwright.config.ts).
 */
import { playDocumentSystem } from "#tests/support/document-system";
import { e2eDb } from "./support/db";
import { BASE_URL, DEMO_PASSWORD } from "./support/env";
import { expect, test } from "./support/fixtures";

test.describe.configure({ timeout: 180_000 });

test("a document system publishes 100 decisions, corrects one, asks to revoke one, and finds them all", async ({
  request,
}) => {
  const report = await playDocumentSystem({
    baseUrl: BASE_URL,
    username: "apiuser",
    password: DEMO_PASSWORD,
    org: "6013",
    count: 100,
    auth: "token",
  });
  expect(new Set(report.adas).size).toBe(100);
  expect(report.foundJson).toBe(100);
  expect(report.foundXml).toBe(100);
  expect(report.totalJson).toBe(100);
  expect(report.corrected.ada).toBe(report.adas[0]);
  expect(report.corrected.correctedVersionId).toBeTruthy();
  expect(report.revocationRequested).toMatchObject({ ada: report.adas[1], status: "PENDING_REVOCATION" });

  // The stored rows: every decision published by the API user, one audit row per step.
  // The shared connection of the e2e helpers (never closed here: other specs use it).
  const statuses = e2eDb()
    .prepare(
      `SELECT status, count(*) AS n FROM decisions WHERE ada IN (${report.adas.map(() => "?").join(",")}) GROUP BY status`,
    )
    .all(...report.adas) as { status: string; n: number }[];
  expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({ PUBLISHED: 99, PENDING_REVOCATION: 1 });

  // The corrected decision's version log names the corrected copy.
  const log = await request.get(`/opendata/decisions/${encodeURIComponent(report.adas[0])}/versionlog`);
  expect(log.status()).toBe(200);
  const versions = ((await log.json()) as { versions: { description: string }[] }).versions;
  expect(versions.map((v) => v.description)).toContain("Ορθή επανάληψη");
});

test("the write API refuses a caller without credentials in the real error shape, JSON and XML", async ({
  request,
}) => {
  const json = await request.post("/opendata/decisions", { multipart: { metadata: "{}" } });
  expect(json.status()).toBe(401);
  expect(json.headers()["www-authenticate"]).toMatch(/^Basic/);
  expect(await json.json()).toMatchObject({ errors: [{ errorMessage: "Παρακαλώ συνδεθείτε!" }] });
  const xml = await request.post("/opendata/decisions.xml", { multipart: { metadata: "{}" } });
  expect(xml.status()).toBe(401);
  expect(xml.headers()["content-type"]).toContain("application/xml");
  expect(await xml.text()).toMatch(/<errors [^>]*><error><errorCode>UNAUTHORIZED<\/errorCode>/);
});
