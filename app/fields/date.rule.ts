/**
 * SPEC §5 date field: dd/mm/yyyy text of at most 10 characters that names a real calendar day;
 * the value out is ISO YYYY-MM-DD (SPEC §9, the API's format). JSON clients may send ISO
 * (YYYY-MM-DD, or a full ISO timestamp, read as a Europe/Athens day as Diavgeia's issueDate is).
 */
import { athensDay } from "../format";
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

const GREEK = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

function isoDay(year: number, month: number, day: number): string | null {
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** The Europe/Athens calendar day of an instant (the register's days are Athens days). */
export { athensDay };

export function parseDate(value: unknown): Parsed<string> {
  if (typeof value !== "string") return fail(TEXT.invalidDate);
  const text = value.trim();
  const greek = text.length <= 10 ? GREEK.exec(text) : null;
  if (greek) return orFail(isoDay(Number(greek[3]), Number(greek[2]), Number(greek[1])));
  const iso = ISO_DAY.exec(text);
  if (iso) return orFail(isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3])));
  if (ISO_TIMESTAMP.test(text)) {
    const instant = new Date(text);
    if (!Number.isNaN(instant.getTime())) return ok(athensDay(instant));
  }
  return fail(TEXT.invalidDate);
}

function orFail(day: string | null): Parsed<string> {
  return day ? ok(day) : fail(TEXT.invalidDate);
}

/** ISO YYYY-MM-DD -> dd/mm/yyyy, as the date field shows it; other text is returned unchanged. */
export function isoToInput(value: string): string {
  const iso = ISO_DAY.exec(value);
  return iso ? `${iso[3]}/${iso[2]}/${iso[1]}` : value;
}

export const dateSchema = (options?: RuleOptions) => ruleSchema(parseDate, options);
