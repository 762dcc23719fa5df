/**
 * A list of e-mail addresses (the publication recipients, SPEC §3 "Decision defaults: mail
 * recipients"): the form sends one text with addresses separated by commas, semicolons or line
 * breaks; JSON clients send an array. Duplicates are dropped; each address must look deliverable.
 */
import { TEXT } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

// Deliberately simple: one @, no spaces, a dot in the domain. The mail server has the last word.
const EMAIL = /^[^\s@,;<>"]+@[^\s@,;<>"]+\.[^\s@,;<>"]+$/;

export function isEmail(text: string): boolean {
  return text.length <= 254 && EMAIL.test(text);
}

export function splitEmails(text: string): string[] {
  return text
    .split(/[,;\r\n]+/)
    .map((item) => item.trim())
    .filter((item) => item !== "");
}

export function parseEmailList(value: unknown): Parsed<string[]> {
  const items = Array.isArray(value)
    ? value.flatMap((v) => (typeof v === "string" ? splitEmails(v) : [String(v)]))
    : typeof value === "string"
      ? splitEmails(value)
      : null;
  if (items === null) return fail(TEXT.invalidEmail);
  const out: string[] = [];
  for (const item of items) {
    if (!isEmail(item)) return fail(`${TEXT.invalidEmail}: ${item}`);
    const lower = item.toLowerCase();
    if (!out.some((e) => e.toLowerCase() === lower)) out.push(item);
  }
  return ok(out);
}

export const emailListSchema = (options?: RuleOptions) => ruleSchema(parseEmailList, options);
