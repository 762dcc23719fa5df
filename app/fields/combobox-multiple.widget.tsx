/**
 * COMBOBOX_MULTIPLE: several options of a list, as a native <select multiple> (works without
 * JavaScript and with screen readers); a list too long for it, or one that follows another field,
 * falls back to a code input as ./widget-kind.ts says. Rule: each value one of the options.
 */
import { LookupListWidget } from "./lookup.widget";
import { MultiselectWidget } from "./multiselect.widget";
import type { WidgetProps } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";
import { kindOf } from "./widget-kind";

export function MultipleChoice(props: WidgetProps) {
  return kindOf(props.def, props.options?.length ?? 0) === "multiselect" ? (
    <MultiselectWidget {...props} />
  ) : (
    <LookupListWidget {...props} />
  );
}

export const COMBOBOX_MULTIPLE: WidgetModule = {
  name: "COMBOBOX_MULTIPLE",
  rule: widgetRule("COMBOBOX_MULTIPLE"),
  Control: MultipleChoice,
};
