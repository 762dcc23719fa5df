/**
 * Turns free text into an FTS5 MATCH expression: every word must match (AND, SPEC §9), a word the
 * tokenizer splits (an ADA, "2014/1/001") must match as a phrase, and a last word that is not a
 * whole word of the index matches as a prefix ("καθαρισμ" finds "ΚΑΘΑΡΙΣΜΟΥ"; Diavgeia's index
 * is stemmed, ours is not, so the prefix is the cheap half of that). A last word that is a whole
 * word is matched exactly: FTS5 expands a prefix by merging the complete lists of every word it
 * starts, so `"δαπανησ"*` costs linear time where `"δαπανησ"` streams (bench/search.ts).
 * Every token is quoted, so nothing a user types is read as FTS5 syntax.
 */
import type { TextQuery } from "./engine";
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

/** The index tokens of a text query's term: a phrase's words in order, or one word's tokens. */
export function termTokens(term: Extract<TextQuery, { kind: "term" }>): string[] {
  return queryWords(term.text).flat();
}

/** The last term of a text query in reading order, unless negated (the one completed as a prefix). */
function lastTerm(node: TextQuery): TextQuery | null {
  if (node.kind === "term") return node;
  if (node.kind === "not") return null;
  return lastTerm(node.operands[node.operands.length - 1]);
}

/**
 * A text query as ONE FTS5 MATCH expression, or null when FTS5 cannot say it: FTS5's NOT is
 * binary (`a NOT b`), so a query whose every part is negative (`NOT απόφαση`, `a OR NOT b`) is
 * evaluated as SQL around MATCHes instead (fts5-sql.ts conditionClause). A term without any token
 * ("-") matches everything and is left out of a conjunction; alone it is null too. The last term
 * (a word, or a phrase's last word) is completed as a prefix as in toFtsMatch.
 */
export function textQueryMatch(
  node: TextQuery,
  isWholeWord?: (token: string) => boolean,
  expandPrefix?: (prefix: string) => string[] | null,
): string | null {
  const prefixTerm = lastTerm(node);
  const walk = (n: TextQuery): string | null => {
    if (n.kind === "term") {
      const tokens = termTokens(n);
      if (tokens.length === 0) return null;
      if (n !== prefixTerm) return quote(tokens);
      if (!n.phrase || tokens.length === 1) return toFtsMatch(n.phrase ? tokens[0] : n.text, isWholeWord, expandPrefix);
      // A phrase typed in the search box ends where the typing stopped: its last word is a prefix.
      const last = tokens[tokens.length - 1];
      return [...last].length >= MIN_PREFIX_LENGTH && !isWholeWord?.(last) ? `${quote(tokens)}*` : quote(tokens);
    }
    if (n.kind === "not") return null;
    if (n.kind === "or") {
      const parts = n.operands.map(walk);
      return parts.every((p) => p !== null) ? `(${parts.join(" OR ")})` : null;
    }
    const positives = n.operands.filter((o) => o.kind !== "not" && !(o.kind === "term" && !termTokens(o).length));
    const negatives = n.operands.flatMap((o) => (o.kind === "not" ? [o.operand] : []));
    const pos = positives.map(walk);
    const neg = negatives.map(walk);
    if (pos.length === 0 || pos.some((p) => p === null) || neg.some((p) => p === null)) return null;
    const all = `(${pos.join(" AND ")})`;
    return neg.length ? `${all} NOT (${neg.join(" OR ")})` : all;
  };
  return walk(node);
}
