/** NATURAL_NUMBER: a whole number from 0 (SPEC §5), with the numeric keyboard on phones. */
import { ShortTextInput } from "./short-text-input";
import { textValue, type WidgetProps } from "./types";

export function NaturalNumberWidget({ def, name, id, value, errors }: WidgetProps) {
  const size = Math.max(4, def.maxLength ?? 8);
  return (
    <ShortTextInput
      {...{ def, name, id, errors }}
      hint={def.help}
      text={textValue(value)}
      size={size}
      inputMode="numeric"
    />
  );
}
