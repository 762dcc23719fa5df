/**
 * Renders one dynamic field (SPEC §3) with the control its widget name calls for. The table of
 * widget names and its fallbacks is ./widget-kind.ts, shared with the rule the schema uses.
 */
import type { ComponentType } from "react";
import { AdaWidget } from "./ada.widget";
import { AfmWidget } from "./afm.widget";
import { AmountWidget } from "./amount.widget";
import { CheckboxWidget } from "./checkbox.widget";
import { ComboboxSimpleWidget } from "./combobox-simple.widget";
import { DateWidget } from "./date.widget";
import { LookupListWidget, LookupOneWidget } from "./lookup.widget";
import { MultiselectWidget } from "./multiselect.widget";
import { NaturalNumberWidget } from "./natural-number.widget";
import { TextHiddenWidget } from "./text-hidden.widget";
import { TextWidget } from "./text.widget";
import type { WidgetProps } from "./types";
import { kindOf, type WidgetKind } from "./widget-kind";
import { YearWidget } from "./year.widget";

const COMPONENTS: Record<WidgetKind, ComponentType<WidgetProps>> = {
  text: TextWidget,
  hidden: TextHiddenWidget,
  date: DateWidget,
  year: YearWidget,
  amount: AmountWidget,
  afm: AfmWidget,
  natural: NaturalNumberWidget,
  checkbox: CheckboxWidget,
  ada: AdaWidget,
  select: ComboboxSimpleWidget,
  multiselect: MultiselectWidget,
  lookup: LookupOneWidget,
  "lookup-list": LookupListWidget,
  "text-list": LookupListWidget,
};

export function DynamicField(props: WidgetProps) {
  const Component = COMPONENTS[kindOf(props.def, props.options?.length ?? 0)];
  return <Component {...props} />;
}
