/**
 * AFM: a Greek VAT number (type EL, SPEC §5 default). Checked on submit by ./afm.rule.ts; the
 * remote VAT service check, when configured, runs on the server after it.
 */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps } from "./types";

export const AFM_HINT = "9 ψηφία, π.χ. 800189144";

export function AfmWidget({ def, name, id, value, errors }: WidgetProps) {
  return (
    <FormGroup id={id} label={def.label} hint={def.help ?? AFM_HINT} errors={errors} required={def.required}>
      {(control) => (
        <input {...control} type="text" inputMode="numeric" name={name} size={12} autoComplete="off" spellCheck={false} defaultValue={textValue(value)} />
      )}
    </FormGroup>
  );
}
