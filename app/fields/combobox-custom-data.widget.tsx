/**
 * COMBOBOX_CUSTOM_DATA: a choice among suggestions that also takes a value of the user's own (the
 * list is the field's data, not a closed dictionary): a text input with a <datalist>, which
 * browsers offer as suggestions and which works without JavaScript. Rule: text up to maxLength.
 */
import { FormGroup } from "../components/form/FormGroup";
import { textValue, type WidgetProps, widgetHint } from "./types";
import type { WidgetModule } from "./widget-module";
import { widgetRule } from "./widget-rules";

export const CUSTOM_DATA_HINT = "Επιλέξτε από τις προτάσεις ή γράψτε άλλη τιμή.";

export function CustomDataWidget({ def, name, id, value, errors, options = [] }: WidgetProps) {
  const listId = `${id}-suggestions`;
  return (
    <FormGroup
      id={id}
      label={def.label}
      hint={widgetHint(def.help, CUSTOM_DATA_HINT)}
      errors={errors}
      required={def.required}
    >
      {(control) => (
        <>
          <input
            {...control}
            type="text"
            name={name}
            list={listId}
            autoComplete="off"
            defaultValue={textValue(value)}
          />
          <datalist id={listId}>
            {options.map((o) => (
              <option key={o.value} value={o.label} />
            ))}
          </datalist>
        </>
      )}
    </FormGroup>
  );
}

export const COMBOBOX_CUSTOM_DATA: WidgetModule = {
  name: "COMBOBOX_CUSTOM_DATA",
  rule: widgetRule("COMBOBOX_CUSTOM_DATA"),
  Control: CustomDataWidget,
};
