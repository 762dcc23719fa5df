/**
 * A text's newest-first first page, kept across index generations (decision record 138). Every
 * publication starts a new generation, and proving a frequent word's newest page afresh costs
 * ~10-20 ms at a million decisions, while a publication changes a handful of decisions: a kept
 * page is corrected from the decisions changed since (fts5-changes.ts), each checked against the
 * search's text and filters, and searched afresh only when the correction cannot be exact.
 *
 * Why the correction is exact: the kept page P was the newest `size` matches. Every decision that
 * matches now and is neither on P nor changed since matched before and was older than P's last
 * row. So the newest `size` of (P without the changed decisions) + (the changed decisions that
 * match now) are the newest `size` matches now, provided that set holds `size` rows at least as
 * new as P's last row; a P shorter than `size` held every match, so then nothing is missing at all.
 * When a withdrawal or an edit leaves fewer, the page is searched afresh.
 */
import type Database from "better-sqlite3";
import { memoCache } from "#shared/cache";
import { createChangeReader } from "./fts5-changes";
import type { DocRow } from "./fts5-sql";

/** More changed decisions than this since a page was kept: search afresh (each costs a seek). */
const MAX_CHANGES = 64;

export interface Page {
  rows: DocRow[];
  /** The exact total, when the plan that found the page counted it (never for a corrected page). */
  total?: number;
}

/** The decision's row when it matches the search now, else undefined. */
export type MatchingRow = (decisionId: number) => DocRow | undefined;

interface Kept extends Page {
  generation: number;
}

/** (published_at, decision_id) descending: the order of a newest-first page. */
const newerFirst = (a: DocRow, b: DocRow) => b.published_at - a.published_at || b.decision_id - a.decision_id;

export interface KeptPages {
  /**
   * The first page of the search `key` (`size` rows), newest first: kept from this generation,
   * corrected from an earlier one (`matchingRow` says whether a changed decision matches the
   * search now), or `fresh()`.
   */
  firstPage(key: string, size: number, matchingRow: MatchingRow, fresh: () => Page): Page;
}

export function createKeptPages(sqlite: Database.Database): KeptPages {
  const generationStmt = sqlite.prepare(`SELECT value FROM search_meta WHERE key = 'generation'`).pluck();
  const changedSince = createChangeReader(sqlite);
  const kept = memoCache<string, Kept>({ max: 500 });

  function corrected(held: Kept, generation: number, size: number, matchingRow: MatchingRow): Page | null {
    const ids = changedSince(held.generation, generation, MAX_CHANGES);
    if (!ids) return null;
    const changed = new Set(ids);
    const rows = held.rows.filter((r) => !changed.has(r.decision_id));
    for (const id of ids) {
      const row = matchingRow(id);
      if (row) rows.push(row);
    }
    rows.sort(newerFirst);
    const last = held.rows.length === size ? held.rows[size - 1] : null;
    if (last && rows.filter((r) => newerFirst(r, last) <= 0).length < size) return null;
    return { rows: rows.slice(0, size) };
  }

  return {
    firstPage(key, size, matchingRow, fresh) {
      const generation = generationStmt.get() as number;
      const held = kept.peek(key);
      if (held?.generation === generation) return held;
      const page =
        (held && held.generation < generation ? corrected(held, generation, size, matchingRow) : null) ?? fresh();
      // Kept only if no write came between: the page is then exactly the generation's.
      if (generationStmt.get() === generation) kept.set(key, { ...page, generation });
      return page;
    },
  };
}
