/**
 * `npm run soak`: the built server under a steady mixed load for minutes, to see that latency
 * holds, nothing errors and memory stays flat. Figures are printed, never asserted.
 *
 *   npm run soak -- [--decisions N] [--minutes M] [--connections C] [--database file] [--keep]
 *                   [--port P] [--seed S]
 *
 * 1. Seeds a scratch database with N decisions (default 1,000,000, ~3 min) with the seed CLI,
 *    unless --database names an existing seeded file (reused as it is).
 * 2. Starts the built server (`npm run soak` builds first) on 127.0.0.1 (tests/e2e's way), on a
 *    free port unless --port says which. --keep keeps the seeded database for another run.
 * 3. Drives C connections (default 200) for M minutes (default 10) with autocannon, split over
 *    the home page, decision pages and documents of random public ADAs, RSS feeds of publishing
 *    bodies, and rare-term searches.
 * 4. Prints per route: requests, errors, non-2xx, p50/p99 latency, responses cut short; the
 *    server's aborted React renders and other logged errors; its resident memory and the size of
 *    the database's write-ahead log every 10 s.
 *
 * Documents of seeded decisions are rendered on first request (docs/decisions/015), so the
 * document route mixes first renders (~20-30 ms of CPU) with stored ones.
 */
import autocannon from "autocannon";
import Database from "better-sqlite3";
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { hashString, Random } from "#db/seed/random";
import { startServer, type SoakServer } from "./soak/server";
import { loadTargets, type SoakTargets } from "./soak/targets";

const { values } = parseArgs({
  options: {
    decisions: { type: "string", default: "1000000" },
    minutes: { type: "string", default: "10" },
    connections: { type: "string", default: "200" },
    database: { type: "string" },
    port: { type: "string" },
    keep: { type: "boolean", default: false },
    seed: { type: "string" },
  },
});

function positive(name: string, text: string): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not "${text}"`);
  return n;
}

interface Route {
  name: string;
  /** Share of the connections, in percent. */
  share: number;
  path: (targets: SoakTargets, random: Random) => string;
  /** Whether a 200 body is whole; anything else was cut short. */
  complete: (body: string) => boolean;
}

/**
 * A streamed page is whole when the document closed and Remix closed its data stream (the last
 * script it streams after </html>); an aborted render ends without it.
 */
const HTML_COMPLETE = (body: string) => body.includes("</html>") && body.includes("streamController.close()");
const endsWith = (marker: RegExp) => (body: string) => marker.test(body.slice(-64));
const ROUTES: Route[] = [
  { name: "home /", share: 10, path: () => "/", complete: HTML_COMPLETE },
  {
    name: "decision /decision/view/{ada}",
    share: 40,
    path: (t, r) => `/decision/view/${encodeURIComponent(r.pick(t.adas))}`,
    complete: HTML_COMPLETE,
  },
  {
    name: "document /doc/{ada}",
    share: 15,
    path: (t, r) => `/doc/${encodeURIComponent(r.pick(t.adas))}`,
    complete: endsWith(/%%EOF\s*$/),
  },
  {
    name: "rss /f/{org}/rss",
    share: 10,
    path: (t, r) => `/f/${encodeURIComponent(r.pick(t.orgUids))}/rss`,
    complete: endsWith(/<\/rss>\s*$/),
  },
  {
    name: "search /search?query=rare",
    share: 25,
    path: (t, r) => `/search?query=${encodeURIComponent(r.pick(t.rareTerms))}`,
    complete: HTML_COMPLETE,
  },
];

interface RouteResult {
  route: Route;
  connections: number;
  result: autocannon.Result;
  cutShort: number;
  served: number;
}

function drive(
  route: Route,
  server: SoakServer,
  targets: SoakTargets,
  connections: number,
  seconds: number,
  seed: string,
) {
  const random = new Random(`${seed}:${route.name}`);
  let cutShort = 0;
  // Connections that got at least one answer: "slow" and "never served" look alike in latencies.
  const served = new Set<object>();
  return new Promise<RouteResult>((resolve, reject) => {
    const instance = autocannon(
      {
        url: server.baseUrl,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [
          {
            method: "GET",
            setupRequest: (request) => ({ ...request, path: route.path(targets, random) }),
            onResponse: (status, body) => {
              if (status === 200 && !route.complete(body)) cutShort++;
            },
          },
        ],
      },
      (error, result) =>
        error ? reject(error) : resolve({ route, connections, result, cutShort, served: served.size }),
    );
    instance.on("response", (client) => served.add(client));
  });
}

const MB = 2 ** 20;
const mb = (bytes: number) => `${Math.round(bytes / MB)} MB`;
const ms = (value: number) => `${value.toLocaleString("en", { maximumFractionDigits: 0 })} ms`;

function seedDatabase(decisions: number): string {
  const file = path.join(os.tmpdir(), `decisions-register-soak-${process.pid}.db`);
  console.log(`== seeding ${decisions.toLocaleString("en")} decisions into ${file}`);
  const started = performance.now();
  const run = spawnSync(
    process.execPath,
    ["--import", "tsx", "db/seed/cli.ts", "--decisions", String(decisions), "--database", file],
    { stdio: "inherit" },
  );
  if (run.status !== 0) throw new Error(`the seed failed (exit code ${run.status})`);
  console.log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  return file;
}

const fileSize = (file: string) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

function removeDatabase(file: string) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(file + suffix, { force: true });
}

/** Documents still waiting for their first request (db/pending-documents.ts). */
function pendingDocuments(file: string): number {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT count(*) FROM documents WHERE sha256 = ''").pluck().get() as number;
  } finally {
    db.close();
  }
}

function printReport(results: RouteResult[], server: SoakServer, memory: number[], seconds: number) {
  console.log(`\n== ${seconds} s, ${results.reduce((n, r) => n + r.connections, 0)} connections`);
  const rows = results.map(({ route, connections, result, cutShort, served }) => {
    const codes = Object.entries(result.statusCodeStats)
      .filter(([code]) => /^[13-5]\d\d$/.test(code)) // timeouts show up as "undefined"
      .map(([code, { count }]) => `${code}×${count}`)
      .join(" ");
    return {
      route: route.name,
      conns: connections,
      served,
      requests: result.requests.total,
      "req/s": Math.round(result.requests.average),
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx + (codes ? ` (${codes})` : ""),
      "cut short": cutShort,
      p50: ms(result.latency.p50),
      p99: ms(result.latency.p99),
    };
  });
  console.table(rows);
  const { log } = server;
  console.log(`server log: ${log.lines} lines, aborted renders ${log.abortedRenders}, error lines ${log.errors}`);
  for (const line of log.examples) console.log(`  ${line}`);
  const samples = memory.filter((b) => b > 0);
  if (samples.length > 0) {
    console.log(
      `server RSS (every 10 s): start ${mb(samples[0])}, max ${mb(Math.max(...samples))}, end ${mb(samples.at(-1)!)}`,
    );
    console.log(`  ${samples.map((b) => Math.round(b / MB)).join(" ")}`);
  }
}

async function main() {
  const decisions = positive("decisions", values.decisions);
  const minutes = positive("minutes", values.minutes);
  const connections = positive("connections", values.connections);
  if (!fs.existsSync("build/server/main.js")) throw new Error("no build: run `npm run build` (npm run soak does)");

  const reuse = values.database !== undefined;
  if (reuse && !fs.existsSync(values.database!)) throw new Error(`--database ${values.database} does not exist`);
  const databasePath = reuse ? path.resolve(values.database!) : seedDatabase(decisions);
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "soak-outbox-"));

  // A new seed each run by default: a reused database then still has documents never asked for.
  const seed = values.seed ?? String(Date.now());
  const targets = loadTargets(databasePath, { seed: hashString(seed) });
  const pendingBefore = pendingDocuments(databasePath);
  console.log(
    `targets (seed ${seed}): ${targets.adas.length} ADAs, ${targets.orgUids.length} publishing bodies, ` +
      `${targets.rareTerms.length} rare terms (e.g. ${targets.rareTerms.slice(0, 3).join(", ")})`,
  );

  const port = values.port === undefined ? undefined : positive("port", values.port);
  const server = await startServer({ port, databasePath, outboxDir });
  const memory = [server.rss()];
  // The write-ahead log too: documents stored on first request go through it, and a log that
  // readers never let SQLite reset slows every read.
  const wal = [fileSize(`${databasePath}-wal`)];
  const sampler = setInterval(() => {
    memory.push(server.rss());
    wal.push(fileSize(`${databasePath}-wal`));
  }, 10_000);
  const seconds = Math.round(minutes * 60);
  console.log(`== soak: ${connections} connections for ${seconds} s against ${server.baseUrl} (pid ${server.pid})`);
  try {
    const results = await Promise.all(
      ROUTES.map((route) =>
        drive(route, server, targets, Math.max(1, Math.round((connections * route.share) / 100)), seconds, seed),
      ),
    );
    memory.push(server.rss());
    wal.push(fileSize(`${databasePath}-wal`));
    printReport(results, server, memory, seconds);
    console.log(`write-ahead log (every 10 s, MB): ${wal.map((b) => Math.round(b / MB)).join(" ")}`);
    console.log(
      `documents rendered and stored on first request during the run: ${pendingBefore - pendingDocuments(databasePath)}`,
    );
  } finally {
    clearInterval(sampler);
    await server.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
    if (!reuse && !values.keep) removeDatabase(databasePath);
    else if (!reuse) console.log(`database kept at ${databasePath}`);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
