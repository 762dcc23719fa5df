/**
 * The one table from SPEC §3 widget names to the controls this register implements. The rule
 * (./fields-schema.ts) and the control (./DynamicFields.tsx) are both chosen by `kindOf`, so a
 * widget always gets a matching rule and control.
 *
 * Fallbacks, and why:
 * - The ajax comboboxes, organisation pickers and hierarchical menus are script-driven in the
 *   original. Without JavaScript a native <select> with the options the page's loader read is
 *   the accessible equivalent (<select multiple> for *_MULTIPLE, SIGNER_MULTIPLE and the units menu).
 * - A list too long for a select (all 5,000+ organisations) becomes a text input for the code,
 *   still checked against the list ("lookup"; "lookup-list" takes codes separated by commas).
 * - A choice whose options depend on another field (query:<param>) cannot be reloaded without
 *   JavaScript, so it has no options here and becomes plain text ("text" or "text-list").
 * - DECISION_SEARCH_BOX holds an ADA: a text input with the ADA rule.
 * - LINE_COMPOSITE and LINE_COMPOSITE_AFM are groups of the fields under their path
 *   (./field-tree.ts); one with no fields under it is a text field (an AFM one, an AFM field).
 * - Any other name is plain text.
 */
import type { FieldDef } from "./types";

export type WidgetKind =
  | "text"
  | "hidden"
  | "date"
  | "year"
  | "amount"
  | "afm"
  | "natural"
  | "checkbox"
  | "ada"
  | "select"
  | "multiselect"
  | "lookup"
  | "lookup-list"
  | "text-list";

/** More options than this and a select becomes a text input for the code. */
export const MAX_SELECT_OPTIONS = 400;

const BASE: Record<string, WidgetKind> = {
  TEXT: "text",
  TEXT_HIDDEN: "hidden",
  DATE: "date",
  YEAR: "year",
  AMOUNT: "amount",
  AFM: "afm",
  LINE_COMPOSITE_AFM: "afm",
  NATURAL_NUMBER: "natural",
  CHECKBOX: "checkbox",
  DECISION_SEARCH_BOX: "ada",
  COMBOBOX_SIMPLE: "select",
  COMBOBOX_SIMPLE_GROUPED: "select",
  COMBOBOX_CUSTOM_DATA: "select",
  COMBOBOX_AJAX_SIMPLE: "select",
  ORGANIZATION_ALL: "select",
  ORGANIZATION_SIMPLE: "select",
  HIERARCHICAL_MENU: "select",
  UNITS_HIERARCHICAL_MENU: "select",
  COMBOBOX_MULTIPLE: "multiselect",
  COMBOBOX_AJAX_MULTIPLE: "multiselect",
  SIGNER_MULTIPLE: "multiselect",
  LINE_COMPOSITE: "text",
};

/** The SPEC §3 widget names this register knows (the administration's field form offers these). */
export const KNOWN_WIDGETS: readonly string[] = Object.keys(BASE);

export const GROUP_WIDGETS: ReadonlySet<string> = new Set(["LINE_COMPOSITE", "LINE_COMPOSITE_AFM"]);

/** The control and rule for a field, given how many options the loader found for it. */
export function kindOf(def: Pick<FieldDef, "widget">, optionCount: number): WidgetKind {
  const kind = BASE[def.widget] ?? "text";
  if (kind === "select") return optionCount === 0 ? "text" : optionCount > MAX_SELECT_OPTIONS ? "lookup" : "select";
  if (kind === "multiselect") {
    return optionCount === 0 ? "text-list" : optionCount > MAX_SELECT_OPTIONS ? "lookup-list" : "multiselect";
  }
  return kind;
}
