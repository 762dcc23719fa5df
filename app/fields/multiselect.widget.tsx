/**
 * The multiple-choice widgets (COMBOBOX_MULTIPLE, SIGNER_MULTIPLE, UNITS_HIERARCHICAL_MENU ...):
 * a native <select multiple>, which works without JavaScript and with screen readers. The hint
 * says how to pick more than one.
 */
import { FormGroup } from "../components/form/FormGroup";
import { OptionList } from "./option-list";
import { textValues, type WidgetProps, widgetHint } from "./types";

export const MULTIPLE_HINT = "Μπορείτε να επιλέξετε περισσότερα από ένα με Ctrl (ή Cmd) + κλικ.";

export function MultiselectWidget({ def, name, id, value, errors, options = [] }: WidgetProps) {
  const selected = textValues(value);
  const hint = widgetHint(def.help, MULTIPLE_HINT);
  return (
    <FormGroup
      id={id}
      label={def.label}
      hint={hint}
      errors={errors}
      required={def.required}
      controlClass="govgr-field--wide"
    >
      {(control) => (
        <select
          {...control}
          name={name}
          multiple
          size={Math.min(8, Math.max(3, options.length))}
          defaultValue={selected}
        >
          <OptionList options={options} />
        </select>
      )}
    </FormGroup>
  );
}
