/**
 * The signer form's fields (SPEC §3 Signer): names, whether they sign for the whole body, the
 * period, and a table of the units they sign for, each with a position. «Προσθήκη μονάδας» and
 * «Αφαίρεση» are submit buttons (Conform intents), so rows come and go without JavaScript.
 */
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import { FormGroup } from "#app/components/form/FormGroup";
import { describedBy, fieldId } from "#app/components/form/ids";
import { insertRowButton, removeRowButton } from "#app/components/form/intents";
import { parseCheckbox } from "#app/fields/checkbox.rule";
import { SIGNER_FIELDS, SIGNER_UNIT_FIELDS, type SignerFieldName } from "#app/organizations/signer-form";

type Values = Record<string, unknown>;
type Errors = Readonly<Record<string, readonly string[] | null | undefined>>;
interface Option {
  value: string;
  label: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function Field({
  name,
  values,
  errors,
  required,
}: {
  name: SignerFieldName;
  values: Values;
  errors: Errors;
  required?: boolean;
}) {
  const def = SIGNER_FIELDS[name];
  return (
    <FormGroup
      id={fieldId(name)}
      label={def.label}
      hint={def.hint}
      errors={errors[name] ?? undefined}
      required={required}
    >
      {(control) => <input {...control} name={name} defaultValue={text(values[name])} />}
    </FormGroup>
  );
}

function Select({
  name,
  label,
  value,
  options,
  errors,
  empty,
}: {
  name: string;
  label: string;
  value: string;
  options: Option[];
  errors: Errors;
  empty: string;
}) {
  const id = fieldId(name);
  const cellErrors = errors[name] ?? undefined;
  const hasError = Boolean(cellErrors?.length);
  return (
    <>
      <ErrorMessage id={id} errors={cellErrors} />
      <select
        className={`govgr-field${hasError ? " govgr-field--error" : ""}`}
        id={id}
        name={name}
        defaultValue={value}
        aria-label={label}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy(id, false, hasError)}
      >
        <option value="">{empty}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </>
  );
}

export function SignerFormFields({
  values,
  errors,
  units,
  positions,
}: {
  values: Values;
  errors: Errors;
  units: Option[];
  positions: Option[];
}) {
  // A row just added (Conform's insert intent) arrives as an empty entry.
  const rows = Array.isArray(values.units) ? (values.units as (Values | undefined)[]).map((r) => r ?? {}) : [];
  const rightsId = fieldId("hasOrganizationSignRights");
  const tableErrors = errors.units ?? undefined;
  return (
    <>
      <Field name="lastName" values={values} errors={errors} required />
      <Field name="firstName" values={values} errors={errors} required />
      <div className="govgr-form-group form-checkbox">
        <input
          type="checkbox"
          id={rightsId}
          name="hasOrganizationSignRights"
          defaultChecked={parseCheckbox(values.hasOrganizationSignRights)}
        />{" "}
        <label className="form-checkbox__label" htmlFor={rightsId}>
          {SIGNER_FIELDS.hasOrganizationSignRights.label}
        </label>
      </div>
      <Field name="activeFrom" values={values} errors={errors} required />
      <Field name="activeUntil" values={values} errors={errors} />
      <fieldset className="form-fieldset">
        <legend className="govgr-heading-m" id={fieldId("units")}>
          {SIGNER_FIELDS.units.label}
        </legend>
        <ErrorMessage id={fieldId("units")} errors={tableErrors} />
        {rows.length === 0 ? (
          <p>Δεν έχουν δηλωθεί μονάδες.</p>
        ) : (
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Μονάδες για τις οποίες υπογράφει</caption>
            <thead>
              <tr>
                <th scope="col">{SIGNER_UNIT_FIELDS.unitUid}</th>
                <th scope="col">{SIGNER_UNIT_FIELDS.positionUid}</th>
                <th scope="col">
                  <span className="govgr-visually-hidden">Ενέργειες</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>
                    <Select
                      name={`units[${i}].unitUid`}
                      label={`Μονάδα ${i + 1}`}
                      value={text(row.unitUid)}
                      options={units}
                      errors={errors}
                      empty="Επιλέξτε μονάδα"
                    />
                  </td>
                  <td>
                    <Select
                      name={`units[${i}].positionUid`}
                      label={`Θέση στη μονάδα ${i + 1}`}
                      value={text(row.positionUid)}
                      options={positions}
                      errors={errors}
                      empty="Χωρίς θέση"
                    />
                  </td>
                  <td>
                    <button type="submit" className="govgr-btn govgr-btn-secondary" {...removeRowButton("units", i)}>
                      Αφαίρεση<span className="govgr-visually-hidden"> της μονάδας {i + 1}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="submit" className="govgr-btn govgr-btn-secondary" {...insertRowButton("units")}>
          Προσθήκη μονάδας
        </button>
      </fieldset>
    </>
  );
}

export function signerFieldLabel(name: string): string | null {
  const row = /^units\[(\d+)\]\.(\w+)$/.exec(name);
  if (row) {
    const label = SIGNER_UNIT_FIELDS[row[2] as keyof typeof SIGNER_UNIT_FIELDS];
    return label ? `${label} ${Number(row[1]) + 1}` : null;
  }
  return name in SIGNER_FIELDS ? SIGNER_FIELDS[name as SignerFieldName].label : null;
}
