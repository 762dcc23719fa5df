/**
 * The generation of the publication aggregates (db/schema.ts publication_stats_generation): the
 * refresh raises it in every transaction that changes them, and the hourly figures of the home
 * page, /stats and the statistics API are kept per generation. So a refresh shows at once in
 * every process, and in the web bundle as well as the server's (two copies of these modules, whose
 * in-memory caches one cannot clear for the other), for the price of one primary-key read per
 * request, never a count (docs/decisions/101-daily-publication-stats.md).
 */
import { getDb, type Db } from "#db/client";

/** The current generation; 0 before the first refresh. */
export function statsGeneration(db: Db = getDb()): number {
  return (db.$client.prepare("SELECT generation FROM publication_stats_generation WHERE id = 1").pluck().get() ??
    0) as number;
}

/** Called inside the transaction that changes the aggregates. */
export function raiseStatsGeneration(db: Db): void {
  db.$client
    .prepare(
      `INSERT INTO publication_stats_generation (id, generation) VALUES (1, 1)
       ON CONFLICT (id) DO UPDATE SET generation = generation + 1`,
    )
    .run();
}
