/**
 * The worklists' filter form on /userhome (issue 9): a plain GET form (no JavaScript needed) over
 * every list: which list, decision type, organisation, issue date from/to, and text (subject,
 * protocol number or ADA). Submitting starts every list at its first page.
 */
import { Form, Link } from "@remix-run/react";
import { paths } from "#app/paths";

export interface WorklistFilterForm {
  list: string;
  type: string;
  org: string;
  from: string;
  to: string;
  q: string;
}

interface Choice {
  value: string;
  label: string;
}

interface Props {
  values: WorklistFilterForm;
  lists: { value: string; label: string }[];
  organizations: Choice[];
  types: Choice[];
  /** Field errors (Greek), by field name. */
  errors?: Partial<Record<keyof WorklistFilterForm, string>>;
}

function DateField({
  name,
  label,
  value,
  error,
}: {
  name: "from" | "to";
  label: string;
  value: string;
  error?: string;
}) {
  const id = `worklist-${name}`;
  return (
    <div className={`govgr-form-group${error ? " govgr-form-group--error" : ""}`}>
      <label className="govgr-label" htmlFor={id}>
        {label}
      </label>
      <p className="govgr-hint" id={`${id}-hint`}>
        ηη/μμ/εεεε
      </p>
      {error ? (
        <p className="govgr-error-message" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <input
        className="govgr-field govgr-field--date"
        id={id}
        name={name}
        type="text"
        inputMode="numeric"
        defaultValue={value}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
    </div>
  );
}

export function WorklistFilters({ values, lists, organizations, types, errors = {} }: Props) {
  return (
    <Form method="get" action={paths.userHome()} className="govgr-form worklist-filters" aria-label="Φίλτρα λιστών">
      <h2 className="govgr-heading-m">Φίλτρα λιστών</h2>
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="worklist-list">
          Λίστα
        </label>
        <select className="govgr-select" id="worklist-list" name="list" defaultValue={values.list}>
          <option value="">Όλες οι λίστες</option>
          {lists.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </div>
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="worklist-type">
          Είδος πράξης
        </label>
        <select className="govgr-select" id="worklist-type" name="type" defaultValue={values.type}>
          <option value="">Όλα τα είδη</option>
          {types.map((t) => (
            <option key={t.value} value={t.value}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="worklist-org">
          {organizations.length > 0 ? "Φορέας" : "Κωδικός φορέα"}
        </label>
        {organizations.length > 0 ? (
          <select className="govgr-select" id="worklist-org" name="org" defaultValue={values.org}>
            <option value="">Όλοι οι φορείς μου</option>
            {organizations.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : (
          <input className="govgr-field" id="worklist-org" name="org" type="text" defaultValue={values.org} />
        )}
      </div>
      <DateField name="from" label="Ημερομηνία έκδοσης από" value={values.from} error={errors.from} />
      <DateField name="to" label="Ημερομηνία έκδοσης έως" value={values.to} error={errors.to} />
      <div className="govgr-form-group">
        <label className="govgr-label" htmlFor="worklist-q">
          Θέμα, αριθμός πρωτοκόλλου ή ΑΔΑ
        </label>
        <input className="govgr-field" id="worklist-q" name="q" type="search" defaultValue={values.q} />
      </div>
      <button type="submit" className="govgr-btn govgr-btn-primary">
        Εφαρμογή φίλτρων
      </button>{" "}
      <Link to={paths.userHome()} className="govgr-btn govgr-btn-secondary">
        Καθαρισμός
      </Link>
    </Form>
  );
}
