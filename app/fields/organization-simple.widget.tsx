/**
 * ORGANIZATION_SIMPLE: one active organisation, searched by name.
 * Without JavaScript a search sub-form, with it a combobox (./ajax-choice.tsx); rule ./ajax-rule.ts.
 */
import { AjaxChoice } from "./ajax-choice";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const ORGANIZATION_SIMPLE: WidgetModule = {
  name: "ORGANIZATION_SIMPLE",
  rule: widgetRule("ORGANIZATION_SIMPLE"),
  Control: (props: WidgetProps) => <AjaxChoice {...props} multiple={false} />,
};
