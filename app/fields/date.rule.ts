/**
 * SPEC §5 date field: dd/mm/yyyy text of at most 10 characters that names a real calendar day;
 * the value out is ISO YYYY-MM-DD (SPEC §9, the API's format). JSON clients may send ISO
 * (YYYY-MM-DD, or a full ISO timestamp, read as a Europe/Athens day as Diavgeia's issueDate is).
 */
import { athensDayOfTimestamp, formatDate, parseScreenDate, readIsoDay } from "#shared/dates";
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

export function parseDate(value: unknown): Parsed<string> {
  if (typeof value !== "string") return fail(TEXT.invalidDate);
  const text = value.trim();
  const typed = parseScreenDate(text);
  if (typed) return ok(typed);
  if (readIsoDay(text)) return ok(text);
  const day = athensDayOfTimestamp(text);
  return day ? ok(day) : fail(TEXT.invalidDate);
}

/** ISO YYYY-MM-DD -> dd/mm/yyyy, as the date field shows it; other text is returned unchanged. */
export function isoToInput(value: string): string {
  return readIsoDay(value) ? formatDate(value) : value;
}

export const dateSchema = (options?: RuleOptions) => ruleSchema(parseDate, options);
