/**
 * The words of the FTS5 index, one row each (search_terms, decision record 121), so the words a
 * half word starts are one range of a b-tree: FTS5's own vocabulary (fts5vocab) walks every
 * posting of every listed word to count them, which at a million decisions costs tens of
 * milliseconds for a frequent word, once after every publication.
 *
 * The words are cut by FTS5's own tokenizer, never by JavaScript: each write batch's texts go
 * through a scratch FTS5 table of the same tokenizer (temp, no positions), whose vocabulary is
 * then copied. The list only grows: a word whose last decision is gone stays, and a half word's
 * OR then holds one word that matches nothing (the same decisions). Only `clear` empties it.
 */
import type Database from "better-sqlite3";

/** The tokenizer of search_fts (db/migrations/0002_search_index.sql): the same words or the list is wrong. */
const TOKENIZER = "unicode61 remove_diacritics 2";

export interface TermRecorder {
  /** A text about to be written to search_fts. */
  add(text: string): void;
  /** Records the words of the texts added since the last flush (inside the writer's transaction). */
  flush(): void;
  /** Forgets the texts added (a failed batch). */
  discard(): void;
}

function ensureScratch(sqlite: Database.Database) {
  // Temp tables belong to the connection; created again if a rolled-back transaction took them.
  sqlite.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms_scratch USING fts5(
      body, content='', detail=none, columnsize=0, tokenize='${TOKENIZER}');
    CREATE VIRTUAL TABLE IF NOT EXISTS temp.search_terms_scratch_vocab
      USING fts5vocab(temp, 'search_terms_scratch', 'row');`);
}

export function createTermRecorder(sqlite: Database.Database): TermRecorder {
  ensureScratch(sqlite);
  const fill = sqlite.prepare(
    `INSERT INTO temp.search_terms_scratch (rowid, body) SELECT key, value FROM json_each(?)`,
  );
  const copy = sqlite.prepare(
    `INSERT OR IGNORE INTO search_terms (term) SELECT term FROM temp.search_terms_scratch_vocab`,
  );
  const empty = sqlite.prepare(`INSERT INTO temp.search_terms_scratch (search_terms_scratch) VALUES ('delete-all')`);
  let texts: string[] = [];
  return {
    add(text) {
      texts.push(text);
    },
    flush() {
      if (texts.length === 0) return;
      ensureScratch(sqlite);
      fill.run(JSON.stringify(texts));
      copy.run();
      empty.run();
      texts = [];
    },
    discard() {
      texts = [];
    },
  };
}

/**
 * The index's words that start with `prefix`, at most `limit` (in byte order, as FTS5 sorts
 * them). The upper bound is the last code point, so words with characters beyond the BMP are in.
 */
export function createTermLister(sqlite: Database.Database) {
  const range = sqlite.prepare(`SELECT term FROM search_terms WHERE term >= ? AND term < ? LIMIT ?`).pluck();
  return (prefix: string, limit: number): string[] => range.all(prefix, `${prefix}\u{10ffff}`, limit) as string[];
}
