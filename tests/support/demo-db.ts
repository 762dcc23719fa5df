/**
 * The database most domain tests want: a test file's own SQLite file (test-db.ts) with the
 * reference data and the six demo users, set as the app's shared connection for the file's tests,
 * and closed and deleted after them. Call it once at the top of a test file:
 *
 *   const t = useDemoDatabase();
 *   it("…", () => { t.db … t.idOf("submitter") … });
 *
 * Options: `{ users: false }` for the reference data alone; `{ decisions: { count, seed, now } }`
 * adds db/seed's generated decisions (a fixed seed and clock, so every run has the same ones).
 * A file's own beforeAll written after the call runs once the database is ready.
 */
import { afterAll, beforeAll } from "vitest";
import { setDb, type Db } from "#db/client";
import { seedDecisions, seedDemoUsers, seedReference } from "#db/seed";
import { createTestDatabase, type TestDatabase } from "./test-db";

export interface DemoDatabase {
  /** The connection (valid inside the file's tests and hooks). */
  readonly db: Db;
  /** A demo (or test-made) user's id by username. */
  idOf(username: string): number;
}

export interface DemoDatabaseOptions {
  /** false: no demo users (the reference data alone). */
  users?: boolean;
  /** Generated decisions (db/seed seedDecisions), seeded after the users. */
  decisions?: { count: number; seed: number; now: number };
}

export function useDemoDatabase(options: DemoDatabaseOptions = {}): DemoDatabase {
  let test: TestDatabase | undefined;
  beforeAll(async () => {
    test = createTestDatabase();
    seedReference(test.db);
    if (options.users !== false) await seedDemoUsers(test.db);
    if (options.decisions) {
      const { count, seed, now } = options.decisions;
      await seedDecisions(test.db, count, { seed, now });
    }
    setDb(test.db);
  }, 120_000);
  afterAll(() => {
    setDb(undefined);
    test?.cleanup();
  });
  const opened = () => {
    if (!test) throw new Error("useDemoDatabase: the database opens in beforeAll");
    return test;
  };
  return {
    get db() {
      return opened().db;
    },
    idOf(username) {
      const row = opened().db.$client.prepare("SELECT id FROM users WHERE username = ?").get(username) as
        { id: number } | undefined;
      if (!row) throw new Error(`no user ${username}`);
      return row.id;
    },
  };
}
