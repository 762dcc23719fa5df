/**
 * The home page's charts (SPEC §2 "Home page", issue 16): publications per Athens day over the
 * last 30 days, and publications per organisation category. A visitor never pays for them: both
 * are read from the aggregates the background worker refreshes hourly (the daily ones of
 * ./daily-publication-stats.server.ts, the monthly ones of ./publication-stats.server.ts), at
 * most once an hour per process, again when the Athens day changes (so the last day of the line
 * is always today), and again as soon as the worker has rebuilt some of them
 * (./stats-generation.server.ts).
 *
 * A publication is a decision with `published_at` set: the first publication gives the ADA and
 * the time, and a later revocation does not undo it (the KPI counts what is public now).
 */
import { getDb } from "#db/client";
import { memoCachePerConnection } from "#shared/cache";
import { addDays, todayInAthens } from "#shared/dates";
import { KPI_TTL_MS } from "./kpi.server";
import { statsGeneration } from "./stats-generation.server";
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
 * Publications per Athens day, oldest first, the last day being `today`, read from the daily
 * aggregates (./daily-publication-stats.server.ts): at most 30 rows on the primary key (or, for
 * one organisation, on its index), however large the register. A day without a row had no
 * publication when the aggregates were last refreshed: 0.
 */
export function publicationsPerDay(
  today: string,
  { days = CHART_DAYS, orgUid }: { days?: number; orgUid?: string } = {},
): DayCount[] {
  const first = addDays(today, 1 - days);
  const rows = (
    orgUid
      ? getDb()
          .$client.prepare(
            `SELECT day, count FROM publication_stats_by_org_day INDEXED BY publication_stats_by_org_day_org_idx
             WHERE org_uid = ? AND day BETWEEN ? AND ?`,
          )
          .all(orgUid, first, today)
      : getDb()
          .$client.prepare("SELECT day, publications AS count FROM publication_stats_days WHERE day BETWEEN ? AND ?")
          .all(first, today)
  ) as DayCount[];
  const counts = new Map(rows.map((r) => [r.day, r.count]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(first, i);
    return { day, count: counts.get(day) ?? 0 };
  });
}

type DayLine = Pick<HomeCharts, "perDay" | "computedAt">;

function computeDayLine(now: number): DayLine {
  return { perDay: publicationsPerDay(todayInAthens(now)), computedAt: now };
}

// The wall clock, the one that names the Athens day too (and that tests can set).
// Per connection: the generation and the day say nothing about which database was read.
const cache = memoCachePerConnection<string, DayLine>({ max: 1, ttlMs: KPI_TTL_MS, now: () => Date.now() });

/**
 * The charts: the daily line read at most hourly (keyed by the aggregates' generation and the
 * Athens day, so a refresh or midnight starts a new line); the categories summed from the monthly
 * aggregates through the same hourly cache as /stats and /static/api/search/countperorgcategory,
 * so the three show the same numbers. The background worker (./stats-refresh.server.ts) brings
 * both aggregates up to date hourly.
 */
export function getHomeCharts(now = Date.now()): HomeCharts {
  const db = getDb();
  const line = cache.of(db.$client).get(`${statsGeneration(db)}:${todayInAthens(now)}`, () => computeDayLine(now));
  return { ...line, perCategory: allTimeBreakdown().perCategory };
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetHomeCharts(): void {
  cache.clear();
}
