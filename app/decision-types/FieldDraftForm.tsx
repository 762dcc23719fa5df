/**
 * The administration's "new field" controls and the entry-form preview of /administration/dt/{uid}.
 * The preview renders the type's fields with the decision form's own DynamicFields, inside a
 * disabled fieldset: it shows the form, it submits nothing.
 */
import { FormGroup } from "#app/components/form/FormGroup";
import { EXTRA_FIELDS } from "#app/decisions/form-schema";
import { DynamicFields } from "#app/fields/DynamicFields";
import { buildFieldTree } from "#app/fields/field-tree";
import type { OptionsByPath } from "#app/fields/fields-schema";
import type { FieldDef } from "#app/fields/types";
import type { FieldDraft } from "./field-draft";
import { ATTRIBUTE_LABELS } from "./field-attributes";

type DraftKey =
  | "fieldPath"
  | "widget"
  | "label"
  | "help"
  | "required"
  | "maxLength"
  | "dictionaryUid"
  | "arrayView"
  | "shownWhen"
  | "enabledOn"
  | "dependsOn"
  | "updateAttr"
  | "clearAttr"
  | "size"
  | "selectionListUrl"
  | "dataByUidUrl";

/** The form shows a draft field exactly as the domain reads it back (definitions.server.ts). */
type DraftValues = FieldDraft;

interface Props {
  widgets: readonly string[];
  dictionaries: readonly { uid: string; label: string }[];
  values: DraftValues | null;
  errors: Partial<Record<DraftKey, string>>;
  /** Editing a stored field: its path is its identity (decisions keep values under it), shown read-only. */
  fixedPath?: boolean;
}

const TEXT_FIELDS: {
  key: Exclude<DraftKey, "widget" | "required" | "maxLength" | "dictionaryUid" | "arrayView" | "clearAttr">;
  label: string;
  hint?: string;
}[] = [
  { key: "fieldPath", label: "Διαδρομή πεδίου", hint: "Μέσα στα extraFieldValues, π.χ. contractNumber ή fek.issue." },
  { key: "label", label: "Ετικέτα" },
  { key: "help", label: ATTRIBUTE_LABELS.help },
  {
    key: "shownWhen",
    label: ATTRIBUTE_LABELS.shownWhen,
    hint: "Διαδρομή άλλου πεδίου του είδους· με ! μπροστά: όταν είναι κενό.",
  },
  {
    key: "enabledOn",
    label: ATTRIBUTE_LABELS.enabledOn,
    hint: "Διαδρομή άλλου πεδίου του είδους· με ! μπροστά: όταν είναι κενό.",
  },
  { key: "dependsOn", label: ATTRIBUTE_LABELS.dependsOn, hint: "Διαδρομή άλλου πεδίου του είδους." },
  { key: "updateAttr", label: ATTRIBUTE_LABELS.updateAttr, hint: "minDate ή query:<παράμετρος>." },
  { key: "size", label: ATTRIBUTE_LABELS.size, hint: "Το πλάτος του πεδίου κειμένου στη φόρμα, από 1 έως 200." },
  {
    key: "selectionListUrl",
    label: ATTRIBUTE_LABELS.selectionListUrl,
    hint: "Διαδρομή αυτής της πύλης, π.χ. /luminapi/api/fields/FEKTYPES· κενό: οι επιλογές του λεξικού.",
  },
  {
    key: "dataByUidUrl",
    label: ATTRIBUTE_LABELS.dataByUidUrl,
    hint: "Διαδρομή αυτής της πύλης όπου διαβάζεται η ετικέτα μιας επιλεγμένης τιμής (?uid=…).",
  },
];

/** Where the text fields after the dependency's start (the «clear» choice sits before them). */
const AFTER_DEPENDENCY = 7;

const err = (e?: string) => (e ? [e] : undefined);

export function FieldDraftForm({ widgets, dictionaries, values, errors, fixedPath = false }: Props) {
  const text = (key: (typeof TEXT_FIELDS)[number]["key"], label: string, hint?: string) => (
    <FormGroup
      key={key}
      id={`def-${key}`}
      label={label}
      hint={hint}
      errors={err(errors[key])}
      required={key === "fieldPath" || key === "label"}
    >
      {(control) => (
        <input
          {...control}
          type="text"
          name={key}
          defaultValue={values?.[key] ?? ""}
          readOnly={fixedPath && key === "fieldPath"}
        />
      )}
    </FormGroup>
  );
  return (
    <>
      {text(TEXT_FIELDS[0].key, TEXT_FIELDS[0].label, TEXT_FIELDS[0].hint)}
      <FormGroup id="def-widget" label="Είδος πεδίου" errors={err(errors.widget)} required>
        {(control) => (
          <select {...control} name="widget" defaultValue={values?.widget ?? "TEXT"}>
            {widgets.map((w) => (
              <option key={w} value={w}>
                {w}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
      {TEXT_FIELDS.slice(1, 3).map((f) => text(f.key, f.label, f.hint))}
      <div className="form-checkbox">
        <input type="checkbox" id="def-required" name="required" defaultChecked={values?.required ?? false} />
        <label className="form-checkbox__label" htmlFor="def-required">
          Υποχρεωτικό
        </label>
      </div>
      <FormGroup id="def-maxLength" label={ATTRIBUTE_LABELS.maxLength} errors={err(errors.maxLength)}>
        {(control) => (
          <input {...control} type="text" inputMode="numeric" name="maxLength" defaultValue={values?.maxLength ?? ""} />
        )}
      </FormGroup>
      <FormGroup id="def-dictionaryUid" label={ATTRIBUTE_LABELS.dictionaryUid} errors={err(errors.dictionaryUid)}>
        {(control) => (
          <select {...control} name="dictionaryUid" defaultValue={values?.dictionaryUid ?? ""}>
            <option value="">Κανένα</option>
            {dictionaries.map((d) => (
              <option key={d.uid} value={d.uid}>
                {d.uid} {d.label}
              </option>
            ))}
          </select>
        )}
      </FormGroup>
      <FormGroup id="def-arrayView" label={ATTRIBUTE_LABELS.arrayView} errors={err(errors.arrayView)}>
        {(control) => (
          <select {...control} name="arrayView" defaultValue={values?.arrayView ?? ""}>
            <option value="">Μία τιμή</option>
            <option value="list">Λίστα τιμών</option>
            <option value="table">Πίνακας γραμμών (μόνο πεδίο-ομάδα)</option>
          </select>
        )}
      </FormGroup>
      {TEXT_FIELDS.slice(3, AFTER_DEPENDENCY).map((f) => text(f.key, f.label, f.hint))}
      <FormGroup id="def-clearAttr" label={ATTRIBUTE_LABELS.clearAttr} errors={err(errors.clearAttr)}>
        {(control) => (
          <select {...control} name="clearAttr" defaultValue={values?.clearAttr ?? ""}>
            <option value="">Όχι</option>
            <option value="value">Ναι, η τιμή του (value)</option>
          </select>
        )}
      </FormGroup>
      {TEXT_FIELDS.slice(AFTER_DEPENDENCY).map((f) => text(f.key, f.label, f.hint))}
    </>
  );
}

export function DecisionTypePreview({
  preview,
  drafted,
  draftedTitle = "Προεπισκόπηση της φόρμας με το νέο πεδίο",
}: {
  preview: { fields: FieldDef[]; options: OptionsByPath };
  drafted: boolean;
  /** The heading when the preview shows the draft. */
  draftedTitle?: string;
}) {
  return (
    <section aria-labelledby="preview-title">
      <h2 className="govgr-heading-l" id="preview-title">
        {drafted ? draftedTitle : "Προεπισκόπηση της φόρμας"}
      </h2>
      <fieldset disabled className="form-fieldset">
        <legend className="govgr-heading-s">Στοιχεία είδους (όπως στη φόρμα καταχώρισης)</legend>
        <DynamicFields
          nodes={buildFieldTree(preview.fields)}
          prefix={EXTRA_FIELDS}
          optionPrefix=""
          options={preview.options}
          form={{ values: null, errors: {} }}
        />
      </fieldset>
    </section>
  );
}
