/**
 * DECISION_SEARCH_BOX: a related decision by its ADA (SPEC §5 «Μη έγκυρος ΑΔΑ»), typed in or
 * picked in the decision-search page (./ada.widget.tsx). Which decisions are acceptable (type,
 * organisation) is checked by the action against the register (app/decisions/related-ada.server.ts).
 */
import { AdaWidget } from "./ada.widget";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const DECISION_SEARCH_BOX: WidgetModule = {
  name: "DECISION_SEARCH_BOX",
  rule: widgetRule("DECISION_SEARCH_BOX"),
  Control: AdaWidget,
};
