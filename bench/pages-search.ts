/**
 * Search page benchmark (issue 11): the /search page of the BUILT server under load, per query
 * class, at 10 and 50 clients (autocannon), next to the engine alone (the search function, the
 * same query the page runs, one caller) and the bare page floor (a static React page). Every
 * figure comes from one run on one machine, so read the ratios: on a shared machine absolute
 * figures measure the neighbours too.
 *
 *   npm run build && npm run bench -- --only pages-search --decisions 200000
 *   npx tsx bench/pages-search.ts --database /tmp/…db [--duration 5] [--clients 10,50] [--test-build]
 *     [--words-from /tmp/other.db]   (the words of another register: compare two with the same words)
 *     [--without-export-probe]   (at 10M decisions the full export alone takes minutes)
 *
 * The server runs as deployed (NODE_ENV=production, React's production build); `--test-build` runs
 * it with NODE_ENV=test instead, as the figures before 2026-12-07 were measured.
 *
 * The query words are read from the seeded index: the issue's words when the synthetic
 * vocabulary has them, otherwise words of the same frequency class (common: the most frequent;
 * mid: about 5 % of decisions; rare: a handful), and the organisation is the largest body.
 */
import autocannon from "autocannon";
import Database from "better-sqlite3";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { openDatabase } from "#db/client";
import type { SearchQuery } from "#search/engine";
import { PAGE_FACET_FIELDS } from "#app/search-page/facets";
import { createFts5Engine } from "#search/fts5";
import { aggregatesBuilt } from "./pages";
import { benchSeed } from "./seed";
import { exportProbe, printExportProbe } from "./export-probe";
import { startServer } from "./soak/server";

/** The facets and facet limit the /search page asks for (app/search-page/run.server.ts). */
const PAGE_FACETS = PAGE_FACET_FIELDS;
const PAGE_FACET_LIMIT = 6;

interface QueryClass {
  name: string;
  /** The page's URL path and query string. */
  url: string;
  /** The same query for the engine alone (null: not a search, e.g. the decision page). */
  engine: SearchQuery | null;
}

export interface Words {
  common: string;
  mid: string;
  rare: string;
  org: string;
  ada: string;
}

/** Frequency classes of the index's words, read through a temporary fts5vocab table. */
export function pickWords(file: string): Words {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    db.exec("CREATE VIRTUAL TABLE temp.bench_vocab USING fts5vocab(main, 'search_fts', 'row')");
    const docs = db.prepare("SELECT count(*) FROM search_docs").pluck().get() as number;
    const freq = db.prepare("SELECT doc FROM temp.bench_vocab WHERE term = ?").pluck();
    const letters = /^\p{L}{6,}$/u;
    const byShare = (lo: number, hi: number) =>
      (
        db
          .prepare(`SELECT term FROM temp.bench_vocab WHERE doc BETWEEN ? AND ? ORDER BY doc DESC LIMIT 200`)
          .pluck()
          .all(Math.ceil(lo * docs), Math.floor(hi * docs)) as string[]
      ).find((t) => letters.test(t));
    const known = (word: string) => ((freq.get(word) as number | undefined) ?? 0) > 0;
    const common = known("προμηθεια")
      ? "προμηθεια"
      : (db
          .prepare(`SELECT term FROM temp.bench_vocab ORDER BY doc DESC LIMIT 50`)
          .pluck()
          .all()
          .find((t) => letters.test(t as string)) as string);
    const mid = known("αποφαση") && (freq.get("αποφαση") as number) < docs * 0.2 ? "αποφαση" : byShare(0.02, 0.1)!;
    const rare =
      (db
        .prepare(`SELECT term FROM temp.bench_vocab WHERE doc BETWEEN 3 AND 30 LIMIT 2000`)
        .pluck()
        .all()
        .find((t) => letters.test(t as string)) as string | undefined) ?? "νομοθεσιασ";
    const org = db
      .prepare(
        `SELECT value FROM search_facet_counts WHERE field = 'orgUid' GROUP BY value ORDER BY sum(count) DESC LIMIT 1`,
      )
      .pluck()
      .get() as string;
    const ada = db
      .prepare(`SELECT ada FROM search_docs WHERE status = 'PUBLISHED' ORDER BY decision_id DESC LIMIT 1 OFFSET 1000`)
      .pluck()
      .get() as string;
    return { common, mid, rare, org, ada };
  } finally {
    db.close();
  }
}

function classes(w: Words): QueryClass[] {
  const q = (text: string | null, extra: Record<string, string> = {}) => {
    const params = new URLSearchParams();
    if (text) params.set("query", text);
    for (const [k, v] of Object.entries(extra)) params.set(k, v);
    const s = params.toString();
    return `/search${s ? `?${s}` : ""}`;
  };
  const fq = `organizationUid:"${w.org}"`;
  const engine = (text: string | undefined, more: Partial<SearchQuery> = {}): SearchQuery => ({
    text,
    filters: {},
    sort: "recent",
    page: 0,
    size: 10,
    facets: PAGE_FACETS,
    facetLimit: PAGE_FACET_LIMIT,
    ...more,
  });
  const half = w.common.slice(0, Math.max(3, w.common.length - 3));
  return [
    { name: "bare page floor (/accessibility)", url: "/accessibility", engine: null },
    { name: "no text (newest first)", url: q(null), engine: engine(undefined) },
    { name: `rare term (${w.rare})`, url: q(w.rare), engine: engine(w.rare) },
    {
      name: "organisation filter only",
      url: q(null, { fq }),
      engine: engine(undefined, { filters: { orgUids: [w.org] } }),
    },
    { name: `mid term (${w.mid})`, url: q(w.mid), engine: engine(w.mid) },
    {
      name: `relevance sort (${w.common})`,
      url: q(w.common, { sort: "relevance" }),
      engine: engine(w.common, { sort: "relevance" }),
    },
    { name: `common term (${w.common})`, url: q(w.common), engine: engine(w.common) },
    { name: "deep page of a common term", url: q(w.common, { page: "99" }), engine: engine(w.common, { page: 99 }) },
    {
      name: "mid term + organisation",
      url: q(w.mid, { fq }),
      engine: engine(w.mid, { filters: { orgUids: [w.org] } }),
    },
    {
      name: "common term + organisation",
      url: q(w.common, { fq }),
      engine: engine(w.common, { filters: { orgUids: [w.org] } }),
    },
    { name: `half a word (${half})`, url: q(half), engine: engine(half) },
    { name: "decision page", url: `/decision/view/${encodeURIComponent(w.ada)}`, engine: null },
  ];
}

interface Load {
  rps: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers that were not 200, errors and timeouts. */
  bad: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
}

function load(url: string, connections: number, duration: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const times: number[] = [];
    const instance = autocannon(
      { url, connections, duration, timeout: 30, requests: [{ headers: { "accept-encoding": "gzip" } }] },
      (error, result) => {
        if (error) return reject(error);
        times.sort((a, b) => a - b);
        resolve({
          rps: result.requests.total / result.duration,
          p50: percentile(times, 0.5),
          p95: percentile(times, 0.95),
          max: times[times.length - 1] ?? NaN,
          bad: result.non2xx + result.errors + result.timeouts,
        });
      },
    );
    instance.on("response", (_client, _status, _bytes, ms) => times.push(ms));
  });
}

/** p50 of the engine alone, `runs` calls after two warm-up calls. */
function engineP50(file: string, queries: (SearchQuery | null)[], runs: number): (number | null)[] {
  const db = openDatabase(file);
  try {
    const engine = createFts5Engine(db);
    return queries.map((query) => {
      if (!query) return null;
      engine.search(query);
      engine.search(query);
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        engine.search(query);
        times.push(performance.now() - started);
      }
      return percentile(
        times.sort((a, b) => a - b),
        0.5,
      );
    });
  } finally {
    db.$client.close();
  }
}

/** Unmeasured load per class before the measured pass. */
const WARM_UP_SECONDS = 2;

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "-");

export async function runSearchPagesBench(options: {
  database?: string;
  decisions?: number;
  duration?: number;
  clients?: number[];
  engineRuns?: number;
  /** Only the engine column (no server): quick while changing the engine. */
  engineOnly?: boolean;
  /**
   * Pick the query words from this register's index instead: two registers that differ only in
   * their document text are then asked the same words (issue 10's before and after).
   */
  wordsFrom?: string;
  /**
   * The server as deployed (NODE_ENV=production: React's production build, one web process per
   * core), as issue 11's table is measured; false runs NODE_ENV=test, whose React development build
   * renders a page at about half the rate.
   */
  production?: boolean;
  /** Leave out the short request during a full export: at 10M decisions the export takes minutes. */
  withoutExportProbe?: boolean;
}) {
  let database = options.database;
  let scratch: string | null = null;
  if (!database) {
    const n = options.decisions ?? 1_000_000;
    console.log(`seeding ${n.toLocaleString("en")} decisions into a scratch database…`);
    database = scratch = (await benchSeed(n, { keep: true })).file;
  }
  const clients = options.clients ?? [10, 50];
  const duration = options.duration ?? 5;
  const words = pickWords(options.wordsFrom ?? database);
  const list = classes(words);
  console.log(`words: ${JSON.stringify(words)}`);
  const engine = engineP50(
    database,
    list.map((c) => c.engine),
    options.engineRuns ?? 20,
  );
  if (options.engineOnly) {
    for (const [i, c] of list.entries())
      if (engine[i] !== null) console.log(`${c.name.padEnd(40)} ${fmt(engine[i], 2)} ms`);
    return;
  }

  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "search-pages-bench-outbox-"));
  const production = options.production ?? true;
  const server = await startServer({ databasePath: database, outboxDir, production });
  console.log(
    production
      ? `server: production build, ${process.env.WEB_PROCESSES ?? os.availableParallelism()} web process(es)`
      : "server: NODE_ENV=test (React's development build)",
  );
  const rows: string[][] = [];
  let probe: Awaited<ReturnType<typeof exportProbe>> | null = null;
  try {
    // The statistics worker builds its monthly aggregates at start: measured after, not during.
    await aggregatesBuilt(database);
    // V8 goes on optimising the server's code for thousands of requests (decision 157 saw the same
    // for publications): every class is loaded once, unmeasured, so the first classes measured are
    // not the server's warm-up.
    for (const c of list) await load(`${server.baseUrl}${c.url}`, clients[0], WARM_UP_SECONDS);
    for (const [i, c] of list.entries()) {
      const url = `${server.baseUrl}${c.url}`;
      const warm = await fetch(url);
      await warm.arrayBuffer();
      if (warm.status !== 200) console.log(`warning: ${c.url} answered ${warm.status}`);
      const row = [c.name];
      for (const n of clients) {
        const r = await load(url, n, duration);
        row.push(fmt(r.rps), fmt(r.p50, 1), fmt(r.p95, 1), fmt(r.max), String(r.bad));
      }
      row.push(engine[i] === null ? "-" : fmt(engine[i], 2));
      rows.push(row);
      console.log(row.join(" | "));
    }
    // A short request while a long download streams (decision 085: compare WEB_PROCESSES=1 and 2).
    if (!options.withoutExportProbe) probe = await exportProbe(server.baseUrl, words.rare);
    if (server.log.abortedRenders) console.log(`aborted renders: ${server.log.abortedRenders}`);
    if (server.log.errors) console.log(`server log errors: ${server.log.errors}`, server.log.examples);
  } finally {
    await server.stop();
    fs.rmSync(outboxDir, { recursive: true, force: true });
    if (scratch) for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(scratch + suffix, { force: true });
  }
  const floor = Number(rows[0][1]);
  const head = [
    "Class",
    ...clients.flatMap((n) => [`${n}c req/s`, "p50 ms", "p95 ms", "max ms", "bad"]),
    "Engine p50 ms",
  ];
  console.log(`\n| ${head.join(" | ")} | ×floor |`);
  console.log(`|${head.map(() => "---").join("|")}|---|`);
  for (const r of rows) console.log(`| ${r.join(" | ")} | ${fmt(floor / Number(r[1]), 1)} |`);
  // A production server runs one web process per core unless WEB_PROCESSES says otherwise (decision 164).
  if (probe) printExportProbe(process.env.WEB_PROCESSES ?? String(os.availableParallelism()), probe);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      database: { type: "string" },
      decisions: { type: "string", default: "200000" },
      duration: { type: "string", default: "5" },
      clients: { type: "string", default: "10,50" },
      "engine-only": { type: "boolean", default: false },
      "test-build": { type: "boolean", default: false },
      "words-from": { type: "string" },
      "without-export-probe": { type: "boolean", default: false },
    },
  });
  runSearchPagesBench({
    database: values.database,
    decisions: Number(values.decisions),
    duration: Number(values.duration),
    clients: values.clients.split(",").map(Number),
    engineOnly: values["engine-only"],
    production: !values["test-build"],
    wordsFrom: values["words-from"],
    withoutExportProbe: values["without-export-probe"],
  }).catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
