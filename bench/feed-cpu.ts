/**
 * The CPU of one search feed, in process (issue 12: a feed of a search p95 ≤ 20 ms): what the
 * loaders of /search/rss and /search/atom do, called directly, no HTTP, over a database, for the searches
 * bench/export.ts's feed latency asks. Prints CPU and wall per request (p50, p95, max), the first
 * request of each search apart (the engine's per-generation caches start empty), and with
 * `--cold` every request after a new index generation (as after any publication: nothing the
 * engine keeps per generation is kept, and nothing says what changed; this writes to the database,
 * so give it a copy). With `--published`, every request comes after a real publication in the index:
 * a new decision (a copy of one of the newest 2,000, so some match the feed's words) entered through
 * the engine as publishing does, outside the measured CPU (decision 138: a feed's first page is
 * corrected from it).
 *
 *   npx tsx bench/feed-cpu.ts --database /tmp/…db [--runs 10] [--cold | --published]
 *   node --cpu-prof --import tsx bench/feed-cpu.ts --database …    # a profile to read
 */
import { parseArgs } from "node:util";
import { openDatabase, setDb } from "#db/client";
import { searchFeed } from "#app/feeds/feed.server";
import { lazyFeedResponse } from "#app/http/feed-response.server";
import { createFts5Engine } from "#search/fts5";
import { DOC_COLUMNS, type DocRow, toDocument } from "#search/fts5-sql";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    runs: { type: "string", default: "10" },
    cold: { type: "boolean", default: false },
    published: { type: "boolean", default: false },
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

/** One more publication in the index: a copy of a recent decision, newer than every other. */
const publish = values.published
  ? (() => {
      const engine = createFts5Engine(db);
      const recent = db.$client
        .prepare(`SELECT ${DOC_COLUMNS} FROM search_docs d ORDER BY d.published_at DESC LIMIT 2000`)
        .all() as DocRow[];
      const newest = db.$client.prepare(`SELECT max(decision_id), max(published_at) FROM search_docs`).raw();
      let n = 0;
      return () => {
        const [id, at] = newest.get() as [number, number];
        const like = toDocument(recent[(n++ * 7919) % recent.length]);
        engine.index({
          ...like,
          decisionId: id + 1,
          ada: `ΒΕΝΣΗ-${id + 1}`,
          publishedAt: at + 1000,
          updatedAt: at + 1000,
        });
      };
    })()
  : null;

const cpuMs = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function request(format: "rss" | "atom", text: string): Promise<{ cpu: number; wall: number }> {
  const url = `http://bench/search/${format}?query=${encodeURIComponent(text)}`;
  bump?.run();
  publish?.();
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
  `${values.cold ? "later requests, each after a new generation" : values.published ? "later requests, each after a publication" : "later requests"}: cpu ${stats(later)}; wall ${stats(wall)}`,
);
db.$client.close();
