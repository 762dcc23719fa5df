/**
 * The server edge of the built portal (server/, bundled into build/server/main.js): security
 * headers on every kind of response, the refusals (405, 413, 414, 415) and /healthz; with
 * JavaScript on, that the pages run under the Content-Security-Policy.
 */
import { login, SESSION_COOKIE } from "./support/auth";
import { BASE_URL } from "./support/env";
import { expect, test } from "./support/fixtures";
import { SERVER_ONLY } from "./support/tags";
import { send } from "../support/http-client";

function expectSecurityHeaders(headers: Record<string, string>, what: string): void {
  expect(headers["content-security-policy"], what).toMatch(
    /default-src 'self';script-src 'self' 'nonce-[^']+';style-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none';form-action 'self'/,
  );
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["x-request-id"], what).toMatch(/^[0-9a-f-]{36}$/);
  // The e2e server runs with NODE_ENV=test: no HSTS outside production.
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

test("every kind of response carries the security headers", SERVER_ONLY, async ({ request }) => {
  const home = await request.get("/");
  const html = await home.text();
  const doc = /href="(\/doc\/[^"]+)"/.exec(html)?.[1];
  const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(doc && stylesheet, "the home page links a document and the stylesheet").toBeTruthy();
  const cases: [string, string, number][] = [
    ["page", "/search?query=δήμος", 200],
    ["document (PDF)", doc!, 200],
    ["RSS", "/f/6174/rss", 200],
    ["export", "/search/export?wt=json", 200],
    ["stylesheet", stylesheet!, 200],
    ["static file", "/favicon.svg", 200],
    ["not found", "/no-such-page", 404],
    ["health", "/healthz", 200],
  ];
  for (const [what, path, status] of cases) {
    const res = await request.get(path);
    expect(res.status(), what).toBe(status);
    expectSecurityHeaders(res.headers(), what);
  }
});

test("the page's inline scripts carry the nonce of its own CSP header", SERVER_ONLY, async ({ request }) => {
  const res = await request.get("/search");
  const nonce = /'nonce-([^']+)'/.exec(res.headers()["content-security-policy"])?.[1];
  const html = await res.text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
  expect(inline.length).toBeGreaterThan(0);
  for (const attributes of inline) expect(attributes).toContain(`nonce="${nonce}"`);
});

test("refusals are Greek, with the right status and the headers", SERVER_ONLY, async ({ request }) => {
  const trace = await request.fetch("/", { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers()["allow"]).toBe("GET, HEAD, POST, OPTIONS");
  expect(await trace.text()).toContain("Η μέθοδος TRACE δεν υποστηρίζεται.");

  const json = await request.post("/login", { data: { username: "admin" } });
  expect(json.status()).toBe(415);
  expect(await json.text()).toContain("Μη αποδεκτός τύπος περιεχομένου.");

  const long = await request.get(`/search?query=${"a".repeat(9000)}`);
  expect(long.status()).toBe(414);

  const foreign = await request.post("/login", {
    form: { username: "admin", password: "x" },
    headers: { Origin: "https://elsewhere.example" },
  });
  expect(foreign.status()).toBe(403);
  expect(await foreign.text()).toContain("Δεν έχετε τα απαραίτητα δικαιώματα για την εκτέλεση της ενέργειας.");

  for (const res of [trace, json, long, foreign]) expectSecurityHeaders(res.headers(), String(res.status()));
});

test("a 100 MB anonymous post is refused at once", SERVER_ONLY, async () => {
  const res = await send(BASE_URL, {
    method: "POST",
    path: "/decision/new",
    headers: { "Content-Type": "multipart/form-data; boundary=x", "Content-Length": 100 * 1024 * 1024 },
    bodyBytes: 100 * 1024 * 1024,
  });
  expect(res.status).toBe(413);
  expect(res.body).toContain("Το αίτημα είναι πολύ μεγάλο.");
});

test(
  "an upload streamed without Content-Length is cut off with 413 past the upload limit",
  SERVER_ONLY,
  async ({ page }) => {
    await login(page, "submitter");
    const cookie = (await page.context().cookies()).find((c) => c.name === SESSION_COOKIE)!;
    const res = await send(BASE_URL, {
      method: "POST",
      path: "/decision/new",
      headers: {
        "Content-Type": "multipart/form-data; boundary=----edge",
        "Transfer-Encoding": "chunked",
        Cookie: `${cookie.name}=${cookie.value}`,
        Origin: BASE_URL,
      },
      // One endless file part: the app reads it as it comes, the edge stops it at the limit.
      bodyBytes: 100 * 1024 * 1024,
      chunkBytes: 256 * 1024,
      prefix:
        '------edge\r\nContent-Disposition: form-data; name="document"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n',
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("Το αίτημα είναι πολύ μεγάλο.");
  },
);

test("/healthz reports a reachable database with current migrations", SERVER_ONLY, async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.status()).toBe(200);
  expect(res.headers()["cache-control"]).toBe("no-store");
  expect(await res.json()).toMatchObject({ status: "ok", database: "reachable", migrations: "current" });
});

test("pages run under the Content-Security-Policy with JavaScript on", async ({ page, javaScriptEnabled }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/search?query=δήμος", "/login"]) {
    await page.goto(path);
    if (javaScriptEnabled) await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  }
  if (javaScriptEnabled) {
    // A client-side navigation loads route modules and data after hydration.
    await page.getByRole("link", { name: "Αναζήτηση πράξεων" }).first().click();
    await expect(page).toHaveURL(/\/search/);
  }
  expect(violations).toEqual([]);
});
