/**
 * The plumbing every validation rule shares: a rule is a pure parser from a present value to a
 * typed value or a Greek message, and `ruleSchema` turns it into a zod schema that first applies
 * the SPEC §5 required rule (./required.ts). Because the parsers accept both the strings an HTML
 * form posts and the typed values a JSON client sends, one schema serves the form and the API.
 */
import { z } from "zod";
import { MSG } from "../messages";
import { emptyToUndefined, isMissing } from "./required";

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

export const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
export const fail = (message: string): { ok: false; message: string } => ({ ok: false, message });

/** Parses a value that is present (not empty); never sees undefined, "", null or []. */
export type Parser<T> = (value: unknown) => Parsed<T>;

export interface RuleOptions {
  required?: boolean;
}

/** The zod schema of one field: required rule first, then the field's own rule. */
export function ruleSchema<T>(parse: Parser<T>, options: { required: true }): z.ZodType<T, unknown>;
export function ruleSchema<T>(parse: Parser<T>, options?: RuleOptions): z.ZodType<T | undefined, unknown>;
export function ruleSchema<T>(parse: Parser<T>, options: RuleOptions = {}): z.ZodType<T | undefined, unknown> {
  return present().transform((raw, ctx) => {
    const value = emptyToUndefined(raw);
    if (isMissing(value)) {
      if (options.required) {
        ctx.addIssue(MSG.required);
        return z.NEVER;
      }
      return undefined;
    }
    const parsed = parse(value);
    if (!parsed.ok) {
      ctx.addIssue(parsed.message);
      return z.NEVER;
    }
    return parsed.value;
  });
}

/**
 * The start of every field schema: any value, and absence allowed at the zod level, so that an
 * absent object key still reaches the rule (zod 4 reports absent keys of non-optional schemas
 * itself, with an English message) and the required rule alone decides whether absence is an error.
 */
export function present() {
  return z.unknown().optional();
}

/** Runs a parser on a raw value the same way the schema does (for tests and widgets). */
export function check<T>(parse: Parser<T>, raw: unknown, options: RuleOptions = {}): Parsed<T | undefined> {
  const value = emptyToUndefined(raw);
  if (isMissing(value)) return options.required ? fail(MSG.required) : ok(undefined);
  return parse(value);
}

/** The text of a scalar form or JSON value, or null when the value is not a scalar. */
export function scalarText(value: unknown): string | null {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}
