/**
 * Where a search's words matched in a hit (issue 10, docs/decisions/082): the subject with its
 * matching words marked, and a short passage of the document text around the first match. Both
 * engines compute them here from the original text, so they agree and nothing is shown that the
 * register did not store: FTS5's snippet()/highlight() need a table with content (ours is
 * contentless) and Typesense would highlight our normalised shadow text, not what people wrote.
 *
 * Words are compared as the index compares them (search/normalize.ts); the query's last word is
 * also a prefix, as in the search (fts-match.ts). The result is text and flags, never markup: the
 * page renders marked parts as <mark> elements, so nothing in a document can become HTML.
 */
import type { Condition, HitSnippets, SearchQuery, TextPart, TextQuery } from "./engine";
import { normalizeText, queryWords } from "./normalize";

/** The words a search looks for, normalised; the last one may also be a prefix. */
export interface HighlightTerms {
  words: ReadonlySet<string>;
  prefix: string | null;
}

const MIN_PREFIX_LENGTH = 3;
/** Characters of document text shown before the first match, and in all. */
const LEAD = 80;
const PASSAGE = 260;
const WORD = /[\p{L}\p{N}]+/gu;

/** The positive (not negated) words of a query's text, or null when it has no text. */
export function highlightTerms(query: SearchQuery): HighlightTerms | null {
  const tokens: string[] = [];
  const fromText = (node: TextQuery): void => {
    if (node.kind === "term") tokens.push(...queryWords(node.text).flat());
    else if (node.kind === "and" || node.kind === "or") node.operands.forEach(fromText);
  };
  const fromCondition = (c: Condition): void => {
    if (c.kind === "text") fromText(c.text);
    else if (c.kind === "and" || c.kind === "or") c.operands.forEach(fromCondition);
  };
  if (query.textQuery) fromText(query.textQuery);
  else if (query.text) tokens.push(...queryWords(query.text).flat());
  for (const c of query.filters?.where ?? []) fromCondition(c);
  if (tokens.length === 0) return null;
  const last = tokens[tokens.length - 1];
  return { words: new Set(tokens), prefix: [...last].length >= MIN_PREFIX_LENGTH ? last : null };
}

function matches(word: string, terms: HighlightTerms): boolean {
  const w = normalizeText(word);
  return terms.words.has(w) || (terms.prefix !== null && w.startsWith(terms.prefix));
}

/** The text split at matched words, from `start` to `end`. */
function split(text: string, start: number, end: number, terms: HighlightTerms): TextPart[] {
  const parts: TextPart[] = [];
  let at = start;
  const slice = text.slice(start, end);
  for (const m of slice.matchAll(WORD)) {
    if (!matches(m[0], terms)) continue;
    const from = start + m.index;
    if (from > at) parts.push({ text: text.slice(at, from), mark: false });
    parts.push({ text: m[0], mark: true });
    at = from + m[0].length;
  }
  if (end > at) parts.push({ text: text.slice(at, end), mark: false });
  return parts;
}

/** Index of the first matched word of a text, or -1. */
function firstMatch(text: string, terms: HighlightTerms): number {
  for (const m of text.matchAll(WORD)) if (matches(m[0], terms)) return m.index;
  return -1;
}

/** A passage of the document text around its first match, cut at word boundaries. */
export function bodyPassage(body: string, terms: HighlightTerms): TextPart[] {
  const hit = firstMatch(body, terms);
  if (hit < 0) return [];
  let start = Math.max(0, hit - LEAD);
  if (start > 0) {
    const space = body.indexOf(" ", start);
    start = space >= 0 && space < hit ? space + 1 : hit;
  }
  let end = Math.min(body.length, start + PASSAGE);
  if (end < body.length) {
    const space = body.lastIndexOf(" ", end);
    if (space > hit) end = space;
  }
  const parts = split(body, start, end, terms);
  if (start > 0) parts.unshift({ text: "… ", mark: false });
  if (end < body.length) parts.push({ text: " …", mark: false });
  return parts;
}

export function hitSnippets(subject: string, body: string, terms: HighlightTerms): HitSnippets {
  return { subject: split(subject, 0, subject.length, terms), body: bodyPassage(body, terms) };
}
