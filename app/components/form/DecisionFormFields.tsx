/**
 * The fields of step 2 of a new decision: the common fields (COMMON_FIELDS of
 * app/decisions/form-schema.ts), the type's dynamic fields, the PDF and the recipients. Names are
 * the write API's, so the same schema reads this form and a JSON request.
 */
import { useEffect, useState } from "react";
import { COMMON_FIELDS, EXTRA_FIELDS, type DecisionForm } from "#app/decisions/form-schema.fields";
import { signersForUnits } from "#app/decisions/signer-units";
import { FORM_TEXT } from "#app/messages";
import { ConditionalFieldsScript } from "#app/fields/conditional";
import { DynamicField } from "#app/fields/DynamicField";
import { DynamicFields, type FormSnapshot } from "#app/fields/DynamicFields";
import { buildFieldTree, labelForName } from "#app/fields/field-tree";
import type { Option } from "#app/fields/options.rule";
import { getPath } from "#app/fields/paths";
import { textValues, type FieldDef } from "#app/fields/types";
import type { FieldSearch } from "#app/fields/ajax-search";
import type { ListsByValue } from "#app/fields/following";
import type { AfmCheckAnswer } from "#app/fields/afm-check";
import { FieldFormContext } from "#app/fields/field-form-context";
import { UploadWidget } from "#app/fields/upload.widget";
import { UpdateFormButton } from "./UpdateFormButton";
import { fieldId } from "./ids";

/** The order of the fields on the page, for the error summary. */
export const decisionFieldOrder = [
  "decisionTypeId",
  "organizationId",
  "subject",
  "protocolNumber",
  "issueDate",
  "unitIds",
  "signerIds",
  "thematicCategoryIds",
  "privateData",
  EXTRA_FIELDS,
  "decisionFile",
  "recipients",
];

/** The label the error summary shows for a field name. */
export function decisionFieldLabel(form: DecisionForm, name: string): string | null {
  if (name in COMMON_FIELDS) return COMMON_FIELDS[name as keyof typeof COMMON_FIELDS].label;
  if (name.startsWith(`${EXTRA_FIELDS}.`))
    return labelForName(buildFieldTree(form.fields), name.slice(EXTRA_FIELDS.length + 1));
  return null;
}

interface Props {
  form: DecisionForm;
  snapshot: FormSnapshot;
  maxUploadMb: number;
  /**
   * The PDF: "required" (new decision, corrected copy), "optional" (editing a submitted decision:
   * left empty, the document stays) or "none" (editing a published one keeps its document).
   */
  document?: "required" | "optional" | "none";
  /** Recipients matter until publication; an edit after it does not notify anyone. */
  showRecipients?: boolean;
  /** Whether the snapshot's values came back from a submission (not a page opened filled in). */
  submitted?: boolean;
  /** Options found by a no-JS search of an ajax selector, by field name. */
  searches?: Readonly<Record<string, FieldSearch>>;
  /** The no-JS AFM checks' answers, by field name. */
  afmChecks?: Readonly<Record<string, AfmCheckAnswer>>;
  /** Labels of the codes chosen in ajax selectors, read at their dataByUidUrl, by field path. */
  labels?: Readonly<Record<string, readonly Option[]>>;
  /** The lists of the fields following another field, for the values it has (app/fields/following.ts). */
  lists?: ListsByValue;
  /** A new form's starting values of common fields (the user's decision defaults), by field name. */
  prefill?: Readonly<Record<string, readonly string[] | undefined>>;
}

/** Whether some field shows, enables or reloads after another changes: then the form needs «Ενημέρωση φόρμας». */
const hasDependencies = (fields: readonly FieldDef[]) => fields.some((f) => f.shownWhen || f.enabledOn || f.dependsOn);

/**
 * The units chosen in the unit field: as the page was rendered (the server's answer, after
 * «Ενημέρωση φόρμας» too), then, with JavaScript, as the user changes them, so the signer list
 * follows the unit in place.
 */
function useChosenUnits(rendered: string[]): string[] {
  // The user's choice, for the rendered units it was made over: a new answer from the server wins.
  const [live, setLive] = useState<{ over: string; units: string[] } | null>(null);
  const over = rendered.join(",");
  useEffect(() => {
    const select = document.getElementById(fieldId(COMMON_FIELDS.unitIds.fieldPath));
    if (!(select instanceof HTMLSelectElement)) return;
    const update = () => setLive({ over, units: [...select.selectedOptions].map((o) => o.value).filter(Boolean) });
    select.addEventListener("change", update);
    return () => select.removeEventListener("change", update);
  }, [over]);
  return live && live.over === over ? live.units : rendered;
}

const SIGNERS_FOLLOW_UNIT = { ...COMMON_FIELDS.signerIds, help: FORM_TEXT.signersFollowUnit };

const KEEP_DOCUMENT = "Αφήστε το κενό για να μείνει το έγγραφο που έχει ήδη η πράξη.";

export function DecisionFormFields({
  form,
  snapshot,
  maxUploadMb,
  document = "required",
  showRecipients = true,
  submitted = snapshot.values !== null,
  searches = {},
  afmChecks = {},
  labels = {},
  lists = {},
  prefill = {},
}: Props) {
  const value = (name: string, fallback?: unknown) =>
    snapshot.values === null ? fallback : getPath(snapshot.values, name);
  const single = (options: readonly Option[]) => (options.length === 1 ? [options[0].value] : undefined);
  const common = (def: FieldDef, options?: readonly Option[], fallback?: unknown) => (
    <DynamicField
      def={def}
      name={def.fieldPath}
      id={fieldId(def.fieldPath)}
      value={value(def.fieldPath, prefill[def.fieldPath] ?? fallback)}
      errors={snapshot.errors[def.fieldPath] ?? undefined}
      options={options}
    />
  );
  const chosenUnits = useChosenUnits(
    textValues(value(COMMON_FIELDS.unitIds.fieldPath, prefill.unitIds ?? single(form.units))),
  );
  const signers = signersForUnits(form.signers, form.signerUnits, chosenUnits);
  const typeErrors = [...(snapshot.errors.decisionTypeId ?? []), ...(snapshot.errors.organizationId ?? [])];
  return (
    <FieldFormContext.Provider value={{ searches, afmChecks, labels, lists }}>
      <input type="hidden" name="decisionTypeId" id={fieldId("decisionTypeId")} value={form.type.value} />
      <input type="hidden" name="organizationId" id={fieldId("organizationId")} value={form.organization.value} />
      {typeErrors.length ? (
        <p className="govgr-error-message" role="alert">
          <span className="govgr-visually-hidden">Σφάλμα:</span> {typeErrors.join(" ")}
        </p>
      ) : null}

      <fieldset className="form-fieldset">
        <legend className="govgr-heading-l">Στοιχεία πράξης</legend>
        {common(COMMON_FIELDS.subject)}
        {common(COMMON_FIELDS.protocolNumber)}
        {common(COMMON_FIELDS.issueDate)}
        {common(COMMON_FIELDS.unitIds, form.units, single(form.units))}
        {common(SIGNERS_FOLLOW_UNIT, signers, single(signers))}
        {common(COMMON_FIELDS.thematicCategoryIds, form.thematicCategories)}
        {common(COMMON_FIELDS.privateData)}
      </fieldset>

      <fieldset className="form-fieldset">
        <legend className="govgr-heading-l">Στοιχεία είδους «{form.type.label}»</legend>
        <DynamicFields
          nodes={buildFieldTree(form.fields)}
          prefix={EXTRA_FIELDS}
          optionPrefix=""
          options={form.fieldOptions ?? {}}
          form={snapshot}
        />
        {hasDependencies(form.fields) || form.units.length > 1 ? <UpdateFormButton /> : null}
        <ConditionalFieldsScript />
      </fieldset>

      <fieldset className="form-fieldset">
        <legend className="govgr-heading-l">Έγγραφο και ειδοποίηση</legend>
        {document === "none" ? (
          <p className="govgr-body">Το έγγραφο της πράξης μένει το ίδιο.</p>
        ) : (
          <UploadWidget
            def={
              document === "optional"
                ? { ...COMMON_FIELDS.decisionFile, required: false, help: KEEP_DOCUMENT }
                : COMMON_FIELDS.decisionFile
            }
            name="decisionFile"
            id={fieldId("decisionFile")}
            errors={snapshot.errors.decisionFile ?? undefined}
            chooseAgain={submitted && document === "required"}
            maxMb={maxUploadMb}
          />
        )}
        {showRecipients ? common(COMMON_FIELDS.recipients, undefined, form.defaultRecipients.join("\n")) : null}
      </fieldset>
    </FieldFormContext.Provider>
  );
}
