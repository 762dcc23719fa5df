/**
 * The export's own cost, in process, without HTTP or compression (issue 12's profiling aid):
 * drains /search/export's stream for each format over a database and prints rows per CPU second
 * and per wall second. On a shared machine, CPU seconds are the steadier figure.
 *
 *   npx tsx bench/export-cpu.ts --database /tmp/…db [--formats json,csv] [--query δαπανης]
 *   node --cpu-prof --import tsx bench/export-cpu.ts --database …           # a profile to read
 *   … --first-rows [--runs 7]   # only CPU and wall time until the first rows' bytes (medians)
 */
import { parseArgs } from "node:util";
import { openDatabase, setDb } from "#db/client";
import { createFts5Engine } from "#search/fts5";
import { exportSearch } from "#app/search-page/export.server";

const { values } = parseArgs({
  options: {
    database: { type: "string" },
    formats: { type: "string", default: "json,xml,csv,xls" },
    query: { type: "string", default: "" },
    "first-rows": { type: "boolean", default: false },
    runs: { type: "string", default: "7" },
  },
});
if (!values.database) throw new Error("--database is required");
const db = openDatabase(values.database);
setDb(db);
const engine = createFts5Engine(db);
const query = values.query ? `&query=${encodeURIComponent(values.query)}` : "";

/** What shows that a decision's bytes have been written, per format (the workbook: not measured). */
const ROW_MARK: Record<string, string> = { json: '"ada":', xml: "<ada>", csv: "https://" };

/**
 * CPU and wall time from the request to the first written rows, in process: what a loaded
 * machine's wall clock hides (decision record 125). Medians of `runs`.
 */
async function firstRows(format: string): Promise<void> {
  const cpu: number[] = [];
  const wall: number[] = [];
  for (let run = 0; run < Number(values.runs); run++) {
    const before = process.cpuUsage();
    const started = performance.now();
    const outcome = await exportSearch(new URL(`http://bench/search/export?wt=${format}${query}`), {
      origin: "https://apofaseis.example.gr",
      engine,
      databaseFile: values.database!,
    });
    if (outcome.kind !== "ok") throw new Error(outcome.kind);
    const reader = outcome.stream.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) throw new Error(`${format}: no row`);
      if (Buffer.from(value).toString("utf8").includes(ROW_MARK[format])) break;
    }
    const used = process.cpuUsage(before);
    wall.push(performance.now() - started);
    cpu.push((used.user + used.system) / 1000);
    await reader.cancel();
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[list.length >> 1];
  console.log(
    `${format.padEnd(4)} first rows: cpu ${median(cpu).toFixed(1)} ms, wall ${median(wall).toFixed(1)} ms ` +
      `(medians of ${values.runs}; the wall includes the 10 ms the lead is given to leave)`,
  );
}

for (const format of values["first-rows"] ? [] : values.formats.split(",")) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const outcome = await exportSearch(new URL(`http://bench/search/export?wt=${format}${query}`), {
    origin: "https://apofaseis.example.gr",
    engine,
    databaseFile: values.database,
  });
  if (outcome.kind !== "ok") throw new Error(outcome.kind);
  let bytes = 0;
  let rows = 0;
  let tail = "";
  const reader = outcome.stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.length;
    if (format !== "xls") tail = (tail + Buffer.from(value.subarray(-200)).toString("utf8")).slice(-200);
    if (format === "csv") for (let i = value.indexOf(10); i !== -1; i = value.indexOf(10, i + 1)) rows++;
  }
  const wall = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  const cpuSeconds = (used.user + used.system) / 1e6;
  // The file's own count (rowCount in JSON and XML); for the workbook, the search's total.
  const rowCount = /"rowCount":(\d+)|<rowCount>(\d+)<\/rowCount>/.exec(tail)?.slice(1).find(Boolean);
  const searchTotal = () => engine.search({ text: values.query, size: 1, facets: [] }).total;
  const total = format === "csv" ? rows - 1 : format === "xls" ? searchTotal() : Number(rowCount ?? NaN);
  console.log(
    `${format.padEnd(4)} ${String(total).padStart(8)} rows  ${(bytes / 2 ** 20).toFixed(0).padStart(4)} MiB  ` +
      `wall ${wall.toFixed(2)} s  cpu ${cpuSeconds.toFixed(2)} s  ` +
      `${Math.round(Number(total) / cpuSeconds).toLocaleString("en")} rows/cpu-s  ${Math.round(Number(total) / wall).toLocaleString("en")} rows/s`,
  );
}
if (values["first-rows"]) for (const format of values.formats.split(",")) await firstRows(format);
db.$client.close();
