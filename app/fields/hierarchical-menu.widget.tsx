/** HIERARCHICAL_MENU: one item of a tree-shaped dictionary (./hierarchical.tsx). Rule: one of the options. */
import { HierarchicalSelect } from "./hierarchical";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const HIERARCHICAL_MENU: WidgetModule = {
  name: "HIERARCHICAL_MENU",
  rule: widgetRule("HIERARCHICAL_MENU"),
  Control: HierarchicalSelect,
};
