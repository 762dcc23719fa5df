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
}

export interface WidgetProps {
  def: FieldDef;
  /** The form control's name (e.g. "extraFieldValues.financialYear"). */
  name: string;
  id: string;
  /** What the control shows: the submitted text after a failed POST, else the default. */
  value?: string | string[];
  errors?: readonly string[];
  /** Options of choice widgets, loaded by the route's loader (server side). */
  options?: readonly Option[];
}

/** The first value of a control as text (inputs show one value). */
export function textValue(value: WidgetProps["value"]): string {
  if (Array.isArray(value)) return value[0] ?? "";
  return value ?? "";
}
