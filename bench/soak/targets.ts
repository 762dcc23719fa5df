/**
 * What the soak asks for, drawn from the seeded database before the server starts: random ADAs of
 * decisions whose page and document are public, organisations that publish (for RSS), and rare
 * search terms (a handful of matching decisions each), read from the FTS5 vocabulary.
 */
import Database from "better-sqlite3";
import { Random } from "#db/seed/random";

export interface SoakTargets {
  adas: string[];
  orgUids: string[];
  rareTerms: string[];
}

/** Statuses whose decision page and document are public (app/decisions/visibility.ts). */
const IN_FORCE = "('PUBLISHED', 'PENDING_REVOCATION')";

export function loadTargets(file: string, options: { adas?: number; terms?: number; seed?: number } = {}): SoakTargets {
  const db = new Database(file, { fileMustExist: true });
  try {
    const random = new Random(options.seed ?? 1);
    return {
      adas: randomAdas(db, options.adas ?? 5_000, random),
      orgUids: db
        .prepare(`SELECT DISTINCT org_uid FROM decisions WHERE status IN ${IN_FORCE} AND ada IS NOT NULL`)
        .pluck()
        .all() as string[],
      rareTerms: rareTerms(db, options.terms ?? 300, random),
    };
  } finally {
    db.close();
  }
}

/** Uniformly random decisions by id: no ORDER BY random() over a million rows. */
function randomAdas(db: Database.Database, count: number, random: Random): string[] {
  const { lo, hi } = db.prepare("SELECT min(id) AS lo, max(id) AS hi FROM decisions").get() as {
    lo: number;
    hi: number;
  };
  const byId = db
    .prepare(`SELECT ada FROM decisions WHERE id = ? AND status IN ${IN_FORCE} AND ada IS NOT NULL`)
    .pluck();
  const found = new Set<string>();
  for (let tries = 0; found.size < count && tries < count * 20; tries++) {
    const ada = byId.get(lo + random.int(hi - lo + 1)) as string | undefined;
    if (ada) found.add(ada);
  }
  if (found.size === 0) throw new Error("the database has no public decisions to ask for");
  return [...found];
}

/**
 * Words found in 1 to 20 decisions: the expensive kind of search for an index that is fast on
 * common words (newest first). The vocabulary is read from random starting points, a slice at a
 * time, in a temporary fts5vocab table (nothing is written to the database file).
 */
function rareTerms(db: Database.Database, count: number, random: Random): string[] {
  db.exec("CREATE VIRTUAL TABLE IF NOT EXISTS temp.soak_vocab USING fts5vocab(main, 'search_fts', 'row')");
  const slice = db.prepare("SELECT term, doc FROM temp.soak_vocab WHERE term >= ? LIMIT 400");
  const letters = "αβγδεζηθικλμνξοπρστυφχψω0123456789";
  const found = new Set<string>();
  for (let probe = 0; found.size < count && probe < 200; probe++) {
    const start = random.pick([...letters]) + random.pick([...letters]);
    for (const { term, doc } of slice.all(start) as { term: string; doc: number }[]) {
      // Rare words, or the rare codes people search by (protocol numbers, parts of an ADA); at a
      // million synthetic decisions every plain word is common, so codes are most of them.
      if (doc >= 1 && doc <= 20 && /^[\p{L}\p{N}]{5,}$/u.test(term) && /\p{L}/u.test(term)) found.add(term);
    }
  }
  if (found.size === 0) throw new Error("no rare search terms found in the index");
  return [...found].slice(0, count);
}
