/**
 * A SPEC §3 widget as one module: the rule of one value (./widget-rules.ts, shared by the form, the
 * action and the JSON API), the control rendered on the server (which works without JavaScript),
 * and, for the widgets that have one, the control that takes over once the page's script runs
 * (the ajax selectors switch inside their Control, ./ajax-choice.tsx).
 */
import type { ComponentType } from "react";
import type { WidgetRule } from "./widget-rules";
import type { WidgetProps } from "./types";

export interface WidgetModule {
  name: string;
  rule: WidgetRule;
  Control: ComponentType<WidgetProps>;
}
