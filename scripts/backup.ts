/**
 * `npm run backup -- FILE`: a consistent copy of the live database (DATABASE_PATH) while the
 * server keeps running and writing, with SQLite's online backup API (better-sqlite3's
 * `db.backup`).
 *
 * The copy is made in one step: a read transaction that sees the database as it was when the
 * step began. (Copied a few pages at a time, the backup restarts whenever another connection
 * writes, and on a busy register it might never finish.) In WAL mode a reader blocks no writer,
 * so the server is not held up. The copy is written beside FILE, checked with
 * `PRAGMA integrity_check`, and only then renamed to FILE, so FILE is always a whole database.
 *
 * Restore: stop the server, copy FILE over DATABASE_PATH, delete DATABASE_PATH-wal and -shm,
 * start the server (README, "Backup and restore").
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { config } from "#config/env";

export interface BackupResult {
  file: string;
  pages: number;
  bytes: number;
  seconds: number;
}

export class BackupError extends Error {}

export async function backupDatabase(source: string, target: string): Promise<BackupResult> {
  const started = performance.now();
  if (!fs.existsSync(source)) throw new BackupError(`Δεν υπάρχει βάση δεδομένων στο ${source}`);
  const destination = path.resolve(target);
  if (fs.existsSync(destination)) throw new BackupError(`Το αρχείο ${target} υπάρχει ήδη: επιλέξτε άλλο όνομα`);
  if (!fs.existsSync(path.dirname(destination))) throw new BackupError(`Δεν υπάρχει ο φάκελος ${path.dirname(target)}`);

  const partial = `${destination}.partial-${process.pid}`;
  const db = new Database(source, { fileMustExist: true });
  try {
    db.pragma("busy_timeout = 5000");
    // The largest step better-sqlite3 accepts: every page in one consistent step.
    const progress = await db.backup(partial, { progress: () => 0x7fffffff });
    const copy = new Database(partial);
    try {
      const check = copy.pragma("integrity_check", { simple: true });
      if (check !== "ok") throw new BackupError(`Ο έλεγχος ακεραιότητας του αντιγράφου απέτυχε: ${String(check)}`);
      // A self-contained file: no -wal beside it is needed to read it.
      copy.pragma("journal_mode = DELETE");
    } finally {
      copy.close();
    }
    fs.renameSync(partial, destination);
    return {
      file: destination,
      pages: progress.totalPages,
      bytes: fs.statSync(destination).size,
      seconds: (performance.now() - started) / 1000,
    };
  } catch (error) {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(partial + suffix, { force: true });
    throw error;
  } finally {
    db.close();
  }
}

async function main(argv: string[]): Promise<number> {
  const target = argv[0];
  if (!target || argv.length > 1 || target.startsWith("-")) {
    console.error("Χρήση: npm run backup -- ΑΡΧΕΙΟ   (αντίγραφο της βάσης DATABASE_PATH στο ΑΡΧΕΙΟ)");
    return 2;
  }
  const source = config().DATABASE_PATH;
  try {
    const result = await backupDatabase(source, target);
    const mb = (result.bytes / 1024 / 1024).toLocaleString("el-GR", { maximumFractionDigits: 1 });
    console.log(
      `Αντίγραφο ασφαλείας: ${result.file} (${mb} MB, ${result.pages} σελίδες) σε ${result.seconds.toFixed(1)} s`,
    );
    return 0;
  } catch (error) {
    console.error(error instanceof BackupError ? error.message : error);
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  void main(process.argv.slice(2)).then((code) => process.exit(code));
}
