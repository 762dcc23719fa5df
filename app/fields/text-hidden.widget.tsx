/** TEXT_HIDDEN: a value the form carries without showing it (set by the definition's default). */
import { textValue, type WidgetProps } from "./types";

export function TextHiddenWidget({ name, id, value }: WidgetProps) {
  return <input type="hidden" id={id} name={name} value={textValue(value)} />;
}
