/**
 * What /stats and the statistics API show for a period: publications per month, per decision
 * type, per organisation category and per organisation. The whole history and /stats's preset
 * periods (its default among them) are summed by the background refresh and only read here
 * (./kept-period-stats.server.ts), as is any period spanning the whole history; another period of
 * the visitor's own choice is summed from the monthly aggregates on request (the months of the
 * period that have publications, at most MAX_PERIOD_MONTHS). Either is kept in
 * memory for an hour per period, or until a refresh changes the aggregates
 * (./stats-generation.server.ts). The internal figures for users with PERM_VIEW_STATS are in
 * ./internal-stats.server.ts.
 */
import type { AccessEntry } from "#app/access/permissions";
import { getDb, type Db } from "#db/client";
import { memoCachePerConnection } from "#shared/cache";
import { internalFigures, type InternalFigures } from "./internal-stats.server";
import { keptPublicationStats, keptWholeHistory, periodKey, type WholeHistory } from "./kept-period-stats.server";
import { KPI_TTL_MS } from "./kpi.server";
import { monthsBetween, periodPresets, type PeriodPreset, type StatsPeriod } from "./period";
import { sumPublicationStats, WHOLE_HISTORY, type PublicationStats } from "./period-stats.server";
import { statsGeneration } from "./stats-generation.server";

// Per connection: a generation number says nothing about which database it counts.
const cache = memoCachePerConnection<string, PublicationStats>({ max: 200, ttlMs: KPI_TTL_MS });

export function publicationStats(period: StatsPeriod, now = Date.now()): PublicationStats {
  const db = getDb();
  return cache
    .of(db.$client)
    .get(
      `${statsGeneration(db)}:${periodKey(period)}`,
      () => keptPublicationStats(db, period) ?? spanningHistory(db, period) ?? sumPublicationStats(db, period, now),
    );
}

/**
 * A period that starts before the first month with publications and ends after the last one (such
 * as 2000-01 to 2040-12) has the whole history's figures, which the refresh kept: only its months
 * are listed anew.
 */
function spanningHistory(db: Db, period: StatsPeriod): PublicationStats | undefined {
  const whole = keptPublicationStats(db, WHOLE_HISTORY);
  const first = whole?.perMonth[0]?.month;
  const last = whole?.perMonth.at(-1)?.month;
  if (!whole || !first || !last || period.from > first || period.to < last) return undefined;
  const counts = new Map(whole.perMonth.map((m) => [m.month, m.count]));
  const perMonth = monthsBetween(period.from, period.to).map((month) => ({ month, count: counts.get(month) ?? 0 }));
  return { ...whole, period, perMonth };
}

const wholeHistory = memoCachePerConnection<number, WholeHistory>({ max: 1, ttlMs: KPI_TTL_MS });

/** Publications per type and category over the register's whole history, as the refresh kept them. */
export function allTimeBreakdown(): WholeHistory {
  const db = getDb();
  return wholeHistory.of(db.$client).get(statsGeneration(db), () => keptWholeHistory(db));
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetPublicationStats(): void {
  cache.clear();
  wholeHistory.clear();
}

/** Organisations listed on the page; the download has them all. */
export const TOP_ORGANIZATIONS = 20;

export interface StatsPage {
  /** The period's figures, with the most active TOP_ORGANIZATIONS organisations only. */
  stats: PublicationStats;
  /** How many organisations published in the period (all of them are in the download). */
  organizationCount: number;
  presets: PeriodPreset[];
  /** For users with PERM_VIEW_STATS; empty for everyone else. */
  internal: InternalFigures[];
}

/** Everything /stats shows, for one viewer (null: anonymous) and period. */
export function statsPage(access: readonly AccessEntry[] | null, period: StatsPeriod, now = Date.now()): StatsPage {
  const stats = publicationStats(period, now);
  return {
    stats: { ...stats, perOrganization: stats.perOrganization.slice(0, TOP_ORGANIZATIONS) },
    organizationCount: stats.perOrganization.length,
    presets: periodPresets(now),
    internal: access ? internalFigures(access, period) : [],
  };
}

export const STATS_DIMENSIONS = ["month", "type", "category", "organization"] as const;
export type StatsDimension = (typeof STATS_DIMENSIONS)[number];

/** One dimension of the statistics as a table: its header and rows (the download). */
export function statsTable(stats: PublicationStats, dimension: StatsDimension): string[][] {
  const period = [stats.period.from, stats.period.to];
  switch (dimension) {
    case "month":
      return [["Μήνας", "Αναρτήσεις"], ...stats.perMonth.map((m) => [m.month, String(m.count)])];
    case "type":
      return [
        ["Κωδικός τύπου", "Τύπος πράξης", "Αναρτήσεις", "Από", "Έως"],
        ...stats.perType.map((r) => [r.uid, r.label, String(r.count), ...period]),
      ];
    case "category":
      return [
        ["Κωδικός κατηγορίας", "Κατηγορία φορέα", "Αναρτήσεις", "Από", "Έως"],
        ...stats.perCategory.map((r) => [r.uid, r.label, String(r.count), ...period]),
      ];
    case "organization":
      return [
        ["Κωδικός φορέα", "Φορέας", "Αναρτήσεις", "Από", "Έως"],
        ...stats.perOrganization.map((r) => [r.uid, r.label, String(r.count), ...period]),
      ];
  }
}
