/**
 * The text index's b-tree segments (decision 142): how many there are, and merging them. FTS5 writes a segment per
 * transaction and merges them only as they pile up (automerge); every word's lookup reads each
 * segment, and a posting list spread over many is merged on every query. A bulk write (a seed, a
 * full rewrite) therefore ends with one merge (mergeFts5Segments below), and this module reads
 * the result, for tests and benches.
 *
 * Read from FTS5's structure record (row 10 of search_fts_data), whose layout fts5_index.c
 * documents: a 4-byte cookie, the 4 bytes 0xFF000001 when the record is the second version, then
 * varints: the number of levels, the number of segments, and the rest we do not need.
 */
import type Database from "better-sqlite3";
import type { Db } from "#db/client";

const STRUCTURE_ROWID = 10;

/** An SQLite varint (1-9 bytes, big-endian groups of 7 bits; the 9th byte gives all 8). */
function readVarint(bytes: Uint8Array, at: number): [value: number, next: number] {
  let value = 0;
  for (let i = 0; i < 9; i++) {
    const byte = bytes[at + i];
    if (byte === undefined) throw new Error("the FTS5 structure record ends inside a number");
    if (i === 8) return [value * 256 + byte, at + 9];
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return [value, at + i + 1];
  }
  throw new Error("unreachable");
}

/** The number of segments (0 for an index never written). */
export function fts5SegmentCount(sqlite: Database.Database): number {
  const record = sqlite.prepare(`SELECT block FROM search_fts_data WHERE id = ?`).pluck().get(STRUCTURE_ROWID) as
    Buffer | undefined;
  if (!record) return 0;
  const secondVersion = record[4] === 0xff && record[5] === 0 && record[6] === 0 && record[7] === 1;
  const [, afterLevels] = readVarint(record, secondVersion ? 8 : 4);
  return readVarint(record, afterLevels)[0];
}

/**
 * Merges the text index's segments into one (FTS5 'optimize'), after a bulk write: a rewrite of
 * every row, or a seed. FTS5 adds a segment per transaction and merges them only as they pile up
 * (automerge), so a bulk-loaded index is left in many: a million-decision seed in 18, which every
 * word's lookup walks and every posting list merges (decision 142).
 */
export function mergeFts5Segments(db: Db): void {
  db.$client.prepare(`INSERT INTO search_fts (search_fts) VALUES ('optimize')`).run();
}

/** Pages one merge step writes at most (~1 MB): a few tens of ms, so a publication waits little. */
const MERGE_STEP_PAGES = 256;

export interface SegmentMerging {
  segmentsBefore: number;
  segmentsAfter: number;
  steps: number;
}

/**
 * Merges the index's segments level by level, a step at a time, between requests: what keeps a
 * register that grows by publications in few segments (decision 142). FTS5's own automerge lets up
 * to 3 segments of a size pile up on each level (the million-decision seed ended in 18); a 'merge'
 * with usermerge 2 merges any two of a level, so each level keeps at most one. Unlike 'optimize'
 * it never rewrites the largest segment to take in a small one, so a step stays small however large
 * the register, and a publication between two steps does not undo the work.
 *
 * Steps until a step merges nothing (FTS5 then changes fewer than 2 rows), or the budget is spent
 * (the next run goes on), or `stopped()` says the server is shutting down. `pause` lets the server
 * answer requests between two steps.
 */
export async function mergeSegmentsByLevel(
  sqlite: Database.Database,
  options: {
    budgetMs: number;
    pause: () => Promise<void>;
    stopped?: () => boolean;
    /** Pages a step writes at most (tests take smaller steps). */
    stepPages?: number;
  },
): Promise<SegmentMerging> {
  const segmentsBefore = fts5SegmentCount(sqlite);
  let steps = 0;
  if (segmentsBefore > 1) {
    sqlite.prepare(`INSERT INTO search_fts (search_fts, rank) VALUES ('usermerge', 2)`).run();
    const merge = sqlite.prepare(`INSERT INTO search_fts (search_fts, rank) VALUES ('merge', ?)`);
    const changes = sqlite.prepare(`SELECT total_changes()`).pluck();
    const deadline = performance.now() + options.budgetMs;
    for (;;) {
      const before = changes.get() as number;
      merge.run(options.stepPages ?? MERGE_STEP_PAGES);
      steps++;
      if ((changes.get() as number) - before < 2 || performance.now() >= deadline) break;
      await options.pause();
      if (options.stopped?.()) break;
    }
  }
  return { segmentsBefore, segmentsAfter: fts5SegmentCount(sqlite), steps };
}
