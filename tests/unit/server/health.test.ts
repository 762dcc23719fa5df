/** GET /healthz (server/health.ts) against a real, migrated SQLite file. */
import { afterEach, describe, expect, it } from "vitest";
import { startEdgeApp, type EdgeApp } from "#tests/support/edge-app";
import { send } from "#tests/support/http-client";
import { PassThrough } from "node:stream";
import { queueMail } from "#app/mail/outbox.server";
import { backgroundHealthChecks } from "#server/background";
import { healthReport } from "#server/health";
import { createLogger } from "#server/logging";
import { createTestDatabase } from "#tests/support/test-db";

describe("/healthz", () => {
  let edge: EdgeApp | undefined;
  afterEach(async () => {
    await edge?.close();
    edge = undefined;
  });

  it("is 200 with a reachable, current database, and never cached", async () => {
    edge = await startEdgeApp({ healthChecks: [{ name: "mail-outbox", run: () => ({ ok: true, lagSeconds: 0 }) }] });
    const res = await send(edge.url, { path: "/healthz" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = JSON.parse(res.body);
    expect(body).toMatchObject({
      status: "ok",
      database: "reachable",
      migrations: "current",
      checks: { "mail-outbox": { ok: true, lagSeconds: 0 }, requestTurns: { ok: true, waiting: 0 } },
    });
    expect(body.schema.applied).toBe(body.schema.expected);
  });

  it("is 503 when a migration file has not been applied", async () => {
    edge = await startEdgeApp();
    edge.testDb.db.$client.exec(
      "DELETE FROM __drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM __drizzle_migrations)",
    );
    const res = await send(edge.url, { path: "/healthz" });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ status: "fail", database: "reachable", migrations: "pending" });
  });

  it("is 503 when the database cannot be read", async () => {
    edge = await startEdgeApp();
    edge.testDb.db.$client.close();
    const res = await send(edge.url, { path: "/healthz" });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body)).toMatchObject({ status: "fail", database: "unreachable" });
  });

  it("is 503 when an extra check fails or throws, and names it", async () => {
    edge = await startEdgeApp({
      healthChecks: [
        { name: "mail-outbox", run: () => ({ ok: false, lagSeconds: 900 }) },
        {
          name: "search-sync",
          run: () => {
            throw new Error("Typesense unreachable");
          },
        },
      ],
    });
    const res = await send(edge.url, { path: "/healthz" });
    expect(res.status).toBe(503);
    expect(JSON.parse(res.body).checks).toEqual({
      "mail-outbox": { ok: false, lagSeconds: 900 },
      "search-sync": { ok: false, error: "Typesense unreachable" },
      requestTurns: { ok: true, waiting: 0 },
    });
  });
});

describe("the server's own health checks (server/background.ts)", () => {
  it("report the mail and search outboxes: a queued notice shows as pending, with its age", async () => {
    const t = createTestDatabase();
    try {
      const checks = backgroundHealthChecks({ db: t.db, logger: createLogger(new PassThrough()) });
      const before = await healthReport(t.db, checks);
      expect(before.checks.outboxes).toMatchObject({
        ok: true,
        mail: { pending: 0, failed: 0 },
        search: { pending: 0 },
      });
      queueMail(t.db, {
        key: "health.test",
        purpose: "test",
        to: ["reader@example.org"],
        subject: "Δοκιμή",
        text: "Δοκιμή",
        now: Date.now() - 90_000,
      });
      const after = await healthReport(t.db, checks);
      expect(after.status).toBe("ok");
      expect(after.checks.outboxes).toMatchObject({ mail: { pending: 1 } });
      expect(
        (after.checks.outboxes as unknown as { mail: { oldestPendingAgeSeconds: number } }).mail
          .oldestPendingAgeSeconds,
      ).toBeGreaterThanOrEqual(89);
    } finally {
      t.cleanup();
    }
  });
});
