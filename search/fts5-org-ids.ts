/**
 * Which decisions of the FTS5 index belong to an organisation, as a set of ids kept per
 * organisation version (decision record 133). search_org_versions is bumped by triggers on every
 * search_docs row of the organisation added, changed or removed, in the writing transaction and by
 * any process (migration 0029), so a set read under a version is exact for as long as the version
 * stands. A frequent text's bounded pass under an organisation filter tests each of its matches
 * here (a bit) instead of reading the match's entry of search_docs (~1 µs at a million decisions).
 */
import type Database from "better-sqlite3";
import { memoCache } from "#shared/cache";

export interface IdSet {
  has(id: number): boolean;
}

/** Ids up to this are kept as bits (2^27 ids: 16 MB); a register past it gets a Set. */
const MAX_BIT_ID = 2 ** 27;

function idSet(ids: number[]): IdSet {
  let max = 0;
  for (const id of ids) if (id > max) max = id;
  if (max > MAX_BIT_ID) {
    const set = new Set(ids);
    return { has: (id) => set.has(id) };
  }
  const bits = new Uint32Array((max >>> 5) + 1);
  for (const id of ids) bits[id >>> 5] |= 1 << (id & 31);
  return { has: (id) => id <= max && (bits[id >>> 5] & (1 << (id & 31))) !== 0 };
}

/**
 * The id set of an organisation's indexed decisions. Kept for the few organisations searched
 * most recently (a set is at most one bit per decision id: 125 kB at a million ids); inside a
 * transaction nothing is kept, since it may see writes that roll back under a version number a
 * later commit reuses.
 */
export function createOrgIdSets(sqlite: Database.Database, keep = 32): (orgUid: string) => IdSet {
  const version = sqlite.prepare(`SELECT version FROM search_org_versions WHERE org_uid = ?`).pluck();
  const ids = sqlite
    .prepare(`SELECT decision_id FROM search_docs INDEXED BY search_docs_org_idx WHERE org_uid = ?`)
    .pluck();
  const sets = memoCache<string, IdSet>({ max: keep });
  const read = (orgUid: string) => idSet(ids.all(orgUid) as number[]);
  return (orgUid) => {
    if (sqlite.inTransaction) return read(orgUid);
    // Read before the ids: a commit between the two gives newer ids under an older version, a key
    // no later read asks for (versions only grow).
    const v = (version.get(orgUid) as number | undefined) ?? 0;
    return sets.get(`${v}\0${orgUid}`, () => read(orgUid));
  };
}
