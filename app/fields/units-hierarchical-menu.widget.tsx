/**
 * UNITS_HIERARCHICAL_MENU: one unit of the organisation, in its tree of units (./hierarchical.tsx).
 * The options are the active units of the form's organisation, or of the body chosen in the same
 * row when the field depends on one. Rule: one of those units (a unit of another body is refused).
 */
import { HierarchicalSelect } from "./hierarchical";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const UNITS_HIERARCHICAL_MENU: WidgetModule = {
  name: "UNITS_HIERARCHICAL_MENU",
  rule: widgetRule("UNITS_HIERARCHICAL_MENU"),
  Control: HierarchicalSelect,
};
