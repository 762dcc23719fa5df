/**
 * AFM: a person or body by VAT number (ΑΦΜ) and name (Επωνυμία), posted as the object the API
 * uses ({afm, name}; type EL by default, SPEC §5). The number is checked on submit by
 * ./afm.rule.ts; the remote VAT service, when configured, runs on the server after it. «Έλεγχος
 * ΑΦΜ» checks it before saving (the AFM entry dialog, ./afm-dialog.tsx).
 */
import { ErrorMessage } from "../components/form/ErrorMessage";
import { describedBy, hintId } from "../components/form/ids";
import { RequiredMark } from "../components/form/RequiredMark";
import { AfmCheck } from "./afm-dialog";
import type { WidgetProps } from "./types";

export const AFM_HINT = "ΑΦΜ: 9 ψηφία, π.χ. 800189144";

function part(value: unknown, key: "afm" | "name"): string {
  if (typeof value === "string") return key === "afm" ? value : "";
  if (value && typeof value === "object") {
    const v = (value as Record<string, unknown>)[key];
    return typeof v === "string" ? v : "";
  }
  return "";
}

export function AfmWidget({ def, name, id, value, errors }: WidgetProps) {
  const hasError = Boolean(errors?.length);
  const hint = def.help ?? AFM_HINT;
  const fieldClass = `govgr-field${hasError ? " govgr-field--error" : ""}`;
  return (
    <div className={`govgr-form-group${hasError ? " govgr-form-group--error" : ""}`}>
      <fieldset className="form-fieldset" aria-describedby={describedBy(id, true, hasError)}>
        <legend className="govgr-label">
          {def.label}
          {def.required ? <RequiredMark /> : null}
        </legend>
        <p className="govgr-hint" id={hintId(id)}>
          {hint}
        </p>
        <ErrorMessage id={id} errors={errors} />
        <div className="form-inline-fields">
          <div>
            <label className="form-sublabel" htmlFor={id}>
              ΑΦΜ
            </label>
            <input
              className={fieldClass}
              id={id}
              type="text"
              inputMode="numeric"
              name={`${name}.afm`}
              size={12}
              autoComplete="off"
              spellCheck={false}
              aria-invalid={hasError || undefined}
              defaultValue={part(value, "afm")}
            />
          </div>
          <div>
            <label className="form-sublabel" htmlFor={`${id}-name`}>
              Επωνυμία
            </label>
            <input
              className="govgr-field govgr-field--wide"
              id={`${id}-name`}
              type="text"
              name={`${name}.name`}
              autoComplete="off"
              defaultValue={part(value, "name")}
            />
          </div>
        </div>
        <AfmCheck name={name} id={id} label={def.label} />
      </fieldset>
    </div>
  );
}
