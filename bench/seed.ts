/**
 * Seed benchmark: a fresh database in the temp folder, the reference data, then N synthetic
 * decisions (default 1,000,000); prints decisions per second and total seconds.
 *
 *   npx tsx bench/seed.ts [--decisions N] [--keep] [--json] [--without-document-text] [--now ISO]
 *
 * `--without-document-text` leaves the decisions' document text out of the search index, and
 * `--now` fixes the seed's present: two registers seeded with the same `--now`, with and without
 * the text, hold the same decisions and differ only in what the text adds (issue 10's before and
 * after: bench/search-profile.ts and bench/pages-search.ts take `--words-from`).
 *
 * `benchSeed` is exported for bench/run.ts. The database is deleted afterwards unless --keep.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client";
import { applyMigrations } from "#db/migrate";
import { seedDecisions, seedReference } from "#db/seed";
import { createProgressBar } from "#db/seed/progress";

export interface SeedBenchResult {
  decisions: number;
  /** Reference data (organisations, catalogues) on the empty database. */
  referenceSeconds: number;
  /** The decisions alone, including search indexing (their PDFs are rendered on first request: 015). */
  decisionsSeconds: number;
  decisionsPerSecond: number;
  totalSeconds: number;
  /** Process CPU time (all threads) over the run. */
  cpuSeconds: number;
  /** CPU seconds of the writing thread and the generating worker (Linux), see SeedDecisionsResult. */
  writerCpuSeconds: number | null;
  generatorCpuSeconds: number | null;
  /**
   * What two idle cores would reach: decisions / the busier thread's CPU seconds. On a shared
   * machine the wall-clock rate also measures the neighbours.
   */
  idleMachineDecisionsPerSecond: number | null;
  worker: boolean;
  databaseBytes: number;
  file: string;
}

export async function benchSeed(
  decisions = 1_000_000,
  options: { keep?: boolean; progress?: boolean; documentText?: boolean; now?: number } = {},
): Promise<SeedBenchResult> {
  const file = path.join(os.tmpdir(), `decisions-register-seed-bench-${process.pid}-${Date.now()}.db`);
  const remove = () => {
    for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
  };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const db = openDatabase(file);
  try {
    applyMigrations(db);
    const referenceStarted = performance.now();
    seedReference(db);
    const referenceSeconds = (performance.now() - referenceStarted) / 1000;
    const bar = options.progress ? createProgressBar(decisions) : null;
    const result = await seedDecisions(db, decisions, {
      onProgress: bar ? (done) => bar.update(done) : undefined,
      documentText: options.documentText,
      now: options.now,
    });
    bar?.finish();
    const totalSeconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    db.$client.pragma("wal_checkpoint(TRUNCATE)");
    const decisionsSeconds = result.milliseconds / 1000;
    return {
      decisions,
      referenceSeconds,
      decisionsSeconds,
      decisionsPerSecond: Math.round(decisions / decisionsSeconds),
      totalSeconds,
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
      writerCpuSeconds: result.cpu.writerSeconds,
      generatorCpuSeconds: result.cpu.generatorSeconds,
      idleMachineDecisionsPerSecond:
        result.cpu.writerSeconds === null
          ? null
          : Math.round(decisions / Math.max(result.cpu.writerSeconds, result.cpu.generatorSeconds ?? 0)),
      worker: result.worker,
      databaseBytes: fs.statSync(file).size,
      file,
    };
  } finally {
    db.$client.close();
    if (!options.keep) remove();
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      decisions: { type: "string", short: "n", default: "1000000" },
      keep: { type: "boolean", default: false },
      json: { type: "boolean", default: false },
      "without-document-text": { type: "boolean", default: false },
      now: { type: "string" },
    },
  });
  const n = Number(values.decisions);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--decisions must be a positive whole number`);
  const now = values.now === undefined ? undefined : Date.parse(values.now);
  if (Number.isNaN(now)) throw new Error(`--now must be a date, e.g. 2026-12-07T12:00:00Z`);
  const r = await benchSeed(n, {
    keep: values.keep,
    progress: !values.json,
    documentText: !values["without-document-text"],
    now,
  });
  if (values.json) {
    console.log(JSON.stringify(r));
    return;
  }
  console.log(
    `seed: ${r.decisions.toLocaleString("el-GR")} decisions in ${r.decisionsSeconds.toFixed(1)} s = ` +
      `${r.decisionsPerSecond.toLocaleString("el-GR")} decisions/s ` +
      `(reference data ${r.referenceSeconds.toFixed(1)} s, total ${r.totalSeconds.toFixed(1)} s, ` +
      `CPU ${r.cpuSeconds.toFixed(1)} s: writer ${r.writerCpuSeconds ?? "?"} s, generator ${r.generatorCpuSeconds ?? "-"} s, ` +
      `${r.idleMachineDecisionsPerSecond ? `${r.idleMachineDecisionsPerSecond.toLocaleString("el-GR")}/s on idle cores, ` : ""}` +
      `${r.worker ? "worker thread" : "single thread"}, ` +
      `database ${(r.databaseBytes / 1e9).toFixed(2)} GB${values.keep ? ` kept at ${r.file}` : ""})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
