/**
 * The extra fields of a version (per decision type, SPEC §3 dynamic fields) as label/value
 * pairs for the decision page: each value found at its definition's fieldPath, formatted the way
 * its widget shows it (amounts in euro, dates dd/MM/yyyy, uids of dictionary items, organisations,
 * units and signers as their labels).
 */
import { getPath } from "../fields/paths";
import { formatAmount } from "../format";
import { formatDate } from "#shared/dates";
import { definitionFields } from "../decision-types/definitions.server";
import {
  dictionaryLabels,
  organizationLabels,
  signerLabels,
  unitLabels,
  type FieldDefinition,
  type Label,
} from "./labels.server";

export interface ExtraField {
  uid: string;
  label: string;
  value: string;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    value === "" ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === "object" && !Array.isArray(value) && Object.keys(value).length === 0)
  );
}

/** A member of a composite value (a table row's body, units, signers) by its labels, or null. */
type MemberLabel = (key: string, value: unknown) => string | null;

/** Keys of composite values that only steer the entry form (how an AFM was checked). */
const FORM_ONLY_KEYS = new Set(["afmType", "afmCountry", "enterName", "noVATOrg", "currency"]);

/**
 * A composite value (LINE_COMPOSITE, an AFM with its holder's name, an amount object) in words:
 * "ΔΗΜΟΣ ΘΕΣΣΑΛΟΝΙΚΗΣ (ΑΦΜ 998082845)", "1.234,56 €", else its other parts joined.
 */
function compositeText(value: Record<string, unknown>, labelOf: MemberLabel = () => null): string {
  const parts: string[] = [];
  const name = typeof value.name === "string" ? value.name : typeof value.label === "string" ? value.label : "";
  if (typeof value.afm === "string" && value.afm !== "")
    parts.push(name ? `${name} (ΑΦΜ ${value.afm})` : `ΑΦΜ ${value.afm}`);
  else if (name) parts.push(name);
  if (typeof value.amount === "number") parts.push(formatAmount(value.amount));
  for (const [key, v] of Object.entries(value)) {
    if (["afm", "name", "label", "amount"].includes(key) || FORM_ONLY_KEYS.has(key) || isEmpty(v)) continue;
    const labelled = labelOf(key, v);
    if (labelled !== null) parts.push(labelled);
    else if (typeof v === "string" || typeof v === "number") parts.push(String(v));
    else if (typeof v === "object" && v !== null && !Array.isArray(v))
      parts.push(compositeText(v as Record<string, unknown>));
  }
  return parts.filter((p) => p !== "").join(", ");
}

function scalarText(value: unknown, def: FieldDefinition, labelOf?: MemberLabel): string {
  if (typeof value === "boolean") return value ? "Ναι" : "Όχι";
  if (def.widget === "AMOUNT" && typeof value === "number") return formatAmount(value);
  if (def.widget === "AMOUNT" && typeof value === "string" && value.trim() !== "" && !Number.isNaN(Number(value))) {
    return formatAmount(Number(value));
  }
  if (def.widget === "DATE" && (typeof value === "string" || typeof value === "number")) return formatDate(value);
  if (def.widget === "CHECKBOX")
    return value === "true" || value === "on" ? "Ναι" : value === "false" ? "Όχι" : String(value);
  if (typeof value === "object" && value !== null) return compositeText(value as Record<string, unknown>, labelOf);
  return String(value);
}

/** The labels of the values a widget stores as uids of organisations, units or signers. */
const LABELS_OF_UIDS: Readonly<Record<string, (uids: readonly string[]) => Label[]>> = {
  ORGANIZATION_ALL: organizationLabels,
  ORGANIZATION_SIMPLE: organizationLabels,
  UNITS_HIERARCHICAL_MENU: unitLabels,
  SIGNER_MULTIPLE: signerLabels,
};

function uidLabels(def: FieldDefinition, uids: readonly string[]): Label[] | null {
  if (def.dictionaryUid) return dictionaryLabels(def.dictionaryUid, uids);
  return LABELS_OF_UIDS[def.widget]?.(uids) ?? null;
}

/** The labels of a group's members that store uids (a row's body, its units and signers). */
function memberLabels(defs: readonly FieldDefinition[], group: FieldDefinition): MemberLabel {
  return (key, value) => {
    const member = defs.find((d) => d.fieldPath === `${group.fieldPath}.${key}`);
    const uids: unknown[] | null = typeof value === "string" ? [value] : Array.isArray(value) ? value : null;
    if (!member || !uids || uids.length === 0 || !uids.every((u): u is string => typeof u === "string")) return null;
    const labels = uidLabels(member, uids);
    return labels ? labels.map((l) => l.label).join(", ") : null;
  };
}

const isGroup = (def: FieldDefinition) => def.widget === "LINE_COMPOSITE" || def.widget === "LINE_COMPOSITE_AFM";

/**
 * A one-object group (e.g. ΦΕΚ) is shown through its members, each labelled "group: member", so
 * dictionary values keep their labels; a table group shows one line per row and its members are
 * not repeated.
 */
export function describeExtraFields(
  decisionTypeUid: string,
  values: Record<string, unknown>,
  /** The definition the version was saved with (decision_versions.definition_id; ADR 064). */
  definitionId: number | null = null,
): ExtraField[] {
  const out: ExtraField[] = [];
  const defs = definitionFields(decisionTypeUid, definitionId);
  const groups = defs.filter(isGroup);
  const ancestorsOf = (def: FieldDefinition) =>
    groups
      .filter((g) => def.fieldPath.startsWith(`${g.fieldPath}.`))
      .sort((a, b) => b.fieldPath.length - a.fieldPath.length);
  for (const def of defs) {
    if (def.widget === "TEXT_HIDDEN") continue;
    if (isGroup(def) && def.arrayView !== "table") continue;
    const ancestors = ancestorsOf(def);
    if (ancestors.some((g) => g.arrayView === "table")) continue;
    const label = ancestors.length > 0 ? `${ancestors[0].label}: ${def.label}` : def.label;
    const value = getPath(values, def.fieldPath);
    if (isEmpty(value)) continue;
    const items = Array.isArray(value) ? value : [value];
    const labels = items.every((v) => typeof v === "string") ? uidLabels(def, items) : null;
    const text = labels
      ? labels.map((l) => l.label).join(", ")
      : items.map((v) => scalarText(v, def, memberLabels(defs, def))).join("; ");
    if (text !== "") out.push({ uid: def.uid, label, value: text });
  }
  return out;
}
