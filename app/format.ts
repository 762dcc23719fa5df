/**
 * Greek (el-GR) formatting for everything shown on screen: amounts, numbers, counts, dates and
 * file sizes (DESIGN.md principle 4, diavgeia.md §7.3). One module, used by the server and the
 * browser alike, so a page renders the same text on both sides.
 *
 * Days are Europe/Athens days: a decision published at 23:30 UTC on 31/12 belongs to 01/01.
 */

export const TIME_ZONE = "Europe/Athens";
const LOCALE = "el-GR";

const euro = new Intl.NumberFormat(LOCALE, { style: "currency", currency: "EUR" });
const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(LOCALE, { notation: "compact", maximumFractionDigits: 1 });
const dayParts = new Intl.DateTimeFormat(LOCALE, {
  timeZone: TIME_ZONE,
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

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

type DateInput = number | Date | string | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface AthensParts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

function athensParts(value: number | Date): AthensParts | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts: Record<string, string> = {};
  for (const p of dayParts.formatToParts(date)) parts[p.type] = p.value;
  return parts as unknown as AthensParts;
}

/**
 * `dd/MM/yyyy`. A calendar day (`YYYY-MM-DD`, as issue dates are stored) is shown as it is;
 * an instant (epoch ms or Date) is shown as its day in Athens.
 */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const m = ISO_DAY.exec(value);
    if (m) return `${m[3]}/${m[2]}/${m[1]}`;
    const parsed = Date.parse(value);
    if (Number.isNaN(parsed)) return "";
    value = parsed;
  }
  const p = athensParts(value);
  return p ? `${p.day}/${p.month}/${p.year}` : "";
}

/** `dd/MM/yyyy HH:mm` in Athens time. */
export function formatDateTime(value: number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  const p = athensParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : "";
}

/** `dd/MM/yyyy HH:mm:ss` in Athens time: the export format of diavgeia.md §1.7. */
export function formatDateTimeSeconds(value: number | Date | null | undefined): string {
  if (value === null || value === undefined) return "";
  const p = athensParts(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : "";
}

/** The Athens calendar day (`YYYY-MM-DD`) of an instant: for date filters and quick searches. */
export function athensDay(value: number | Date): string {
  const p = athensParts(value);
  if (!p) throw new RangeError("invalid date");
  return `${p.year}-${p.month}-${p.day}`;
}

/** `YYYY-MM-DD` shifted by a number of days (calendar arithmetic, no time zone involved). */
export function addDays(isoDay: string, days: number): string {
  const m = ISO_DAY.exec(isoDay);
  if (!m) throw new RangeError(`not a day: ${isoDay}`);
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
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
