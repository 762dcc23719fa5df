/**
 * The notice form (text and targets), for a new notice and for editing one. A plain form: it works
 * without JavaScript, and comes back with the typed values and the errors when refused.
 */
import { Form } from "@remix-run/react";
import { ROLE_LABELS, ROLES } from "#app/access/permissions";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import { FormGroup } from "#app/components/form/FormGroup";
import { describedBy, fieldId, hintId } from "#app/components/form/ids";
import { RequiredMark } from "#app/components/form/RequiredMark";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { NOTICE_FIELDS, NOTICE_MESSAGE_MAX, type NoticeFieldName } from "#app/notices/form";

export interface NoticeFormValues {
  message?: unknown;
  targetAll?: unknown;
  targetRoles?: unknown;
  targetOrganizations?: unknown;
}

const asText = (v: unknown) => (typeof v === "string" ? v : "");
const asList = (v: unknown) => (Array.isArray(v) ? v.map(String) : typeof v === "string" ? [v] : []);

export function NoticeForm({
  values,
  errors,
  submitLabel,
  intent,
}: {
  values: NoticeFormValues;
  errors: Partial<Record<NoticeFieldName, readonly string[]>>;
  submitLabel: string;
  /** The button's intent, for a page whose form posts several actions. */
  intent?: string;
}) {
  const targetsId = fieldId("targetAll");
  const targetErrors = errors.targetAll ?? errors.targetRoles;
  const roles = asList(values.targetRoles);
  return (
    <Form method="post" noValidate>
      <CsrfField />
      <FormGroup
        id={fieldId("message")}
        label={NOTICE_FIELDS.message}
        hint={`Έως ${NOTICE_MESSAGE_MAX} χαρακτήρες.`}
        errors={errors.message}
        required
        controlClass="govgr-field--wide"
      >
        {(control) => <textarea {...control} name="message" rows={4} defaultValue={asText(values.message)} />}
      </FormGroup>
      <fieldset
        className={`form-fieldset govgr-form-group${targetErrors?.length ? " govgr-form-group--error" : ""}`}
        aria-describedby={describedBy(targetsId, true, Boolean(targetErrors?.length))}
      >
        <legend>
          Παραλήπτες
          <RequiredMark />
        </legend>
        <p className="govgr-hint" id={hintId(targetsId)}>
          Η ανακοίνωση εμφανίζεται σε όποιον ανήκει σε τουλάχιστον μία από τις επιλογές.
        </p>
        <ErrorMessage id={targetsId} errors={targetErrors} />
        <div>
          <div className="form-checkbox">
            <input
              type="checkbox"
              id={targetsId}
              name="targetAll"
              value="on"
              defaultChecked={values.targetAll === "on"}
            />
            <label className="form-checkbox__label" htmlFor={targetsId}>
              {NOTICE_FIELDS.targetAll}
            </label>
          </div>
        </div>
        <fieldset className="form-fieldset">
          <legend>{NOTICE_FIELDS.targetRoles}</legend>
          <div>
            {ROLES.map((role) => (
              <div className="form-checkbox" key={role}>
                <input
                  type="checkbox"
                  id={fieldId(`targetRoles-${role}`)}
                  name="targetRoles"
                  value={role}
                  defaultChecked={roles.includes(role)}
                />
                <label className="form-checkbox__label" htmlFor={fieldId(`targetRoles-${role}`)}>
                  {ROLE_LABELS[role]}
                </label>
              </div>
            ))}
          </div>
        </fieldset>
        <FormGroup
          id={fieldId("targetOrganizations")}
          label={NOTICE_FIELDS.targetOrganizations}
          hint="Κωδικός ή λατινικό όνομα φορέα, ένας ανά γραμμή ή χωρισμένοι με κόμμα, π.χ. 6013."
          errors={errors.targetOrganizations}
        >
          {(control) => (
            <textarea
              {...control}
              name="targetOrganizations"
              rows={2}
              defaultValue={asText(values.targetOrganizations)}
            />
          )}
        </FormGroup>
      </fieldset>
      <SubmitButton name={intent ? "intent" : undefined} value={intent}>
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
