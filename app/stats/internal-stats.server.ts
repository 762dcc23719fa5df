/**
 * The internal figures of the statistics page (issue 16), for users holding PERM_VIEW_STATS: per
 * organisation they hold it on (or for the whole register, when held on '0'), the decisions
 * waiting for publication, those pending revocation, and for the chosen period the publications,
 * revocations and the average time from submission to publication. Private: never cached for
 * others; each figure is an indexed read on the organisation's decisions.
 */
import { ALL_ORGANIZATIONS, type AccessEntry } from "#app/access/permissions";
import { organizationNames } from "#app/organizations/read.server";
import { getDb } from "#db/client";
import { memoCachePerConnection } from "#shared/cache";
import { athensMonthStart, addMonths } from "#shared/dates";
import type { StatsPeriod } from "./period";

export interface InternalFigures {
  /** The organisation's uid, or '0' for the whole register. */
  scope: string;
  label: string;
  awaitingPublication: number;
  pendingRevocation: number;
  publishedInPeriod: number;
  revokedInPeriod: number;
  /** Mean days from submission to publication of the period's publications; null with none. */
  averageDaysToPublish: number | null;
}

const DAY_MS = 86_400_000;

/** The organisations a user sees internal figures for: where PERM_VIEW_STATS is held. */
export function internalStatsScopes(access: readonly AccessEntry[]): string[] {
  const scopes = access.filter((a) => a.permissions.includes("PERM_VIEW_STATS")).map((a) => a.organizationId);
  return scopes.includes(ALL_ORGANIZATIONS) ? [ALL_ORGANIZATIONS] : [...new Set(scopes)];
}

function figuresFor(scope: string, label: string, period: StatsPeriod): InternalFigures {
  const sqlite = getDb().$client;
  const start = athensMonthStart(period.from);
  const end = athensMonthStart(addMonths(period.to, 1));
  const all = scope === ALL_ORGANIZATIONS;
  const org = all ? "" : "org_uid = ? AND";
  const args = all ? [] : [scope];
  const byStatus = (status: string) =>
    (
      sqlite.prepare(`SELECT count(*) AS n FROM decisions WHERE ${org} status = ?`).get(...args, status) as {
        n: number;
      }
    ).n;
  const published = sqlite
    .prepare(
      `SELECT count(*) AS n, avg(published_at - created_at) AS wait FROM decisions
       WHERE ${org} published_at >= ? AND published_at < ?`,
    )
    .get(...args, start, end) as { n: number; wait: number | null };
  const revoked = sqlite
    // Through the status indexes: revoked decisions are few, whatever the register's size.
    .prepare(
      `SELECT count(*) AS n FROM decisions WHERE ${org} status = 'REVOKED' AND revoked_at >= ? AND revoked_at < ?`,
    )
    .get(...args, start, end) as { n: number };
  return {
    scope,
    label,
    awaitingPublication: byStatus("SUBMITTED"),
    pendingRevocation: byStatus("PENDING_REVOCATION"),
    publishedInPeriod: published.n,
    revokedInPeriod: revoked.n,
    averageDaysToPublish: published.wait === null ? null : Math.round((published.wait / DAY_MS) * 10) / 10,
  };
}

// The whole register's figures read every publication of the period: kept for a minute, since
// several administrators may look at once and a minute-old figure is as good.
const wholeRegister = memoCachePerConnection<string, InternalFigures>({ max: 50, ttlMs: 60_000 });

export function internalFigures(access: readonly AccessEntry[], period: StatsPeriod): InternalFigures[] {
  const scopes = internalStatsScopes(access);
  if (scopes.includes(ALL_ORGANIZATIONS)) {
    const key = `${period.from}..${period.to}`;
    return [wholeRegister.of(getDb().$client).get(key, () => figuresFor(ALL_ORGANIZATIONS, "Όλοι οι φορείς", period))];
  }
  return organizationNames(scopes).map((o) => figuresFor(o.uid, o.label, period));
}
