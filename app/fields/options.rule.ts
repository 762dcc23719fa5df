/**
 * Choice fields (COMBOBOX_SIMPLE and the other selects): the value must be one of the options the
 * server offered. A forged or stale value is refused rather than stored.
 */
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

export interface Option {
  value: string;
  label: string;
  /** Heading of the <optgroup> the option belongs to, if any. */
  group?: string;
  /** Level in a hierarchy (HIERARCHICAL_MENU, UNITS_HIERARCHICAL_MENU): 0 for a root. */
  depth?: number;
}

function optionValue(value: unknown): string | null {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return null;
}

export function parseOption(value: unknown, allowed: ReadonlySet<string>): Parsed<string> {
  const v = optionValue(value);
  return v !== null && allowed.has(v) ? ok(v) : fail(TEXT.invalidOption);
}

/** One or more values (a multiple select posts the name once per chosen option). */
export function parseOptions(value: unknown, allowed: ReadonlySet<string>): Parsed<string[]> {
  const list = Array.isArray(value) ? value : [value];
  const out: string[] = [];
  for (const item of list) {
    const parsed = parseOption(item, allowed);
    if (!parsed.ok) return parsed;
    if (!out.includes(parsed.value)) out.push(parsed.value);
  }
  return ok(out);
}

/** Codes typed into one text input, separated by commas, semicolons or line breaks. */
export function splitList(value: unknown): unknown {
  if (typeof value !== "string") return value;
  return value
    .split(/[,;\r\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

const valuesOf = (options: readonly Option[]) => new Set(options.map((o) => o.value));

export const optionSchema = (options: readonly Option[], rule?: RuleOptions) => {
  const allowed = valuesOf(options);
  return ruleSchema((value) => parseOption(value, allowed), rule);
};

/** Several values; with `split`, one text of codes separated by commas is accepted too. */
export const optionsSchema = (options: readonly Option[], rule?: RuleOptions, split = false) => {
  const allowed = valuesOf(options);
  return ruleSchema((value) => parseOptions(split ? splitList(value) : value, allowed), rule);
};
