/**
 * The one table from SPEC §3 widget names to the kinds of control this register implements.
 * Both the rule (app/decisions/form-schema.ts) and the component (./DynamicField.tsx) are chosen
 * by kind, so a widget name always gets a matching rule and control.
 *
 * Fallbacks, and why:
 * - The ajax comboboxes, organisation pickers and hierarchical menus are script-driven in the
 *   original. Without JavaScript a native <select> (options loaded by the page's loader) is the
 *   accessible equivalent; when no options could be loaded they become plain text inputs.
 * - *_MULTIPLE pickers become <select multiple>.
 * - DECISION_SEARCH_BOX holds an ADA, so it is a text input with the ADA rule.
 * - LINE_COMPOSITE_AFM is an AFM line; LINE_COMPOSITE and any unknown name are plain text.
 */
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
  | "multiselect";

const KINDS: Record<string, WidgetKind> = {
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
  UNITS_HIERARCHICAL_MENU: "multiselect",
  COMBOBOX_MULTIPLE: "multiselect",
  COMBOBOX_AJAX_MULTIPLE: "multiselect",
  SIGNER_MULTIPLE: "multiselect",
  LINE_COMPOSITE: "text",
};

/** The kind of a widget; choice widgets without options fall back to text. */
export function widgetKind(widget: string, hasOptions = true): WidgetKind {
  const kind = KINDS[widget] ?? "text";
  if ((kind === "select" || kind === "multiselect") && !hasOptions) return "text";
  return kind;
}
