/**
 * Search benchmark: builds an FTS5 index of N synthetic decisions in a temporary SQLite file and
 * prints p50/p95 latencies of the queries the public pages run, plus the index build rate.
 *
 *   npx tsx bench/search.ts [--docs 200000] [--runs 30] [--body-words 0] [--keep] [--bulk] [--db kept-file] [--cold] [--ids]
 *
 * `--body-words N` gives every decision a document text of N words (docs/decisions/082), drawn
 * from its own random stream, so the subjects (and the rare word) are the same as without it.
 *
 * Each line prints wall and CPU p50/p95. A text's page, total and facets are kept per index
 * generation (decision 049), so without `--cold` the p50 is a kept answer and the p95 (about the
 * first run) the work; `--cold` bumps the generation before every run (as any publication does),
 * so every run does the work, as bench/search-profile.ts times it. `--ids` adds a digest of each
 * search's hit ids and facets to its line, to check that two versions show the same results.
 *
 * or from another script: `runSearchBench({ docs, runs })` (bench/run.ts, `npm run bench`).
 *
 * The synthetic corpus imitates Diavgeia's: Zipf-distributed organisations (a few large bodies,
 * thousands of small ones) and words, 35 decision types, ~0.3 % revoked or pending revocation
 * (reference/diavgeia.md §2.2), publication order close to but not exactly id order.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { openDatabase } from "#db/client";
import { applyMigrations } from "#db/migrate";
import type { SearchDocument, SearchQuery } from "#search/engine";
import { PAGE_FACET_FIELDS } from "#app/search-page/facets";
import { createFts5Engine } from "#search/fts5";
import { fts5SegmentCount, mergeFts5Segments } from "#search/fts5-segments";
import { MAX_RESULT_WINDOW } from "#search/limits";
import { cursorQuery } from "#search/paging";

import { pathToFileURL } from "node:url";

export interface SearchBenchOptions {
  /** Synthetic decisions to index (default 200,000). */
  docs?: number;
  /** Repetitions of each query (default 30). */
  runs?: number;
  /** Keep the database file for inspection. */
  keep?: boolean;
  /**
   * Build with the seed's bulk-load settings (no fsync, in-memory journal, 1 GB page cache), as
   * `npm run seed` does, instead of the application's (WAL, synchronous NORMAL).
   */
  bulk?: boolean;
  /** Query an index built by an earlier `--keep` run (same --docs) instead of building one. */
  db?: string;
  /** Words of document text per decision (default 0: none). */
  bodyWords?: number;
  /** A new index generation before every run: nothing kept from the run before. */
  cold?: boolean;
  /** Print a digest of each search's hit ids and facets next to its total. */
  ids?: boolean;
}

export function parseBenchArgs(argv: string[]): SearchBenchOptions {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] ? Number(argv[i + 1]) : undefined;
  };
  const i = argv.indexOf("--db");
  return {
    docs: arg("docs"),
    runs: arg("runs"),
    keep: argv.includes("--keep"),
    bulk: argv.includes("--bulk"),
    db: i >= 0 ? argv[i + 1] : undefined,
    bodyWords: arg("body-words"),
    cold: argv.includes("--cold"),
    ids: argv.includes("--ids"),
  };
}

/** Deterministic PRNG (mulberry32) so runs are comparable. */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = rng(42);
const bodyRandom = rng(7);
/** Zipf-like pick of an index in [0, n): small indexes are much more frequent. */
const zipf = (n: number) => Math.min(n - 1, Math.floor(Math.pow(n + 1, random()) - 1));
const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];

const COMMON = ["ΕΓΚΡΙΣΗ", "ΔΑΠΑΝΗΣ", "ΑΝΑΛΗΨΗ", "ΥΠΟΧΡΕΩΣΗΣ", "ΠΛΗΡΩΜΗΣ", "ΑΠΟΦΑΣΗ", "ΣΥΜΒΑΣΗΣ", "ΠΡΟΜΗΘΕΙΑΣ"];
const WORDS = (
  "καθαρισμού ακτών συντήρησης οδοφωτισμού δημοτικού σχολείου προμήθεια καυσίμων υπηρεσιών " +
  "μίσθωσης ακινήτου αποζημίωσης μετακίνησης υπαλλήλων ορισμός επιτροπής παραλαβής έργου " +
  "ανάθεση μελέτης ύδρευσης αποχέτευσης πυροπροστασίας αποψίλωσης κοινοχρήστων χώρων " +
  "αναπληρωτών εκπαιδευτικών επιχορήγηση συλλόγου πολιτιστικών εκδηλώσεων τροποποίηση " +
  "προϋπολογισμού οικονομικού έτους μισθοδοσίας προσωπικού υπερωριακής απασχόλησης " +
  "παραχώρηση χρήσης γηπέδου ανακαίνιση κτιρίου νοσοκομείου εξοπλισμού φαρμάκων " +
  "ΤΗΝΟΥ ΛΗΜΝΟΥ ΑΡΤΑΣ ΧΑΝΙΩΝ ΠΑΤΡΩΝ ΛΑΡΙΣΑΣ ΒΟΛΟΥ ΣΕΡΡΩΝ ΚΑΒΑΛΑΣ ΚΟΖΑΝΗΣ ΡΟΔΟΥ ΚΕΡΚΥΡΑΣ"
).split(" ");
const TYPES = Array.from({ length: 35 }, (_, i) => `${"ΑΒΓΔΕΖΗΘ"[i % 8]}.${1 + (i % 5)}.${i}`);
const ADA_CHARS = "0123456789ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ";
let rareWord = "ΣΠΑΝΙΟ0";
const adaPart = (n: number) => Array.from({ length: n }, () => pick([...ADA_CHARS])).join("");

/** A document text of `n` words: the vocabulary's words, Zipf-distributed, in sentences. */
function makeBody(n: number): string {
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    const w =
      bodyRandom() < 0.1
        ? COMMON[Math.floor(bodyRandom() * COMMON.length)].toLowerCase()
        : WORDS[Math.min(WORDS.length - 1, Math.floor(Math.pow(WORDS.length + 1, bodyRandom()) - 1))];
    words.push(i % 12 === 11 ? `${w}.` : w);
  }
  return words.join(" ");
}

function makeDoc(id: number, start: number, bodyWords = 0): SearchDocument {
  const org = zipf(5000);
  const words = [pick(COMMON), pick(COMMON)];
  for (let i = 0, n = 3 + Math.floor(random() * 8); i < n; i++) words.push(WORDS[zipf(WORDS.length)]);
  // About 1 in 50 subjects carries a rare code word, the "rare term" of the benchmark.
  if (random() < 0.02) words.push((rareWord = `ΣΠΑΝΙΟ${Math.floor(random() * 1e6)}`));
  const r = random();
  const publishedAt = start + id * 60_000 + Math.floor(random() * 600_000);
  return {
    decisionId: id,
    ada: `${adaPart(4)}${adaPart(3)}-${adaPart(3)}`,
    versionId: `v-${id}`,
    orgUid: String(6000 + org),
    orgLabel: `ΦΟΡΕΑΣ ${org}`,
    decisionTypeUid: TYPES[zipf(TYPES.length)],
    decisionTypeLabel: `ΕΙΔΟΣ ${TYPES[zipf(TYPES.length)]}`,
    status: r < 0.997 ? "PUBLISHED" : r < 0.999 ? "REVOKED" : "PENDING_REVOCATION",
    subject: words.join(" "),
    protocolNumber: `${Math.floor(random() * 9999)}/${2015 + Math.floor(random() * 10)}`,
    issueDate: new Date(publishedAt - 86_400_000).toISOString().slice(0, 10),
    publishedAt,
    updatedAt: publishedAt,
    amount: random() < 0.5 ? Math.round(random() * 1e7) / 100 : null,
    unitUids: [`${org}-${zipf(20)}`],
    signerUids: [`${org}-s${zipf(10)}`],
    thematicCategoryUids: [String(zipf(40))],
    ...(bodyWords > 0 ? { body: makeBody(bodyWords) } : {}),
  };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Builds the index and prints the timings; returns them for callers (bench/run.ts). */
export function runSearchBench(options: SearchBenchOptions = {}) {
  const DOCS = options.docs ?? 200_000;
  const RUNS = options.runs ?? 30;
  const reuse = options.db !== undefined && fs.existsSync(options.db);
  const file = reuse ? options.db! : path.join(os.tmpdir(), `search-bench-${process.pid}.db`);
  const db = openDatabase(file);
  if (!reuse) applyMigrations(db);
  const engine = createFts5Engine(db);
  if (options.bulk) {
    db.$client.pragma("synchronous = OFF");
    db.$client.pragma("cache_size = -1048576");
    db.$client.pragma("journal_mode = MEMORY");
  }

  const start = Date.UTC(2015, 0, 1);
  const BATCH = 10_000;
  // Only indexMany is timed (wall and CPU), not the generation of the synthetic documents.
  let buildMs = 0;
  let buildCpuMs = 0;
  for (let i = 1; i <= DOCS; i += BATCH) {
    const docs: SearchDocument[] = [];
    // Reusing an index, the documents are generated only to find the same rare word: the texts,
    // drawn from their own stream, are left out.
    for (let id = i; id < Math.min(i + BATCH, DOCS + 1); id++)
      docs.push(makeDoc(id, start, reuse ? 0 : options.bodyWords));
    if (reuse) continue;
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    engine.indexMany(docs);
    const cpu = process.cpuUsage(c0);
    buildCpuMs += (cpu.user + cpu.system) / 1000;
    buildMs += performance.now() - t0;
  }
  // As the seed and the reindex end (decision 142): one segment, or every query reads each of the
  // ~15-25 segments a build in batches leaves, and the classes compare segment counts, not plans.
  let mergeMs = 0;
  if (!reuse) {
    const t0 = performance.now();
    mergeFts5Segments(db);
    mergeMs = performance.now() - t0;
  }
  const sizeMb = fs.statSync(file).size / 2 ** 20;
  if (!reuse)
    console.log(
      `index build: ${DOCS.toLocaleString("en")} docs in ${(buildMs / 1000).toFixed(1)} s ` +
        `= ${Math.round(DOCS / (buildMs / 1000)).toLocaleString("en")} docs/s ` +
        `(CPU ${(buildCpuMs / 1000).toFixed(1)} s), merged into one segment in ${(mergeMs / 1000).toFixed(1)} s, ` +
        `file ${sizeMb.toFixed(0)} MB`,
    );
  console.log(`text index segments: ${fts5SegmentCount(db.$client)}`);
  // The engine's cached statements keep the connection from switching its journal (SQLITE_LOCKED):
  // after a bulk build the connection is closed, and the query connection below sets WAL itself.
  if (!options.bulk) db.$client.pragma("wal_checkpoint(TRUNCATE)");
  db.$client.close();

  // Queries run on a fresh connection with the application's settings, as a server would.
  const server = openDatabase(file);
  const search = createFts5Engine(server);
  const bump = server.$client.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`);

  const bigOrg = "6000";
  const PAGE_FACETS = PAGE_FACET_FIELDS;
  // Cursor pages past the offset window (issue 10): the page after the window's last row, and the
  // last page, as the /search page asks the engine for them (search/paging.ts).
  // null (the case is left out) when fewer than 10,000 decisions match, as the largest
  // organisation's below about 130,000 decisions.
  const afterWindow = (q: SearchQuery) => {
    const end = search.search({ ...q, page: MAX_RESULT_WINDOW / 10 - 1 }).hits.at(-1);
    return end
      ? cursorQuery(q, { kind: "after", publishedAt: end.publishedAt, decisionId: end.decisionId }).query
      : null;
  };
  const lastPage = (q: SearchQuery) => cursorQuery(q, { kind: "last" }).query;
  const cases: [string, SearchQuery | null, "search" | "count"][] = [
    ["newest-first top-10, unfiltered", {}, "search"],
    ["common term top-10", { text: "δαπανης" }, "search"],
    ["common term, relevance", { text: "δαπανης", sort: "relevance" }, "search"],
    ["two common terms top-10", { text: "εγκριση δαπανης" }, "search"],
    ["mid term top-10", { text: "Τήνου" }, "search"],
    ["prefix of a common word", { text: "δαπαν" }, "search"],
    ["rare term", { text: rareWord }, "search"],
    ["org filter (largest org)", { filters: { orgUids: [bigOrg] } }, "search"],
    ["org filter + common term", { text: "δαπανης", filters: { orgUids: [bigOrg] } }, "search"],
    ["small org + common term", { text: "δαπανης", filters: { orgUids: ["6900"] } }, "search"],
    ["unit filter", { filters: { unitUids: ["0-1"] } }, "search"],
    ["page 99 (offset 990)", { page: 99 }, "search"],
    ["page 999 (offset 9,990)", { page: 999 }, "search"],
    ["cursor page after 10,000", afterWindow({}), "search"],
    ["cursor last page", lastPage({}), "search"],
    ["cursor after 10,000, common term", afterWindow({ text: "δαπανης" }), "search"],
    ["cursor last page, common term", lastPage({ text: "δαπανης" }), "search"],
    ["cursor after 10,000, org filter", afterWindow({ filters: { orgUids: [bigOrg] } }), "search"],
    ["facets, unfiltered page", { facets: ["orgUid", "decisionTypeUid", "status"] }, "search"],
    ["facets, common term", { text: "δαπανης", facets: ["orgUid", "decisionTypeUid", "status"] }, "search"],
    [
      "facets, org filter",
      { filters: { orgUids: [bigOrg] }, facets: ["orgUid", "decisionTypeUid", "status"] },
      "search",
    ],
    // The search page asks for seven facets (issue 10): the cube's three and four counted from rows.
    ["3 facets, mid term", { text: "Τήνου", facets: ["orgUid", "decisionTypeUid", "status"] }, "search"],
    ["7 facets, mid term", { text: "Τήνου", facets: PAGE_FACETS }, "search"],
    ["7 facets, unfiltered page", { facets: PAGE_FACETS }, "search"],
    ["7 facets, common term", { text: "δαπανης", facets: PAGE_FACETS }, "search"],
    ["7 facets, org filter", { filters: { orgUids: [bigOrg] }, facets: PAGE_FACETS }, "search"],
    ["7 facets, unit filter", { filters: { unitUids: ["0-1"] }, facets: PAGE_FACETS }, "search"],
    // The search page's own query for a common word in the largest organisation (decision 139).
    [
      "7 facets, org filter + common term",
      { text: "δαπανης", filters: { orgUids: [bigOrg] }, facets: PAGE_FACETS },
      "search",
    ],
    ["exact count, unfiltered", {}, "count"],
    ["exact count, common term", { text: "δαπανης" }, "count"],
    ["exact count, org filter", { filters: { orgUids: [bigOrg], decisionTypeUids: [TYPES[0]] } }, "count"],
  ];
  // Wall time and this process's CPU time (user + system) per run: on a shared machine the CPU
  // figures move least with the neighbours' load.
  const timings: { label: string; p50: number; p95: number; cpuP50: number; cpuP95: number; result: string }[] = [];
  const column = (x: string) => x.padStart(8);
  console.log(
    `\n${"query".padEnd(36)} ${column("p50 ms")} ${column("p95 ms")} ${column("cpu p50")} ${column("cpu p95")}  result`,
  );
  for (const [label, query, op] of cases) {
    if (!query) continue;
    const times: number[] = [];
    const cpu: number[] = [];
    let result = "";
    for (let i = 0; i < RUNS; i++) {
      if (options.cold) bump.run();
      const t = performance.now();
      const c = process.cpuUsage();
      const r = op === "count" ? search.count(query) : search.search(query);
      const used = process.cpuUsage(c);
      times.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
      if (typeof r === "number") result = String(r);
      else {
        result = `total ${r.total}${r.totalIsExact ? "" : "+"}, ${r.hits.length} hits`;
        if (options.ids) {
          const shown = JSON.stringify([r.hits.map((h) => h.decisionId), r.facets, r.facetsAreExact]);
          result += `, ids ${crypto.createHash("sha1").update(shown).digest("hex").slice(0, 10)}`;
        }
      }
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    const row = {
      label,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      cpuP50: percentile(cpu, 50),
      cpuP95: percentile(cpu, 95),
      result,
    };
    timings.push(row);
    const f = (x: number) => column(x.toFixed(2));
    console.log(`${label.padEnd(36)} ${f(row.p50)} ${f(row.p95)} ${f(row.cpuP50)} ${f(row.cpuP95)}  ${result}`);
  }

  server.$client.close();
  if (reuse) return { docs: DOCS, buildMs: 0, buildCpuMs: 0, docsPerSecond: 0, timings };
  if (options.keep) console.log(`\nkept ${file}`);
  else for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  return { docs: DOCS, buildMs, buildCpuMs, docsPerSecond: DOCS / (buildMs / 1000), timings };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runSearchBench(parseBenchArgs(process.argv.slice(2)));
}
