/**
 * Every SPEC §3 widget by name, each one module (its rule, its no-JS control and, for the ajax
 * selectors, the control that takes over with JavaScript). The form (./DynamicField.tsx) and the
 * schema (./fields-schema.ts) both look a field's widget up here; an unknown name is plain text.
 */
import { AfmWidget } from "./afm.widget";
import { AmountWidget } from "./amount.widget";
import { CheckboxWidget } from "./checkbox.widget";
import { COMBOBOX_AJAX_MULTIPLE } from "./combobox-ajax-multiple.widget";
import { COMBOBOX_AJAX_SIMPLE } from "./combobox-ajax-simple.widget";
import { COMBOBOX_CUSTOM_DATA } from "./combobox-custom-data.widget";
import { COMBOBOX_MULTIPLE } from "./combobox-multiple.widget";
import { ComboboxSimpleWidget } from "./combobox-simple.widget";
import { COMBOBOX_SIMPLE_GROUPED } from "./combobox-simple-grouped.widget";
import { DateWidget } from "./date.widget";
import { DECISION_SEARCH_BOX } from "./decision-search-box.widget";
import { HIERARCHICAL_MENU } from "./hierarchical-menu.widget";
import { LINE_COMPOSITE_AFM } from "./line-composite-afm.widget";
import { LINE_COMPOSITE } from "./line-composite.widget";
import { LookupOneWidget } from "./lookup.widget";
import { NaturalNumberWidget } from "./natural-number.widget";
import { ORGANIZATION_ALL } from "./organization-all.widget";
import { ORGANIZATION_SIMPLE } from "./organization-simple.widget";
import { SIGNER_MULTIPLE } from "./signer-multiple.widget";
import { TextHiddenWidget } from "./text-hidden.widget";
import { TextWidget } from "./text.widget";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";
import { UNITS_HIERARCHICAL_MENU } from "./units-hierarchical-menu.widget";
import { kindOf } from "./widget-kind";
import { YearWidget } from "./year.widget";

const simple = (name: string, Control: WidgetModule["Control"]): WidgetModule => ({
  name,
  rule: widgetRule(name),
  Control,
});

/** A select, or a code input when the list is too long or could not be loaded (./widget-kind.ts). */
function SimpleChoice(props: WidgetProps) {
  const kind = kindOf(props.def, props.options?.length ?? 0);
  if (kind === "select") return <ComboboxSimpleWidget {...props} />;
  return kind === "lookup" ? <LookupOneWidget {...props} /> : <TextWidget {...props} />;
}

const MODULES: readonly WidgetModule[] = [
  simple("AMOUNT", AmountWidget),
  COMBOBOX_CUSTOM_DATA,
  simple("COMBOBOX_SIMPLE", SimpleChoice),
  COMBOBOX_SIMPLE_GROUPED,
  COMBOBOX_AJAX_SIMPLE,
  COMBOBOX_AJAX_MULTIPLE,
  COMBOBOX_MULTIPLE,
  ORGANIZATION_ALL,
  ORGANIZATION_SIMPLE,
  simple("CHECKBOX", CheckboxWidget),
  simple("YEAR", YearWidget),
  simple("NATURAL_NUMBER", NaturalNumberWidget),
  simple("AFM", AfmWidget),
  DECISION_SEARCH_BOX,
  simple("TEXT_HIDDEN", TextHiddenWidget),
  simple("TEXT", TextWidget),
  HIERARCHICAL_MENU,
  UNITS_HIERARCHICAL_MENU,
  SIGNER_MULTIPLE,
  simple("DATE", DateWidget),
  LINE_COMPOSITE,
  LINE_COMPOSITE_AFM,
];

export const WIDGET_MODULES: ReadonlyMap<string, WidgetModule> = new Map(MODULES.map((m) => [m.name, m]));

const FALLBACK = simple("TEXT", TextWidget);

export function widgetModule(name: string): WidgetModule {
  return WIDGET_MODULES.get(name) ?? FALLBACK;
}
