/**
 * The scan of a common text in process (decision record 120): time to its first rows and to its
 * end, the most rows its stream into publication order holds at once, and the heap growth, for
 * the plan that lists and sorts every match first (the plan before 120, forced here by a held
 * limit of 0) and for the stream. Read only.
 *
 *   npx tsx bench/export-scan-order.ts --database /tmp/…1m.db [--text δαπανης] [--rows 200000]
 */
import { parseArgs } from "node:util";
import { openScan, type ScanOptions } from "#search/fts5-scan";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    text: { type: "string", default: "δαπανης" },
    rows: { type: "string", default: "0" },
  },
});
if (!values.database) throw new Error("--database is required");
const file = values.database;
const limit = Number(values.rows) || Infinity;

function run(label: string, options: ScanOptions) {
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  let heapPeak = heapBefore;
  const started = performance.now();
  const scan = openScan(file, { text: values.text, sort: "recent" }, { lists: false, ...options });
  let first = 0;
  let rows = 0;
  let previous: [number, number] | null = null;
  for (let batch = scan.next(500); batch.length && rows < limit; batch = scan.next(500)) {
    if (!first) first = performance.now() - started;
    for (const d of batch) {
      // The order the file promises: newest first, ties by id.
      if (previous && (d.publishedAt > previous[0] || (d.publishedAt === previous[0] && d.decisionId >= previous[1])))
        throw new Error(`${label}: out of order at row ${rows}`);
      previous = [d.publishedAt, d.decisionId];
      rows++;
    }
    if (rows % 50_000 < 500) heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  }
  scan.close();
  const total = performance.now() - started;
  console.log(
    JSON.stringify({
      label,
      rows,
      firstRowsMs: Math.round(first),
      totalMs: Math.round(total),
      rowsPerSecond: Math.round(rows / (total / 1000)),
      heapGrowthMiB: Math.round((heapPeak - heapBefore) / 2 ** 20),
    }),
  );
}

run("sorted first (before)", { limits: { heldMax: 0 } });
run("streamed (after)", {});
run("sorted first (before)", { limits: { heldMax: 0 } });
run("streamed (after)", {});
