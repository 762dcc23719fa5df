/** AMOUNT: euro amount typed the Greek way (SPEC §5), e.g. 1.234,56. */
import { ShortTextInput } from "./short-text-input";
import { textValue, widgetHint, type WidgetProps } from "./types";

export const AMOUNT_HINT = "Σε ευρώ, με κόμμα για τα δεκαδικά, π.χ. 1.234,56";

export function AmountWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = widgetHint(def.help, AMOUNT_HINT);
  return <ShortTextInput {...{ def, name, id, errors, hint }} text={textValue(value)} size={16} inputMode="decimal" />;
}
