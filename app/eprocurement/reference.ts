/**
 * SPEC §5 "E-procurement reference": an ΑΔΑΜ (the ΚΗΜΔΗΣ reference number, `YY` + qualifier +
 * 9 digits, e.g. 22REQ012345678, reference/diavgeia.md §2.1) is valid only if it carries the
 * qualifier that belongs to the chosen decision type, and the type must be one the import
 * supports. Which ΚΗΜΔΗΣ record feeds which decision type is docs/decisions/060. Pure.
 */
import { TEXT } from "../messages";

export const ADAM_QUALIFIERS = ["REQ", "PROC", "AWRD", "SYMV", "PAY", "DIAB"] as const;
export type AdamQualifier = (typeof ADAM_QUALIFIERS)[number];

/** The supported decision types and the ΚΗΜΔΗΣ records each may be filled from. */
export const QUALIFIERS_BY_TYPE: Readonly<Record<string, readonly AdamQualifier[]>> = {
  "Β.1.3": ["REQ"], // ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ ← εγκεκριμένο αίτημα
  "Β.2.1": ["REQ"], // ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ ← εγκεκριμένο αίτημα
  "Δ.2.1": ["PROC"], // ΠΕΡΙΛΗΨΗ ΔΙΑΚΗΡΥΞΗΣ ← προκήρυξη/διακήρυξη
  "Δ.1": ["AWRD", "SYMV"], // ΑΝΑΘΕΣΗ ← ανάθεση ή σύμβαση
  "Δ.2.2": ["AWRD"], // ΚΑΤΑΚΥΡΩΣΗ ← κατακύρωση
  "Β.2.2": ["PAY"], // ΟΡΙΣΤΙΚΟΠΟΙΗΣΗ ΠΛΗΡΩΜΗΣ ← εντολή πληρωμής
};

export const isSupportedType = (typeUid: string) => Object.hasOwn(QUALIFIERS_BY_TYPE, typeUid);

const ADAM = new RegExp(`^(\\d{2})(${ADAM_QUALIFIERS.join("|")})(\\d{9})$`);

/** Spaces dropped and capitals, as people copy it from the ΚΗΜΔΗΣ pages. */
export function normalizeAdam(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

export type ReferenceCheck =
  { ok: true; adam: string; qualifier: AdamQualifier } | { ok: false; field: "type" | "adam"; message: string };

export function checkReference(typeUid: string, reference: string): ReferenceCheck {
  const allowed = QUALIFIERS_BY_TYPE[typeUid];
  if (!isSupportedType(typeUid) || !allowed) return { ok: false, field: "type", message: TEXT.eprocUnsupportedType };
  const adam = normalizeAdam(reference);
  const match = ADAM.exec(adam);
  if (!match) return { ok: false, field: "adam", message: TEXT.eprocInvalidReference };
  const qualifier = match[2] as AdamQualifier;
  if (!allowed.includes(qualifier)) return { ok: false, field: "adam", message: TEXT.eprocWrongQualifier(allowed) };
  return { ok: true, adam, qualifier };
}
