/**
 * The home page, the search page and the decision page kept for visitors who are not logged in
 * (app/shell/kept-page.server.ts, decisions 136, 159 and 163), through the whole Remix pipeline against
 * a seeded SQLite file: each answer carries its own nonce, a change of the data shows at once, and
 * a kept page never crosses between a logged-in viewer and anyone else.
 */
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createSession as CreateSession } from "#app/access/sessions.server";
import { paths } from "#app/paths";
import type { textSizeHeader as TextSizeHeader } from "#app/shell/preferences.server";
import { seedIfEmpty } from "#db/seed";
import { createFts5Engine } from "#search/fts5";
import type { forgetKeptPages as ForgetKeptPages, keptPageCount as KeptPageCount } from "#app/shell/kept-page.server";
import { startAppServer, type AppServer } from "#tests/support/app-server";
import { openAppDatabase, type AppDatabase } from "#tests/support/app-database";
import type { TestDatabase } from "#tests/support/test-db";

let t: TestDatabase;
let app: AppServer;
let loggedIn: string;
let publisherName: string;
/** Loaded after SESSION_SECRET is set (both modules read the configuration when first imported). */
let createSession: typeof CreateSession;
let textSizeHeader: typeof TextSizeHeader;
let close: AppDatabase["close"] = async () => {};

beforeAll(async () => {
  ({ database: t, close } = openAppDatabase({ SESSION_SECRET: "kept-page-test-secret" }));
  ({ createSession } = await import("#app/access/sessions.server"));
  ({ textSizeHeader } = await import("#app/shell/preferences.server"));
  await seedIfEmpty(t.db, 30);
  const publisher = t.db.$client.prepare("SELECT id, name FROM users WHERE username = 'publisher'").get() as {
    id: number;
    name: string;
  };
  publisherName = publisher.name;
  loggedIn = (await createSession(publisher.id)).cookie.split(";")[0];
  app = await startAppServer();
}, 120_000);

afterAll(() => close(app));

let nonces = 0;
/** A page as the Express edge asks for it: each request with a fresh CSP nonce. */
async function page(
  path: string,
  cookie?: string,
): Promise<{ nonce: string; html: string; cacheControl: string | null }> {
  const nonce = `test-nonce-${++nonces}-${Math.random().toString(36).slice(2)}`;
  const response = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} }, { cspNonce: nonce });
  expect(response.status).toBe(200);
  return { nonce, html: await response.text(), cacheControl: response.headers.get("Cache-Control") };
}
const home = (cookie?: string) => page(paths.home(), cookie);

const nonceAttributes = (html: string) => [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);

/** The app's own kept pages (its module instance, not this file's). */
const keptPages = () =>
  app.appModule<{ keptPageCount: typeof KeptPageCount; forgetKeptPages: typeof ForgetKeptPages }>(
    "/app/shell/kept-page.server.ts",
  );

/** The page is rendered once: the second anonymous visitor gets the kept page with their own nonce. */
async function expectRenderedOnce(path: string): Promise<void> {
  const kept = await keptPages();
  kept.forgetKeptPages();
  const first = await page(path);
  expect(first.cacheControl).toMatch(/^public/);
  expect(kept.keptPageCount()).toBe(1);
  const second = await page(path);
  expect(kept.keptPageCount()).toBe(1);
  expect(new Set(nonceAttributes(second.html))).toEqual(new Set([second.nonce]));
  expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
}

/** A logged-in viewer's page is never kept, and the kept page never reaches a viewer. */
async function expectNeverSharedWithViewer(path: string): Promise<void> {
  const kept = await keptPages();
  await page(path);
  const held = kept.keptPageCount();
  const viewer = await page(path, loggedIn);
  expect(viewer.cacheControl).toMatch(/private/);
  expect(viewer.html).toContain(publisherName);
  expect(kept.keptPageCount()).toBe(held);
  expect((await page(path)).html).not.toContain(publisherName);
}

describe("the home page kept for anonymous visitors", () => {
  it("is the same page for two visitors, each with the nonce of their own answer", async () => {
    const first = await home();
    const second = await home();
    expect(first.cacheControl).toMatch(/^public/);
    expect(nonceAttributes(first.html).length).toBeGreaterThan(0);
    expect(new Set(nonceAttributes(first.html))).toEqual(new Set([first.nonce]));
    expect(new Set(nonceAttributes(second.html))).toEqual(new Set([second.nonce]));
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });

  it("shows a change of the newest publications at once", async () => {
    await home(); // kept
    const newest = t.db.$client
      .prepare(
        `SELECT d.org_uid AS orgUid FROM decisions d
          WHERE d.status = 'PUBLISHED' ORDER BY d.published_at DESC, d.id DESC LIMIT 1`,
      )
      .get() as { orgUid: string };
    const subject = `Φορέας που μετονομάστηκε ${Date.now()}`;
    t.db.$client.prepare("UPDATE organizations SET label = ? WHERE uid = ?").run(subject, newest.orgUid);
    expect((await home()).html).toContain(subject);
  });

  it("never reaches a logged-in viewer, and a viewer's page never reaches anyone else", async () => {
    const anonymous = await home();
    expect(anonymous.html).not.toContain(publisherName);
    const viewer = await home(loggedIn);
    expect(viewer.cacheControl).toMatch(/private/);
    expect(viewer.html).toContain(publisherName);
    const afterwards = await home();
    expect(afterwards.html).not.toContain(publisherName);
  });

  it("follows the visitor's text size (a cookie the shell reads)", async () => {
    expect((await home()).html).toContain('class="text-size-0"');
    const cookie = (await textSizeHeader(2)).split(";")[0];
    expect((await home(cookie)).html).toContain('class="text-size-2"');
    expect((await home()).html).toContain('class="text-size-0"');
  });
});

describe("the search page kept for anonymous visitors", () => {
  const newestFirst = paths.search();

  it("renders a search once: the second visitor gets the kept page with their own nonce", async () => {
    await expectRenderedOnce(newestFirst);
  });

  it("is sent to a browser that takes gzip compressed already, the same page with its own nonce", async () => {
    (await keptPages()).forgetKeptPages();
    const first = await page(newestFirst);
    // Nonces have one length in production (16 random bytes in base64); the test's vary.
    const nonce = "g".repeat(first.nonce.length);
    const response = await app.fetch(
      newestFirst,
      { headers: { "Accept-Encoding": "gzip, deflate, br" } },
      { cspNonce: nonce },
    );
    expect(response.headers.get("Content-Encoding")).toBe("gzip");
    expect(response.headers.get("Vary")).toMatch(/Accept-Encoding/);
    const html = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(html.replaceAll(nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
  });

  it("shows a decision taken out of the index at once", async () => {
    const newest = t.db.$client
      .prepare(
        `SELECT decision_id AS id, ada FROM search_docs
          WHERE status = 'PUBLISHED' ORDER BY published_at DESC, decision_id DESC LIMIT 1`,
      )
      .get() as { id: number; ada: string };
    expect((await page(newestFirst)).html).toContain(newest.ada);
    expect((await page(newestFirst)).html).toContain(newest.ada); // the kept page
    // Another connection, as another server process would publish or withdraw.
    createFts5Engine(t.db).remove(newest.id);
    expect((await page(newestFirst)).html).not.toContain(newest.ada);
  });

  it("never keeps a logged-in viewer's search, nor gives the kept one to a viewer", async () => {
    await expectNeverSharedWithViewer(newestFirst);
  });
});

describe("the decision page kept for anonymous visitors", () => {
  const published = () =>
    t.db.$client
      .prepare("SELECT id, ada FROM decisions WHERE status = 'PUBLISHED' ORDER BY id LIMIT 1 OFFSET 3")
      .get() as { id: number; ada: string };

  it("renders a decision once: the second visitor gets the kept page with their own nonce", async () => {
    await expectRenderedOnce(paths.decision(published().ada));
  });

  it("shows a request to revoke it at once", async () => {
    const decision = published();
    const path = paths.decision(decision.ada);
    const notice = "Έχει υποβληθεί αίτημα ανάκλησης της ανάρτησης";
    expect((await page(path)).html).not.toContain(notice);
    expect((await page(path)).html).not.toContain(notice); // the kept page
    t.db.$client.prepare("UPDATE decisions SET status = 'PENDING_REVOCATION' WHERE id = ?").run(decision.id);
    try {
      expect((await page(path)).html).toContain(notice);
    } finally {
      t.db.$client.prepare("UPDATE decisions SET status = 'PUBLISHED' WHERE id = ?").run(decision.id);
    }
  });

  it("never keeps a logged-in viewer's page, nor gives the kept one to a viewer", async () => {
    await expectNeverSharedWithViewer(paths.decision(published().ada));
  });
});
