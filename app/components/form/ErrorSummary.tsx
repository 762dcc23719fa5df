/**
 * The GOV.UK error summary at the top of a failed form: a heading and one link per error, each
 * to the field it is about. With JavaScript it takes the focus, so a screen reader starts here;
 * without, it is the first thing after the page heading.
 */
import { useEffect, useRef } from "react";
import { TEXT } from "#app/messages";

export interface SummaryError {
  /** Id of the control the link moves to. */
  fieldId: string;
  message: string;
}

export function ErrorSummary({ errors }: { errors: readonly SummaryError[] }) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus once per distinct set of errors, not on every render.
  const key = errors.map((e) => `${e.fieldId}\u0000${e.message}`).join("\u0001");
  useEffect(() => {
    if (key !== "") ref.current?.focus();
  }, [key]);
  if (errors.length === 0) return null;
  return (
    <div className="govgr-error-summary" role="alert" aria-labelledby="error-summary-title" tabIndex={-1} ref={ref}>
      <h2 className="govgr-heading-m" id="error-summary-title">
        {TEXT.formHasErrors}
      </h2>
      <ul className="govgr-list">
        {errors.map((e) => (
          <li key={`${e.fieldId}:${e.message}`}>
            <a href={`#${e.fieldId}`}>{e.message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
