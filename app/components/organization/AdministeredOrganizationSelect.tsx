/**
 * The GET form an organisation administrator's own screens (templates, decision-type view, notice
 * recipients) show when the user administers more than one body: a select of those bodies.
 * Nothing is shown for one body: the screen is about it.
 */
import { Form } from "@remix-run/react";

export function AdministeredOrganizationSelect({
  choices,
  value,
}: {
  choices: readonly { uid: string; label: string }[];
  value: string;
}) {
  if (choices.length < 2) return null;
  return (
    <Form method="get" aria-label="Επιλογή φορέα" className="govgr-btn-row">
      <label className="govgr-label" htmlFor="org">
        Φορέας
      </label>
      <select className="govgr-field" id="org" name="org" defaultValue={value}>
        {choices.map((c) => (
          <option key={c.uid} value={c.uid}>
            {c.label}
          </option>
        ))}
      </select>
      <button type="submit" className="govgr-btn govgr-btn-secondary">
        Επιλογή φορέα
      </button>
    </Form>
  );
}
