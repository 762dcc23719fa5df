/** Security headers on every kind of response the edge lets out (server/security-headers.ts). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeApp, type EdgeApp } from "#tests/support/edge-app";
import { send, type RawResponse } from "#tests/support/http-client";

function expectSecurityHeaders(res: RawResponse, what: string): void {
  const csp = String(res.headers["content-security-policy"]);
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'/);
  expect(csp, what).toContain("style-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("form-action 'self'");
  expect(res.headers["x-content-type-options"], what).toBe("nosniff");
  expect(res.headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(res.headers["permissions-policy"], what).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect(res.headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(res.headers["x-frame-options"], what).toBe("DENY");
}

describe("security headers", () => {
  let edge: EdgeApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "edge-client-"));
    fs.writeFileSync(path.join(clientDir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
    edge = await startEdgeApp({ clientDir, limits: { formBodyBytes: 1024, urlLength: 512 } });
  });
  afterAll(async () => {
    await edge.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("leave a 304 without a policy, so the page the browser kept keeps the nonce its scripts carry", async () => {
    const first = await send(edge.url, { path: "/favicon.svg" });
    expect(first.status).toBe(200);
    expectSecurityHeaders(first, "200");
    const etag = String(first.headers["etag"]);
    const again = await send(edge.url, { path: "/favicon.svg", headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("are on pages, static files, errors and every refusal", async () => {
    const form = { "Content-Type": "application/x-www-form-urlencoded" };
    const cases: [string, Parameters<typeof send>[1], number][] = [
      ["page", { path: "/" }, 200],
      ["static file", { path: "/favicon.svg" }, 200],
      ["health", { path: "/healthz" }, 200],
      ["server failure", { path: "/boom" }, 500],
      ["bad input", { path: "/refused" }, 400],
      ["bad URL encoding", { path: "/%E0%A4%A" }, 400],
      ["405", { method: "TRACE" }, 405],
      ["OPTIONS", { method: "OPTIONS" }, 204],
      ["413", { method: "POST", path: "/login", headers: { ...form, "Content-Length": 4096 }, bodyBytes: 4096 }, 413],
      ["414", { path: `/?q=${"x".repeat(600)}` }, 414],
      ["415", { method: "POST", path: "/login", headers: { "Content-Type": "text/plain" }, body: "x" }, 415],
      ["403", { method: "POST", path: "/login", headers: { ...form, Origin: "null" }, body: "a=1" }, 403],
    ];
    for (const [what, options, status] of cases) {
      const res = await send(edge.url, options);
      expect(res.status, what).toBe(status);
      expectSecurityHeaders(res, what);
    }
  });

  it("use a new nonce for each response, the one the app gets in its load context", async () => {
    const first = await send(edge.url, { path: "/context" });
    const second = await send(edge.url, { path: "/context" });
    const nonceOf = (res: RawResponse) => /'nonce-([^']+)'/.exec(String(res.headers["content-security-policy"]))?.[1];
    expect(JSON.parse(first.body).nonce).toBe(nonceOf(first));
    expect(JSON.parse(second.body).nonce).toBe(nonceOf(second));
    expect(nonceOf(first)).not.toBe(nonceOf(second));
  });

  it("leave HSTS out outside production", async () => {
    const res = await send(edge.url, { path: "/" });
    expect(res.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("security headers in production", () => {
  let edge: EdgeApp;
  beforeAll(async () => {
    edge = await startEdgeApp({
      env: {
        NODE_ENV: "production",
        PUBLIC_URL: "https://register.example.gr",
        SESSION_SECRET: "s3cret",
        // Read only when a document is signed, which this test never does.
        SIGNING_P12_PATH: "/nonexistent/signing.p12",
      },
    });
  });
  afterAll(() => edge.close());

  it("add HSTS and upgrade-insecure-requests", async () => {
    for (const options of [{ path: "/" }, { method: "TRACE" }]) {
      const res = await send(edge.url, options);
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(res.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
    }
  });
});
