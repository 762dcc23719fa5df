/**
 * The daily bulk dump (issue 12): every public decision as one JSON line (the export's row,
 * app/export/row.ts), oldest first, gzip-compressed, with a `sha256sum`-style checksum file beside
 * it. Streamed from a scan (search/fts5-scan.ts) through gzip to disk with backpressure, so memory
 * stays flat at any size; written under a temporary name and renamed when complete, so a reader
 * never sees half a file. Dumps older than `keepDays` are deleted.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import { config } from "#config/env";
import { openScan } from "#search/fts5-scan";
import { addDays } from "#shared/dates";
import { exportRow } from "./row";
import { encodeRows } from "./writer";

const DUMP_NAME = /^decisions-(\d{4}-\d{2}-\d{2})\.jsonl\.gz$/;
const BATCH = 1000;

export const dumpFileName = (day: string) => `decisions-${day}.jsonl.gz`;
export const checksumFileName = (day: string) => `${dumpFileName(day)}.sha256`;

export interface DumpResult {
  file: string;
  rows: number;
  bytes: number;
  sha256: string;
  seconds: number;
  removed: string[];
}

export async function writeDump(options: {
  databaseFile: string;
  dir: string;
  /** The Athens day the dump is named after (YYYY-MM-DD). */
  day: string;
  origin: string;
  keepDays: number;
}): Promise<DumpResult> {
  const started = performance.now();
  fs.mkdirSync(options.dir, { recursive: true });
  const name = dumpFileName(options.day);
  const final = path.join(options.dir, name);
  const partial = `${final}.partial`;
  const scan = openScan(options.databaseFile, { sort: "oldest" }, { lists: false });
  let rows = 0;
  const lines = Readable.from(
    (function* () {
      try {
        for (let batch = scan.next(BATCH); batch.length; batch = scan.next(BATCH)) {
          rows += batch.length;
          // Row by row into one buffer, not one joined string (app/export/writer.ts encodeRows).
          yield encodeRows(batch, (doc) => JSON.stringify(exportRow(doc, options.origin)) + "\n");
        }
      } finally {
        scan.close();
      }
    })(),
  );
  const hash = crypto.createHash("sha256");
  let bytes = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    await pipeline(lines, zlib.createGzip({ level: 6 }), hashing, fs.createWriteStream(partial));
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
  const sha256 = hash.digest("hex");
  fs.renameSync(partial, final);
  fs.writeFileSync(path.join(options.dir, checksumFileName(options.day)), `${sha256}  ${name}\n`);
  const removed = pruneDumps(options.dir, addDays(options.day, -(options.keepDays - 1)));
  return { file: final, rows, bytes, sha256, seconds: (performance.now() - started) / 1000, removed };
}

/** Deletes dumps (and their checksums) of days before `firstKept`; returns the names removed. */
function pruneDumps(dir: string, firstKept: string): string[] {
  const removed: string[] = [];
  for (const entry of fs.readdirSync(dir)) {
    const day = DUMP_NAME.exec(entry)?.[1];
    if (day && day < firstKept) {
      fs.rmSync(path.join(dir, entry), { force: true });
      fs.rmSync(path.join(dir, `${entry}.sha256`), { force: true });
      removed.push(entry);
    }
  }
  return removed;
}

export interface DumpListing {
  name: string;
  day: string;
  bytes: number;
  sha256: string;
}

/** The complete dumps in `dir` (a checksum file beside them), newest first. */
export function listDumps(dir: string): DumpListing[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .flatMap((name) => {
      const day = DUMP_NAME.exec(name)?.[1];
      const checksum = path.join(dir, `${name}.sha256`);
      if (!day || !fs.existsSync(checksum)) return [];
      const sha256 = fs.readFileSync(checksum, "utf8").split(/\s/)[0];
      return [{ name, day, bytes: fs.statSync(path.join(dir, name)).size, sha256 }];
    })
    .sort((a, b) => (a.day < b.day ? 1 : -1));
}

/** The path of a listed dump or checksum file, or null for any other name (no path tricks). */
export function dumpFilePath(dir: string, name: string): string | null {
  const base = name.endsWith(".sha256") ? name.slice(0, -".sha256".length) : name;
  if (!DUMP_NAME.test(base)) return null;
  const file = path.join(dir, name);
  return fs.existsSync(file) && fs.existsSync(path.join(dir, `${base}.sha256`)) ? file : null;
}

/** What /opendata/dumps lists: the dumps in DUMP_DIR, newest first. */
export function dumpsPage(): { dumps: DumpListing[]; keepDays: number } {
  return { dumps: listDumps(config().DUMP_DIR), keepDays: config().DUMP_KEEP_DAYS };
}

/** A dump or checksum file of DUMP_DIR to download, or null. */
export function dumpDownload(name: string): { file: string; bytes: number; modified: number } | null {
  const file = dumpFilePath(config().DUMP_DIR, name);
  if (!file) return null;
  const stat = fs.statSync(file);
  return { file, bytes: stat.size, modified: stat.mtimeMs };
}
