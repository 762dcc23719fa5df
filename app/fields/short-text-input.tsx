/**
 * The one-line text input that most single-value widgets are (amount, year, natural number, date,
 * ADA): a labelled FormGroup around `<input type="text">`. The widgets differ only in the hint,
 * the width, the phone keyboard and how the stored value is shown, so those are the parameters.
 * Always type="text": number inputs drop what they cannot parse, and the rule must see it.
 */
import { FormGroup } from "#app/components/form/FormGroup";
import type { WidgetProps } from "./types";

export interface ShortTextInputProps extends Pick<WidgetProps, "def" | "name" | "id" | "errors"> {
  hint?: string | null;
  /** What the input shows, already as text. */
  text: string;
  /** The widget's width in characters; a definition's own size (/administration/dt) wins. */
  size: number;
  inputMode?: "decimal" | "numeric";
  spellCheck?: boolean;
}

export function ShortTextInput({
  def,
  name,
  id,
  errors,
  hint,
  text,
  size,
  inputMode,
  spellCheck,
}: ShortTextInputProps) {
  return (
    <FormGroup id={id} label={def.label} hint={hint ?? undefined} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode={inputMode}
          name={name}
          size={def.size ?? size}
          autoComplete="off"
          spellCheck={spellCheck}
          defaultValue={text}
        />
      )}
    </FormGroup>
  );
}
