/**
 * SIGNER_MULTIPLE: the signers of an organisation, several at once, as a multiple select (the
 * same control as COMBOBOX_MULTIPLE). Inside a table whose body is chosen per row (contributing parts, co-competent
 * bodies) the options follow that body: loaded with it, cleared when it changes (SPEC §4).
 */
import { MultipleChoice } from "./combobox-multiple.widget";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const SIGNER_MULTIPLE: WidgetModule = {
  name: "SIGNER_MULTIPLE",
  rule: widgetRule("SIGNER_MULTIPLE"),
  Control: MultipleChoice,
};
