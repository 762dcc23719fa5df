/**
 * Test helper: a valid filling of a decision type's dynamic fields, derived from its definitions
 * (every required field, one row of every required table, conditions respected), as the form
 * entries a person would post. Tests only.
 */
import { buildFieldTree, type FieldNode } from "#app/fields/field-tree";
import type { OptionsByPath } from "#app/fields/fields-schema";
import type { FieldDef } from "#app/fields/types";
import { joinName } from "#app/fields/paths";

/** An AFM the checksum accepts and the local services know. */
export const VALID_AFM = "800189144";

/**
 * The text a valid value of a typed widget is entered as (a date: today in Athens, given); null
 * for every other widget (a choice takes its first option, the rest are left empty). Shared with
 * the browser's filler (tests/e2e/support/decision-form-filler.ts).
 */
export function typedValidValue(def: FieldDef, today: string): string | null {
  switch (def.widget) {
    case "YEAR":
      return "2025";
    case "AMOUNT":
      return "1.234,56";
    case "DATE":
      return today;
    case "NATURAL_NUMBER":
      return "3";
    case "TEXT":
    case "COMBOBOX_CUSTOM_DATA":
      return "12";
    default:
      return null;
  }
}

function valueFor(def: FieldDef, options: OptionsByPath, optionKey: string, today: string): string | null {
  switch (def.widget) {
    case "TEXT_HIDDEN":
      return def.defaultValue ?? null;
    case "CHECKBOX":
    case "DECISION_SEARCH_BOX":
      return null;
    default:
      return typedValidValue(def, today) ?? options[optionKey]?.[0]?.value ?? null;
  }
}

/** Whether a field's condition needs another field filled (a positive shownWhen/enabledOn). */
export const needsOther = (def: FieldDef) =>
  Boolean((def.shownWhen && !def.shownWhen.startsWith("!")) || (def.enabledOn && !def.enabledOn.startsWith("!")));

function fill(
  nodes: readonly FieldNode[],
  prefix: string,
  optionPrefix: string,
  options: OptionsByPath,
  today: string,
  out: [string, string][],
) {
  for (const node of nodes) {
    const name = joinName(prefix, node.path);
    const optionKey = joinName(optionPrefix, node.path);
    if (node.def.widget === "TEXT_HIDDEN" && node.def.defaultValue) {
      out.push([name, node.def.defaultValue]);
      continue;
    }
    if (needsOther(node.def)) continue;
    // A one-object group (ΦΕΚ) is always there, so its required fields are too; a table only when required.
    if (node.type === "group" && !node.table) {
      fill(node.children, name, optionKey, options, today, out);
      continue;
    }
    if (!node.def.required) continue;
    if (node.type === "group") {
      fill(node.children, `${name}[0]`, optionKey, options, today, out);
      continue;
    }
    const entry = node.list ? `${name}[0]` : name;
    if (node.def.widget === "AFM" || node.def.widget === "LINE_COMPOSITE_AFM") {
      out.push([`${entry}.afm`, VALID_AFM], [`${entry}.name`, "ΔΟΚΙΜΑΣΤΙΚΗ ΕΠΩΝΥΜΙΑ"]);
      continue;
    }
    const value = valueFor(node.def, options, optionKey, today);
    if (value !== null) out.push([entry, value]);
  }
}

/** The extraFieldValues.* entries of a valid form for these definitions and options. */
export function validExtraFieldEntries(
  fields: readonly FieldDef[],
  options: OptionsByPath,
  today: string,
): [string, string][] {
  const out: [string, string][] = [];
  fill(buildFieldTree(fields), "extraFieldValues", "", options, today, out);
  return out;
}
