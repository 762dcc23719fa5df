/** DECISION_SEARCH_BOX without JavaScript: the ADA of the related decision, typed in (SPEC §5 ADA rule). */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps } from "./types";

export const ADA_HINT = "Ο ΑΔΑ της σχετικής πράξης, π.χ. Ψ68ΩΩΗ6-3ΓΦ";

export function AdaWidget({ def, name, id, value, errors }: WidgetProps) {
  return (
    <FormGroup id={id} label={def.label} hint={def.help ?? ADA_HINT} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          size={16}
          autoComplete="off"
          spellCheck={false}
          defaultValue={textValue(value)}
        />
      )}
    </FormGroup>
  );
}
