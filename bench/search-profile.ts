/**
 * Where a text search's time goes, step by step, on an index kept by `bench/search.ts --keep`:
 * the size of each table, the query plans, and each step's time cold (first call on a fresh
 * connection) and warm, with the search_meta generation bumped between runs so the per-generation
 * memos of fts5-read.ts do not hide the work.
 *
 *   npx tsx bench/search-profile.ts --db /tmp/search-bench-N.db [--runs 5]
 */
import { openDatabase } from "#db/client";
import type { SearchQuery } from "#search/engine";
import { createFts5Engine } from "#search/fts5";
import { pathToFileURL } from "node:url";

function arg(argv: string[], name: string): string | undefined {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : undefined;
}

export function profileSearch(file: string, runs = 5) {
  const db = openDatabase(file);
  const sqlite = db.$client;
  const sizes = sqlite
    .prepare(`SELECT name, sum(pgsize) AS bytes FROM dbstat GROUP BY name ORDER BY bytes DESC LIMIT 12`)
    .all() as { name: string; bytes: number }[];
  console.log("largest tables and indexes:");
  for (const s of sizes) console.log(`  ${s.name.padEnd(40)} ${(s.bytes / 2 ** 20).toFixed(1).padStart(8)} MB`);

  const engine = createFts5Engine(db);
  const bump = sqlite.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`);
  const cases: [string, SearchQuery][] = [
    ["common term top-10", { text: "δαπανης" }],
    ["common term, relevance", { text: "δαπανης", sort: "relevance" }],
    ["two common terms top-10", { text: "εγκριση δαπανης" }],
    ["mid term top-10", { text: "Τήνου" }],
    ["prefix of a common word", { text: "δαπαν" }],
    [
      "7 facets, common term",
      {
        text: "δαπανης",
        facets: ["orgUid", "decisionTypeUid", "thematicCategoryUid", "unitUid", "signerUid", "status", "year"],
      },
    ],
    ["org filter + common term", { text: "δαπανης", filters: { orgUids: ["6000"] } }],
    ["small org + common term", { text: "δαπανης", filters: { orgUids: ["6900"] } }],
    ["half a rare code (no match)", { text: "σπανιο0" }],
    ["newest first, no text", {}],
  ];
  const pct = (xs: number[], p: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))];
  console.log(
    `\n${"query".padEnd(30)} ${"first".padStart(7)} ${"min".padStart(7)} ${"p50".padStart(7)} ${"p95".padStart(7)}  result`,
  );
  for (const [label, query] of cases) {
    const times: number[] = [];
    let result = "";
    for (let i = 0; i < runs; i++) {
      bump.run(); // a new generation: nothing memoised, as after any publication
      const t = performance.now();
      const r = engine.search(query);
      times.push(performance.now() - t);
      result = `total ${r.total}${r.totalIsExact ? "" : "+"}, ${r.hits.length} hits`;
    }
    const f = (x: number) => x.toFixed(1).padStart(7);
    console.log(
      `${label.padEnd(30)} ${f(times[0])} ${f(Math.min(...times))} ${f(pct(times, 0.5))} ${f(pct(times, 0.95))}  ${result}`,
    );
  }
  sqlite.close();
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const file = arg(process.argv, "db");
  if (!file) throw new Error("--db FILE (an index kept by bench/search.ts --keep)");
  profileSearch(file, Number(arg(process.argv, "runs") ?? 5));
}
