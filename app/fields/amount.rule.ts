/**
 * SPEC §5 amount: Greek format, dot for thousands and comma for decimals, at most 2 decimals
 * (SPEC §9), parsed to a number: «1.234,56» -> 1234.56; «1234,56» and «1234» are accepted too.
 * A trailing euro sign is tolerated because amounts are often copied from documents («104.354,00€»).
 * «1,234.56» (English format) is refused rather than guessed: 1,234 would mean 1.234 in Greek.
 * JSON clients may send a plain number.
 */
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

const GROUPED = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;
const PLAIN = /^\d+(,\d{1,2})?$/;

export function parseAmount(value: unknown): Parsed<number> {
  if (typeof value === "number") {
    const cents = Math.round(value * 100);
    return Number.isFinite(value) && value >= 0 && Math.abs(cents - value * 100) < 1e-6
      ? ok(cents / 100)
      : fail(TEXT.invalidAmount);
  }
  if (typeof value !== "string") return fail(TEXT.invalidAmount);
  const text = value.trim().replace(/\s*€$/, "");
  if (!GROUPED.test(text) && !PLAIN.test(text)) return fail(TEXT.invalidAmount);
  const amount = Number(text.replace(/\./g, "").replace(",", "."));
  return Number.isFinite(amount) ? ok(amount) : fail(TEXT.invalidAmount);
}

/** How an amount is written back into the form: Greek grouping, two decimals. */
export function formatAmountInput(amount: number): string {
  return amount.toLocaleString("el-GR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export const amountSchema = (options?: RuleOptions) => ruleSchema(parseAmount, options);
