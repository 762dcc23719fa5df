/**
 * The mail outbox and its delivery worker on a real SQLite file, against a real SMTP server
 * process (tests/support/smtp-sink.ts) or a port where nothing listens. Time is a fake clock
 * passed to the worker, so the back-off schedule is checked without waiting hours.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { readMail, waitForMail } from "#tests/support/smtp-sink";
import { freePort, startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { claimDueMail, deliverDueMail, startMailWorker } from "./delivery.server";
import { listFailedMail, mailQueueFigures, messageIdFor, queueMail } from "./outbox.server";
import { afterFailure, RETRY_DELAYS_MS, retryDelayMs } from "./retry-policy";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe("retry policy", () => {
  it("backs off exponentially from 30 seconds and caps the wait at 6 hours", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 20].map(retryDelayMs)).toEqual([
      30_000,
      2 * MINUTE,
      10 * MINUTE,
      30 * MINUTE,
      HOUR,
      2 * HOUR,
      4 * HOUR,
      6 * HOUR,
      6 * HOUR,
      6 * HOUR,
    ]);
    for (let i = 1; i < RETRY_DELAYS_MS.length; i++) expect(RETRY_DELAYS_MS[i]).toBeGreaterThan(RETRY_DELAYS_MS[i - 1]);
  });

  it("gives up once the last allowed attempt has failed", () => {
    expect(afterFailure(1, 8, 1_000)).toEqual({ kind: "retry", at: 31_000 });
    expect(afterFailure(7, 8, 0)).toEqual({ kind: "retry", at: 4 * HOUR });
    expect(afterFailure(8, 8, 0)).toEqual({ kind: "give-up" });
    expect(afterFailure(1, 1, 0)).toEqual({ kind: "give-up" });
  });
});

let t: TestDatabase;
const env = { ...process.env };
beforeAll(() => {
  t = createTestDatabase();
});
afterAll(() => t.cleanup());
beforeEach(() => {
  t.db.$client.exec("DELETE FROM mail_outbox; DELETE FROM mail_log;");
  process.env.PUBLIC_URL = "https://diavgeia.example.gov.gr/";
});
afterEach(() => {
  process.env = { ...env };
});

const notice = (key: string, to: string[], now?: number) =>
  t.db.transaction((tx) =>
    queueMail(tx, { key, purpose: "test", to, subject: `Θέμα ${key}`, text: `Κείμενο ${key}`, now }),
  );
const rows = () => t.db.select().from(schema.mailOutbox).orderBy(schema.mailOutbox.id).all();
const row = (id: number) => t.db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.id, id)).get()!;

describe("queueMail", () => {
  it("queues one row per distinct recipient, due at once, with a Message-ID on the host of PUBLIC_URL", () => {
    const ids = notice("publish.v1", ["a@example.org", " b@example.org ", "a@example.org"], 5_000);
    expect(ids).toHaveLength(2);
    const [a, b] = rows();
    expect(a).toMatchObject({
      recipients: ["a@example.org"],
      subject: "Θέμα publish.v1",
      attempts: 0,
      createdAt: 5_000,
      nextAttemptAt: 5_000,
      sentAt: null,
      failedAt: null,
      lastError: null,
    });
    expect(b.recipients).toEqual(["b@example.org"]);
    expect(a.idempotencyKey).toMatch(/^publish\.v1\.[0-9a-f]{16}$/);
    expect(a.messageId).toBe(`<${a.idempotencyKey}@diavgeia.example.gov.gr>`);
    expect(messageIdFor("x.y", "http://localhost:3000")).toBe("<x.y@localhost>");
  });

  it("queues the same message only once, however often it is asked to", () => {
    notice("publish.v2", ["a@example.org"]);
    expect(notice("publish.v2", ["a@example.org", "c@example.org"])).toHaveLength(1); // only c is new
    expect(rows().map((r) => r.recipients[0])).toEqual(["a@example.org", "c@example.org"]);
  });

  it("writes nothing when the transaction that queued it rolls back", () => {
    expect(() =>
      t.db.transaction((tx) => {
        queueMail(tx, { key: "publish.v3", purpose: "test", to: ["a@example.org"], subject: "s", text: "t" });
        throw new Error("the change failed");
      }),
    ).toThrow("the change failed");
    expect(rows()).toEqual([]);
  });

  it("refuses a key that cannot be a Message-ID", () => {
    expect(() => notice("publish <v4>", ["a@example.org"])).toThrow(RangeError);
  });
});

describe("delivery to a real SMTP server", () => {
  let sink: SinkProcess;
  beforeAll(async () => {
    sink = await startSinkProcess();
  }, 30_000);
  afterAll(() => sink?.stop());

  it("sends every due message once under its Message-ID, marks it sent and logs the attempt", async () => {
    process.env.SMTP_URL = sink.url;
    notice("publish.s1", ["one@example.org", "two@example.org"]);
    notice("publish.s2", ["three@example.org"]);
    expect(await deliverDueMail(t.db)).toEqual({ sent: 3, retry: 0, failed: 0 });
    expect(await deliverDueMail(t.db)).toEqual({ sent: 0, retry: 0, failed: 0 });

    const received = readMail(sink.mailDir);
    for (const r of rows()) {
      expect(r.sentAt).not.toBeNull();
      expect(r.attempts).toBe(1);
      const mails = received.filter((m) => m.headers["message-id"] === r.messageId);
      expect(mails).toHaveLength(1);
      expect(mails[0].envelope.to).toEqual(r.recipients);
      expect(mails[0].subject).toBe(r.subject);
    }
    expect(received).toHaveLength(3);
    const log = t.db.select().from(schema.mailLog).all();
    expect(log.map((l) => [l.recipients[0], l.status]).sort()).toEqual([
      ["one@example.org", "sent"],
      ["three@example.org", "sent"],
      ["two@example.org", "sent"],
    ]);
    expect(mailQueueFigures(t.db)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 0 });
  });

  it("the worker delivers what is queued while it runs, and stops cleanly", async () => {
    process.env.SMTP_URL = sink.url;
    const worker = startMailWorker(t.db, { intervalMs: 50 });
    try {
      notice("publish.w1", ["worker@example.org"]);
      const mail = await waitForMail((m) => m.envelope.to.includes("worker@example.org"), 10_000, sink.mailDir);
      expect(mail.subject).toBe("Θέμα publish.w1");
    } finally {
      await worker.stop();
    }
    await expect.poll(() => rows()[0].sentAt).not.toBeNull();
  });
});

describe("failures, retries and claims", () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(async () => {
    clock = 1_000_000;
    process.env.SMTP_URL = `smtp://127.0.0.1:${await freePort()}`; // nothing listens there
  });

  it("retries on the back-off schedule and, after MAIL_MAX_ATTEMPTS (default 8), keeps the message as failed", async () => {
    const [id] = notice("publish.f1", ["nobody@example.org"], clock);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const before = row(id);
      expect(before.nextAttemptAt).toBeLessThanOrEqual(clock);
      // Nothing is due a moment before the scheduled time.
      if (attempt > 1) {
        const early = await deliverDueMail(t.db, { now: () => before.nextAttemptAt - 1 });
        expect(early).toEqual({ sent: 0, retry: 0, failed: 0 });
      }
      const counts = await deliverDueMail(t.db, { now });
      expect(counts).toEqual(attempt < 8 ? { sent: 0, retry: 1, failed: 0 } : { sent: 0, retry: 0, failed: 1 });
      const after = row(id);
      expect(after.attempts).toBe(attempt);
      expect(after.lastError).toMatch(/ECONNREFUSED|connect/i);
      if (attempt < 8) {
        waits.push(after.nextAttemptAt - clock);
        clock = after.nextAttemptAt;
      }
    }
    expect(waits).toEqual(RETRY_DELAYS_MS.slice(0, 7));
    const failed = row(id);
    expect(failed.failedAt).toBe(clock);
    expect(failed.sentAt).toBeNull();

    // Kept for an administrator, never tried again.
    expect(listFailedMail(t.db).map((r) => [r.id, r.recipients])).toEqual([[id, ["nobody@example.org"]]]);
    clock += 24 * HOUR;
    expect(await deliverDueMail(t.db, { now })).toEqual({ sent: 0, retry: 0, failed: 0 });
    expect(mailQueueFigures(t.db, clock)).toEqual({ pending: 0, oldestPendingAgeSeconds: 0, failed: 1 });
    const log = t.db.select().from(schema.mailLog).all();
    expect(log).toHaveLength(8);
    expect(log.every((l) => l.status === "failed")).toBe(true);
  });

  it("honours a smaller MAIL_MAX_ATTEMPTS", async () => {
    process.env.MAIL_MAX_ATTEMPTS = "2";
    const [id] = notice("publish.f2", ["nobody@example.org"], clock);
    expect(await deliverDueMail(t.db, { now })).toEqual({ sent: 0, retry: 1, failed: 0 });
    clock = row(id).nextAttemptAt;
    expect(await deliverDueMail(t.db, { now })).toEqual({ sent: 0, retry: 0, failed: 1 });
  });

  it("a claimed message is not claimed again until its lease runs out (a worker that died mid-send)", () => {
    const [id] = notice("publish.c1", ["x@example.org"], clock);
    expect(claimDueMail(t.db, { now, leaseMs: 60_000 }).map((r) => r.id)).toEqual([id]);
    clock += 59_999;
    expect(claimDueMail(t.db, { now, leaseMs: 60_000 })).toEqual([]);
    clock += 1;
    const again = claimDueMail(t.db, { now, leaseMs: 60_000 });
    expect(again.map((r) => [r.id, r.attempts])).toEqual([[id, 2]]);
    expect(mailQueueFigures(t.db, clock)).toEqual({ pending: 1, oldestPendingAgeSeconds: 60, failed: 0 });
  });

  it("gives up a message whose last allowed attempt was interrupted, instead of trying once more", () => {
    process.env.MAIL_MAX_ATTEMPTS = "2";
    const [id] = notice("publish.c2", ["x@example.org"], clock);
    claimDueMail(t.db, { now, leaseMs: 1_000 });
    clock += 1_000;
    claimDueMail(t.db, { now, leaseMs: 1_000 });
    clock += 1_000;
    expect(claimDueMail(t.db, { now, leaseMs: 1_000 })).toEqual([]);
    expect(row(id)).toMatchObject({ attempts: 2, failedAt: clock, lastError: "η τελευταία προσπάθεια διακόπηκε" });
    expect(listFailedMail(t.db).map((r) => r.id)).toEqual([id]);
  });
});
