/** YEAR: four digits (SPEC §5), with the numeric keyboard on phones. */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps } from "./types";

export function YearWidget({ def, name, id, value, errors }: WidgetProps) {
  return (
    <FormGroup id={id} label={def.label} hint={def.help} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          inputMode="numeric"
          name={name}
          size={4}
          autoComplete="off"
          defaultValue={textValue(value)}
        />
      )}
    </FormGroup>
  );
}
