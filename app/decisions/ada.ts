/**
 * The ADA (Αριθμός Διαδικτυακής Ανάρτησης): the unique number a decision gets when published.
 *
 * Shape (reference/diavgeia.md §2.1): PREFIX-SUFFIX over the alphabet 0-9 and the 24 Greek
 * capitals, prefix 4-10 characters, suffix 3. Ours: prefix = serial (≥ 4 chars, per
 * organisation) + the organisation's 3-character code; suffix = a check group computed from the
 * prefix, so a mistyped ADA of ours is caught. ADAs imported from elsewhere only need the shape.
 */
import { foldLookalikes, normalizeText } from "#search/normalize";

/** 0-9 then Α..Ω without final sigma: 34 symbols. */
export const ADA_ALPHABET = "0123456789ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ";
const BASE = ADA_ALPHABET.length;

export const ADA_PATTERN = /^[0-9Α-ΡΣ-Ω]{4,10}-[0-9Α-ΡΣ-Ω]{3}$/u;

/**
 * Canonical form of a typed ADA: trimmed, upper case, accents dropped, Latin look-alikes turned
 * into the Greek capitals they imitate, any dash variant made a hyphen-minus. Returns the
 * canonical string even when it is not a valid ADA (use `parseAda` to validate).
 * The folding is the search normaliser's (search/normalize.ts), so an ADA is read the same way
 * by the lookup and by the search index.
 */
export function normalizeAda(input: string): string {
  return foldLookalikes(normalizeText(input.trim())).toLocaleUpperCase("el");
}

/** The canonical ADA, or null when the input cannot be one. */
export function parseAda(input: string): string | null {
  const ada = normalizeAda(input);
  return ADA_PATTERN.test(ada) ? ada : null;
}

/**
 * What a caller's ADA is looked up as: its canonical form when it is one (typed in lower case,
 * with Latin look-alikes, …), otherwise as it was sent, so the answer names what was sent.
 */
export function adaForLookup(input: string): string {
  return parseAda(input) ?? input;
}

export function isValidAda(input: string): boolean {
  return parseAda(input) !== null;
}

function encode(n: number, minLength: number): string {
  let out = "";
  do {
    out = ADA_ALPHABET[n % BASE] + out;
    n = Math.floor(n / BASE);
  } while (n > 0);
  return out.padStart(minLength, ADA_ALPHABET[0]);
}

/** The 3-character code of the n-th organisation (n from 0; 34^3 = 39,304 codes). */
export function organizationAdaCode(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= BASE ** 3) throw new RangeError(`org code index ${n}`);
  return encode(n, 3);
}

/** Three independent weighted sums of the prefix, mod 34: catches single typos and swaps. */
export function checkGroup(prefix: string): string {
  const values = [...prefix].map((ch) => ADA_ALPHABET.indexOf(ch));
  if (values.some((v) => v < 0)) throw new RangeError(`not an ADA prefix: ${prefix}`);
  const weights = [(i: number) => i + 1, (i: number) => 2 * i + 3, (i: number) => (i * i + 7) % BASE || 1];
  return weights.map((w) => ADA_ALPHABET[values.reduce((sum, v, i) => sum + v * w(i), 0) % BASE]).join("");
}

/** The ADA for an organisation code and that organisation's serial number (from 0). */
export function makeAda(orgCode: string, serial: number): string {
  const prefix = encode(serial, 4) + orgCode;
  if (prefix.length > 10) throw new RangeError("ADA serial space exhausted for this organisation");
  return `${prefix}-${checkGroup(prefix)}`;
}

/** Whether an ADA carries a correct check group (true only for ADAs this register made). */
export function hasValidCheckGroup(ada: string): boolean {
  const canonical = parseAda(ada);
  if (!canonical) return false;
  const [prefix, suffix] = canonical.split("-");
  return checkGroup(prefix) === suffix;
}
