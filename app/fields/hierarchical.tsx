/**
 * A choice in a tree (HIERARCHICAL_MENU, UNITS_HIERARCHICAL_MENU): a <select> whose options are
 * indented by their depth, so the tree reads top-down with or without a screen; every level may be
 * chosen. A list the page could not load (it follows another field) is a code input (./widget-kind.ts).
 */
import { FormGroup } from "../components/form/FormGroup";
import { CHOOSE } from "./combobox-simple.widget";
import { LookupOneWidget } from "./lookup.widget";
import { textValue, type WidgetProps } from "./types";
import { kindOf } from "./widget-kind";

/** Two no-break spaces per level: visible indentation that survives a select's rendering. */
export const indentLabel = (label: string, depth = 0) => `${"\u00a0\u00a0".repeat(depth)}${label}`;

export function HierarchicalSelect(props: WidgetProps) {
  const { def, name, id, value, errors, options = [] } = props;
  if (kindOf(def, options.length) !== "select") return <LookupOneWidget {...props} />;
  return (
    <FormGroup id={id} label={def.label} hint={def.help} errors={errors} required={def.required}>
      {(control) => (
        <select {...control} name={name} defaultValue={textValue(value)}>
          <option value="">{CHOOSE}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {indentLabel(o.label, o.depth)}
            </option>
          ))}
        </select>
      )}
    </FormGroup>
  );
}
