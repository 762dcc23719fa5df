/**
 * OpenData benchmark (issue 15): single-client latency (p50, p95) of the OpenData searches and
 * reads on the built server over a scratch database seeded with --decisions decisions (the demo
 * size by default). Each request is a full answer (no conditional headers).
 *
 *   npm run build && npx tsx bench/opendata.ts                 # 2,000 decisions (the demo size)
 *   npx tsx bench/opendata.ts --decisions 100000 --runs 100
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { benchSeed } from "./seed";
import { startServer } from "./soak/server";

async function latency(url: string, runs: number): Promise<{ p50: number; p95: number; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)], p95: times[Math.floor(runs * 0.95)], status };
}

function addresses(database: string): string[] {
  const db = new Database(database, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        `SELECT d.ada, d.org_uid AS org, v.decision_type_uid AS type FROM decisions d
           JOIN decision_versions v ON v.version_id = d.latest_version_id
          WHERE d.status = 'PUBLISHED' ORDER BY d.published_at DESC LIMIT 1`,
      )
      .get() as { ada: string; org: string; type: string };
    const ada = encodeURIComponent(row.ada);
    const type = encodeURIComponent(row.type);
    return [
      "/opendata/search",
      "/opendata/search?size=500",
      "/opendata/search.xml?size=100",
      `/opendata/search?org=${row.org}&size=100`,
      `/opendata/search?type=${type}&from_date=2020-01-01&to_date=2030-12-31&size=100`,
      `/opendata/search?term=${encodeURIComponent("απόφαση")}&size=100`,
      "/opendata/search?status=all&page=9&size=100",
      `/opendata/search/advanced?q=${encodeURIComponent(`organizationUid:"${row.org}" AND decisionTypeUid:"${row.type}"`)}`,
      `/opendata/decisions/${ada}`,
      `/opendata/decisions/${ada}.xml`,
      "/opendata/types",
      "/opendata/organizations",
    ];
  } finally {
    db.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { decisions: { type: "string", default: "2000" }, runs: { type: "string", default: "200" } },
  });
  const n = Number(values.decisions);
  console.log(`seeding ${n.toLocaleString("en")} decisions into a scratch database…`);
  const seed = await benchSeed(n, { keep: true });
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "opendata-bench-outbox-"));
  // One client reads thousands of times a minute here: the per-address limit would measure the 429s.
  process.env.OPENDATA_READS_PER_MINUTE = "100000000";
  const server = await startServer({ databasePath: seed.file, outboxDir });
  try {
    for (const address of addresses(seed.file)) {
      await latency(`${server.baseUrl}${address}`, 5);
      const { p50, p95, status } = await latency(`${server.baseUrl}${address}`, Number(values.runs));
      console.log(
        `${address.slice(0, 90).padEnd(90)} ${status}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
      );
    }
    if (server.log.errors) console.log(`server log errors: ${server.log.errors}`, server.log.examples);
  } finally {
    await server.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
    for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(seed.file + suffix, { force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
