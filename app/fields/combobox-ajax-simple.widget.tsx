/**
 * COMBOBOX_AJAX_SIMPLE: one option of a long list (e.g. a CPV code), searched by a term.
 * Without JavaScript a search sub-form, with it a combobox (./ajax-choice.tsx); rule ./ajax-rule.ts.
 */
import { AjaxChoice } from "./ajax-choice";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const COMBOBOX_AJAX_SIMPLE: WidgetModule = {
  name: "COMBOBOX_AJAX_SIMPLE",
  rule: widgetRule("COMBOBOX_AJAX_SIMPLE"),
  Control: (props: WidgetProps) => <AjaxChoice {...props} multiple={false} />,
};
