/**
 * ORGANIZATION_ALL: one organisation among all of them, including those no longer active (a body of an old agreement).
 * Without JavaScript a search sub-form, with it a combobox (./ajax-choice.tsx); rule ./ajax-rule.ts.
 */
import { AjaxChoice } from "./ajax-choice";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const ORGANIZATION_ALL: WidgetModule = {
  name: "ORGANIZATION_ALL",
  rule: widgetRule("ORGANIZATION_ALL"),
  Control: (props: WidgetProps) => <AjaxChoice {...props} multiple={false} />,
};
