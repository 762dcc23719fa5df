/**
 * Publication statistics kept as small monthly aggregates (db/schema.ts publication_stats_*):
 * per Athens month and decision type, and per month and organisation; and, through
 * ./daily-publication-stats.server.ts, per Athens day. The /stats page, the home page and the
 * statistics API sum a few hundred or thousand of these rows instead of counting a million
 * decisions on a visitor's request.
 *
 * A month's rows are rebuilt when the number of publications in that month differs from the
 * number they were built from. That number is a range count on decisions_published_idx (only
 * index entries, no table rows), so checking every month is cheap; rebuilding one month reads
 * that month's decisions once. The background worker checks hourly, one month at a time, so a
 * first build at a million decisions never holds the server for more than one month's work.
 *
 * These rows are derived data, like the search index: rebuilding them is not a change of the
 * register's state, so it writes no audit row.
 */
import type { Db } from "#db/client";
import { addMonths, athensMonth, athensMonthStart } from "#shared/dates";
import { publicationsPerOrg, refreshDaysOfMonth } from "./daily-publication-stats.server";
import { keepPeriodStats } from "./kept-period-stats.server";
import { raiseStatsGeneration } from "./stats-generation.server";

interface MonthBounds {
  month: string;
  start: number;
  end: number;
}

function boundsOf(month: string): MonthBounds {
  return { month, start: athensMonthStart(month), end: athensMonthStart(addMonths(month, 1)) };
}

/** Every month from the first publication's to the current one, oldest first; none without publications. */
export function publicationMonths(db: Db, now = Date.now()): string[] {
  const first = db.$client
    .prepare(
      "SELECT min(published_at) AS at FROM decisions INDEXED BY decisions_published_idx WHERE published_at IS NOT NULL",
    )
    .get() as { at: number | null };
  if (first.at === null) return [];
  const months: string[] = [];
  const last = athensMonth(Math.max(now, first.at));
  for (let m = athensMonth(first.at); m <= last; m = addMonths(m, 1)) months.push(m);
  return months;
}

function publicationsIn(db: Db, { start, end }: MonthBounds): number {
  const row = db.$client
    .prepare(
      "SELECT count(*) AS n FROM decisions INDEXED BY decisions_published_idx WHERE published_at >= ? AND published_at < ?",
    )
    .get(start, end) as { n: number };
  return row.n;
}

function builtFrom(db: Db, month: string): number | null {
  const row = db.$client.prepare("SELECT publications FROM publication_stats_months WHERE month = ?").get(month) as
    { publications: number } | undefined;
  return row ? row.publications : null;
}

/**
 * Rebuilds one month's rows. The month's decisions are counted first, in a read transaction that
 * holds no lock (WAL); only the writing of the counted rows takes the write lock, briefly. Counted
 * inside the write transaction, a month of 10,000,000 decisions held the lock past the other web
 * processes' busy timeout (5 s), and their background writes failed (decision 165). A publication
 * between the counting and the writing is caught by the next refresh: the stored total no longer
 * matches the count.
 */
function rebuildMonth(db: Db, bounds: MonthBounds, publications: number, now: number): void {
  const { month, start, end } = bounds;
  const counted = db.$client.transaction(() => ({
    byType: db.$client
      .prepare(
        `SELECT v.decision_type_uid AS key, count(*) AS n
         FROM decisions d INDEXED BY decisions_published_idx
         JOIN decision_versions v ON v.version_id = d.latest_version_id
         WHERE d.published_at >= ? AND d.published_at < ?
         GROUP BY v.decision_type_uid`,
      )
      .all(start, end) as { key: string; n: number }[],
    byOrg: publicationsPerOrg(db)(start, end),
  }))();
  db.$client.transaction(() => {
    db.$client.prepare("DELETE FROM publication_stats_by_type WHERE month = ?").run(month);
    db.$client.prepare("DELETE FROM publication_stats_by_org WHERE month = ?").run(month);
    const byType = db.$client.prepare(
      "INSERT INTO publication_stats_by_type (month, decision_type_uid, count) VALUES (?, ?, ?)",
    );
    for (const { key, n } of counted.byType) byType.run(month, key, n);
    const byOrg = db.$client.prepare("INSERT INTO publication_stats_by_org (month, org_uid, count) VALUES (?, ?, ?)");
    for (const { key, n } of counted.byOrg) byOrg.run(month, key, n);
    db.$client
      .prepare(
        `INSERT INTO publication_stats_months (month, publications, computed_at) VALUES (?, ?, ?)
         ON CONFLICT (month) DO UPDATE SET publications = excluded.publications, computed_at = excluded.computed_at`,
      )
      .run(month, publications, now);
    raiseStatsGeneration(db);
  })();
}

export interface RefreshReport {
  /** Months checked. */
  checked: number;
  /** Months rebuilt. */
  rebuilt: number;
  /** Days rebuilt (./daily-publication-stats.server.ts). */
  daysRebuilt: number;
}

/** Brings one month and its days up to date, counting its publications once for both. */
export function refreshMonth(db: Db, month: string, now = Date.now()): Omit<RefreshReport, "checked"> {
  const bounds = boundsOf(month);
  const publications = publicationsIn(db, bounds);
  const rebuilt = builtFrom(db, month) === publications ? 0 : 1;
  if (rebuilt) rebuildMonth(db, bounds, publications, now);
  return { rebuilt, daysRebuilt: refreshDaysOfMonth(db, month, publications, now) };
}

/**
 * Checks every month, rebuilding those that changed, then sums the periods everyone asks for and
 * keeps them (./kept-period-stats.server.ts). `pause` runs between months and between periods (the
 * worker passes a yield to the event loop, so requests are answered between them).
 */
export async function refreshPublicationStats(
  db: Db,
  options: { now?: number; pause?: () => Promise<void> } = {},
): Promise<RefreshReport> {
  const now = options.now ?? Date.now();
  const report: RefreshReport = { checked: 0, rebuilt: 0, daysRebuilt: 0 };
  for (const month of publicationMonths(db, now)) {
    report.checked++;
    const { rebuilt, daysRebuilt } = refreshMonth(db, month, now);
    report.rebuilt += rebuilt;
    report.daysRebuilt += daysRebuilt;
    if (options.pause) await options.pause();
  }
  await keepPeriodStats(db, now, options.pause);
  return report;
}
