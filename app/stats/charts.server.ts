/**
 * The home page's charts (SPEC §2 "Home page", issue 16): publications per Athens day over the
 * last 30 days, and publications per organisation category. A visitor never pays for them: the
 * line is one SQL statement over an index, computed at most once an hour per process (and again
 * when the Athens day changes, so the last day of the line is always today); the categories are
 * read from the hourly monthly aggregates (./publication-stats.server.ts), which already hold them.
 *
 * A publication is a decision with `published_at` set: the first publication gives the ADA and
 * the time, and a later revocation does not undo it (the KPI counts what is public now).
 */
import { getDb } from "#db/client";
import { memoCache } from "#shared/cache";
import { addDays, athensDayStart, todayInAthens } from "#shared/dates";
import { KPI_TTL_MS } from "./kpi.server";
import { allTimeBreakdown } from "./stats-page.server";

export const CHART_DAYS = 30;

export interface DayCount {
  /** The Athens day, `YYYY-MM-DD`. */
  day: string;
  count: number;
}

export interface CategoryCount {
  uid: string;
  label: string;
  count: number;
}

export interface HomeCharts {
  perDay: DayCount[];
  perCategory: CategoryCount[];
  computedAt: number;
}

/**
 * Publications per Athens day, oldest first, the last day being `today`. One statement: each day
 * is a range count on decisions_published_idx (published_at, id), so it reads only the index
 * entries of the 30 days, however large the register. Day bounds come from shared/dates.ts
 * because a day in Athens is 23 or 25 hours long on the nights the clocks change.
 */
export function publicationsPerDay(
  today: string,
  { days = CHART_DAYS, orgUid, publishedBy }: { days?: number; orgUid?: string; publishedBy?: number } = {},
): DayCount[] {
  const bounds = Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return [day, athensDayStart(day), athensDayStart(addDays(day, 1))] as const;
  });
  // `publishedBy` counts the register as it stood at one moment, so that figures computed at
  // different times (the whole register's, cached hourly, and one organisation's) agree.
  const cutoff = publishedBy ?? Number.MAX_SAFE_INTEGER;
  // One organisation's days (the statistics API's ?org=): the same range counts on its own index.
  const count = orgUid
    ? `SELECT count(*) FROM decisions INDEXED BY decisions_org_published_idx
       WHERE org_uid = ? AND published_at >= days.start AND published_at < min(days.end, ?)`
    : `SELECT count(*) FROM decisions INDEXED BY decisions_published_idx
       WHERE published_at >= days.start AND published_at < min(days.end, ?)`;
  const rows = getDb()
    .$client.prepare(
      `WITH days(day, start, end) AS (VALUES ${bounds.map(() => "(?, ?, ?)").join(", ")})
       SELECT day, (${count}) AS count FROM days ORDER BY day`,
    )
    .all(...bounds.flat(), ...(orgUid ? [orgUid] : []), cutoff + 1) as DayCount[];
  return rows;
}

type DayLine = Pick<HomeCharts, "perDay" | "computedAt">;

function computeDayLine(now: number): DayLine {
  return { perDay: publicationsPerDay(todayInAthens(now), { publishedBy: now }), computedAt: now };
}

// The wall clock, the one that names the Athens day too (and that tests can set).
const cache = memoCache<string, DayLine>({ max: 1, ttlMs: KPI_TTL_MS, now: () => Date.now() });

/**
 * The charts: the daily line computed at most hourly (keyed by the Athens day, so midnight starts
 * a new line); the categories summed from the monthly aggregates, which the background worker
 * brings up to date hourly (./stats-refresh.server.ts), read through the same hourly cache as
 * /stats and /static/api/search/countperorgcategory, so the three show the same numbers.
 */
export function getHomeCharts(now = Date.now()): HomeCharts {
  const line = cache.get(todayInAthens(now), () => computeDayLine(now));
  return { ...line, perCategory: allTimeBreakdown().perCategory };
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetHomeCharts(): void {
  cache.clear();
}
