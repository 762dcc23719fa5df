/**
 * Each decision's organisation as one word of its FTS5 row (decision record 139), so that a text
 * under an organisation filter is one FTS5 query, `(text) AND org`, whose AND steps through the
 * text's posting list inside FTS5 towards each of the organisation's decisions. Without it, the
 * exact total of a common word in an organisation listed every match of the word to SQLite
 * (~0.15 µs each: 196,404 matches of a word of the document text at 200,000 decisions) to keep
 * the organisation's 16,144.
 *
 * The word starts with U+E000, a private-use character: unicode61 keeps it inside the token, and
 * nothing a person types reaches it, since a query is cut into words at every character that is
 * not a letter or a digit (normalize.ts queryWords). The organisation's uid follows as hex, so any
 * uid gives a plain word. It is left out of the word list (search_terms): no half word starts it.
 *
 * An index written before these words has none: a reader uses them only once search_meta says
 * every row carries its word (ORG_TOKENS_KEY). Migration 0033 says so for an empty index, the
 * writer's clear() does, and so does a full rewrite of every row (fts5-rebuild.ts, `npm run
 * reindex` or the reindex job) that started at the first decision.
 */
import type Database from "better-sqlite3";

/** search_meta key present (value 1) once every row of search_fts carries its organisation's word. */
export const ORG_TOKENS_KEY = "org_tokens";
/** search_meta key present while a full rewrite that writes the words is under way. */
export const ORG_TOKENS_PASS_KEY = "org_tokens_pass";

const MARK = "\uE000";

/** The index word of an organisation. */
export function orgToken(orgUid: string): string {
  return MARK + Buffer.from(orgUid, "utf8").toString("hex");
}

/** A document's indexed text (normalize.ts indexedText) with its organisation's word after it. */
export function withOrgToken(text: string, orgUid: string): string {
  return `${text}\n${orgToken(orgUid)}`;
}

/** A MATCH expression kept to the decisions of the organisations (at least one). */
export function matchInOrganisations(match: string, orgUids: string[]): string {
  return `(${match}) AND (${orgUids.map((uid) => `"${orgToken(uid)}"`).join(" OR ")})`;
}

/** Whether every row of search_fts carries its organisation's word. */
export function orgTokensReader(sqlite: Database.Database): () => boolean {
  const marker = sqlite.prepare(`SELECT 1 FROM search_meta WHERE key = '${ORG_TOKENS_KEY}'`).pluck();
  return () => marker.get() !== undefined;
}

/** SQL run in a writing transaction: the index's rows all carry their organisation's word. */
export const MARK_ORG_TOKENS = `INSERT OR REPLACE INTO search_meta (key, value) VALUES ('${ORG_TOKENS_KEY}', 1)`;

/**
 * A full rewrite of the index's rows (fts5-rebuild.ts) gives every row its organisation's word:
 * `start` notes, when it begins at the first decision, that it does; `finish`, when it has written
 * the last row, marks the index as carrying them all, if it began so. A rewrite taken up midway
 * (a job begun by an older version) may follow rows written without them, and marks nothing.
 * Both run in the rewrite's own transactions.
 */
export function orgTokensPass(sqlite: Database.Database): { start(): void; finish(): void } {
  const note = sqlite.prepare(`INSERT OR REPLACE INTO search_meta (key, value) VALUES ('${ORG_TOKENS_PASS_KEY}', 1)`);
  const noted = sqlite.prepare(`SELECT 1 FROM search_meta WHERE key = '${ORG_TOKENS_PASS_KEY}'`).pluck();
  const forget = sqlite.prepare(`DELETE FROM search_meta WHERE key = '${ORG_TOKENS_PASS_KEY}'`);
  return {
    start: () => void note.run(),
    finish() {
      if (noted.get() === undefined) return;
      sqlite.exec(MARK_ORG_TOKENS);
      forget.run();
    },
  };
}
