/**
 * The public statistics calls of SPEC §7 ("Public dashboards and statistics", under
 * /static/api), in the SPEC §3 "Stats response" shape: `value` (the total) and `facetsResults`
 * (label, counter, itemId). Every figure comes from the same hourly sources as the home page and
 * /stats, so the API and the pages never disagree.
 */
import { findOrganization } from "#app/organizations/read.server";
import { getDb } from "#db/client";
import { memoCachePerConnection } from "#shared/cache";
import { todayInAthens } from "#shared/dates";
import { getHomeCharts, publicationsPerDay } from "./charts.server";
import { getKpis, KPI_TTL_MS } from "./kpi.server";
import type { StatsRow } from "./period-stats.server";
import { allTimeBreakdown } from "./stats-page.server";

export interface StatsFacet {
  label: string;
  counter: number;
  itemId: string;
}

export interface StatsResponse {
  value: number;
  facetsResults: StatsFacet[];
}

const toResponse = (rows: StatsRow[]): StatsResponse => ({
  value: rows.reduce((sum, r) => sum + r.count, 0),
  facetsResults: rows.map((r) => ({ label: r.label, counter: r.count, itemId: r.uid })),
});

/** GET /static/api/search/countpertype: publications per decision type, all time. */
export function countPerType(): StatsResponse {
  return toResponse(allTimeBreakdown().perType);
}

/** GET /static/api/search/countperorgcategory: publications per organisation category, all time. */
export function countPerOrgCategory(): StatsResponse {
  return toResponse(allTimeBreakdown().perCategory);
}

const perOrganizationDays = memoCachePerConnection<string, StatsResponse>({ max: 1000, ttlMs: KPI_TTL_MS });

/**
 * GET /static/api/search/countPerDayLastMonth[?org=uid]: publications per Athens day over the last
 * 30 days, oldest first, `itemId` and `label` the day (`YYYY-MM-DD`); null for an unknown body.
 */
export function countPerDayLastMonth(org?: string, now = Date.now()): StatsResponse | null {
  const toDays = (days: { day: string; count: number }[]) =>
    toResponse(days.map((d) => ({ uid: d.day, label: d.day, count: d.count })));
  if (org === undefined) return toDays(getHomeCharts(now).perDay);
  const organization = findOrganization(org);
  if (!organization) return null;
  // Both lines come from the daily aggregates, for the same 30 days, and the register's is read
  // again at each new generation of them (./stats-generation.server.ts): keyed by the moment it
  // was read, an organisation's line comes from the same rows, so none of its days shows more
  // than the register's.
  const { computedAt, perDay } = getHomeCharts(now);
  const today = perDay.at(-1)?.day ?? todayInAthens(computedAt);
  return perOrganizationDays
    .of(getDb().$client)
    .get(`${computedAt}:${organization.uid}`, () => toDays(publicationsPerDay(today, { orgUid: organization.uid })));
}

/** One KPI counter of the home page as `{ value }`; null when counting failed (the page shows the
 * last total it had, SPEC §8, but a script is told the figure is unavailable). */
function counter(name: "decisions" | "organizations" | "users"): { value: number } | null {
  const kpis = getKpis();
  const value = kpis[name];
  return kpis.failed || value === null ? null : { value };
}

export const totalArtifacts = () => counter("decisions");
export const totalOrganizations = () => counter("organizations");
export const totalUsers = () => counter("users");
