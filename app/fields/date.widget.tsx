/** DATE: dd/mm/yyyy typed as text (SPEC §5); a hint shows the format, as GOV.UK recommends. */
import { isoToInput } from "./date.rule";
import { ShortTextInput } from "./short-text-input";
import { textValue, widgetHint, type WidgetProps } from "./types";

export const DATE_HINT = "Με τη μορφή ηη/μμ/εεεε, π.χ. 31/12/2024";

export function DateWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = widgetHint(def.help, DATE_HINT);
  return <ShortTextInput {...{ def, name, id, errors, hint }} text={isoToInput(textValue(value))} size={10} />;
}
