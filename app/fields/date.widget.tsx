/** DATE: dd/mm/yyyy typed as text (SPEC §5); a hint shows the format, as GOV.UK recommends. */
import { FormGroup } from "../components/form/FormGroup";
import { isoToInput } from "./date.rule";
import { textValue, type WidgetProps } from "./types";

export const DATE_HINT = "Με τη μορφή ηη/μμ/εεεε, π.χ. 31/12/2024";

export function DateWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = def.help ? `${def.help}. ${DATE_HINT}` : DATE_HINT;
  return (
    <FormGroup id={id} label={def.label} hint={hint} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          size={10}
          autoComplete="off"
          defaultValue={isoToInput(textValue(value))}
        />
      )}
    </FormGroup>
  );
}
