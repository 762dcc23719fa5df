/**
 * COMBOBOX_SIMPLE (and the other single-choice widgets, see ./widget-kind.ts): a native <select>.
 * Options come from the field's dictionary, loaded by the route's loader. Options that carry a
 * group are shown under <optgroup>s (COMBOBOX_SIMPLE_GROUPED).
 */
import { FormGroup } from "../components/form/FormGroup";
import { OptionList } from "./option-list";
import { textValue, type WidgetProps } from "./types";

export const CHOOSE = "— Επιλέξτε —";

export function ComboboxSimpleWidget({ def, name, id, value, errors, options = [] }: WidgetProps) {
  return (
    <FormGroup id={id} label={def.label} hint={def.help} errors={errors} required={def.required}>
      {(control) => (
        <select {...control} name={name} defaultValue={textValue(value)}>
          <option value="">{CHOOSE}</option>
          <OptionList options={options} />
        </select>
      )}
    </FormGroup>
  );
}
