/**
 * One labelled form control with its hint and error, the GOV.UK way: label, hint, error, then
 * the control, which gets aria-describedby = hint + error and aria-invalid when in error.
 */
import type { ReactNode } from "react";
import { ErrorMessage } from "./ErrorMessage";
import { describedBy, hintId } from "./ids";
import { RequiredMark } from "./RequiredMark";

export interface ControlProps {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  className: string;
}

export interface FormGroupProps {
  id: string;
  label: string;
  hint?: string | null;
  errors?: readonly string[];
  required?: boolean;
  /** Extra class for the control (govgr-field--wide for long text). */
  controlClass?: string;
  children: (control: ControlProps) => ReactNode;
}

export function FormGroup({ id, label, hint, errors, required, controlClass, children }: FormGroupProps) {
  const hasError = Boolean(errors?.length);
  return (
    <div className={`govgr-form-group${hasError ? " govgr-form-group--error" : ""}`}>
      <label className="govgr-label" htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {hint ? (
        <p className="govgr-hint" id={hintId(id)}>
          {hint}
        </p>
      ) : null}
      <ErrorMessage id={id} errors={errors} />
      {children({
        id,
        "aria-describedby": describedBy(id, Boolean(hint), hasError),
        "aria-invalid": hasError ? true : undefined,
        className: ["govgr-field", controlClass, hasError ? "govgr-field--error" : null].filter(Boolean).join(" "),
      })}
    </div>
  );
}
