/**
 * The home page's KPI counters (SPEC §2): public decisions, organisations, users. The home page
 * says the statistics refresh hourly, and they do: the counts are computed at most once an hour
 * per process, so a busy home page costs no counting queries. The total of decisions is the sum
 * of the monthly aggregates (./publication-stats.server.ts: every publication, a later
 * revocation included, as the public sees them), a few hundred rows rather than a count over the
 * decisions; a refresh that changes them is counted at once (./stats-generation.server.ts).
 *
 * When counting fails (SPEC §8 "KPI load failure"), the total of decisions falls back to the last
 * value this process counted and the other counters are blank (null); the failure is kept only a
 * minute, so the counters come back as soon as the database answers again.
 */
import { count, eq, sql } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { memoCache, memoCachePerConnection } from "#shared/cache";
import { statsGeneration } from "./stats-generation.server";

export const KPI_TTL_MS = 60 * 60 * 1000;

export const KPI_FAILURE_TTL_MS = 60 * 1000;

export interface Kpis {
  /** Null only when counting failed and nothing was ever counted. */
  decisions: number | null;
  organizations: number | null;
  users: number | null;
  computedAt: number;
  /** True when counting failed: `decisions` is then the last value counted. */
  failed: boolean;
}

// The wall clock (that tests can set), like the charts' cache.
const clock = () => Date.now();
// Per connection, keyed by the aggregates' generation: a refresh is counted at once
// (./stats-generation.server.ts). A failure and the last total are the process's: they say whether
// its database answers, whichever connection it was asked through.
const cache = memoCachePerConnection<number, Kpis>({ max: 1, ttlMs: KPI_TTL_MS, now: clock });
const failures = memoCache<"kpis", Kpis>({ max: 1, ttlMs: KPI_FAILURE_TTL_MS, now: clock });
let lastCounted: Kpis | undefined;

function countAll(db: Db): Kpis {
  const decisions = db
    .select({ n: sql<number>`coalesce(sum(${schema.publicationStatsMonths.publications}), 0)` })
    .from(schema.publicationStatsMonths)
    .get()!.n;
  const organizations = db
    .select({ n: count() })
    .from(schema.organizations)
    .where(eq(schema.organizations.isActive, true))
    .get()!.n;
  const users = db.select({ n: count() }).from(schema.users).where(eq(schema.users.enabled, true)).get()!.n;
  return { decisions, organizations, users, computedAt: Date.now(), failed: false };
}

export function getKpis(): Kpis {
  const failure = failures.peek("kpis");
  if (failure) return failure;
  try {
    const db = getDb();
    lastCounted = cache.of(db.$client).get(statsGeneration(db), () => countAll(db));
    return lastCounted;
  } catch (error) {
    console.error("the home page's counters could not be counted", error);
    const fallback = {
      decisions: lastCounted?.decisions ?? null,
      organizations: null,
      users: null,
      computedAt: Date.now(),
      failed: true,
    };
    failures.set("kpis", fallback);
    return fallback;
  }
}

/** Tests and the seed may start from a fresh database in the same process. */
export function forgetKpis(): void {
  cache.clear();
  failures.clear();
  lastCounted = undefined;
}
