/**
 * Decision types as checkboxes grouped under their type group (fieldsets with a legend), one
 * `name` for all: the decision types a category may use (/administration/dtperorgtype) and the
 * ones a body shows (/organization/dtview). A plain form control: works without JavaScript.
 */
export interface ChecklistType {
  uid: string;
  label: string;
  group: string | null;
  checked: boolean;
  /** Said after the label (e.g. «(αποσυρμένο)»). */
  note?: string;
}

const OTHER_TYPES = "Λοιποί τύποι";

/** The id of a type's checkbox: an error summary links to the first. */
export const checklistId = (uid: string) => `dt-${uid}`;

export function DecisionTypeChecklist({ types, name }: { types: readonly ChecklistType[]; name: string }) {
  const groups = [...new Set(types.map((t) => t.group ?? OTHER_TYPES))];
  return (
    <>
      {groups.map((group) => (
        <fieldset key={group} className="form-fieldset">
          <legend className="govgr-heading-s">{group}</legend>
          <div>
            {types
              .filter((t) => (t.group ?? OTHER_TYPES) === group)
              .map((t) => (
                <div key={t.uid} className="form-checkbox">
                  <input type="checkbox" id={checklistId(t.uid)} name={name} value={t.uid} defaultChecked={t.checked} />
                  <label className="form-checkbox__label" htmlFor={checklistId(t.uid)}>
                    {t.uid} {t.label}
                    {t.note ? ` ${t.note}` : ""}
                  </label>
                </div>
              ))}
          </div>
        </fieldset>
      ))}
    </>
  );
}
