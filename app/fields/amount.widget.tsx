/** AMOUNT: euro amount typed the Greek way (SPEC §5), e.g. 1.234,56. */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps } from "./types";

export const AMOUNT_HINT = "Σε ευρώ, με κόμμα για τα δεκαδικά, π.χ. 1.234,56";

export function AmountWidget({ def, name, id, value, errors }: WidgetProps) {
  const hint = def.help ? `${def.help}. ${AMOUNT_HINT}` : AMOUNT_HINT;
  return (
    <FormGroup id={id} label={def.label} hint={hint} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="decimal"
          name={name}
          size={16}
          autoComplete="off"
          defaultValue={textValue(value)}
        />
      )}
    </FormGroup>
  );
}
