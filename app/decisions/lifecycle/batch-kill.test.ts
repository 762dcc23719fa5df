/**
 * Issue 9's proof: a kill -9 during a batch publish of 1,000 decisions leaves each one either
 * published, with its ADA, its search index row, its audit row and its notice queued, or untouched.
 * A real child process (tests/support/batch-kill-child.ts) runs batchPublish over a real SQLite
 * file and is killed with SIGKILL mid-batch; then every row is checked. The stamped document is
 * not part of the transaction (docs/decisions/053): a publication whose stamp the kill cut short
 * gets it on the next request, which is checked too.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { isValidAda } from "#app/decisions/ada";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf } from "#app/decisions/testing/fixtures";
import { publishedDocument } from "#app/documents/published-document.server";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

const DECISIONS = 1_000;

let t: TestDatabase;
let publisher: ReturnType<typeof insertUser>;
let outboxDir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  t = createTestDatabase();
  outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "batch-kill-outbox-"));
  insertFixtures(t.db);
  const submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  const document = pdf("batch decision");
  t.db.$client.transaction(() => {
    for (let i = 0; i < DECISIONS; i++) {
      submitDecision(t.db, {
        user: submitter,
        input: input({ subject: `ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ αρ. ${i}`, recipients: [`recipient-${i}@example.org`] }),
        document,
        fields: FIELDS,
      });
    }
  })();
}, 60_000);

afterAll(() => {
  for (const proc of children) if (proc.exitCode === null && proc.signalCode === null) proc.kill("SIGKILL");
  t?.cleanup();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

function publishedSoFar(output: string): number {
  return Number(/published (\d+)\n(?![\s\S]*published)/.exec(output)?.[1] ?? 0);
}

async function runAndKill(after: number): Promise<string> {
  const proc = spawn(process.execPath, ["--import", "tsx", path.resolve("tests/support/batch-kill-child.ts")], {
    env: {
      ...process.env,
      KILL_DB: t.file,
      KILL_PUBLISHER: JSON.stringify(publisher),
      OUTBOX_DIR: outboxDir,
      SMTP_URL: "",
      PUBLIC_URL: "https://register.example",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(proc);
  let output = "";
  let errors = "";
  proc.stderr.on("data", (c: Buffer) => (errors += c.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out: ${output} ${errors}`)), 90_000);
    proc.stdout.on("data", (c: Buffer) => {
      output += c.toString();
      if (publishedSoFar(output) >= after) {
        clearTimeout(timer);
        // A little later, so the kill lands inside a batch, not between two.
        setTimeout(resolve, 5 + Math.floor(Math.random() * 40));
      }
    });
    proc.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`child exited (${code}) before the kill: ${output} ${errors}`));
    });
  });
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill("SIGKILL");
  await exited;
  return output;
}

it("leaves each of 1,000 decisions published with ADA, index row, audit row and notice, or untouched", async () => {
  await runAndKill(30);

  const sqlite = t.db.$client;
  const rows = sqlite
    .prepare(
      `SELECT d.id, d.status, d.ada, d.published_at AS publishedAt, v.version_id AS versionId,
              v.published_at AS versionPublishedAt,
              (SELECT count(*) FROM search_docs s WHERE s.decision_id = d.id) AS indexed,
              (SELECT count(*) FROM search_outbox o WHERE o.decision_id = d.id) AS outboxed,
              (SELECT count(*) FROM audit_log a WHERE a.action = 'decision.publish' AND a.entity_id = CAST(d.id AS TEXT)) AS audited,
              (SELECT count(*) FROM mail_outbox m WHERE m.idempotency_key LIKE 'publish.' || v.version_id || '%') AS mailed
         FROM decisions d JOIN decision_versions v ON v.version_id = d.latest_version_id ORDER BY d.id`,
    )
    .all() as {
    id: number;
    status: string;
    ada: string | null;
    publishedAt: number | null;
    versionId: string;
    versionPublishedAt: number | null;
    indexed: number;
    outboxed: number;
    audited: number;
    mailed: number;
  }[];
  expect(rows).toHaveLength(DECISIONS);
  const published = rows.filter((r) => r.status === "PUBLISHED");
  const untouched = rows.filter((r) => r.status === "SUBMITTED");
  expect(published.length + untouched.length).toBe(DECISIONS);
  expect(published.length).toBeGreaterThanOrEqual(30);
  expect(published.length).toBeLessThan(DECISIONS); // the kill came mid-run

  for (const r of published) {
    expect(r.ada !== null && isValidAda(r.ada), `decision ${r.id}: ADA ${r.ada}`).toBe(true);
    expect(r, `decision ${r.id}`).toMatchObject({ indexed: 1, outboxed: 1, audited: 1, mailed: 1 });
    expect(r.publishedAt).not.toBeNull();
    expect(r.versionPublishedAt).toBe(r.publishedAt);
  }
  for (const r of untouched) {
    expect(r, `decision ${r.id}`).toMatchObject({
      ada: null,
      publishedAt: null,
      versionPublishedAt: null,
      indexed: 0,
      outboxed: 0,
      audited: 0,
      mailed: 0,
    });
  }
  expect(new Set(published.map((r) => r.ada)).size).toBe(published.length);
  // The ADA serial moved once per committed publication (serials 0..n-1), never for a rolled-back one.
  const next = sqlite.prepare("SELECT next FROM ada_sequences").pluck().get() as number;
  expect(next).toBe(published.length);

  // Stamps: every publication but perhaps the one being stamped at the kill has its file; a
  // missing one is made on request.
  const stamped = sqlite.prepare("SELECT count(*) FROM stamped_documents").pluck().get() as number;
  expect(stamped).toBeGreaterThanOrEqual(published.length - 1);
  for (const r of published.slice(-2)) expect(await publishedDocument(t.db, r.versionId)).not.toBeNull();
  expect(sqlite.prepare("SELECT count(*) FROM stamped_documents").pluck().get()).toBe(published.length);
}, 180_000);
