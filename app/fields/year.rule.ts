/** SPEC §5 year rule: exactly 4 digits, 1833..2150 (SPEC §9), else «Μη έγκυρο έτος». Empty is allowed. */
import { MSG } from "../messages";
import { fail, ok, ruleSchema, scalarText, type Parsed, type RuleOptions } from "./rule";

export const YEAR_MIN = 1833;
export const YEAR_MAX = 2150;

export function parseYear(value: unknown): Parsed<number> {
  const text = scalarText(value);
  if (text === null || !/^\d{4}$/.test(text)) return fail(MSG.invalidYear);
  const year = Number(text);
  return year >= YEAR_MIN && year <= YEAR_MAX ? ok(year) : fail(MSG.invalidYear);
}

export const yearSchema = (options?: RuleOptions) => ruleSchema(parseYear, options);
