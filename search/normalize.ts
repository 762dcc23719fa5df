/**
 * The one Greek text normaliser of the register (DESIGN.md principle 1 and 4). Every engine
 * indexes `normalizeText(...)` of a document and searches with the same function applied to the
 * query, so accents (tonos, dialytika), case and final sigma never decide whether a text matches.
 *
 * Steps: NFD, drop every combining mark (\p{M}), lower case with the Greek locale, ς -> σ, then
 * fold Latin look-alikes inside code-like words (see below).
 *
 * Why we do it ourselves: SQLite's unicode61 tokenizer with remove_diacritics 2 folds Greek case
 * but not the tonos (stack.md gotcha 7), and Typesense keeps diacritics for non-English locales.
 *
 * Why a homoglyph fold: ADAs and protocol numbers are written with Greek capitals (`6Ε0Ε46Ψ842-Φ46`,
 * `Ε2281`), and 14 of them look exactly like Latin letters, so people type them on a Latin
 * keyboard. Folding every Latin word would also mangle real Latin text ("MINI" would become
 * Greek and stop matching "mini"), so only "code-like" words are folded: words with a digit,
 * words mixing Latin and Greek letters (also a common typo inside Greek words), and hyphenated
 * words of ADA shape. Documents and queries go through the same rule, so the fold is symmetric.
 * app/decisions/ada.ts builds its ADA lookup on these functions (app may import search/).
 */

import type { SearchDocument } from "./engine";

/** Latin letters (lower case, after folding) that look like Greek letters, and those letters. */
const LATIN_TO_GREEK: Record<string, string> = {
  a: "α",
  b: "β",
  e: "ε",
  z: "ζ",
  h: "η",
  i: "ι",
  k: "κ",
  m: "μ",
  n: "ν",
  o: "ο",
  p: "ρ",
  t: "τ",
  y: "υ",
  x: "χ",
};

/** A word: letters/digits, possibly joined by hyphens (an ADA is one word). */
const WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;
const HAS_LATIN = /[a-z]/;
const HAS_GREEK = /[\u0370-\u03ff]/;
/** ADA shape over any letters, before folding (reference/diavgeia.md §2.1). */
const ADA_SHAPE = /^[\p{L}\p{N}]{4,10}-[\p{L}\p{N}]{3}$/u;
const DASHES = /[\u2010-\u2015\u2212]/;
/** Text whose every character folds by plain lower-casing: ASCII and unaccented Greek letters. */
const PLAIN = /^[\u0000-\u007f\u0391-\u03a1\u03a3-\u03a9\u03b1-\u03c9]*$/;

/** One character folded: decomposed, marks dropped, lower case (Greek rules), ς -> σ, dashes -> "-". */
function computeFold(ch: string): string {
  if (DASHES.test(ch)) return "-";
  const strip = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "");
  return strip(strip(ch).toLocaleLowerCase("el")).replace(/ς/g, "σ");
}

/**
 * Per-character fold, memoised per code unit: the whole pipeline is per character (we drop the
 * marks NFD would reorder, and ς -> σ makes the context-sensitive final-sigma rule moot), and a
 * table lookup is about 20 times faster than String.normalize + \p{M} + toLocaleLowerCase on
 * every indexed text (a million subjects at seed time).
 */
const foldTable: (string | undefined)[] = [];
const astralFolds = new Map<string, string>();

function foldCharacters(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) {
      out += c >= 0x41 && c <= 0x5a ? String.fromCharCode(c + 0x20) : text[i];
    } else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const pair = text.slice(i, i + 2);
      let f = astralFolds.get(pair);
      if (f === undefined) astralFolds.set(pair, (f = computeFold(pair)));
      out += f;
      i++;
    } else {
      let f = foldTable[c];
      if (f === undefined) f = foldTable[c] = computeFold(text[i]);
      out += f;
    }
  }
  return out;
}

/** Whether a folded word is an identifier rather than prose. */
export function isCodeLike(word: string): boolean {
  return HAS_DIGIT.test(word) || (HAS_LATIN.test(word) && HAS_GREEK.test(word)) || ADA_SHAPE.test(word);
}

/** Latin look-alike letters of a folded word turned into the Greek letters they imitate. */
export function foldLookalikes(word: string): string {
  return word.replace(/[abezhikmnoptyx]/g, (ch) => LATIN_TO_GREEK[ch]);
}

/**
 * The normalised form of a text, for indexing and for queries. Separators are kept as they
 * are (the tokenizer splits on them), only letters change.
 */
export function normalizeText(text: string): string {
  // Most subjects are ASCII and unaccented Greek (Diavgeia's capitals without tonos): the
  // engine's own lower-casing is then exact, and several times faster than the table walk.
  const folded = PLAIN.test(text) ? text.toLowerCase().replace(/ς/g, "σ") : foldCharacters(text);
  // Most subjects are Greek only: no Latin letter, nothing to fold, no word scan.
  if (!HAS_LATIN.test(folded)) return folded;
  return folded.replace(WORD, (w) => (isCodeLike(w) ? foldLookalikes(w) : w));
}

/**
 * A query cut into words at white space, each word a list of index tokens: `6Ε0Ε46Ψ842-Φ46` and
 * `72/2025` are one word of two tokens each (the tokenizer splits at "-" and "/"), so they can
 * be searched as phrases.
 */
export function queryWords(text: string): string[][] {
  return normalizeText(text)
    .split(/\s+/u)
    .map((word) => word.split(/[^\p{L}\p{N}]+/u).filter(Boolean))
    .filter((tokens) => tokens.length > 0);
}

/**
 * The text every engine indexes for a document: free text searches subject, protocol number, ADA
 * and the document's text (docs/decisions/082: one FTS column, so words may match in either).
 */
export function indexedText(doc: Pick<SearchDocument, "subject" | "protocolNumber" | "ada" | "body">): string {
  const head = `${doc.subject}\n${doc.protocolNumber}\n${doc.ada}`;
  return normalizeText(doc.body ? `${head}\n${doc.body}` : head);
}
