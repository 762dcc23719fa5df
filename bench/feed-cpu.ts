/**
 * The CPU of one search feed, in process (issue 12: a feed of a search p95 ≤ 20 ms): what the
 * loaders of /search/rss and /search/atom do, called directly, no HTTP, over a database, for the searches
 * bench/export.ts's feed latency asks. Prints CPU and wall per request (p50, p95, max), the first
 * request of each search apart (the engine's per-generation caches start empty), and with
 * `--cold` every request after a new index generation (as after any publication: nothing the
 * engine keeps per generation is kept; this writes to the database, so give it a copy).
 *
 *   npx tsx bench/feed-cpu.ts --database /tmp/…db [--runs 10] [--cold]
 *   node --cpu-prof --import tsx bench/feed-cpu.ts --database …    # a profile to read
 */
import { parseArgs } from "node:util";
import { openDatabase, setDb } from "#db/client";
import { searchFeed } from "#app/feeds/feed.server";
import { lazyFeedResponse } from "#app/http/feed-response.server";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    runs: { type: "string", default: "10" },
    cold: { type: "boolean", default: false },
  },
});
if (!values.database) throw new Error("--database is required");
const db = openDatabase(values.database);
setDb(db);

/** The searches of bench/export.ts's feed latency. */
const WORDS = ["δαπανης", "εγκριση", "συμβασης", "πληρωμης", "προμηθειας"];
const searches = WORDS.flatMap((word) => [word, `${word} εγκριση`]);

const bump = values.cold
  ? db.$client.prepare(`UPDATE search_meta SET value = value + 1 WHERE key = 'generation'`)
  : null;

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function request(format: "rss" | "atom", text: string): Promise<{ cpu: number; wall: number }> {
  const url = `http://bench/search/${format}?query=${encodeURIComponent(text)}`;
  bump?.run();
  const cpu = cpuMs();
  const started = performance.now();
  const asked = new Request(url);
  const outcome = searchFeed(new URL(url));
  if (outcome.kind !== "ok") throw new Error(`${url}: ${outcome.message}`);
  const response = await lazyFeedResponse(asked, format, outcome.validators, outcome.feed);
  if (response.status !== 200) throw new Error(`${url}: HTTP ${response.status}`);
  await response.arrayBuffer();
  return { cpu: cpuMs() - cpu, wall: performance.now() - started };
}

const first: number[] = [];
const later: number[] = [];
const wall: number[] = [];
for (const text of searches) {
  const once = await request("rss", text);
  first.push(once.cpu);
  for (let run = 0; run < Number(values.runs); run++) {
    const again = await request(run % 4 === 3 ? "atom" : "rss", text);
    later.push(again.cpu);
    wall.push(again.wall);
  }
}
const stats = (list: number[]) => {
  const sorted = [...list].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))].toFixed(1);
  if (sorted.length === 0) return "none";
  return `p50 ${at(0.5)}, p95 ${at(0.95)}, max ${sorted[sorted.length - 1].toFixed(1)} ms`;
};
console.log(`first request of each search: cpu ${stats(first)}`);
console.log(
  `${values.cold ? "later requests, each after a new generation" : "later requests"}: cpu ${stats(later)}; wall ${stats(wall)}`,
);
db.$client.close();
