/** Free text with an optional maximum length (the field definition's maxLength). */
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, scalarText, type Parsed, type RuleOptions } from "./rule";

export function parseText(value: unknown, maxLength?: number | null): Parsed<string> {
  const text = scalarText(value);
  if (text === null) return fail(TEXT.badRequest);
  // Length in characters as a reader counts them (code points), not UTF-16 units.
  if (maxLength && [...text].length > maxLength) return fail(TEXT.tooLong(maxLength));
  return ok(text);
}

export const textSchema = (maxLength?: number | null, options?: RuleOptions) =>
  ruleSchema((value) => parseText(value, maxLength), options);
