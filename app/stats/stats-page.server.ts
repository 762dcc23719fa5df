/**
 * What /stats and the statistics API show for a period: publications per month, per decision
 * type, per organisation category and per organisation, summed from the monthly aggregates
 * (./publication-stats.server.ts) and kept for an hour per period, like every statistic of the
 * portal, or until a refresh changes them (./stats-generation.server.ts). The internal figures for users with PERM_VIEW_STATS are in ./internal-stats.server.ts.
 */
import type { AccessEntry } from "#app/access/permissions";
import { getDb } from "#db/client";
import { memoCache } from "#shared/cache";
import { internalFigures, type InternalFigures } from "./internal-stats.server";
import { KPI_TTL_MS } from "./kpi.server";
import { statsGeneration } from "./stats-generation.server";
import { monthsBetween, periodPresets, type PeriodPreset, type StatsPeriod } from "./period";

export interface StatsRow {
  uid: string;
  label: string;
  count: number;
}

export interface OrganizationStatsRow extends StatsRow {
  latinName: string | null;
}

export interface PublicationStats {
  period: StatsPeriod;
  total: number;
  perMonth: { month: string; count: number }[];
  perType: StatsRow[];
  perCategory: StatsRow[];
  /** Every organisation with a publication in the period, the most active first. */
  perOrganization: OrganizationStatsRow[];
  computedAt: number;
}

interface Breakdown {
  perType: StatsRow[];
  perCategory: StatsRow[];
  perOrganization: OrganizationStatsRow[];
}

/** Publications per type, category and organisation over the months `from`..`to`. */
function breakdown(from: string, to: string): Breakdown {
  const sqlite = getDb().$client;
  const range = [from, to];
  const perType = sqlite
    .prepare(
      `SELECT s.decision_type_uid AS uid, coalesce(t.label, s.decision_type_uid) AS label, sum(s.count) AS count
       FROM publication_stats_by_type s LEFT JOIN decision_types t ON t.uid = s.decision_type_uid
       WHERE s.month BETWEEN ? AND ? GROUP BY s.decision_type_uid ORDER BY count DESC, uid`,
    )
    .all(...range) as StatsRow[];
  // Summed per organisation before the joins: 5,342 organisations to look up instead of one look-up
  // per organisation and month (122,599 rows at 1M decisions: 175 -> 70 ms, the same rows).
  const perOrgMonths = `SELECT org_uid, sum(count) AS count FROM publication_stats_by_org
                        WHERE month BETWEEN ? AND ? GROUP BY org_uid`;
  const perOrganization = sqlite
    .prepare(
      `SELECT s.org_uid AS uid, coalesce(o.label, s.org_uid) AS label, o.latin_name AS latinName, s.count AS count
       FROM (${perOrgMonths}) s LEFT JOIN organizations o ON o.uid = s.org_uid
       ORDER BY count DESC, label`,
    )
    .all(...range) as OrganizationStatsRow[];
  const perCategory = sqlite
    .prepare(
      `SELECT coalesce(o.category_uid, '') AS uid, coalesce(di.label, o.category_uid, 'Χωρίς κατηγορία') AS label,
              sum(s.count) AS count
       FROM (${perOrgMonths}) s
       LEFT JOIN organizations o ON o.uid = s.org_uid
       LEFT JOIN dictionary_items di ON di.dictionary_uid = 'ORG_CATEGORY' AND di.uid = o.category_uid
       GROUP BY o.category_uid ORDER BY count DESC, label`,
    )
    .all(...range) as StatsRow[];
  return { perType, perCategory, perOrganization };
}

function compute(period: StatsPeriod, now: number): PublicationStats {
  const monthly = new Map(
    (
      getDb()
        .$client.prepare(
          `SELECT month, sum(count) AS count FROM publication_stats_by_type
           WHERE month BETWEEN ? AND ? GROUP BY month`,
        )
        .all(period.from, period.to) as { month: string; count: number }[]
    ).map((r) => [r.month, r.count]),
  );
  const perMonth = monthsBetween(period.from, period.to).map((month) => ({ month, count: monthly.get(month) ?? 0 }));
  const total = perMonth.reduce((sum, m) => sum + m.count, 0);
  return { period, total, perMonth, ...breakdown(period.from, period.to), computedAt: now };
}

const cache = memoCache<string, PublicationStats>({ max: 200, ttlMs: KPI_TTL_MS });

export function publicationStats(period: StatsPeriod, now = Date.now()): PublicationStats {
  return cache.get(`${statsGeneration()}:${period.from}..${period.to}`, () => compute(period, now));
}

// Every month there is: `YYYY-MM` strings sort as months do.
const allTime = memoCache<number, Breakdown>({ max: 1, ttlMs: KPI_TTL_MS });

/** Publications per type, category and organisation over the register's whole history. */
export function allTimeBreakdown(): Breakdown {
  return allTime.get(statsGeneration(), () => breakdown("0000-01", "9999-12"));
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetPublicationStats(): void {
  cache.clear();
  allTime.clear();
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
