/**
 * The one Greek text normaliser of the register (DESIGN.md principle 1 and 4). Every engine
 * indexes `normalizeText(...)` of a document and searches with the same function applied to the
 * query, so accents (tonos, dialytika), case and final sigma never decide whether a text matches.
 *
 * Steps: NFD, drop every combining mark (\p{M}), fold Latin look-alikes inside code-like words
 * (see below), lower case with the Greek locale, ς -> σ.
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
 * This mirrors normalizeAda in app/decisions/ada.ts; search/ may not import app/ (DESIGN.md).
 */

/** Latin capitals that look like Greek capitals. */
const LATIN_TO_GREEK: Record<string, string> = {
  A: "Α", B: "Β", E: "Ε", Z: "Ζ", H: "Η", I: "Ι", K: "Κ", M: "Μ",
  N: "Ν", O: "Ο", P: "Ρ", T: "Τ", Y: "Υ", X: "Χ",
};

/** A word: letters/digits, possibly joined by hyphens or dash look-alikes (ADA, "2014/1/001" splits). */
const WORD = /[\p{L}\p{N}]+(?:[-\u2010-\u2015\u2212][\p{L}\p{N}]+)*/gu;
const HAS_DIGIT = /\p{N}/u;
const HAS_LATIN = /[A-Za-z]/;
const HAS_GREEK = /\p{Script=Greek}/u;
/** ADA shape over any letters, before folding (reference/diavgeia.md §2.1). */
const ADA_SHAPE = /^[\p{L}\p{N}]{4,10}[-\u2010-\u2015\u2212][\p{L}\p{N}]{3}$/u;

function stripMarks(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "");
}

/** Whether a word (marks already stripped) is an identifier rather than prose. */
export function isCodeLike(word: string): boolean {
  return (
    HAS_DIGIT.test(word) ||
    (HAS_LATIN.test(word) && HAS_GREEK.test(word)) ||
    ADA_SHAPE.test(word)
  );
}

/** Latin look-alike letters of a code-like word turned into the Greek capitals they imitate. */
export function foldLookalikes(word: string): string {
  let out = "";
  for (const ch of word.toLocaleUpperCase("el")) out += LATIN_TO_GREEK[ch] ?? ch;
  return out;
}

function lower(text: string): string {
  return text.toLocaleLowerCase("el").replace(/ς/g, "σ");
}

/**
 * The normalised form of a text, for indexing and for queries. Separators are kept as they
 * are (the tokenizer splits on them), only words change.
 */
export function normalizeText(text: string): string {
  const stripped = stripMarks(text);
  return lower(stripped.replace(WORD, (w) => (isCodeLike(w) ? foldLookalikes(w) : w)));
}

/**
 * A query cut into words, each word a list of index tokens: `6Ε0Ε46Ψ842-Φ46` is one word of two
 * tokens (the tokenizer splits at the hyphen), so it can be searched as a phrase.
 */
export function queryWords(text: string): string[][] {
  const words: string[][] = [];
  for (const match of normalizeText(text).matchAll(WORD)) {
    words.push(match[0].split(/[^\p{L}\p{N}]+/u).filter(Boolean));
  }
  return words;
}
