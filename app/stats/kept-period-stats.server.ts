/**
 * The statistics of the periods everyone asks for, summed by the background refresh and kept in
 * publication_stats_periods (db/schema.ts): the whole history (the home page's categories, the
 * statistics API) and /stats's preset periods, its default among them. At 1M decisions summing
 * the whole history took the first visitor after each hourly refresh about 1.5 s on a loaded
 * machine; now the refresh pays it, and a visitor reads one row by its key
 * (docs/decisions/119-kept-period-stats-and-per-build-routes.md).
 */
import type { Db } from "#db/client";
import { periodPresets, type StatsPeriod } from "./period";
import {
  sumPublicationStats,
  WHOLE_HISTORY,
  type OrganizationStatsRow,
  type PublicationStats,
  type StatsRow,
} from "./period-stats.server";
import { raiseStatsGeneration } from "./stats-generation.server";

export const periodKey = (period: StatsPeriod): string => `${period.from}..${period.to}`;

/** The whole history and /stats's preset periods at `now` (the first preset is its default). */
export function keptPeriods(now: number): StatsPeriod[] {
  const periods = [WHOLE_HISTORY, ...periodPresets(now).map(({ from, to }) => ({ from, to }))];
  return periods.filter((period, i) => periods.findIndex((p) => periodKey(p) === periodKey(period)) === i);
}

/**
 * Sums every kept period from the aggregates and replaces the kept rows in one transaction that
 * raises the aggregates' generation, so every process reads the new rows at once. Run by the
 * refresh after the months, every time: the labels and categories of organisations may have
 * changed even when no month did. `pause` runs between two periods.
 */
export async function keepPeriodStats(db: Db, now: number, pause?: () => Promise<void>): Promise<void> {
  const kept: PublicationStats[] = [];
  for (const period of keptPeriods(now)) {
    kept.push(sumPublicationStats(db, period, now));
    if (pause) await pause();
  }
  const insert = db.$client.prepare(
    "INSERT INTO publication_stats_periods (period, stats, organizations, computed_at) VALUES (?, ?, ?, ?)",
  );
  db.$client
    .transaction(() => {
      db.$client.prepare("DELETE FROM publication_stats_periods").run();
      for (const { perOrganization, ...stats } of kept) {
        insert.run(periodKey(stats.period), JSON.stringify(stats), JSON.stringify(perOrganization), now);
      }
      raiseStatsGeneration(db);
    })
    .immediate();
}

/** A kept period's statistics, or undefined when the refresh has not kept it. */
export function keptPublicationStats(db: Db, period: StatsPeriod): PublicationStats | undefined {
  const row = db.$client
    .prepare("SELECT stats, organizations FROM publication_stats_periods WHERE period = ?")
    .get(periodKey(period)) as { stats: string; organizations: string } | undefined;
  if (!row) return undefined;
  const perOrganization = JSON.parse(row.organizations) as OrganizationStatsRow[];
  return { ...(JSON.parse(row.stats) as Omit<PublicationStats, "perOrganization">), perOrganization };
}

export interface WholeHistory {
  perType: StatsRow[];
  perCategory: StatsRow[];
}

/**
 * Publications per type and category over the whole history, without the organisations; none
 * before the refresh first kept them (it runs as the server starts), as the aggregates themselves.
 */
export function keptWholeHistory(db: Db): WholeHistory {
  const stats = db.$client
    .prepare("SELECT stats FROM publication_stats_periods WHERE period = ?")
    .pluck()
    .get(periodKey(WHOLE_HISTORY)) as string | undefined;
  if (stats === undefined) return { perType: [], perCategory: [] };
  const { perType, perCategory } = JSON.parse(stats) as WholeHistory;
  return { perType, perCategory };
}
