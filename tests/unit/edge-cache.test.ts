/**
 * The public read path as an edge cache (CDN) sees it (DESIGN.md principle 3, decision record
 * 025): every public GET carries Cache-Control with s-maxage, tells browsers to revalidate it
 * without serving it stale meanwhile (decision 156), carries a validator, answers a matching
 * conditional request with 304, and turns private for a logged-in viewer or when the response
 * sets a cookie. Real requests through the whole Remix pipeline (tests/support/app-server.ts)
 * against a seeded SQLite file.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { createSession as CreateSession } from "#app/access/sessions.server";
import { paths } from "#app/paths";
import { seedIfEmpty } from "#db/seed";
import { startAppServer, type AppServer } from "#tests/support/app-server";
import { openAppDatabase, type AppDatabase } from "#tests/support/app-database";
import type { TestDatabase } from "#tests/support/test-db";

let t: TestDatabase;
let app: AppServer;
let loggedIn: string;
/** Loaded after SESSION_SECRET is set, so the test signs cookies with the app's secret. */
let createSession: typeof CreateSession;
let close: AppDatabase["close"] = async () => {};

interface Sample {
  ada: string;
  versionId: string;
  orgUid: string;
  latinName: string;
}
const sample: Record<"published" | "revoked", Sample> = {} as never;

beforeAll(async () => {
  // The app under test has its own modules and connection: it finds the file and the cookie
  // secret through the environment, as the server does.
  ({ database: t, close } = openAppDatabase({ SESSION_SECRET: "edge-cache-test-secret" }));
  ({ createSession } = await import("#app/access/sessions.server"));
  await seedIfEmpty(t.db, 60);
  for (const status of ["PUBLISHED", "REVOKED"] as const) {
    const row = t.db.$client
      .prepare(
        `SELECT d.ada, d.latest_version_id AS versionId, o.uid AS orgUid, o.latin_name AS latinName
           FROM decisions d JOIN organizations o ON o.uid = d.org_uid
           JOIN decision_versions v ON v.version_id = d.latest_version_id
          WHERE d.status = ? AND v.document_id IS NOT NULL ORDER BY d.id LIMIT 1`,
      )
      .get(status) as Sample | undefined;
    if (!row) throw new Error(`the seed has no ${status} decision with a document`);
    sample[status === "PUBLISHED" ? "published" : "revoked"] = row;
  }
  const { id } = t.db.$client.prepare("SELECT id FROM users WHERE username = 'publisher'").get() as { id: number };
  loggedIn = (await createSession(id)).cookie.split(";")[0];
  app = await startAppServer();
}, 120_000);

afterAll(() => close(app));

const get = (path: string, headers: Record<string, string> = {}) => app.fetch(path, { headers });

/** Directives of a Cache-Control header, e.g. { public: true, "s-maxage": "60" }. */
function directives(response: Response): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (const part of (response.headers.get("Cache-Control") ?? "").split(",")) {
    const [name, value] = part.trim().split("=");
    if (name) out[name.toLowerCase()] = value ?? true;
  }
  return out;
}

const publicGets: [string, () => string][] = [
  ["home", () => paths.home()],
  ["search", () => paths.search({ text: "απόφαση" })],
  ["search with filters", () => paths.organizationSearch(sample.published.orgUid)],
  ["decision by ADA", () => paths.decision(sample.published.ada)],
  ["decision version", () => paths.decisionVersion(sample.published.versionId)],
  ["document by ADA", () => paths.document(sample.published.ada)],
  ["document version", () => paths.documentVersion(sample.published.versionId)],
  ["organisation page", () => paths.organization(sample.published.latinName)],
  ["organisation RSS", () => paths.organizationFeed(sample.published.orgUid)],
  ["export", () => paths.searchExport({ fq: [`organizationUid:"${sample.published.orgUid}"`] }, "json")],
];

describe("public GETs at the edge", () => {
  it.each(publicGets)("%s: shared-cacheable with s-maxage and an ETag, never stale in a browser", async (_, path) => {
    const response = await get(path());
    expect(response.status).toBe(200);
    const cc = directives(response);
    expect(cc.public).toBe(true);
    expect(Number(cc["s-maxage"])).toBeGreaterThan(0);
    // Browsers keep it for max-age; a page they must ask for again every time (max-age=0) is never
    // shown from their cache while they ask.
    expect(cc["max-age"]).toMatch(/^\d+$/);
    if (cc["max-age"] === "0") expect(cc["stale-while-revalidate"]).toBeUndefined();
    expect(cc["no-store"]).toBeUndefined();
    expect(cc.private).toBeUndefined();
    expect(response.headers.get("ETag")).toMatch(/^(W\/)?"[^"]+"$/);
    expect(response.headers.has("Set-Cookie")).toBe(false);
    await response.arrayBuffer();
  });

  it.each(publicGets)("%s: 304 with no body for a matching If-None-Match, 200 for another", async (_, path) => {
    const first = await get(path());
    const etag = first.headers.get("ETag")!;
    await first.arrayBuffer();

    const again = await get(path(), { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("ETag")).toBe(etag);
    expect(again.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));

    const other = await get(path(), { "If-None-Match": '"something-else"' });
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });

  it("a published version's page and document keep a long, bounded lifetime (no `immutable`)", async () => {
    for (const path of [
      paths.decisionVersion(sample.published.versionId),
      paths.documentVersion(sample.published.versionId),
    ]) {
      const response = await get(path);
      const cc = directives(response);
      expect(Number(cc["max-age"])).toBeGreaterThanOrEqual(3600);
      expect(cc.immutable).toBeUndefined();
      await response.arrayBuffer();
    }
  });

  it("a document answers If-Modified-Since with 304 too", async () => {
    const first = await get(paths.documentVersion(sample.published.versionId));
    const modified = first.headers.get("Last-Modified")!;
    expect(modified).toMatch(/GMT$/);
    await first.arrayBuffer();
    const again = await get(paths.documentVersion(sample.published.versionId), { "If-Modified-Since": modified });
    expect(again.status).toBe(304);
  });
});

describe("private answers", () => {
  it.each([
    ["home", () => paths.home()],
    ["search", () => paths.search({ text: "απόφαση" })],
    ["decision by ADA", () => paths.decision(sample.published.ada)],
    ["decision version", () => paths.decisionVersion(sample.published.versionId)],
    ["document version", () => paths.documentVersion(sample.published.versionId)],
    ["organisation page", () => paths.organization(sample.published.latinName)],
  ] as [string, () => string][])("%s for a logged-in user is private and never stored", async (_, path) => {
    const response = await get(path(), { Cookie: loggedIn });
    expect(response.status).toBe(200);
    const cc = directives(response);
    expect(cc.private).toBe(true);
    expect(cc["no-store"]).toBe(true);
    expect(cc.public).toBeUndefined();
    expect(cc["s-maxage"]).toBeUndefined();
    await response.arrayBuffer();
  });

  it("a page that clears an ended session's cookie is private, and never a 304", async () => {
    const { id } = t.db.$client.prepare("SELECT id FROM users WHERE username = 'submitter'").get() as { id: number };
    const session = await createSession(id);
    t.db.$client.prepare("DELETE FROM sessions WHERE id = ?").run(session.id);
    const cookie = session.cookie.split(";")[0];

    const anonymous = await get(paths.decision(sample.published.ada));
    const etag = anonymous.headers.get("ETag")!;
    await anonymous.arrayBuffer();
    const response = await get(paths.decision(sample.published.ada), { Cookie: cookie, "If-None-Match": etag });
    expect(response.status).toBe(200);
    expect(response.headers.get("Set-Cookie")).toBeTruthy();
    expect(directives(response).private).toBe(true);
    expect(await response.text()).toContain("Έχει λήξει το χρονικό όριο της σύνδεσής σας.");
  });
});

describe("revoked decisions stay honest", () => {
  it("a revoked version's page stays readable, marked revoked", async () => {
    const response = await get(paths.decisionVersion(sample.revoked.versionId));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("Ανακληθείσα");
  });

  it("a revoked decision's documents are withdrawn (410) and the answer is not stored", async () => {
    for (const path of [paths.document(sample.revoked.ada), paths.documentVersion(sample.revoked.versionId)]) {
      const response = await get(path);
      expect(response.status).toBe(410);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(response.headers.has("ETag")).toBe(false);
      await response.arrayBuffer();
    }
  });
});

describe("bad search URLs", () => {
  it.each(["toString", "__proto__", "constructor", "hasOwnProperty"])(
    "/search?sort=%s is a Greek 400, not a 500",
    async (name) => {
      const response = await get(`/search?sort=${name}`);
      expect(response.status).toBe(400);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.text()).toContain(`Άγνωστη ταξινόμηση «${name}»`);
    },
  );

  it("the export answers a bad sort with a Greek 400 too", async () => {
    const response = await get("/search/export?wt=json&sort=toString");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Άγνωστη ταξινόμηση «toString»");
  });
});
