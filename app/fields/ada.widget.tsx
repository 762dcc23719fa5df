/** DECISION_SEARCH_BOX without JavaScript: the ADA of the related decision, typed in (SPEC §5 ADA rule). */
import { ShortTextInput } from "./short-text-input";
import { textValue, type WidgetProps } from "./types";

export const ADA_HINT = "Ο ΑΔΑ της σχετικής πράξης, π.χ. Ψ68ΩΩΗ6-3ΓΦ";

export function AdaWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = def.help ?? ADA_HINT;
  return <ShortTextInput {...{ def, name, id, errors, hint }} text={textValue(value)} size={16} spellCheck={false} />;
}
