/**
 * Publications per Athens day, kept as small aggregates (db/schema.ts publication_stats_days and
 * publication_stats_by_org_day) so that the home page's line of the last 30 days and the
 * statistics API's per-day figures never count decisions on a visitor's request (issue 16,
 * docs/decisions/101-daily-publication-stats.md).
 *
 * The background refresh (./publication-stats.server.ts) already counts each month's
 * publications on decisions_published_idx; it hands that number here. A month whose day rows add
 * up to it is left alone (one read of at most 31 aggregate rows). Otherwise the month's days are
 * counted on the same index and only the days whose number changed are rebuilt: counted first,
 * then written in one short transaction (as a month's rows are). Day bounds come from shared/dates.ts: an Athens day is 23 or 25 hours long on the
 * nights the clocks change.
 *
 * Derived data, like the monthly rows: rebuilding them writes no audit row.
 */
import type { Db } from "#db/client";
import { addDays, addMonths, athensDayStart } from "#shared/dates";
import { raiseStatsGeneration } from "./stats-generation.server";

interface DayBounds {
  day: string;
  start: number;
  end: number;
}

/** Every day of a `YYYY-MM` month with its Athens bounds. */
function daysOfMonth(month: string): DayBounds[] {
  const days: DayBounds[] = [];
  for (let day = `${month}-01`; day.startsWith(month); day = addDays(day, 1)) {
    days.push({ day, start: athensDayStart(day), end: athensDayStart(addDays(day, 1)) });
  }
  return days;
}

/** What the month's day rows add up to. */
function storedMonthTotal(db: Db, month: string): number {
  return db.$client
    .prepare("SELECT coalesce(sum(publications), 0) FROM publication_stats_days WHERE day >= ? AND day < ?")
    .pluck()
    .get(`${month}-01`, `${addMonths(month, 1)}-01`) as number;
}

/** Each day's publications now: one range count per day on decisions_published_idx (index entries only). */
function countedDays(db: Db, days: DayBounds[]): Map<string, number> {
  const rows = db.$client
    .prepare(
      `WITH days(day, start, end) AS (VALUES ${days.map(() => "(?, ?, ?)").join(", ")})
       SELECT day, (SELECT count(*) FROM decisions INDEXED BY decisions_published_idx
                    WHERE published_at >= days.start AND published_at < days.end) AS n
       FROM days`,
    )
    .all(...days.flatMap((d) => [d.day, d.start, d.end])) as { day: string; n: number }[];
  return new Map(rows.map((r) => [r.day, r.n]));
}

function storedDays(db: Db, month: string): Map<string, number> {
  const rows = db.$client
    .prepare("SELECT day, publications AS n FROM publication_stats_days WHERE day >= ? AND day < ?")
    .all(`${month}-01`, `${addMonths(month, 1)}-01`) as { day: string; n: number }[];
  return new Map(rows.map((r) => [r.day, r.n]));
}

/** Publications per organisation in a time range, as counted rows (months and days alike). */
export interface OrgCount {
  key: string;
  n: number;
}

/**
 * A counter of the publications per organisation between two instants, on decisions_published_idx:
 * prepared once, called for a month (./publication-stats.server.ts) or for each changed day.
 */
export function publicationsPerOrg(db: Db): (start: number, end: number) => OrgCount[] {
  const statement = db.$client.prepare(
    `SELECT d.org_uid AS key, count(*) AS n
     FROM decisions d INDEXED BY decisions_published_idx
     WHERE d.published_at >= ? AND d.published_at < ?
     GROUP BY d.org_uid`,
  );
  return (start, end) => statement.all(start, end) as OrgCount[];
}

/** Rewrites one day's rows (inside the month's transaction); a day left without publications keeps no row. */
function rewriteDay(db: Db, day: string, byOrg: OrgCount[], publications: number, now: number): void {
  db.$client.prepare("DELETE FROM publication_stats_by_org_day WHERE day = ?").run(day);
  const insert = db.$client.prepare("INSERT INTO publication_stats_by_org_day (day, org_uid, count) VALUES (?, ?, ?)");
  for (const { key, n } of byOrg) insert.run(day, key, n);
  if (publications === 0) {
    db.$client.prepare("DELETE FROM publication_stats_days WHERE day = ?").run(day);
    return;
  }
  db.$client
    .prepare(
      `INSERT INTO publication_stats_days (day, publications, computed_at) VALUES (?, ?, ?)
       ON CONFLICT (day) DO UPDATE SET publications = excluded.publications, computed_at = excluded.computed_at`,
    )
    .run(day, publications, now);
}

/**
 * Brings the days of `month` up to date, given the month's publications as counted now; returns
 * how many days were rebuilt.
 */
export function refreshDaysOfMonth(db: Db, month: string, publications: number, now = Date.now()): number {
  if (storedMonthTotal(db, month) === publications) return 0;
  const days = daysOfMonth(month);
  const counted = countedDays(db, days);
  const stored = storedDays(db, month);
  const changed = days.filter((d) => (stored.get(d.day) ?? 0) !== (counted.get(d.day) ?? 0));
  // Counted in a read transaction, which holds no lock; then one short write transaction for the
  // month's changed days, as for a month's rows (./publication-stats.server.ts, decision 165).
  const byOrg = db.$client.transaction(() => {
    const perOrg = publicationsPerOrg(db);
    return new Map(changed.map((d) => [d.day, perOrg(d.start, d.end)]));
  })();
  db.$client.transaction(() => {
    for (const { day } of changed) rewriteDay(db, day, byOrg.get(day) ?? [], counted.get(day) ?? 0, now);
    if (changed.length > 0) raiseStatsGeneration(db);
  })();
  return changed.length;
}
