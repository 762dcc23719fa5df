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

function scalarText(value: unknown, def: FieldDefinition): string {
  if (typeof value === "boolean") return value ? "Ναι" : "Όχι";
  if (def.widget === "AMOUNT" && typeof value === "number") return formatAmount(value);
  if (def.widget === "AMOUNT" && typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) {
    return formatAmount(Number(value));
  }
  if (def.widget === "DATE" && (typeof value === "string" || typeof value === "number")) return formatDate(value);
  if (def.widget === "CHECKBOX") return value === "true" || value === "on" ? "Ναι" : value === "false" ? "Όχι" : String(value);
  if (typeof value === "object" && value !== null) {
    // Composite lines (LINE_COMPOSITE: e.g. a contractor's AFM and name) read as "key: value".
    return Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => !isEmpty(v))
      .map(([k, v]) => `${k}: ${typeof v === "object" ? JSON.stringify(v) : String(v)}`)
      .join(", ");
  }
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
