/**
 * Two processes writing to one SQLite file at once (several web processes, decision 085): each
 * publishes its own submitted decisions through the real publishing transaction and bumps a
 * shared counter with a default (read-then-write) transaction. No SQLITE_BUSY, or any other
 * error, may reach a user: every decision is published with its own ADA, and no bump is lost.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { submitDecision } from "#app/decisions/submit.server";
import { FIELDS, input, insertFixtures, insertUser, pdf, type TestUser } from "#app/decisions/testing/fixtures";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

const run = promisify(execFile);
const TSX = path.resolve("node_modules/.bin/tsx");
const WRITER = path.resolve("tests/support/concurrent-writer.ts");
const PER_PROCESS = 12;
/** As in tests/support/concurrent-writer.ts (not imported: that module runs when loaded). */
const BUMPS_PER_DECISION = 50;

let t: TestDatabase;
let publisher: TestUser;
let submitter: TestUser;

beforeAll(() => {
  t = createTestDatabase();
  insertFixtures(t.db);
  submitter = insertUser(t.db, ["ROLE_ORG_SUBMITTER"]);
  publisher = insertUser(t.db, ["ROLE_ORG_PUBLISHER"]);
  t.db.$client.exec("CREATE TABLE race_counter (n INTEGER NOT NULL); INSERT INTO race_counter VALUES (0);");
});
afterAll(() => t.cleanup());

describe("two processes publishing at once", () => {
  it("publish every decision, each with its own ADA, and lose no write", async () => {
    const versions = Array.from(
      { length: 2 * PER_PROCESS },
      (_, i) =>
        submitDecision(t.db, {
          user: submitter,
          input: input({ subject: `Απόφαση ${i}` }),
          document: pdf(),
          fields: FIELDS,
        }).versionId,
    );
    const startAt = String(Date.now() + 2_500); // both processes loaded before either writes
    const env = { ...process.env, NODE_ENV: "test" as const, SMTP_URL: "", LOG_LEVEL: "silent" };
    const halves = [versions.slice(0, PER_PROCESS), versions.slice(PER_PROCESS)];
    const outputs = await Promise.all(
      halves.map((ids) =>
        run(TSX, [WRITER, t.file, startAt, JSON.stringify(publisher), ...ids], { env, timeout: 60_000 }),
      ),
    );
    const reports = outputs.map(
      (o) => JSON.parse(o.stdout.trim().split("\n").at(-1)!) as { published: number; errors: string[] },
    );

    expect(reports.flatMap((r) => r.errors)).toEqual([]);
    expect(reports.map((r) => r.published)).toEqual([PER_PROCESS, PER_PROCESS]);
    const adas = t.db.$client.prepare("SELECT ada FROM decisions WHERE status = 'PUBLISHED'").pluck().all() as string[];
    expect(new Set(adas).size).toBe(2 * PER_PROCESS);
    expect(t.db.$client.prepare("SELECT n FROM race_counter").pluck().get()).toBe(2 * PER_PROCESS * BUMPS_PER_DECISION);
  }, 90_000);
});
