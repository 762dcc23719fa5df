/**
 * Which decisions each write batch of the FTS5 index changed, so that a reader holding a result of
 * an earlier index generation can bring it up to date from the few decisions published, edited or
 * withdrawn since, instead of searching again (decision record 138: a search feed after a
 * publication).
 *
 * Kept in search_meta, the index's own bookkeeping (no table of its own, no migration): one row a
 * changed decision, `changed:<generation>:<n>` -> decision id, written in the batch's transaction,
 * so it commits or rolls back with the change it names, whichever process wrote it. A batch of more
 * than MAX_LISTED decisions writes one row of -1 ("too many to list"). A generation without rows
 * (the integrity rebuild, `clear`, a bench's bare bump) or pruned away is unknown. Either way the
 * reader is told nothing and searches afresh: a result is corrected only from a complete list.
 */
import type Database from "better-sqlite3";

const PREFIX = "changed:";
/** Generations whose changes stay listed: more than any reader asks for (fts5-kept-page.ts's 64). */
const KEEP_GENERATIONS = 256;
/** A batch of more decisions (a bulk load, a rename's re-filing in one batch) is not listed. */
const MAX_LISTED = 64;
const TOO_MANY = -1;

/** Fixed-width numbers, so the keys sort as the numbers do. */
const pad = (n: number) => String(n).padStart(15, "0");
const generationKey = (generation: number) => `${PREFIX}${pad(generation)}`;

/** Records, in the writer's transaction, what the batch that made `generation` changed. */
export function createChangeRecorder(sqlite: Database.Database): (generation: number, ids: Set<number>) => void {
  const insert = sqlite.prepare(`INSERT OR REPLACE INTO search_meta (key, value) VALUES (?, ?)`);
  const prune = sqlite.prepare(`DELETE FROM search_meta WHERE key >= '${PREFIX}' AND key < ?`);
  return (generation, ids) => {
    const listed = ids.size > MAX_LISTED ? [TOO_MANY] : [...ids];
    listed.forEach((id, n) => insert.run(`${generationKey(generation)}:${pad(n)}`, id));
    if (generation > KEEP_GENERATIONS) prune.run(generationKey(generation - KEEP_GENERATIONS));
  };
}

/**
 * The decisions changed by the generations after `from` up to `to`, or null when that is not known
 * completely (a generation unlisted, pruned or too large) or is more than `max` decisions.
 */
export function createChangeReader(
  sqlite: Database.Database,
): (from: number, to: number, max: number) => number[] | null {
  const read = sqlite.prepare(`SELECT key, value FROM search_meta WHERE key >= ? AND key < ?`).raw();
  return (from, to, max) => {
    if (to <= from || to - from > max) return null;
    const rows = read.all(generationKey(from + 1), generationKey(to + 1)) as [string, number][];
    const generations = new Set<string>();
    const ids = new Set<number>();
    for (const [key, id] of rows) {
      if (id === TOO_MANY) return null;
      generations.add(key.slice(PREFIX.length, PREFIX.length + 15));
      ids.add(id);
    }
    return generations.size === to - from && ids.size <= max ? [...ids] : null;
  };
}
