/**
 * The organisation form's fields (SPEC §2 "Organisation form", §3): the body's details and the
 * buildings table. Without JavaScript «Προσθήκη κτιρίου» and «Αφαίρεση» are submit buttons that
 * bring the form back with a row more or less (Conform intents, ./intents.ts), nothing saved; the
 * main building is a radio group, so choosing one clears the others (SPEC §5) with or without script.
 */
import type { ReactNode } from "react";
import { FormGroup } from "#app/components/form/FormGroup";
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import { describedBy, fieldId } from "#app/components/form/ids";
import { insertRowButton, removeRowButton } from "#app/components/form/intents";
import { parseCheckbox } from "#app/fields/checkbox.rule";
import {
  BUILDING_FIELDS,
  ORGANIZATION_FIELDS,
  nextRowKey,
  type OrganizationFieldName,
} from "#app/organizations/organization-form";

type Values = Record<string, unknown>;
type Errors = Readonly<Record<string, readonly string[] | null | undefined>>;

export interface OrganizationFormProps {
  values: Values;
  errors: Errors;
  categories: { value: string; label: string }[];
}

const text = (value: unknown) => (typeof value === "string" ? value : "");

function TextField({
  name,
  values,
  errors,
  required,
  type = "text",
  wide,
}: {
  name: OrganizationFieldName;
  values: Values;
  errors: Errors;
  required?: boolean;
  type?: string;
  wide?: boolean;
}) {
  const def = ORGANIZATION_FIELDS[name];
  return (
    <FormGroup
      id={fieldId(name)}
      label={def.label}
      hint={def.hint}
      errors={errors[name] ?? undefined}
      required={required}
      controlClass={wide ? "govgr-field--wide" : undefined}
    >
      {(control) => <input {...control} name={name} type={type} defaultValue={text(values[name])} />}
    </FormGroup>
  );
}

function Checkbox({ name, values, errors }: { name: "isActive" | "inEffect"; values: Values; errors: Errors }) {
  const id = fieldId(name);
  const fieldErrors = errors[name] ?? undefined;
  return (
    <div className={`govgr-form-group form-checkbox${fieldErrors?.length ? " govgr-form-group--error" : ""}`}>
      <ErrorMessage id={id} errors={fieldErrors} />
      <input
        type="checkbox"
        id={id}
        name={name}
        defaultChecked={parseCheckbox(values[name])}
        aria-describedby={describedBy(id, false, Boolean(fieldErrors?.length))}
      />{" "}
      <label className="form-checkbox__label" htmlFor={id}>
        {ORGANIZATION_FIELDS[name].label}
      </label>
    </div>
  );
}

function Cell({ children }: { children: ReactNode }) {
  return <td>{children}</td>;
}

function BuildingsTable({ values, errors }: { values: Values; errors: Errors }) {
  const rows = Array.isArray(values.buildings) ? (values.buildings as (Values | undefined)[]).map((r) => r ?? {}) : [];
  const main = text(values.mainBuilding);
  const tableErrors = errors.buildings ?? undefined;
  return (
    <fieldset
      className="form-fieldset"
      aria-describedby={tableErrors?.length ? `${fieldId("buildings")}-error` : undefined}
    >
      <legend className="govgr-heading-m" id={fieldId("buildings")}>
        {ORGANIZATION_FIELDS.buildings.label}
      </legend>
      <ErrorMessage id={fieldId("buildings")} errors={tableErrors} />
      {rows.length === 0 ? (
        <p>Δεν έχουν καταχωριστεί κτίρια.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Κτίρια του φορέα</caption>
          <thead>
            <tr>
              <th scope="col">{ORGANIZATION_FIELDS.mainBuilding.label}</th>
              {Object.values(BUILDING_FIELDS).map((label) => (
                <th scope="col" key={label}>
                  {label}
                </th>
              ))}
              <th scope="col">
                <span className="govgr-visually-hidden">Ενέργειες</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => {
              const key = text(row.key);
              const n = index + 1;
              return (
                <tr key={key || index}>
                  <Cell>
                    <input type="hidden" name={`buildings[${index}].key`} value={key} />
                    <input
                      type="radio"
                      name="mainBuilding"
                      value={key}
                      id={fieldId(`buildings[${index}].main`)}
                      defaultChecked={key !== "" && key === main}
                      aria-label={`Κεντρικό κτίριο: κτίριο ${n}`}
                    />
                  </Cell>
                  {(Object.keys(BUILDING_FIELDS) as (keyof typeof BUILDING_FIELDS)[]).map((field) => {
                    const name = `buildings[${index}].${field}`;
                    const id = fieldId(name);
                    const cellErrors = errors[name] ?? undefined;
                    const hasError = Boolean(cellErrors?.length);
                    return (
                      <Cell key={field}>
                        <ErrorMessage id={id} errors={cellErrors} />
                        <input
                          className={`govgr-field${hasError ? " govgr-field--error" : ""}`}
                          id={id}
                          name={name}
                          defaultValue={text(row[field])}
                          aria-label={`${BUILDING_FIELDS[field]}, κτίριο ${n}`}
                          aria-invalid={hasError || undefined}
                          aria-describedby={describedBy(id, false, hasError)}
                          aria-required={field === "description" || undefined}
                        />
                      </Cell>
                    );
                  })}
                  <Cell>
                    <button
                      type="submit"
                      className="govgr-btn govgr-btn-secondary"
                      {...removeRowButton("buildings", index)}
                    >
                      Αφαίρεση<span className="govgr-visually-hidden"> του κτιρίου {n}</span>
                    </button>
                  </Cell>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button
        type="submit"
        className="govgr-btn govgr-btn-secondary"
        {...insertRowButton("buildings")}
        value={JSON.stringify({
          type: "insert",
          payload: { name: "buildings", defaultValue: { key: nextRowKey(rows) } },
        })}
      >
        Προσθήκη κτιρίου
      </button>
    </fieldset>
  );
}

export function OrganizationFormFields({ values, errors, categories }: OrganizationFormProps) {
  const categoryErrors = errors.categoryUid ?? undefined;
  return (
    <>
      <TextField name="label" values={values} errors={errors} required wide />
      <TextField name="latinName" values={values} errors={errors} required />
      <TextField name="abbreviation" values={values} errors={errors} />
      <FormGroup
        id={fieldId("categoryUid")}
        label={ORGANIZATION_FIELDS.categoryUid.label}
        errors={categoryErrors}
        required
      >
        {(control) => (
          <select {...control} name="categoryUid" defaultValue={text(values.categoryUid)}>
            <option value="">Επιλέξτε κατηγορία</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
      <fieldset className="form-fieldset">
        <legend className="govgr-heading-s">Κατάσταση</legend>
        <Checkbox name="isActive" values={values} errors={errors} />
        <Checkbox name="inEffect" values={values} errors={errors} />
      </fieldset>
      <TextField name="operationEffectedFrom" values={values} errors={errors} />
      <TextField name="validFrom" values={values} errors={errors} />
      <TextField name="validUntil" values={values} errors={errors} />
      <TextField name="website" values={values} errors={errors} type="url" wide />
      <TextField name="emailContact" values={values} errors={errors} type="email" />
      <TextField name="vatNumber" values={values} errors={errors} />
      <TextField name="supervisorUid" values={values} errors={errors} />
      <BuildingsTable values={values} errors={errors} />
    </>
  );
}

/** The error summary's order and labels. */
export const ORGANIZATION_SUMMARY_ORDER = [
  "label",
  "latinName",
  "abbreviation",
  "categoryUid",
  "isActive",
  "inEffect",
  "operationEffectedFrom",
  "validFrom",
  "validUntil",
  "website",
  "emailContact",
  "vatNumber",
  "supervisorUid",
  "buildings",
];

export function organizationFieldLabel(name: string): string | null {
  const row = /^buildings\[(\d+)\]\.(\w+)$/.exec(name);
  if (row) {
    const label = BUILDING_FIELDS[row[2] as keyof typeof BUILDING_FIELDS];
    return label ? `${label}, κτίριο ${Number(row[1]) + 1}` : null;
  }
  return name in ORGANIZATION_FIELDS ? ORGANIZATION_FIELDS[name as OrganizationFieldName].label : null;
}
