/**
 * COMBOBOX_AJAX_MULTIPLE: several options of a long list (e.g. CPV codes), each searched by a term.
 * Without JavaScript a search sub-form, with it a combobox (./ajax-choice.tsx); rule ./ajax-rule.ts.
 */
import { AjaxChoice } from "./ajax-choice";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const COMBOBOX_AJAX_MULTIPLE: WidgetModule = {
  name: "COMBOBOX_AJAX_MULTIPLE",
  rule: widgetRule("COMBOBOX_AJAX_MULTIPLE"),
  Control: (props: WidgetProps) => <AjaxChoice {...props} multiple={true} />,
};
