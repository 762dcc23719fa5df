/**
 * TEXT: a text input, or a textarea when the field may hold more than a line (maxLength over 200).
 * No maxlength attribute: the browser would cut pasted text silently; the rule reports it instead.
 * The definition's size, when set, is the one-line input's width in characters.
 */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps } from "./types";

export const LONG_TEXT = 200;

export function TextWidget({ def, name, id, value, errors }: WidgetProps) {
  const long = (def.maxLength ?? 0) > LONG_TEXT;
  return (
    <FormGroup
      id={id}
      label={def.label}
      hint={def.help}
      errors={errors}
      required={def.required}
      controlClass={long ? "govgr-field--wide" : undefined}
    >
      {(control) =>
        long ? (
          <textarea {...control} name={name} rows={4} defaultValue={textValue(value)} />
        ) : (
          <input {...control} type="text" name={name} size={def.size ?? undefined} defaultValue={textValue(value)} />
        )
      }
    </FormGroup>
  );
}
