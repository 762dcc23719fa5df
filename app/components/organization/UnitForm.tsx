/** The unit form's fields (SPEC §3 Unit): name, abbreviation, category, parent, active from/until. */
import { FormGroup } from "#app/components/form/FormGroup";
import { fieldId } from "#app/components/form/ids";
import { UNIT_FIELDS, type UnitFieldName } from "#app/organizations/unit-form";

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
  name: UnitFieldName;
  values: Values;
  errors: Errors;
  required?: boolean;
}) {
  const def = UNIT_FIELDS[name];
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

function Choice({
  name,
  values,
  errors,
  options,
  empty,
  required,
}: {
  name: UnitFieldName;
  values: Values;
  errors: Errors;
  options: Option[];
  empty: string;
  required?: boolean;
}) {
  return (
    <FormGroup
      id={fieldId(name)}
      label={UNIT_FIELDS[name].label}
      errors={errors[name] ?? undefined}
      required={required}
    >
      {(control) => (
        <select {...control} name={name} defaultValue={text(values[name])}>
          <option value="">{empty}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormGroup>
  );
}

export function UnitFormFields({
  values,
  errors,
  categories,
  parents,
  orgLabel,
}: {
  values: Values;
  errors: Errors;
  categories: Option[];
  parents: Option[];
  orgLabel: string;
}) {
  return (
    <>
      <Field name="label" values={values} errors={errors} required />
      <Field name="abbreviation" values={values} errors={errors} />
      <Choice
        name="categoryUid"
        values={values}
        errors={errors}
        options={categories}
        empty="Επιλέξτε κατηγορία"
        required
      />
      <Choice
        name="parentUid"
        values={values}
        errors={errors}
        options={parents}
        empty={`Απευθείας στον φορέα (${orgLabel})`}
      />
      <Field name="activeFrom" values={values} errors={errors} required />
      <Field name="activeUntil" values={values} errors={errors} />
    </>
  );
}

export function unitFieldLabel(name: string): string | null {
  return name in UNIT_FIELDS ? UNIT_FIELDS[name as UnitFieldName].label : null;
}
