/**
 * Where a text search's time goes, step by step, on an index kept by `bench/search.ts --keep`
 * (its synthetic words), or on a seeded register with `--register` (the words of issue 11's
 * classes read from its index, as bench/pages-search.ts picks them): the size of each table and
 * each class's wall time (first / min / p50 / p95) and CPU time (min / p50: what a loaded machine
 * changes least), with the search_meta generation bumped between runs so the per-generation
 * memos of fts5-read.ts do not hide the work (what the first search after any publication pays).
 *
 *   npx tsx bench/search-profile.ts --db /tmp/search-bench-N.db [--runs 5] [--register] [--only half]
 *     [--words-from /tmp/other.db]   (with --register: another register's words, to compare the two)
 *     [--without-sizes]   (skip the table sizes, which take minutes to read at 10M decisions)
 */
import { openDatabase } from "#db/client";
import type { SearchQuery } from "#search/engine";
import { PAGE_FACET_FIELDS } from "#app/search-page/facets";
import { fts5SegmentCount } from "#search/fts5-segments";
import { createFts5Engine } from "#search/fts5";
import { pathToFileURL } from "node:url";
import { pickWords } from "./pages-search";

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

/** The facets and limit the /search page asks for (app/search-page/run.server.ts). */
const PAGE_FACETS = PAGE_FACET_FIELDS;

/** The synthetic index of bench/search.ts. */
function syntheticCases(): [string, SearchQuery][] {
  return [
    ["common term top-10", { text: "δαπανης" }],
    ["common term, relevance", { text: "δαπανης", sort: "relevance" }],
    ["two common terms top-10", { text: "εγκριση δαπανης" }],
    ["mid term top-10", { text: "Τήνου" }],
    ["prefix of a common word", { text: "δαπαν" }],
    ["7 facets, common term", { text: "δαπανης", facets: PAGE_FACETS }],
    ["org filter + common term", { text: "δαπανης", filters: { orgUids: ["6000"] } }],
    ["small org + common term", { text: "δαπανης", filters: { orgUids: ["6900"] } }],
    ["half a rare code (no match)", { text: "σπανιο0" }],
    ["newest first, no text", {}],
  ];
}

/** Issue 11's classes as the search page asks them (seven facets, six values each). */
function registerCases(wordsFile: string): [string, SearchQuery][] {
  const w = pickWords(wordsFile);
  console.log(`words: ${JSON.stringify(w)}`);
  const page = (text: string | undefined, more: Partial<SearchQuery> = {}): SearchQuery => ({
    text,
    filters: {},
    sort: "recent",
    page: 0,
    size: 10,
    facets: PAGE_FACETS,
    facetLimit: 6,
    ...more,
  });
  const org = { filters: { orgUids: [w.org] } };
  const half = w.common.slice(0, Math.max(3, w.common.length - 3));
  return [
    ["no text (newest first)", page(undefined)],
    [`rare term (${w.rare})`, page(w.rare)],
    ["organisation filter only", page(undefined, org)],
    [`mid term (${w.mid})`, page(w.mid)],
    [`relevance (${w.common})`, page(w.common, { sort: "relevance" })],
    [`common term (${w.common})`, page(w.common)],
    ["deep page of a common term", page(w.common, { page: 99 })],
    ["mid term + organisation", page(w.mid, org)],
    ["common term + organisation", page(w.common, org)],
    [`half a word (${half})`, page(half)],
    [`half a word (${w.common.slice(0, 4)})`, page(w.common.slice(0, 4))],
    [`half a word (${w.common.slice(0, 3)})`, page(w.common.slice(0, 3))],
    [`half a word + organisation`, page(half, org)],
    // The organisation's id set (decision 133) is kept per organisation version: what the first
    // such search after a publication in that organisation pays.
    ["mid term + org, its version bumped", page(w.mid, org)],
  ];
}

export function profileSearch(
  file: string,
  options: { runs?: number; register?: boolean; only?: string; wordsFrom?: string; withoutSizes?: boolean } = {},
) {
  const runs = options.runs ?? 5;
  const db = openDatabase(file);
  const sqlite = db.$client;
  // Reading every page's size takes minutes on a register of 10M decisions (29 GB).
  if (!options.withoutSizes) {
    const sizes = sqlite
      .prepare(`SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 12`)
      .all() as { name: string; bytes: number }[];
    console.log("largest tables and indexes:");
    for (const s of sizes) console.log(`  ${s.name.padEnd(40)} ${(s.bytes / 2 ** 20).toFixed(1).padStart(8)} MB`);
  }
  // Fewer is faster: every word's lookup reads each segment (decision 142).
  console.log(`text index segments: ${fts5SegmentCount(sqlite)}`);

  const engine = createFts5Engine(db);
  const bump = sqlite.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`);
  const bumpOrgs = sqlite.prepare(
    `UPDATE search_org_versions SET version = version + 1 WHERE org_uid IN (SELECT value FROM json_each(?))`,
  );
  const cases = (options.register ? registerCases(options.wordsFrom ?? file) : syntheticCases()).filter(
    ([label]) => !options.only || label.includes(options.only),
  );
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  console.log(
    `\n${"query".padEnd(36)} ${"first".padStart(7)} ${"min".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)} ${"cpu min".padStart(7)} ${"cpu p50".padStart(7)}  result`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    const cpu: number[] = [];
    let result = "";
    for (let i = 0; i < runs; i++) {
      bump.run(); // a new generation: nothing memoised, as after any publication
      if (label.includes("version bumped")) bumpOrgs.run(JSON.stringify(query.filters?.orgUids ?? []));
      const t = performance.now();
      const c = process.cpuUsage();
      const r = engine.search(query);
      const used = process.cpuUsage(c);
      times.push(performance.now() - t);
      cpu.push((used.user + used.system) / 1000);
      result = `total ${r.total}${r.totalIsExact ? "" : "+"}, ${r.hits.length} hits`;
    }
    const f = (x: number) => x.toFixed(1).padStart(7);
    console.log(
      `${label.padEnd(36)} ${f(times[0])} ${f(Math.min(...times))} ${f(pct(times, 0.5))} ${f(pct(times, 0.95))} ` +
        `${f(Math.min(...cpu))} ${f(pct(cpu, 0.5))}  ${result}`,
    );
  }
  sqlite.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = arg(process.argv, "db");
  if (!file) throw new Error("--db FILE (an index kept by bench/search.ts --keep, or a seeded register)");
  profileSearch(file, {
    runs: Number(arg(process.argv, "runs") ?? 5),
    register: process.argv.includes("--register"),
    only: arg(process.argv, "only"),
    wordsFrom: arg(process.argv, "words-from"),
    withoutSizes: process.argv.includes("--without-sizes"),
  });
}
