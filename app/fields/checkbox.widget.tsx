/** CHECKBOX: one box; unticked posts nothing and means «no» (./checkbox.rule.ts). */
import { ErrorMessage } from "../components/form/ErrorMessage";
import { describedBy, hintId } from "../components/form/ids";
import { parseCheckbox } from "./checkbox.rule";
import type { WidgetProps } from "./types";

export function CheckboxWidget({ def, name, id, value, errors }: WidgetProps) {
  const hasError = Boolean(errors?.length);
  return (
    <div className={`govgr-form-group form-checkbox${hasError ? " govgr-form-group--error" : ""}`}>
      <ErrorMessage id={id} errors={errors} />
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={parseCheckbox(value)}
        aria-describedby={describedBy(id, Boolean(def.help), hasError)}
      />{" "}
      <label className="form-checkbox__label" htmlFor={id}>
        {def.label}
      </label>
      {def.help ? (
        <p className="govgr-hint" id={hintId(id)}>
          {def.help}
        </p>
      ) : null}
    </div>
  );
}
