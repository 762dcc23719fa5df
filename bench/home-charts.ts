/**
 * The cold cost of the home page's hourly figures (charts and organisation tabs) on a seeded
 * database: each is read once per hour per process, and this prints what that once costs, after
 * what the background worker's refresh of the aggregates costs (a first build, then an hourly
 * run with nothing new).
 *
 *   DATABASE_PATH=/tmp/x.db npm run seed -- --decisions 1000000
 *   DATABASE_PATH=/tmp/x.db npx tsx bench/home-charts.ts
 */
import { performance } from "node:perf_hooks";
import { getDb } from "#db/client";
import { organizationsOfCategory } from "#app/stats/category-organizations.server";
import { publicationsPerDay } from "#app/stats/charts.server";
import { HOME_CATEGORIES } from "#app/stats/org-categories";
import { refreshPublicationStats } from "#app/stats/publication-stats.server";
import { allTimeBreakdown } from "#app/stats/stats-page.server";
import { todayInAthens } from "#shared/dates";

function time<T>(label: string, run: () => T, describe: (value: T) => string): void {
  const start = performance.now();
  const value = run();
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms   ${describe(value)}`);
}

const decisions = getDb().$client.prepare("SELECT count(*) FROM decisions").pluck().get() as number;
console.log(`${decisions.toLocaleString("el-GR")} πράξεις στη βάση`);
async function timeRefresh(label: string): Promise<void> {
  const start = performance.now();
  const report = await refreshPublicationStats(getDb());
  const ms = performance.now() - start;
  console.log(`${label.padEnd(34)} ${ms.toFixed(1).padStart(8)} ms   ${JSON.stringify(report)}`);
}

await timeRefresh("refresh of the aggregates");
await timeRefresh("refresh again, nothing new");
const today = todayInAthens();
time(
  "publications per day (30 days)",
  () => publicationsPerDay(today),
  (rows) => `${rows.reduce((s, r) => s + r.count, 0)} αναρτήσεις`,
);
time(
  "publications per category (aggregates)",
  () => allTimeBreakdown().perCategory,
  (rows) => `${rows.length} κατηγορίες`,
);
for (const c of HOME_CATEGORIES) {
  time(
    `organisations: ${c.uid}`,
    () => organizationsOfCategory(c.uid),
    (rows) => `${rows.length} φορείς`,
  );
}
