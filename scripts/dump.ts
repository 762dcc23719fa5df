/**
 * npm run dump -- [--database path] [--dir path] [--day YYYY-MM-DD]
 *
 * Writes today's (Athens) bulk dump of every public decision: DUMP_DIR/decisions-DAY.jsonl.gz
 * (one JSON line per decision, oldest first, the export's fields) and its .sha256, and deletes
 * dumps older than DUMP_KEEP_DAYS (app/export/dump.server.ts). Safe while the server runs: it
 * reads one snapshot through a read-only connection. Run it daily (cron, a systemd timer); run
 * again the same day, it replaces that day's dump.
 */
import { parseArgs } from "node:util";
import { publicBaseUrl } from "#app/http/public-url";
import { writeDump } from "#app/export/dump.server";
import { config } from "#config/env";
import { databasePath } from "#db/client";
import { todayInAthens } from "#shared/dates";

const { values } = parseArgs({
  options: { database: { type: "string" }, dir: { type: "string" }, day: { type: "string" } },
});

const result = await writeDump({
  databaseFile: values.database ?? databasePath(),
  dir: values.dir ?? config().DUMP_DIR,
  day: values.day ?? todayInAthens(),
  origin: publicBaseUrl(),
  keepDays: config().DUMP_KEEP_DAYS,
});
console.log(
  `${result.file}: ${result.rows.toLocaleString("en")} decisions, ${(result.bytes / 2 ** 20).toFixed(1)} MiB, ` +
    `${result.seconds.toFixed(1)} s (${Math.round(result.rows / result.seconds).toLocaleString("en")}/s), sha256 ${result.sha256}` +
    (result.removed.length ? `; removed ${result.removed.join(", ")}` : ""),
);
