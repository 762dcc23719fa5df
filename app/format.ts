/**
 * Greek (el-GR) formatting of numbers on screen: amounts, numbers, counts, file sizes and label
 * lengths (DESIGN.md principle 4, diavgeia.md §7.3). One module, used by the server and the
 * browser alike, so a page renders the same text on both sides. Dates have their own module,
 * shared/dates.ts, because search/ and the seed need them too.
 */

const LOCALE = "el-GR";

const euro = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });

/**
 * ICU puts a no-break space (or, in some versions, a narrow one) between number and unit. We
 * always emit U+00A0, so the server and every browser render the same text (no hydration
 * mismatch) and "1.234,56 €" never breaks across lines.
 */
const NBSP = "\u00a0";
function fixSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f ]/g, NBSP);
}

/** `1.234,56 €` (with a no-break space); empty text for a missing amount. */
export function formatAmount(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return "";
  return fixSpaces(euro.format(amount));
}

/** `1.234.567` */
export function formatNumber(n: number): string {
  return integer.format(n);
}

/** SPEC §2/§9: total counts abbreviated for thousands and millions: `999`, `1,2 χιλ.`, `3,4 εκ.` */
export function abbreviateCount(n: number): string {
  return Math.abs(n) < 1000 ? integer.format(n) : fixSpaces(compact.format(n));
}

/** A search total: `1.234`, or `10.000+` when the engine stopped counting at a cap. */
export function formatTotal(total: number, exact: boolean): string {
  return exact ? integer.format(total) : `${integer.format(total)}+`;
}

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB"] as const;
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** SPEC §9: file sizes in Bytes, KB, MB, GB, TB (1 KB = 1024 bytes): `1,5 MB`. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "";
  let unit = 0;
  let value = bytes;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? integer.format(value) : oneDecimal.format(value)}${NBSP}${SIZE_UNITS[unit]}`;
}

/** Cuts a label to `max` characters with an ellipsis (SPEC §2: organisation menu labels, 20). */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : `${chars.slice(0, max).join("").trimEnd()}…`;
}
