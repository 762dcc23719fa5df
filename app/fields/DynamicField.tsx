/**
 * Renders one dynamic field (SPEC §3) with its widget's control (./widgets.ts, one module per
 * widget name). enabledOn: a field whose condition does not hold is shown disabled, so it posts
 * nothing; the server re-renders it enabled once the condition holds ("update form", SPEC §4).
 */
import { widgetModule } from "./widgets";
import type { WidgetProps } from "./types";

export function DynamicField(props: WidgetProps & { disabled?: boolean }) {
  const { Control } = widgetModule(props.def.widget);
  const control = <Control {...props} />;
  return props.disabled ? (
    <fieldset disabled className="form-disabled">
      {control}
    </fieldset>
  ) : (
    control
  );
}
