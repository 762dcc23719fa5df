/**
 * A choice among too many options for a select (all organisations), or whose options depend on
 * another field and cannot be reloaded without JavaScript: the code is typed in. Lists take codes
 * separated by commas. The rule still checks each code against the list when there is one
 * (./widget-kind.ts "lookup", "lookup-list", "text-list").
 */
import { FormGroup } from "../components/form/FormGroup";
import { textValues, type WidgetProps, widgetHint } from "./types";

export const LOOKUP_HINT = "Γράψτε τον κωδικό.";
export const LOOKUP_LIST_HINT = "Γράψτε τους κωδικούς, χωρισμένους με κόμμα.";

export function LookupWidget({ def, name, id, value, errors, multiple }: WidgetProps & { multiple: boolean }) {
  const own = multiple ? LOOKUP_LIST_HINT : LOOKUP_HINT;
  return (
    <FormGroup id={id} label={def.label} hint={widgetHint(def.help, own)} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          autoComplete="off"
          spellCheck={false}
          defaultValue={textValues(value).join(", ")}
        />
      )}
    </FormGroup>
  );
}

export const LookupListWidget = (props: WidgetProps) => <LookupWidget {...props} multiple />;
export const LookupOneWidget = (props: WidgetProps) => <LookupWidget {...props} multiple={false} />;
