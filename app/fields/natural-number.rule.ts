/**
 * SPEC §5 natural number: an integer from 0 to 10^(maxLength − 1) (SPEC §9). Without a maxLength
 * only the integer rule applies (up to the largest exactly representable integer).
 */
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, scalarText, type Parsed, type RuleOptions } from "./rule";

export function naturalNumberMax(maxLength: number | null | undefined): number {
  return maxLength && maxLength > 0 ? 10 ** (maxLength - 1) : Number.MAX_SAFE_INTEGER;
}

export function parseNaturalNumber(value: unknown, maxLength?: number | null): Parsed<number> {
  const max = naturalNumberMax(maxLength);
  const text = scalarText(value);
  if (text === null || !/^\d+$/.test(text)) return fail(TEXT.invalidNaturalNumber(max));
  const n = Number(text);
  return Number.isSafeInteger(n) && n <= max ? ok(n) : fail(TEXT.invalidNaturalNumber(max));
}

export const naturalNumberSchema = (maxLength?: number | null, options?: RuleOptions) =>
  ruleSchema((value) => parseNaturalNumber(value, maxLength), options);
