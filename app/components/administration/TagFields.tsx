/**
 * A tag's name, parent and place among its siblings: the fields of «Νέος όρος» and of a tag's own
 * «Μετονομασία και μετακίνηση» form (/administration/tagcategories). Only the position's label and
 * hint differ between the two.
 */
import { FormGroup } from "../form/FormGroup";

export interface TagFieldValues {
  label: string;
  parentUid: string;
  position: string;
}

export interface TagParentChoice {
  uid: string;
  label: string;
  depth: number;
}

const errorsOf = (message: string | undefined) => (message ? [message] : []);

export function TagFields({
  values,
  errors,
  parents,
  position,
}: {
  values: TagFieldValues;
  errors: Partial<Record<keyof TagFieldValues, string>>;
  parents: readonly TagParentChoice[];
  position: { label: string; hint: string };
}) {
  return (
    <>
      <FormGroup id="tag-label" label="Ονομασία όρου" errors={errorsOf(errors.label)} required>
        {(control) => <input {...control} name="label" maxLength={300} defaultValue={values.label} />}
      </FormGroup>
      <FormGroup id="tag-parentUid" label="Κάτω από" errors={errorsOf(errors.parentUid)}>
        {(control) => (
          <select {...control} name="parentUid" defaultValue={values.parentUid}>
            <option value="">— Στο πρώτο επίπεδο —</option>
            {parents.map((t) => (
              <option key={t.uid} value={t.uid}>
                {"\u00a0\u00a0".repeat(t.depth)}
                {t.label}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
      <FormGroup id="tag-position" label={position.label} hint={position.hint} errors={errorsOf(errors.position)}>
        {(control) => <input {...control} name="position" inputMode="numeric" defaultValue={values.position} />}
      </FormGroup>
    </>
  );
}
