/** Free text with an optional maximum length (the field definition's maxLength). */
import { TEXT } from "../messages";
import { splitList } from "./options.rule";
import { fail, ok, ruleSchema, scalarText, type Parsed, type RuleOptions } from "./rule";

export function parseText(value: unknown, maxLength?: number | null): Parsed<string> {
  const text = scalarText(value);
  if (text === null) return fail(TEXT.badRequest);
  // Length in characters as a reader counts them (code points), not UTF-16 units.
  if (maxLength && [...text].length > maxLength) return fail(TEXT.tooLong(maxLength));
  return ok(text);
}

/** Several texts (codes typed into one input, separated by commas, or a JSON array). */
export function parseTextList(value: unknown, maxLength?: number | null): Parsed<string[]> {
  const items = Array.isArray(value) ? value : splitList(value);
  const out: string[] = [];
  for (const item of Array.isArray(items) ? items : [items]) {
    const parsed = parseText(item, maxLength);
    if (!parsed.ok) return parsed;
    if (parsed.value !== "" && !out.includes(parsed.value)) out.push(parsed.value);
  }
  return ok(out);
}

export const textListSchema = (maxLength?: number | null, options?: RuleOptions) =>
  ruleSchema((value) => parseTextList(value, maxLength), options);

export const textSchema = (maxLength?: number | null, options?: RuleOptions) =>
  ruleSchema((value) => parseText(value, maxLength), options);
