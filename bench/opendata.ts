/**
 * OpenData benchmark (issue 15): single-client latency (p50, p95) of the OpenData searches and
 * reads on the built server over a scratch database seeded with --decisions decisions (the demo
 * size by default). Each request is a full answer (no conditional headers).
 *
 *   npm run build && npx tsx bench/opendata.ts                 # 2,000 decisions (the demo size)
 *   npx tsx bench/opendata.ts --decisions 100000 --runs 100
 *   npx tsx bench/opendata.ts --database /tmp/…db --production  # a seeded database, as deployed
 *   npm run bench -- --only opendata --decisions 1000000
 *
 * Issue 15's target: /search p95 ≤ 50 ms at 1,000,000 decisions for the query classes of the search
 * page (bench/pages-search.ts picks the words: common, mid, rare, half a word; the largest body).
 */
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { pickWords, type Words } from "./pages-search";
import { benchSeed } from "./seed";
import { startServer } from "./soak/server";

/**
 * A GET; sent once more when the server closed the kept-alive connection just as the request went
 * out on it (undici's "other side closed"), a race of idle connections, not an answer.
 */
async function fetchOnce(url: string): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code !== "UND_ERR_SOCKET") throw error;
    return fetch(url);
  }
}

async function latency(url: string, runs: number): Promise<{ p50: number; p95: number; status: number }> {
  const times: number[] = [];
  let status = 0;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetchOnce(url);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    status = response.status;
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(runs * 0.5)], p95: times[Math.floor(runs * 0.95)], status };
}

/** The search page's query classes (bench/pages-search.ts) as OpenData searches, then the reads. */
function searchClasses(w: Words): [string, string][] {
  const search = (params: Record<string, string>) => `/opendata/search?${new URLSearchParams(params).toString()}`;
  const half = w.common.slice(0, Math.max(3, w.common.length - 3));
  return [
    ["no text (newest first)", search({})],
    [`rare term (${w.rare})`, search({ term: w.rare })],
    ["organisation filter only", search({ org: w.org })],
    [`mid term (${w.mid})`, search({ term: w.mid })],
    [`common term (${w.common})`, search({ term: w.common })],
    ["deep page of a common term", search({ term: w.common, page: "99" })],
    ["mid term + organisation", search({ term: w.mid, org: w.org })],
    ["common term + organisation", search({ term: w.common, org: w.org })],
    [`half a word (${half}*)`, `/opendata/search/advanced?q=${encodeURIComponent(`subject:${half}*`)}`],
  ];
}

function addresses(database: string): [string, string][] {
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
    const reads = [
      "/opendata/search?size=500",
      "/opendata/search.xml?size=100",
      `/opendata/search?org=${row.org}&size=100`,
      `/opendata/search?type=${type}&from_date=2020-01-01&to_date=2030-12-31&size=100`,
      "/opendata/search?status=all&page=9&size=100",
      `/opendata/search/advanced?q=${encodeURIComponent(`organizationUid:"${row.org}" AND decisionTypeUid:"${row.type}"`)}`,
      `/opendata/decisions/${ada}`,
      `/opendata/decisions/${ada}.xml`,
      "/opendata/types",
      "/opendata/organizations",
    ];
    return [...searchClasses(pickWords(database)), ...reads.map((url): [string, string] => [url, url])];
  } finally {
    db.close();
  }
}

export async function runOpendataBench(options: {
  decisions: number;
  runs?: number;
  database?: string;
  production?: boolean;
}): Promise<void> {
  let database = options.database;
  let scratch: string | null = null;
  if (!database) {
    console.log(`seeding ${options.decisions.toLocaleString("en")} decisions into a scratch database…`);
    database = scratch = (await benchSeed(options.decisions, { keep: true })).file;
  }
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "opendata-bench-outbox-"));
  // One client reads thousands of times a minute here: the per-address limit would measure the 429s.
  process.env.OPENDATA_READS_PER_MINUTE = "100000000";
  const server = await startServer({ databasePath: database, outboxDir, production: options.production });
  const runs = options.runs ?? 200;
  try {
    console.log(`load average at the start: ${os.loadavg()[0].toFixed(1)}`);
    for (const [name, address] of addresses(database)) {
      await latency(`${server.baseUrl}${address}`, 5);
      const { p50, p95, status } = await latency(`${server.baseUrl}${address}`, runs);
      console.log(
        `${name.slice(0, 90).padEnd(90)} ${status}  p50 ${p50.toFixed(1).padStart(6)} ms  p95 ${p95.toFixed(1).padStart(6)} ms`,
      );
    }
    console.log(`load average at the end: ${os.loadavg()[0].toFixed(1)}`);
    if (server.log.errors) console.log(`server log errors: ${server.log.errors}`, server.log.examples);
  } finally {
    await server.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
    if (scratch) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(scratch + suffix, { force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      decisions: { type: "string", default: "2000" },
      runs: { type: "string", default: "200" },
      database: { type: "string" },
      production: { type: "boolean", default: false },
    },
  });
  runOpendataBench({
    decisions: Number(values.decisions),
    runs: Number(values.runs),
    database: values.database,
    production: values.production,
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
