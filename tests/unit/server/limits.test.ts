/** Request size limits at the edge (server/limits.ts), over real HTTP on a real server. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeApp, type EdgeApp } from "#tests/support/edge-app";
import { send } from "#tests/support/http-client";

const FORM_LIMIT = 64 * 1024;
const UPLOAD_LIMIT = 1024 * 1024;
const MULTIPART = "multipart/form-data; boundary=x";
const URLENCODED = "application/x-www-form-urlencoded";

describe("request size limits", () => {
  let edge: EdgeApp;
  beforeAll(async () => {
    edge = await startEdgeApp({
      limits: { formBodyBytes: FORM_LIMIT, uploadBodyBytes: UPLOAD_LIMIT, jsonBodyBytes: 128 * 1024, urlLength: 2048 },
    });
  });
  afterAll(() => edge.close());

  it("answers 413 to a declared body over the limit before reading it", async () => {
    const before = edge.handled();
    const res = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": URLENCODED, "Content-Length": 100 * 1024 * 1024 },
      bodyBytes: 100 * 1024 * 1024,
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("Το αίτημα είναι πολύ μεγάλο.");
    expect(edge.handled()).toBe(before); // the app never saw it
  });

  it("cuts a chunked body off with 413 once it passes the limit", async () => {
    const res = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": URLENCODED, "Transfer-Encoding": "chunked" },
      bodyBytes: 100 * 1024 * 1024,
      chunkBytes: 16 * 1024,
    });
    expect(res.status).toBe(413);
    expect(res.body).toContain("Το αίτημα είναι πολύ μεγάλο.");
    // The app was handed the bytes up to the limit, and not one chunk more.
    expect(edge.mostBodyBytesRead()).toBeLessThanOrEqual(FORM_LIMIT);
  });

  it("lets a chunked body under the limit through whole", async () => {
    const res = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": URLENCODED, "Transfer-Encoding": "chunked" },
      bodyBytes: FORM_LIMIT - 100,
      chunkBytes: 4096,
    });
    expect(res.status).toBe(200);
    expect(res.body).toBe(String(FORM_LIMIT - 100));
  });

  it("gives the decision form (with JavaScript: /decision/new.data) the upload limit", async () => {
    for (const path of ["/decision/new", "/decision/new.data?org=1"]) {
      const res = await send(edge.url, {
        method: "POST",
        path,
        headers: { "Content-Type": MULTIPART, "Transfer-Encoding": "chunked" },
        bodyBytes: FORM_LIMIT * 4,
      });
      expect(res.status, path).toBe(200);
      expect(res.body).toBe(String(FORM_LIMIT * 4));
    }
    const over = await send(edge.url, {
      method: "POST",
      path: "/decision/new",
      headers: { "Content-Type": MULTIPART, "Content-Length": UPLOAD_LIMIT + 1 },
      bodyBytes: UPLOAD_LIMIT + 1,
    });
    expect(over.status).toBe(413);
  });

  it("gives JSON to the JSON API's decision writes (documents in base64) the upload limit, other JSON calls the JSON one", async () => {
    const json = { "Content-Type": "application/json", "Transfer-Encoding": "chunked" };
    for (const path of ["/luminapi/api/decisions", "/luminapi/api/decisions/v/x", "/luminapi/api/decisions/ΑΔΑ"]) {
      const res = await send(edge.url, { method: "POST", path, headers: json, bodyBytes: FORM_LIMIT * 4 });
      expect(res.status, path).toBe(200);
    }
    for (const path of ["/luminapi/api/decisions/actions/batch", "/luminapi/api/prefs/bookmarks"]) {
      const res = await send(edge.url, { method: "POST", path, headers: json, bodyBytes: FORM_LIMIT * 4 });
      expect(res.status, path).toBe(413);
    }
  });

  it("keeps multipart to any other route at the form limit", async () => {
    const res = await send(edge.url, {
      method: "POST",
      path: "/login",
      headers: { "Content-Type": MULTIPART, "Transfer-Encoding": "chunked" },
      bodyBytes: FORM_LIMIT * 4,
    });
    expect(res.status).toBe(413);
  });

  it("gives JSON to the API its own limit", async () => {
    const ok = await send(edge.url, {
      method: "POST",
      path: "/api/decisions",
      headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" },
      bodyBytes: 100 * 1024,
    });
    expect(ok.status).toBe(200);
    const over = await send(edge.url, {
      method: "POST",
      path: "/api/decisions",
      headers: { "Content-Type": "application/json", "Content-Length": 200 * 1024 },
      bodyBytes: 200 * 1024,
    });
    expect(over.status).toBe(413);
  });

  it("answers 414 to a URL over the limit", async () => {
    const res = await send(edge.url, { path: `/search?query=${"α".repeat(2048)}` });
    expect(res.status).toBe(414);
    expect(res.body).toContain("Η διεύθυνση (URL) του αιτήματος είναι πολύ μεγάλη.");
    expect((await send(edge.url, { path: `/search?query=${"a".repeat(1000)}` })).status).toBe(200);
  });

  it("sets the server's timeouts from the configuration", () => {
    expect(edge.server.headersTimeout).toBe(edge.config.limits.headersTimeoutMs);
    expect(edge.server.requestTimeout).toBe(edge.config.limits.requestTimeoutMs);
    expect(edge.server.keepAliveTimeout).toBe(edge.config.limits.keepAliveTimeoutMs);
  });
});
