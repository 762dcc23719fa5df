/**
 * startBackgroundWorkers and outboxLag on a real SQLite file: mail reaches a real SMTP server
 * process, search changes reach Typesense (an HTTP endpoint that records what the real client
 * sends) when TYPESENSE_URL is set, and are only marked without it.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { queueMail } from "#app/mail/outbox.server";
import { openDatabase } from "#db/client";
import { CORPUS } from "#search/contract";
import { createFts5Engine } from "#search/fts5";
import { fts5SegmentCount, type SegmentMerging } from "#search/fts5-segments";
import { waitForMail } from "#tests/support/smtp-sink";
import { startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { startTypesenseRecorder, type TypesenseRecorder } from "#tests/support/typesense-recorder";
import { startBackgroundWorkers } from "./background.server";
import { outboxLag } from "./outbox-lag.server";

let t: TestDatabase;
let sink: SinkProcess;
const env = { ...process.env };
beforeAll(async () => {
  t = createTestDatabase();
  sink = await startSinkProcess();
}, 30_000);
afterAll(async () => {
  await sink?.stop();
  t.cleanup();
});
beforeEach(() => {
  t.db.$client.exec("DELETE FROM mail_outbox; DELETE FROM search_outbox;");
  createFts5Engine(t.db).clear();
  process.env.SMTP_URL = sink.url;
});
afterEach(() => {
  process.env = { ...env };
});

/** A publication as the register commits it: index row, search outbox row, notice. */
function publish(index: number, recipient: string, at = Date.now()) {
  const doc = CORPUS[index];
  t.db.transaction((tx) => {
    createFts5Engine(t.db).index(doc);
    t.db.$client
      .prepare(`INSERT INTO search_outbox (decision_id, op, created_at) VALUES (?, 'upsert', ?)`)
      .run(doc.decisionId, at);
    queueMail(tx, {
      key: `publish.${doc.versionId}`,
      purpose: "decision.publish",
      to: [recipient],
      subject: `Ανάρτηση πράξης ΑΔΑ ${doc.ada}`,
      text: doc.subject,
      now: at,
    });
  });
  return doc;
}

const fast = { mail: { intervalMs: 20 }, search: { intervalMs: 20 } };

describe("outboxLag", () => {
  it("gives the figures a health check shows", () => {
    const at = 1_000_000_000_000;
    publish(0, "a@example.org", at);
    publish(1, "b@example.org", at + 30_000);
    t.db.$client.exec(`UPDATE mail_outbox SET failed_at = ${at} WHERE id = (SELECT max(id) FROM mail_outbox)`);
    expect(outboxLag(t.db, at + 125_000)).toEqual({
      mail: { pending: 1, oldestPendingAgeSeconds: 125, failed: 1 },
      search: { pending: 2, oldestPendingAgeSeconds: 125 },
    });
  });
});

describe("startBackgroundWorkers", () => {
  it("delivers queued mail and, with FTS5 alone, settles the search outbox", async () => {
    const doc = publish(0, "reader@example.org");
    const workers = startBackgroundWorkers(t.db, fast);
    try {
      const mail = await waitForMail((m) => m.envelope.to.includes("reader@example.org"), 10_000, sink.mailDir);
      expect(mail.subject).toBe(`Ανάρτηση πράξης ΑΔΑ ${doc.ada}`);
      await expect
        .poll(() => outboxLag(t.db), { timeout: 5_000 })
        .toEqual({
          mail: { pending: 0, oldestPendingAgeSeconds: 0, failed: 0 },
          search: { pending: 0, oldestPendingAgeSeconds: 0 },
        });
    } finally {
      await workers.stop();
    }
  });

  describe("with TYPESENSE_URL", () => {
    let recorder: TypesenseRecorder;
    beforeEach(async () => {
      recorder = await startTypesenseRecorder();
      process.env.TYPESENSE_URL = recorder.url;
      process.env.TYPESENSE_API_KEY = "key";
      return () => recorder.close();
    });

    it("copies committed changes to Typesense", async () => {
      const doc = publish(2, "x@example.org");
      const workers = startBackgroundWorkers(t.db, fast);
      try {
        await expect
          .poll(() => recorder.documentsOf("decisions")?.get(String(doc.decisionId))?.ada, { timeout: 5_000 })
          .toBe(doc.ada);
        await expect.poll(() => outboxLag(t.db).search.pending, { timeout: 5_000 }).toBe(0);
      } finally {
        await workers.stop();
      }
    });

    it("syncs from one process at a time, and another takes over when it stops", async () => {
      const second = openDatabase(t.file); // another app server on the same database
      const holders = () => t.db.$client.prepare(`SELECT holder FROM worker_leases`).pluck().all() as string[];
      const arrived = (doc: { decisionId: number }) => recorder.documentsOf("decisions")?.has(String(doc.decisionId));
      const a = startBackgroundWorkers(t.db, fast);
      let b: ReturnType<typeof startBackgroundWorkers> | undefined;
      try {
        const first = publish(0, "a@example.org");
        await expect.poll(() => arrived(first), { timeout: 5_000 }).toBe(true);
        const [aHolder] = holders();
        b = startBackgroundWorkers(second, fast);
        await new Promise((r) => setTimeout(r, 100)); // b asks for the lease several times meanwhile
        expect(holders()).toEqual([aHolder]);
        await a.stop();
        const next = publish(1, "b@example.org");
        await expect.poll(() => arrived(next), { timeout: 5_000 }).toBe(true);
        expect(holders()).toHaveLength(1);
        expect(holders()[0]).not.toBe(aHolder);
      } finally {
        await a.stop();
        await b?.stop();
        second.$client.close();
      }
    });

    it("leaves changes pending while Typesense is unreachable, and says so in the lag", async () => {
      await recorder.close();
      publish(3, "y@example.org");
      const errors: string[] = [];
      const workers = startBackgroundWorkers(t.db, {
        ...fast,
        onError: (_e, worker) => errors.push(worker),
      });
      try {
        await expect.poll(() => errors.includes("search"), { timeout: 10_000 }).toBe(true);
        expect(outboxLag(t.db).search.pending).toBe(1);
      } finally {
        await workers.stop();
      }
    }, 20_000);
  });

  it("stop() waits for the work in flight and then nothing more is sent", async () => {
    const workers = startBackgroundWorkers(t.db, fast);
    await workers.stop();
    publish(4, "late@example.org");
    await new Promise((r) => setTimeout(r, 200));
    expect(outboxLag(t.db).mail.pending).toBe(1);
  });

  it("merges the text index's segments in its housekeeping, without changing an answer (decision 142)", async () => {
    const engine = createFts5Engine(t.db);
    // Publications one by one: a segment each until FTS5 merges some.
    for (const doc of CORPUS) t.db.$client.transaction(() => engine.index(doc))();
    const before = fts5SegmentCount(t.db.$client);
    expect(before).toBeGreaterThan(1);
    const answer = () => engine.search({ text: "δαπάνης", size: 100 }).hits.map((h) => h.decisionId);
    const found = answer();
    const reports: SegmentMerging[] = [];
    const workers = startBackgroundWorkers(t.db, {
      ...fast,
      housekeepingIntervalMs: 20,
      onSegmentsMerged: (r) => reports.push(r),
    });
    try {
      await expect.poll(() => reports.length, { timeout: 5_000 }).toBeGreaterThan(0);
    } finally {
      await workers.stop();
    }
    expect(reports[0]).toMatchObject({ segmentsBefore: before, segmentsAfter: 1 });
    expect(fts5SegmentCount(t.db.$client)).toBe(1);
    expect(answer()).toEqual(found);
  });
});
