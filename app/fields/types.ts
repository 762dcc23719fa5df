/**
 * What a widget needs to know about its field: the browser-safe part of a field_definitions row
 * (SPEC §3 "Dynamic field definition"), plus what the page passes in.
 */
import type { Option } from "./options.rule";

export type { Option };

export interface FieldDef {
  uid: string;
  /** Dotted path inside extraFieldValues, e.g. "amountWithVAT.amount". */
  fieldPath: string;
  /** SPEC §3 widget name, e.g. AMOUNT, COMBOBOX_SIMPLE. */
  widget: string;
  label: string;
  help?: string | null;
  maxLength?: number | null;
  required: boolean;
  defaultValue?: string | null;
  /** Dictionary whose items are the options of a choice widget. */
  dictionaryUid?: string | null;
  /**
   * "table": a group (LINE_COMPOSITE*) holding a list of rows; "list": a field holding a list of
   * its widget's values. Otherwise one value (or, for a group, one object).
   */
  arrayView?: string | null;
  /** "x": shown (and validated) only while the field at path x has a value; "!x": only while it has none. */
  shownWhen?: string | null;
  /** Path of the field this one depends on, and what that sets: "minDate" or "query:<param>". */
  dependsOn?: string | null;
  updateAttr?: string | null;
  /** "value": this field is emptied when the field it depends on changes (SPEC §4). */
  clearAttr?: string | null;
  /** "x" / "!x": the control is enabled only while x has (or has not) a value; disabled, it posts nothing. */
  enabledOn?: string | null;
  /** Visible width of a one-line control in characters. */
  size?: number | null;
  /** "wide" for a control as wide as the form. */
  width?: string | null;
  /** Where the field's options are searched (GET, ?term=…; SPEC §7), for the ajax widgets. */
  selectionListUrl?: string | null;
  /** Where one chosen option's label is read (GET ?uid=…). */
  dataByUidUrl?: string | null;
  /** DECISION_SEARCH_BOX: the decision types a related decision may be of (empty: any). */
  relatedTypes?: readonly string[] | null;
  /** DECISION_SEARCH_BOX: the related decision must be of the decision's own body. */
  relatedSameOrganization?: boolean | null;
}

export interface WidgetProps {
  def: FieldDef;
  /** The form control's name (e.g. "extraFieldValues.financialYear"). */
  name: string;
  id: string;
  /** What the control shows: the submitted value after a failed POST, else the default. */
  value?: unknown;
  errors?: readonly string[];
  /** Options of choice widgets, loaded by the route's loader (server side). */
  options?: readonly Option[];
}

/** The value of a one-value control as text. */
export function textValue(value: unknown): string {
  if (Array.isArray(value)) return textValue(value[0]);
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(value);
  return "";
}

/** The values of a multiple control as texts. */
export function textValues(value: unknown): string[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.map(textValue).filter((v) => v !== "");
}

/**
 * A widget's hint: the field definition's own help, then the widget's instruction for filling it in,
 * as two sentences (a help that already ends its sentence gets no second full stop).
 */
export function widgetHint(help: string | null | undefined, instruction: string): string {
  if (!help) return instruction;
  const own = help.trim();
  return /[.!;]$/.test(own) ? `${own} ${instruction}` : `${own}. ${instruction}`;
}
