/**
 * SPEC §5 date-after rule: a date must not be before the referenced date, compared by day.
 * Both sides are ISO YYYY-MM-DD days (the output of ./date.rule.ts), so comparing the strings
 * compares the days. The mirror check, "not after", serves "issue date not in the future".
 */
import { TEXT } from "../messages";
import { isoToInput } from "./date.rule";

/** null when `day` is on or after `reference`, else the Greek message naming the reference day. */
export function checkNotBefore(day: string, reference: string): string | null {
  return day >= reference ? null : TEXT.dateBefore(isoToInput(reference));
}

/** null when `day` is on or before `reference`, else the Greek message naming the reference day. */
export function checkNotAfter(day: string, reference: string): string | null {
  return day <= reference ? null : TEXT.dateAfter(isoToInput(reference));
}
