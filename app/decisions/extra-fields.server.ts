/**
 * The extra fields of a version (per decision type, SPEC §3 dynamic fields) as label/value
 * pairs for the decision page: each value found at its definition's fieldPath, formatted the way
 * its widget shows it (amounts in euro, dates dd/MM/yyyy, dictionary uids as their labels).
 */
import { formatAmount, formatDate } from "../format";
import { dictionaryLabels, fieldDefinitionsOf, type FieldDefinition } from "./labels.server";

export interface ExtraField {
  uid: string;
  label: string;
  value: string;
}

function valueAt(values: Record<string, unknown>, path: string): unknown {
  let current: unknown = values;
  for (const key of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value as object).length === 0)
  );
}

/** Keys of composite values that only steer the entry form (how an AFM was checked). */
const FORM_ONLY_KEYS = new Set(["afmType", "afmCountry", "enterName", "noVATOrg", "currency"]);

/**
 * A composite value (LINE_COMPOSITE, an AFM with its holder's name, an amount object) in words:
 * "ΔΗΜΟΣ ΘΕΣΣΑΛΟΝΙΚΗΣ (ΑΦΜ 998082845)", "1.234,56 €", else its other parts joined.
 */
function compositeText(value: Record<string, unknown>): string {
  const parts: string[] = [];
  const name = typeof value.name === "string" ? value.name : typeof value.label === "string" ? value.label : "";
  if (typeof value.afm === "string" && value.afm !== "") parts.push(name ? `${name} (ΑΦΜ ${value.afm})` : `ΑΦΜ ${value.afm}`);
  else if (name) parts.push(name);
  if (typeof value.amount === "number") parts.push(formatAmount(value.amount));
  for (const [key, v] of Object.entries(value)) {
    if (["afm", "name", "label", "amount"].includes(key) || FORM_ONLY_KEYS.has(key) || isEmpty(v)) continue;
    if (typeof v === "string" || typeof v === "number") parts.push(String(v));
    else if (typeof v === "object" && v !== null && !Array.isArray(v)) parts.push(compositeText(v as Record<string, unknown>));
  }
  return parts.filter((p) => p !== "").join(", ");
}

function scalarText(value: unknown, def: FieldDefinition): string {
  if (typeof value === "boolean") return value ? "Ναι" : "Όχι";
  if (def.widget === "AMOUNT" && typeof value === "number") return formatAmount(value);
  if (def.widget === "AMOUNT" && typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) {
    return formatAmount(Number(value));
  }
  if (def.widget === "DATE" && (typeof value === "string" || typeof value === "number")) return formatDate(value);
  if (def.widget === "CHECKBOX") return value === "true" || value === "on" ? "Ναι" : value === "false" ? "Όχι" : String(value);
  if (typeof value === "object" && value !== null) return compositeText(value as Record<string, unknown>);
  return String(value);
}

export function describeExtraFields(decisionTypeUid: string, values: Record<string, unknown>): ExtraField[] {
  const out: ExtraField[] = [];
  for (const def of fieldDefinitionsOf(decisionTypeUid)) {
    if (def.widget === "TEXT_HIDDEN") continue;
    const value = valueAt(values, def.fieldPath);
    if (isEmpty(value)) continue;
    const items = Array.isArray(value) ? value : [value];
    let text: string;
    if (def.dictionaryUid && items.every((v) => typeof v === "string")) {
      text = dictionaryLabels(def.dictionaryUid, items as string[]).map((l) => l.label).join(", ");
    } else {
      text = items.map((v) => scalarText(v, def)).join("; ");
    }
    if (text !== "") out.push({ uid: def.uid, label: def.label, value: text });
  }
  return out;
}
