/**
 * `npm run backup -- FILE` (scripts/backup.ts) while another process writes to the database all
 * the time: the copy must be a sound database holding every row committed before it started.
 */
import Database from "better-sqlite3";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";

// Inserts rows of ~4 KB in small transactions until killed; prints "ready" after the first one.
const WRITER = `
const Database = require("better-sqlite3");
const db = new Database(process.argv[1]);
db.pragma("journal_mode = WAL");
db.pragma("busy_timeout = 5000");
const insert = db.prepare("INSERT INTO backup_probe (payload) VALUES (?)");
const batch = db.transaction(() => { for (let i = 0; i < 20; i++) insert.run("x".repeat(4000)); });
let first = true;
(function loop() { batch(); if (first) { first = false; console.log("ready"); } setImmediate(loop); })();
`;

function runBackup(databasePath: string, target: string) {
  return spawnSync(process.execPath, ["--import", "tsx", "scripts/backup.ts", target], {
    env: { ...process.env, DATABASE_PATH: databasePath },
    encoding: "utf8",
  });
}

describe("npm run backup", () => {
  let testDb: TestDatabase | undefined;
  let dir: string | undefined;
  afterEach(() => {
    testDb?.cleanup();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("copies a database that another process keeps writing to, consistently", async () => {
    testDb = createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    const live = testDb.db.$client;
    live.exec("CREATE TABLE backup_probe (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)");
    // About 40 MB to start with, so the copy takes long enough for writes to land during it.
    const insert = live.prepare("INSERT INTO backup_probe (payload) VALUES (?)");
    live.transaction(() => {
      for (let i = 0; i < 10_000; i++) insert.run("y".repeat(4000));
    })();

    const writer = spawn(process.execPath, ["-e", WRITER, testDb.file], { stdio: ["ignore", "pipe", "inherit"] });
    try {
      await new Promise<void>((resolve) => writer.stdout.once("data", () => resolve()));
      const committedBefore = live.prepare("SELECT max(id) FROM backup_probe").pluck().get() as number;
      const target = path.join(dir, "copy.db");
      const result = runBackup(testDb.file, target);
      expect(result.stderr).toBe("");
      expect(result.status).toBe(0);
      expect(result.stdout).toMatch(/^Αντίγραφο ασφαλείας: .*copy\.db \(/);
      const committedAfter = live.prepare("SELECT max(id) FROM backup_probe").pluck().get() as number;
      expect(committedAfter).toBeGreaterThan(committedBefore); // the writer really kept writing

      const copy = new Database(target, { readonly: true });
      try {
        expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
        const rowsUpTo = copy.prepare("SELECT count(*) FROM backup_probe WHERE id <= ?").pluck().get(committedBefore);
        expect(rowsUpTo).toBe(committedBefore);
        // The register's own tables came along too.
        expect(copy.prepare("SELECT count(*) FROM __drizzle_migrations").pluck().get()).toBeGreaterThan(0);
      } finally {
        copy.close();
      }
      expect(fs.readdirSync(dir)).toEqual(["copy.db"]); // no partial files left behind
    } finally {
      writer.kill();
    }
  });

  it("refuses to overwrite a file or to copy a database that does not exist, changing nothing", () => {
    testDb = createTestDatabase();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-test-"));
    const existing = path.join(dir, "exists.db");
    fs.writeFileSync(existing, "keep me");
    const overwrite = runBackup(testDb.file, existing);
    expect(overwrite.status).toBe(1);
    expect(overwrite.stderr).toContain("υπάρχει ήδη");
    expect(fs.readFileSync(existing, "utf8")).toBe("keep me");

    const missing = runBackup(path.join(dir, "no-such.db"), path.join(dir, "copy.db"));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("Δεν υπάρχει βάση δεδομένων");
    expect(fs.existsSync(path.join(dir, "no-such.db"))).toBe(false);

    const usage = runBackup(testDb.file, "");
    expect(usage.status).toBe(2);
    expect(usage.stderr).toContain("Χρήση: npm run backup -- ΑΡΧΕΙΟ");
  });
});
