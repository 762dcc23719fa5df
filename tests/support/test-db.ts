/**
 * A real SQLite database for unit and integration tests (vitest), one file per test file.
 *
 * The committed migrations are applied once into a template file in os.tmpdir() (keyed by a
 * hash of the migration files, so a new migration makes a new template); each call copies the
 * template to a file of its own and opens it. Copying is much cheaper than migrating every time
 * and keeps test files from seeing each other's rows (the Epic Stack's approach).
 *
 *   const testDb = createTestDatabase();
 *   afterAll(() => testDb.cleanup());
 *   setDb(testDb.db); // when the code under test uses the shared connection
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openDatabase, type Db } from "#db/client";
import { applyMigrations } from "#db/migrate";

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");

export interface TestDatabase {
  db: Db;
  /** The database file (unique to this call). */
  file: string;
  /** Closes the connection and deletes the file with its -wal and -shm companions. */
  cleanup(): void;
}

function migrationsHash(): string {
  const hash = crypto.createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(MIGRATIONS_DIR, full)).update("\0").update(fs.readFileSync(full));
    }
  };
  walk(MIGRATIONS_DIR);
  return hash.digest("hex").slice(0, 16);
}

function removeDatabaseFiles(file: string): void {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}

let templateFile: string | undefined;

/** The migrated, empty template; built once per migration set, safely across parallel workers. */
export function migratedTemplate(): string {
  if (templateFile && fs.existsSync(templateFile)) return templateFile;
  const file = path.join(os.tmpdir(), `decisions-register-template-${migrationsHash()}.db`);
  if (!fs.existsSync(file)) {
    const building = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.building`;
    const db = openDatabase(building);
    try {
      applyMigrations(db);
      // Fold the WAL into the main file so a plain copy carries everything.
      db.$client.pragma("wal_checkpoint(TRUNCATE)");
      db.$client.pragma("journal_mode = DELETE");
    } finally {
      db.$client.close();
    }
    fs.renameSync(building, file); // atomic: another worker sees the whole file or none
    removeDatabaseFiles(building);
  }
  templateFile = file;
  return file;
}

let counter = 0;

export function createTestDatabase(): TestDatabase {
  const template = migratedTemplate();
  const workerId = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? "0";
  const file = path.join(
    os.tmpdir(),
    `decisions-register-test-${process.pid}-${workerId}-${++counter}-${crypto.randomBytes(4).toString("hex")}.db`,
  );
  fs.copyFileSync(template, file);
  const db = openDatabase(file);
  let closed = false;
  return {
    db,
    file,
    cleanup() {
      if (!closed) {
        closed = true;
        if (db.$client.open) db.$client.close();
      }
      removeDatabaseFiles(file);
    },
  };
}
