/**
 * The home page's KPI counters (SPEC §2): public decisions, organisations, users. The home page
 * says the statistics refresh hourly, and they do: the counts are computed at most once an hour
 * per process, so a busy home page costs no counting queries.
 */
import { count, eq, inArray, isNotNull, and } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { memoCache } from "#shared/cache";
import { PUBLIC_STATUSES } from "#shared/decision-status";

export const KPI_TTL_MS = 60 * 60 * 1000;

export interface Kpis {
  decisions: number;
  organizations: number;
  users: number;
  computedAt: number;
}

const cache = memoCache<"kpis", Kpis>({ max: 1, ttlMs: KPI_TTL_MS });

function compute(): Kpis {
  const db = getDb();
  const d = schema.decisions;
  const decisions = db
    .select({ n: count() })
    .from(d)
    .where(and(inArray(d.status, PUBLIC_STATUSES), isNotNull(d.ada)))
    .get()!.n;
  const organizations = db
    .select({ n: count() })
    .from(schema.organizations)
    .where(eq(schema.organizations.isActive, true))
    .get()!.n;
  const users = db.select({ n: count() }).from(schema.users).where(eq(schema.users.enabled, true)).get()!.n;
  return { decisions, organizations, users, computedAt: Date.now() };
}

export function getKpis(): Kpis {
  return cache.get("kpis", compute);
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetKpis(): void {
  cache.clear();
}
