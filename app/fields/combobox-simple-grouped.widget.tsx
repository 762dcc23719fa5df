/**
 * COMBOBOX_SIMPLE_GROUPED: one option of a list shown under headings (e.g. municipalities under
 * their region, from a dictionary with parents): a <select> with <optgroup>s. Rule: one of the options.
 */
import { ComboboxSimpleWidget } from "./combobox-simple.widget";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const COMBOBOX_SIMPLE_GROUPED: WidgetModule = {
  name: "COMBOBOX_SIMPLE_GROUPED",
  rule: widgetRule("COMBOBOX_SIMPLE_GROUPED"),
  Control: ComboboxSimpleWidget,
};
