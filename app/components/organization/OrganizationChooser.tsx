/** A GET form that picks the body a unit or signer screen works on (uid or latin name). */
import { Form } from "@remix-run/react";

export function OrganizationChooser({
  action,
  value,
  extra,
}: {
  action: string;
  value?: string;
  extra?: Record<string, string>;
}) {
  return (
    <Form method="get" action={action} aria-label="Επιλογή φορέα">
      {Object.entries(extra ?? {}).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="scope-org">
          Φορέας
        </label>
        <p className="govgr-hint" id="scope-org-hint">
          Ο κωδικός ή το λατινικό όνομα του φορέα, π.χ. 6013 ή dimos_athinaion.
        </p>
        <input
          className="govgr-field"
          id="scope-org"
          name="org"
          defaultValue={value ?? ""}
          aria-describedby="scope-org-hint"
        />
      </div>
      <button type="submit" className="govgr-btn govgr-btn-secondary">
        Επιλογή φορέα
      </button>
    </Form>
  );
}
