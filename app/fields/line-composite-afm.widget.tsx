/**
 * LINE_COMPOSITE_AFM: a group whose line starts with a person's AFM and name (beneficiaries,
 * contractors): rendered as ./line-composite.widget.tsx; with no fields under it, one AFM field
 * (./afm.widget.tsx, rule ./afm.rule.ts).
 */
import { AfmWidget } from "./afm.widget";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const LINE_COMPOSITE_AFM: WidgetModule = {
  name: "LINE_COMPOSITE_AFM",
  rule: widgetRule("LINE_COMPOSITE_AFM"),
  Control: AfmWidget,
};
