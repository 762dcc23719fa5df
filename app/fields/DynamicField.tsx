/**
 * Renders a dynamic field (SPEC §3) with the control its widget name calls for. The widget-name
 * table and its fallbacks live in ./widget-kind.ts, shared with the rule chosen for the schema.
 */
import type { ComponentType } from "react";
import { AdaWidget } from "./ada.widget";
import { AfmWidget } from "./afm.widget";
import { AmountWidget } from "./amount.widget";
import { CheckboxWidget } from "./checkbox.widget";
import { ComboboxSimpleWidget } from "./combobox-simple.widget";
import { DateWidget } from "./date.widget";
import { MultiselectWidget } from "./multiselect.widget";
import { NaturalNumberWidget } from "./natural-number.widget";
import { TextHiddenWidget } from "./text-hidden.widget";
import { TextWidget } from "./text.widget";
import type { WidgetProps } from "./types";
import { widgetKind, type WidgetKind } from "./widget-kind";
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
};

export function DynamicField(props: WidgetProps) {
  const Component = COMPONENTS[widgetKind(props.def.widget, Boolean(props.options?.length))];
  return <Component {...props} />;
}
