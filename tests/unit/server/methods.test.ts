/** Methods (405/OPTIONS), content types (415) and cross-site posts (403) at the edge. */
import { MSG } from "#app/messages";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeApp, type EdgeApp } from "#tests/support/edge-app";
import { rawExchange, send } from "#tests/support/http-client";

const ALLOW = "GET, HEAD, POST, OPTIONS";

describe("methods", () => {
  let edge: EdgeApp;
  beforeAll(async () => (edge = await startEdgeApp()));
  afterAll(() => edge.close());

  it.each(["TRACE", "PUT", "DELETE", "PATCH", "PROPFIND"])(
    "answers %s with 405, Allow and a Greek sentence",
    async (method) => {
      const before = edge.handled();
      const res = await send(edge.url, { method, path: "/decision/new" });
      expect(res.status).toBe(405);
      expect(res.headers.allow).toBe(ALLOW);
      expect(res.body).toContain(`Η μέθοδος ${method} δεν υποστηρίζεται.`);
      expect(edge.handled()).toBe(before);
    },
  );

  it("lets PUT and DELETE through to the JSON API under /luminapi/api only, and keeps 405 for the rest", async () => {
    const apiAllow = "GET, HEAD, POST, PUT, DELETE, OPTIONS";
    for (const method of ["PUT", "DELETE"]) {
      const before = edge.handled();
      const res = await send(edge.url, {
        method,
        path: "/luminapi/api/signers/6013-s1",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(res.status, method).toBe(200);
      expect(edge.handled(), method).toBe(before + 1);
      for (const path of ["/luminapi/opendata/decisions", "/api/openapi.json", "/signers"]) {
        expect((await send(edge.url, { method, path })).status, `${method} ${path}`).toBe(405);
      }
    }
    const patch = await send(edge.url, { method: "PATCH", path: "/luminapi/api/signers/6013-s1" });
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe(apiAllow);
    expect(patch.body).toContain(`Επιτρέπονται μόνο οι ${apiAllow}.`);
    const options = await send(edge.url, { method: "OPTIONS", path: "/luminapi/api/signers" });
    expect(options.headers.allow).toBe(apiAllow);
    // A PUT carries JSON like the API's POST: anything else is 415.
    const text = await send(edge.url, {
      method: "PUT",
      path: "/luminapi/api/signers/6013-s1",
      headers: { "Content-Type": "text/plain" },
      body: "x",
    });
    expect(text.status).toBe(415);
  });

  it("answers CONNECT, which Node never hands to Express, with the same 405", async () => {
    const answer = await rawExchange(edge.port, "CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/i);
    expect(answer).toMatch(/\r\nContent-Security-Policy: /i);
    expect(answer).toContain("Η μέθοδος CONNECT δεν υποστηρίζεται.");
  });

  it("answers a request followed by bytes that are not one (a body without a length), then closes", async () => {
    const before = edge.handled();
    const answer = await rawExchange(
      edge.port,
      "DELETE /luminapi/api/signers/6013-s1 HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\r\n{}",
    );
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).not.toContain("400 Bad Request");
    expect(edge.handled()).toBe(before + 1);
  });

  it("answers a method the HTTP parser does not know with 405, not Node's bare 400", async () => {
    const answer = await rawExchange(edge.port, "FROB / HTTP/1.1\r\nHost: localhost\r\n\r\n");
    expect(answer).toMatch(/^HTTP\/1\.1 405 /);
    expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST, OPTIONS\r\n/);
    expect(answer).toMatch(/\r\nX-Content-Type-Options: nosniff\r\n/);
    expect(answer).toContain("Η μέθοδος του αιτήματος δεν υποστηρίζεται.");
  });

  it("answers OPTIONS honestly with the methods and no CORS permission", async () => {
    const res = await send(edge.url, {
      method: "OPTIONS",
      path: "/search",
      headers: { Origin: "https://elsewhere.example", "Access-Control-Request-Method": "POST" },
    });
    expect(res.status).toBe(204);
    expect(res.headers.allow).toBe(ALLOW);
    expect(res.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("content types", () => {
  let edge: EdgeApp;
  beforeAll(async () => (edge = await startEdgeApp()));
  afterAll(() => edge.close());

  it.each([
    ["JSON", "application/json", "{}"],
    ["text/plain", "text/plain", "a=1"],
    ["no type", undefined, "a=1"],
  ])("refuses a form post sent as %s with 415 and a Greek message", async (_name, type, body) => {
    const res = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: type ? { "Content-Type": type } : {},
      body,
    });
    expect(res.status).toBe(415);
    expect(res.body).toContain("Μη αποδεκτός τύπος περιεχομένου.");
    expect(res.headers["accept-post"]).toBe("application/x-www-form-urlencoded, multipart/form-data");
  });

  it("takes what browsers' forms send", async () => {
    for (const type of ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=UTF-8"]) {
      const res = await send(edge.url, {
        method: "POST",
        path: "/login",
        headers: { "Content-Type": type },
        body: "a=1",
      });
      expect(res.status, type).toBe(200);
    }
  });

  it("takes JSON under the API's prefixes only", async () => {
    for (const path of ["/api/decisions", "/luminapi/opendata/search"]) {
      const res = await send(edge.url, {
        method: "POST",
        path,
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      expect(res.status, path).toBe(200);
    }
  });

  it("takes JSON and multipart for the OpenData write calls under /opendata/decisions, and keeps 415 elsewhere", async () => {
    const post = (path: string, type: string, extra: Record<string, string> = {}) =>
      send(edge.url, { method: "POST", path, headers: { "Content-Type": type, ...extra }, body: "{}" });
    for (const path of ["/opendata/decisions", "/opendata/decisions/ΨΛΦΩ46ΜΤΛΡ-ΞΤ2", "/opendata/decisions.xml"]) {
      expect((await post(path, "application/json")).status, path).toBe(200);
      expect((await post(path, "multipart/form-data; boundary=x")).status, path).toBe(200);
      // Authenticated on every call (Basic or token, never the cookie): no cross-site rule applies.
      expect((await post(path, "application/json", { Origin: "https://dms.example" })).status, path).toBe(200);
      expect((await post(path, "text/plain")).status, path).toBe(415);
    }
    expect((await post("/opendata/search", "application/json")).status).toBe(415);
    expect((await post("/opendata/decisionsx", "application/json")).status).toBe(415);
  });
});

describe("cross-site form posts", () => {
  let edge: EdgeApp;
  beforeAll(async () => (edge = await startEdgeApp()));
  afterAll(() => edge.close());
  const form = { "Content-Type": "application/x-www-form-urlencoded" };

  it.each(["https://evil.example", "null", "", "not a url"])(
    "refuses Origin %j with 403, not Remix's 500",
    async (origin) => {
      const res = await send(edge.url, {
        method: "POST",
        path: "/login",
        headers: { ...form, Origin: origin },
        body: "a=1",
      });
      expect(res.status).toBe(403);
      expect(res.body).toContain(MSG.forbidden);
    },
  );

  it("lets a same-origin post and a post without Origin through", async () => {
    const host = new URL(edge.url).host;
    const same = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { ...form, Origin: edge.url },
      body: "a=1",
    });
    expect(same.status).toBe(200);
    const none = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { ...form, Host: host },
      body: "a=1",
    });
    expect(none.status).toBe(200);
  });
});
