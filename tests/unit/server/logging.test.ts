/** Request logs (server/logging.ts): one JSON line per request; stacks only for server failures. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEdgeApp, type EdgeApp } from "#tests/support/edge-app";
import { send } from "#tests/support/http-client";

async function lineFor(edge: EdgeApp, requestId: string): Promise<Record<string, unknown>[]> {
  // pino-http writes the line when the response finishes; give the stream a turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  return edge.logLines().filter((line) => line.reqId === requestId);
}

describe("request log", () => {
  let edge: EdgeApp;
  beforeAll(async () => (edge = await startEdgeApp({ env: { LOG_LEVEL: "info" } })));
  afterAll(() => edge.close());

  it("writes one line per request with its id (also sent back), method, path, status and duration", async () => {
    const res = await send(edge.url, { path: "/search?query=δήμος" });
    const id = String(res.headers["x-request-id"]);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const lines = await lineFor(edge, id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 30, req: { method: "GET", path: "/search" }, res: { status: 200 } });
    expect(typeof lines[0].durationMs).toBe("number");
  });

  it("logs bad input once, as a warning with a one-line reason and no stack trace", async () => {
    for (const options of [{ path: "/refused" }, { path: "/%E0%A4%A" }, { method: "TRACE" }]) {
      const res = await send(edge.url, options);
      const lines = await lineFor(edge, String(res.headers["x-request-id"]));
      expect(lines).toHaveLength(1);
      expect(lines[0].level).toBe(40);
      const text = JSON.stringify(lines[0]);
      expect(text).not.toContain("stack");
      expect(text).not.toMatch(/\bat \S+ \(/);
    }
    const refused = await send(edge.url, { path: "/refused" });
    const [line] = await lineFor(edge, String(refused.headers["x-request-id"]));
    expect(line.reason).toBe("no such decision");
  });

  it("logs a server failure with the error and its stack", async () => {
    const res = await send(edge.url, { path: "/boom" });
    expect(res.status).toBe(500);
    expect(res.body).toContain("Παρουσιάστηκε σφάλμα στον διακομιστή.");
    expect(res.body).not.toContain("the handler broke");
    const lines = await lineFor(edge, String(res.headers["x-request-id"]));
    expect(lines).toHaveLength(1);
    expect(lines[0].level).toBe(50);
    const err = lines[0].err as { message: string; stack: string };
    expect(err.message).toBe("the handler broke");
    expect(err.stack).toContain("Error: the handler broke\n    at ");
  });

  it("ignores a client's X-Request-Id unless a trusted proxy is configured", async () => {
    const res = await send(edge.url, { path: "/", headers: { "X-Request-Id": "client-chosen-id-123" } });
    expect(res.headers["x-request-id"]).not.toBe("client-chosen-id-123");
  });
});

describe("request log behind a trusted proxy", () => {
  let edge: EdgeApp;
  beforeAll(async () => (edge = await startEdgeApp({ env: { TRUST_PROXY_HOPS: "1" } })));
  afterAll(() => edge.close());

  it("keeps the proxy's X-Request-Id so the two logs can be joined", async () => {
    const res = await send(edge.url, { path: "/", headers: { "X-Request-Id": "proxy-request-0001" } });
    expect(res.headers["x-request-id"]).toBe("proxy-request-0001");
    expect(await lineFor(edge, "proxy-request-0001")).toHaveLength(1);
  });
});
