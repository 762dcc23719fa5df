/**
 * SPEC §5 VAT number (ΑΦΜ) rule.
 *
 * - Types EL (Greek) and EU are checked; the default type is EL and the default country EL;
 *   other types (foreign ids, bodies without a VAT number) are not checked.
 * - A Greek AFM is 9 digits with the mod-11 check digit of reference/diavgeia.md §7.1.
 * - Invalid gives «Μη έγκυρος ΑΦΜ».
 *
 * A remote VAT service (SPEC §7 POST /internal/validateVAT, GGPS/VIES) may confirm a number the
 * local rule accepted. Calling it is left to the server; `interpretVatService` is the one place
 * that turns its answer into the SPEC §5 outcome (4xx = invalid, other failures = «Αδυναμία
 * ελέγχου εγκυρότητας», valid only on valid:true).
 */
import { MSG } from "../messages";
import { fail, ok, ruleSchema, type Parsed, type RuleOptions } from "./rule";

export const DEFAULT_AFM_TYPE = "EL";
export const DEFAULT_COUNTRY_CODE = "EL";

export interface AfmValue {
  afm: string;
  afmType: string;
  countryCode: string;
}

/** The mod-11 check of a 9-digit Greek AFM. */
export function isAfmChecksumValid(afm: string): boolean {
  if (!/^\d{9}$/.test(afm)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(afm[i]) * 2 ** (8 - i);
  return (sum % 11) % 10 === Number(afm[8]);
}

/** Spaces dropped, and the country prefix people paste from invoices (EL/GR) removed. */
export function normalizeAfm(text: string): string {
  return text.replace(/\s+/g, "").replace(/^(EL|GR)(?=\d)/i, "");
}

/** Whether the local rule accepts the number for its type and country. */
export function isAfmValid({ afm, afmType, countryCode }: AfmValue): boolean {
  const type = afmType.toUpperCase();
  const country = countryCode.toUpperCase();
  if (type === "EL" || (type === "EU" && (country === "EL" || country === "GR"))) {
    return isAfmChecksumValid(afm);
  }
  // Other EU members: the VIES shape (2-12 letters, digits, + or *); the service has the last word.
  if (type === "EU") return /^[0-9A-Z+*]{2,12}$/i.test(afm);
  return true;
}

function str(value: unknown, fallback: string): string {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : fallback;
}

/**
 * A bare number (the AFM widget, typed EL) or a JSON person object {afm, afmType, afmCountry}.
 * Returns the normalised number for a bare value, or the object with a normalised `afm`.
 */
export function parseAfm(value: unknown): Parsed<string | Record<string, unknown>> {
  if (typeof value === "string" || typeof value === "number") {
    const afm = normalizeAfm(String(value));
    return isAfmValid({ afm, afmType: DEFAULT_AFM_TYPE, countryCode: DEFAULT_COUNTRY_CODE })
      ? ok(afm)
      : fail(MSG.invalidAfm);
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const person = value as Record<string, unknown>;
    const afm = normalizeAfm(str(person.afm, ""));
    const afmType = str(person.afmType, DEFAULT_AFM_TYPE);
    const countryCode = str(person.afmCountry ?? person.countryCode, DEFAULT_COUNTRY_CODE);
    if (afm === "") return fail(MSG.invalidAfm);
    return isAfmValid({ afm, afmType, countryCode }) ? ok({ ...person, afm, afmType }) : fail(MSG.invalidAfm);
  }
  return fail(MSG.invalidAfm);
}

export const afmSchema = (options?: RuleOptions) => ruleSchema(parseAfm, options);

// ---------------------------------------------------------------- the remote service's answer

/** What the VAT service returned (SPEC §3 "VAT check" result), or how the call failed. */
export type VatServiceAnswer =
  | { kind: "response"; status: number; body?: { valid?: boolean; name?: string | null; enterName?: boolean } }
  | { kind: "unreachable" };

export type VatOutcome =
  | { valid: true; name: string | null; enterName: boolean }
  | { valid: false; message: string; name: null; enterName: false };

/**
 * SPEC §5: a 4xx status marks the number invalid; other failures mean the service is unavailable;
 * it is valid only if the service says valid:true (otherwise the name is cleared and enterName is
 * false); when valid but a name must be entered and none came back, the name typed in the form is used.
 */
export function interpretVatService(answer: VatServiceAnswer, nameFromForm: string | null = null): VatOutcome {
  const invalid = (message: string): VatOutcome => ({ valid: false, message, name: null, enterName: false });
  if (answer.kind === "unreachable") return invalid(MSG.afmServiceFailure);
  if (answer.status >= 400 && answer.status < 500) return invalid(MSG.invalidAfm);
  if (answer.status < 200 || answer.status >= 300) return invalid(MSG.afmServiceFailure);
  if (answer.body?.valid !== true) return invalid(MSG.invalidAfm);
  const enterName = answer.body.enterName === true;
  const name = answer.body.name || (enterName ? nameFromForm : null) || null;
  return { valid: true, name, enterName };
}
