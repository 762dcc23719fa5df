/** YEAR: four digits (SPEC §5), with the numeric keyboard on phones. */
import { ShortTextInput } from "./short-text-input";
import { textValue, type WidgetProps } from "./types";

export function YearWidget({ def, name, id, value, errors }: WidgetProps) {
  return (
    <ShortTextInput
      {...{ def, name, id, errors }}
      hint={def.help}
      text={textValue(value)}
      size={4}
      inputMode="numeric"
    />
  );
}
