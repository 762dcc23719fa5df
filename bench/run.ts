/**
 * `npm run bench`: the register's speed and memory figures, printed (never asserted in tests).
 *
 *   npm run bench [-- --decisions N] [--docs N] [--only seed|search|export|pages|pages-search|lifecycle|form|opendata|opendata-write]
 *
 * 1. Seed: N synthetic decisions (default 1,000,000) into a fresh database, with the search index
 *    (their PDFs are rendered on first request, docs/decisions/015). Target: under three minutes
 *    on a 2-core machine.
 * 2. Search: FTS5 query latencies (p50/p95) over an index of --docs documents (default 200,000).
 * 3. Export (`--only export`, needs `npm run build`): /search/export rows/s, time to first byte
 *    and server memory growth per format, and the search feed's latency, over a scratch database
 *    of --decisions decisions (bench/export.ts). Not in the default run: it seeds its own database.
 * 4. Pages (`--only pages`, needs `npm run build`): p50/p95 of the home page, /stats and the
 *    statistics API over a scratch database of --decisions decisions, or over `--database FILE`
 *    (bench/pages.ts); the home page's p95 is checked against issue 16's 20 ms, which is meant
 *    for the server as deployed: add `--production` (React's production build).
 * 5. Search pages (`--only pages-search`, needs `npm run build`): the /search page per query class
 *    of issue 11 at 10 and 50 clients, the engine alone and the bare page floor, over a scratch
 *    database of --decisions decisions (bench/pages-search.ts).
 * 6. Lifecycle (`--only lifecycle`): stamping+signing time per document and batch publish
 *    throughput (decisions/s) over --decisions submitted decisions (bench/lifecycle.ts).
 * 7. Form (`--only form`): render time of the largest decision type's form and validation time of
 *    a filled-in submission, p50/p95 (bench/form.ts).
 * 8. OpenData write (`--only opendata-write`, needs `npm run build`): bulk publication through
 *    POST /opendata/decisions with PDFs, decisions/s per client concurrency and authentication
 *    (bench/opendata-write.ts); --decisions is the batch per run (default 2,000: a sustained run), --clients the
 *    concurrencies (default 1,4,8).
 * 9. OpenData reads (`--only opendata`, needs `npm run build`): p50/p95 of /opendata/search for the
 *    search page's query classes and of the other reads, over --decisions decisions (bench/opendata.ts).
 * Peak resident memory of this process is printed at the end. The soak benchmark (the built
 * server under load for minutes) is `npm run soak` (bench/soak.ts).
 */
import { parseArgs } from "node:util";
import { benchSeed } from "./seed";
import { runExportBench } from "./export";
import { runLifecycleBench } from "./lifecycle";
import { runOpendataBench } from "./opendata";
import { runOpendataWriteBench } from "./opendata-write";
import { runFormBench } from "./form";
import { runPagesBench } from "./pages";
import { runSearchPagesBench } from "./pages-search";
import { runSearchBench } from "./search";

const { values } = parseArgs({
  options: {
    decisions: { type: "string", default: "1000000" },
    docs: { type: "string", default: "200000" },
    only: { type: "string" },
    /** An existing database for the page benchmarks (`--only pages|pages-search`) instead of a seeded one. */
    database: { type: "string" },
    /** The page benchmark's server as deployed (NODE_ENV=production: React's production build). */
    production: { type: "boolean", default: false },
    /** The OpenData write benchmark's client concurrencies, e.g. `--clients 4` (default 1,4,8). */
    clients: { type: "string" },
  },
});

async function main() {
  if (!values.only || values.only === "seed") {
    console.log(`== seed: ${Number(values.decisions).toLocaleString("en")} decisions`);
    const seed = await benchSeed(Number(values.decisions), { progress: true });
    console.log(
      `seed: ${seed.decisions.toLocaleString("en")} decisions in ${seed.decisionsSeconds.toFixed(1)} s ` +
        `(${Math.round(seed.decisionsPerSecond).toLocaleString("en")}/s), total with reference data ` +
        `${seed.totalSeconds.toFixed(1)} s, database ${(seed.databaseBytes / 2 ** 20).toFixed(0)} MB`,
    );
  }
  if (!values.only || values.only === "search") {
    console.log(`\n== search: ${Number(values.docs).toLocaleString("en")} documents`);
    runSearchBench({ docs: Number(values.docs) });
  }
  if (values.only === "export") {
    console.log(`\n== export: ${Number(values.decisions).toLocaleString("en")} decisions`);
    await runExportBench({ decisions: Number(values.decisions) });
  }
  if (values.only === "pages") {
    console.log(`\n== pages: ${values.database ?? `${Number(values.decisions).toLocaleString("en")} decisions`}`);
    await runPagesBench({
      decisions: Number(values.decisions),
      database: values.database,
      production: values.production,
    });
  }
  if (values.only === "pages-search") {
    console.log(`\n== search pages: ${Number(values.decisions).toLocaleString("en")} decisions`);
    await runSearchPagesBench({ decisions: Number(values.decisions), database: values.database });
  }
  if (values.only === "lifecycle") {
    console.log(`\n== lifecycle: ${Number(values.decisions).toLocaleString("en")} decisions`);
    await runLifecycleBench({ decisions: Number(values.decisions) });
  }
  if (values.only === "opendata") {
    console.log(`\n== opendata reads: ${Number(values.decisions).toLocaleString("en")} decisions`);
    await runOpendataBench({ decisions: Number(values.decisions) });
  }
  if (values.only === "opendata-write") {
    // --decisions is the batch per run here (default 200, not the seed's million).
    const batch = values.decisions === "1000000" ? 2000 : Number(values.decisions);
    console.log(`\n== opendata-write: ${batch} decisions per run through POST /opendata/decisions`);
    const concurrencies = values.clients?.split(",").map(Number);
    await runOpendataWriteBench({ decisions: batch, concurrencies });
  }
  if (values.only === "form") {
    console.log("\n== decision form");
    await runFormBench({ runs: 300 });
  }
  console.log(`\npeak resident memory: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
