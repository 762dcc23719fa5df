/**
 * The organisation dashboard's month chart (SPEC §2 "the month chart can be limited to the
 * organisation"): the body's publications in each of the last twelve Athens months, the current
 * one included. Read from the monthly per-organisation aggregate that /stats sums
 * (publication_stats_by_org, kept by app/stats/publication-stats.server.ts and refreshed hourly),
 * never counted from the decisions on a visitor's request: twelve primary-key lookups.
 */
import { getDb } from "#db/client";
import { defaultPeriod, monthsBetween, type StatsPeriod } from "../stats/period";

export interface MonthCount {
  /** The Athens month, `YYYY-MM`. */
  month: string;
  count: number;
}

export interface OrganizationMonthChart {
  period: StatsPeriod;
  perMonth: MonthCount[];
}

export function organizationMonthChart(orgUid: string, now = Date.now(), db = getDb()): OrganizationMonthChart {
  const period = defaultPeriod(now);
  const months = monthsBetween(period.from, period.to);
  // `month IN (…) AND org_uid = ?` is one point lookup per month on the (month, org_uid) key;
  // a BETWEEN on the month would walk every body's rows of the year.
  const counted = new Map(
    (
      db.$client
        .prepare(
          `SELECT month, count FROM publication_stats_by_org
           WHERE month IN (${months.map(() => "?").join(", ")}) AND org_uid = ?`,
        )
        .all(...months, orgUid) as MonthCount[]
    ).map((r) => [r.month, r.count]),
  );
  return { period, perMonth: months.map((month) => ({ month, count: counted.get(month) ?? 0 })) };
}
