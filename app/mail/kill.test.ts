/**
 * At-least-once delivery survives kill -9 (docs/decisions/013-mail-outbox.md), with real
 * processes: a child (node with tsx's loader, tests/support/mail-kill-child.ts) publishes a batch
 * of decisions, two recipients each, while its mail worker delivers to a real SMTP server process
 * (tests/support/smtp-sink.ts); the test kills it with SIGKILL mid-batch, twice, then starts a
 * third process that only runs the worker on the same database until the outbox is drained.
 *
 * Then every committed publication must have its two notices queued, every notice must have
 * reached its recipient (by Message-ID), and nothing may have been queued for a publication the
 * kill rolled back. Duplicates (a kill after the server took a message but before the "sent"
 * mark) are allowed by the design: they are counted, and each must match an interrupted attempt.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf } from "#app/decisions/testing/fixtures";
import { readMail } from "#tests/support/smtp-sink";
import { startSinkProcess, type SinkProcess } from "#tests/support/smtp-sink-process";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

const DECISIONS = 80;
const KILL_AFTER = [12, 18]; // publications seen before each kill
const LEASE_SECONDS = 2; // a dead process's claims come due again after this
/** How long a child may take to start (tsx compiles the app's imports) and reach a step: generous for a loaded machine. */
const CHILD_STEP_MS = 60_000;

let t: TestDatabase;
let sink: SinkProcess;
let publisher: ReturnType<typeof insertUser>;

beforeAll(async () => {
  t = createTestDatabase();
  sink = await startSinkProcess();
  insertFixtures(t.db);
  const submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  for (let i = 0; i < DECISIONS; i++) {
    submitDecision(t.db, {
      user: submitter,
      input: input({ recipients: [`first-${i}@example.org`, `second-${i}@example.org`] }),
      document: pdf(`decision ${i}`),
      fields: FIELDS,
    });
  }
}, 30_000);

const children: ChildProcess[] = [];

afterAll(async () => {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
  await sink?.stop();
  t?.cleanup();
});

function child(mode: "publish" | "drain"): ChildProcess {
  const proc = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/mail-kill-child.ts")], {
    env: {
      ...process.env,
      KILL_DB: t.file,
      KILL_MODE: mode,
      KILL_PUBLISHER: JSON.stringify(publisher),
      MAIL_LEASE_SECONDS: String(LEASE_SECONDS),
      SMTP_URL: sink.url,
      PUBLIC_URL: "https://register.example",
    },
    stdio: ["pipe", "pipe", "pipe"],
  });
  children.push(proc);
  return proc;
}

/** Resolves with the child's output once `done(output)` holds; rejects if it exits first or times out. */
function waitFor(proc: ChildProcess, done: (output: string) => boolean, timeoutMs: number): Promise<string> {
  let output = "";
  let errors = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out; output: ${output} ${errors}`)), timeoutMs);
    proc.stderr!.on("data", (c: Buffer) => (errors += c.toString()));
    proc.stdout!.on("data", (c: Buffer) => {
      output += c.toString();
      if (done(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    });
    proc.once("exit", (code, signal) => {
      clearTimeout(timer);
      if (!done(output)) reject(new Error(`child exited (${code ?? signal}) early: ${output} ${errors}`));
    });
  });
}

const publishedCount = (output: string) => Number(/published (\d+)\n(?![\s\S]*published)/.exec(output)?.[1] ?? 0);

async function killMidBatch(after: number): Promise<void> {
  const proc = child("publish");
  await waitFor(proc, (out) => publishedCount(out) >= after, CHILD_STEP_MS);
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGKILL");
  await exited;
}

it(
  "loses no notice when the publishing process is killed with SIGKILL mid-batch",
  async () => {
    for (const after of KILL_AFTER) await killMidBatch(after);

    const sqlite = t.db.$client;
    const published = sqlite.prepare(`SELECT id FROM decisions WHERE status = 'PUBLISHED'`).pluck().all() as number[];
    expect(published.length).toBeGreaterThanOrEqual(KILL_AFTER.reduce((a, b) => a + b));
    expect(published.length).toBeLessThan(DECISIONS); // the kills really came mid-batch
    const pendingAtKill = sqlite
      .prepare(`SELECT count(*) FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL`)
      .pluck()
      .get() as number;

    const drainer = child("drain");
    await waitFor(drainer, (out) => out.includes("drained"), CHILD_STEP_MS);

    // Every committed publication queued its two notices, and nothing else was queued.
    const rows = sqlite
      .prepare(`SELECT message_id, recipients, subject, attempts, sent_at, failed_at FROM mail_outbox ORDER BY id`)
      .all() as {
      message_id: string;
      recipients: string;
      subject: string;
      attempts: number;
      sent_at: number | null;
      failed_at: number;
    }[];
    expect(rows).toHaveLength(published.length * 2);
    const queuedFor = new Set(rows.map((r) => (JSON.parse(r.recipients) as string[])[0].replace(/^\w+-/, "")));
    const ada = sqlite.prepare(`SELECT ada FROM decisions WHERE status = 'PUBLISHED'`).pluck().all() as string[];
    expect(queuedFor.size).toBe(published.length);
    expect(rows.every((r) => r.sent_at !== null && r.failed_at === null)).toBe(true);

    // Every notice reached its recipient, under its Message-ID; re-sends are counted.
    const received = readMail(sink.mailDir);
    const byId = new Map<string, typeof received>();
    for (const mail of received)
      byId.set(mail.headers["message-id"], [...(byId.get(mail.headers["message-id"]) ?? []), mail]);
    for (const row of rows) {
      const copies = byId.get(row.message_id) ?? [];
      expect(copies.length, `${row.message_id} never arrived`).toBeGreaterThanOrEqual(1);
      expect(copies[0].envelope.to).toEqual(JSON.parse(row.recipients));
      expect(copies[0].subject).toBe(row.subject);
      expect(ada.some((a) => copies[0].subject.includes(a))).toBe(true);
      // A copy too many only comes from an attempt cut short by a kill after the server took it.
      expect(copies.length, `${row.message_id} arrived more often than it was tried`).toBeLessThanOrEqual(row.attempts);
    }
    expect(byId.size).toBe(rows.length); // nothing arrived that was not queued
    const duplicates = received.length - byId.size;
    console.log(
      `kill test: ${published.length} of ${DECISIONS} publications committed before ${KILL_AFTER.length} SIGKILLs, ` +
        `${rows.length} notices queued, ${pendingAtKill} undelivered at the last kill, all ${byId.size} delivered, ` +
        `${duplicates} duplicate${duplicates === 1 ? "" : "s"}`,
    );
  },
  4 * CHILD_STEP_MS,
);
