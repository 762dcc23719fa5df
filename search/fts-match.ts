/**
 * Turns free text into an FTS5 MATCH expression: every word must match (AND, SPEC §9), a word the
 * tokenizer splits (an ADA, "2014/1/001") must match as a phrase, and a last word that is not a
 * whole word of the index matches as a prefix ("καθαρισμ" finds "ΚΑΘΑΡΙΣΜΟΥ"; Diavgeia's index
 * is stemmed, ours is not, so the prefix is the cheap half of that). A last word that is a whole
 * word is matched exactly: FTS5 expands a prefix by merging the complete lists of every word it
 * starts, so `"δαπανησ"*` costs linear time where `"δαπανησ"` streams (bench/search.ts).
 * Every token is quoted, so nothing a user types is read as FTS5 syntax.
 */
import { queryWords } from "./normalize";

/** Shorter last words are matched exactly: a 1-2 letter prefix expands to too many terms. */
const MIN_PREFIX_LENGTH = 3;

function quote(tokens: string[]): string {
  return `"${tokens.join(" ").replace(/"/g, '""')}"`;
}

/**
 * The MATCH expression, or null when the text holds no word at all. `isWholeWord` tells whether
 * a token is a word of the index (without it, the last word is always a prefix). `expandPrefix`
 * may list the index's words a one-token prefix starts (null: too many, or unknown): they are then
 * matched as an OR of whole words, the same documents, each one a posting list FTS5 can seek in,
 * where `"prefix"*` merges every such list in full for every statement (issue 11).
 */
export function toFtsMatch(
  text: string | undefined,
  isWholeWord?: (token: string) => boolean,
  expandPrefix?: (prefix: string) => string[] | null,
): string | null {
  if (!text) return null;
  const words = queryWords(text);
  if (words.length === 0) return null;
  return words
    .map((tokens, i) => {
      const last = tokens[tokens.length - 1];
      const prefix = i === words.length - 1 && [...last].length >= MIN_PREFIX_LENGTH && !isWholeWord?.(last);
      if (!prefix) return quote(tokens);
      const expanded = tokens.length === 1 ? expandPrefix?.(last) : null;
      if (!expanded) return `${quote(tokens)}*`;
      // No word starts the prefix: a query that matches nothing, still valid FTS5.
      return expanded.length ? `(${expanded.map((w) => quote([w])).join(" OR ")})` : quote(tokens);
    })
    .join(" AND ");
}
