/**
 * Reading a posted decision form (new, edit, corrected copy) with the one decision schema
 * (app/decisions/form-schema.ts, Conform over FormData). `document` says what the page does with
 * the PDF: "required" (new decision, corrected copy), "optional" (editing a submitted decision:
 * an empty file input keeps its document) or "none" (editing a published one keeps its document).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { getDb } from "#db/client";
import { todayInAthens } from "#shared/dates";
import { buildDecisionSchema, type DecisionSchemaContext } from "../decisions/form-schema";
import { dependentOptionList } from "../decisions/form-schema.options.server";
import { shownAgain } from "../decisions/form-schema.round-trip.server";
import { CONFIRM_WARNINGS, type IgnorableWarning } from "../decisions/protocol-warnings.server";
import { hasFieldErrors, saveChecks, type SaveChecks } from "../decisions/save-checks.server";
import { unknownExtraFields } from "../decisions/unknown-fields";
import { DECISION_DOCUMENT_LIMITS } from "../documents/pdf-check.server";
import { stagedFile } from "../documents/staged-upload.server";
import type { FieldDef } from "../fields/types";
import { STAGED_DOCUMENT_FIELD } from "../fields/upload.rule";
import { FORM_TEXT, TEXT } from "../messages";
import { badRequest } from "./errors.server";

export type DocumentMode = "required" | "optional" | "none";

/** A file input left empty posts a nameless, empty file (or nothing at all). */
function fileGiven(value: FormDataEntryValue | null): boolean {
  return typeof value === "object" && value !== null && value.size > 0;
}

/** What the schema needs besides the day and the document mode: a whole DecisionForm, or the bare lists of a form whose type or organisation is not usable yet (so both are reported). */
export type DecisionFormContext = Omit<DecisionSchemaContext, "today" | "withDocument" | "upload" | "dependentOptions">;

type DecisionSchema = ReturnType<typeof buildDecisionSchema>;

/**
 * Schemas already built for a form object, by day and document mode: a cached form
 * (loadDecisionForm, docs/decisions/112) is the same object on every call of a bulk publication,
 * so its schema is built once a day, not per decision. A form built anew gets its own.
 */
const schemasByForm = new WeakMap<DecisionFormContext, Map<string, DecisionSchema>>();

/** The one decision schema of pages and API: the uploaded PDF is parsed whole (decisionPdfProblem). */
function decisionSchemaFor(form: DecisionFormContext, withDocument: boolean): DecisionSchema {
  const today = todayInAthens();
  const key = `${today}|${withDocument}`;
  let built = schemasByForm.get(form);
  if (!built) {
    built = new Map();
    schemasByForm.set(form, built);
  }
  const cached = built.get(key);
  if (cached) return cached;
  const schema = buildDecisionSchema({
    ...form,
    today,
    withDocument,
    dependentOptions: dependentOptionList,
    upload: DECISION_DOCUMENT_LIMITS,
  });
  // Yesterday's schemas of this form are of no use any more.
  for (const old of built.keys()) if (!old.startsWith(`${today}|`)) built.delete(old);
  built.set(key, schema);
  return schema;
}

/**
 * With JavaScript the PDF was sent ahead (app/documents/staged-upload.server.ts) and the form
 * carries its token: put the staged file where the file input's would be, so the one schema
 * checks it as if it had come with the form. A token that is unknown, expired or another user's
 * leaves the file missing, which the schema reports on the file field.
 */
function withStagedDocument(formData: FormData, userId: number | undefined): void {
  const token = formData.get(STAGED_DOCUMENT_FIELD);
  formData.delete(STAGED_DOCUMENT_FIELD);
  if (userId === undefined || typeof token !== "string" || token === "" || fileGiven(formData.get("decisionFile"))) {
    return;
  }
  const staged = stagedFile(getDb(), { token, userId });
  if (staged)
    formData.set("decisionFile", new File([new Uint8Array(staged.bytes)], staged.name, { type: staged.type }));
}

export async function parseDecisionForm(
  formData: FormData,
  form: DecisionFormContext,
  document: DocumentMode,
  options: { userId?: number } = {},
) {
  withStagedDocument(formData, options.userId);
  // A field the type does not define: a forged or stale form, refused whole (nothing is saved).
  // Asked only of a type the form offers: a type no longer offered (withdrawn, closed to the body)
  // is the type field's own error, reported by the schema.
  const typeOffered = form.decisionTypes.some((t) => t.value === formData.get("decisionTypeId"));
  const unknown = typeOffered ? unknownExtraFields(formData.keys(), form.fields) : [];
  if (unknown.length) badRequest(FORM_TEXT.unknownField(unknown[0]));
  const withDocument = document === "required" || (document === "optional" && fileGiven(formData.get("decisionFile")));
  const schema = decisionSchemaFor(form, withDocument);
  try {
    return await parseWithZod(formData, { schema, async: true, disableAutoCoercion: true });
  } catch {
    // A forged "__intent__" that Conform cannot read.
    badRequest(TEXT.badRequest);
  }
}

/** The part of a Conform submission the save checks answer with. */
interface CheckedSubmission<R extends { initialValue?: unknown }> {
  payload: unknown;
  reply(options: { hideFields: string[]; fieldErrors?: Record<string, string[]> }): R;
}

/**
 * The answer when the save checks (app/decisions/save-checks.server.ts) stop a valid form: an
 * invalid AFM as an error on its field (400), or the ignorable warnings to confirm (409); null
 * when the decision may be saved. New and edit forms answer alike, with the chosen codes' labels
 * and the row lists every answer that shows the form again carries.
 */
function answerSaveChecks<R extends { initialValue?: unknown }>(
  submission: CheckedSubmission<R>,
  checks: SaveChecks,
  fields: readonly FieldDef[],
) {
  const shown = shownAgain(fields, submission.payload);
  if (hasFieldErrors(checks)) {
    const lastResult = submission.reply({ hideFields: ["decisionFile"], fieldErrors: checks.fieldErrors });
    return data({ lastResult, warnings: [] as IgnorableWarning[], ...shown }, { status: 400 });
  }
  if (checks.warnings.length === 0) return null;
  const { initialValue } = submission.reply({ hideFields: ["decisionFile"] });
  return data({ lastResult: { initialValue } as R, warnings: checks.warnings, ...shown }, { status: 409 });
}

/** What the save checks read of a valid decision form's values. */
interface CheckedValues {
  protocolNumber: string;
  extraFieldValues?: unknown;
  unitIds?: readonly string[];
  signerIds?: readonly string[];
}

/**
 * The save checks of a valid decision form, run alike by every page that saves one (new, edit,
 * corrected copy; SPEC §5, §8): an invalid AFM is refused on its field, ignorable warnings are
 * listed apart until the user confirms them. The answer that stops the save, or null when the
 * decision may be saved. `decisionId` when editing: the decision is not its own duplicate.
 */
export async function answerIfSaveChecksStop<R extends { initialValue?: unknown }>(
  submission: CheckedSubmission<R>,
  formData: FormData,
  values: CheckedValues,
  form: { organization: { value: string }; fields: readonly FieldDef[] },
  decisionId?: number,
) {
  const checks = await saveChecks({
    orgUid: form.organization.value,
    protocolNumber: values.protocolNumber,
    extraFieldValues: values.extraFieldValues,
    confirmed: formData.get(CONFIRM_WARNINGS) === "1",
    fields: form.fields,
    decisionId,
    unitIds: values.unitIds,
    signerIds: values.signerIds,
  });
  return answerSaveChecks(submission, checks, form.fields);
}

/**
 * The same schema over a DecisionStoreRequest-shaped object (the OpenData write API's `metadata`,
 * with `decisionFile` set to the uploaded File when there is one): the API and the pages share
 * every field rule (docs/decisions/006-one-schema-for-form-and-api.md).
 */
export function parseDecisionInput(value: Record<string, unknown>, form: DecisionFormContext, withDocument: boolean) {
  return decisionSchemaFor(form, withDocument).safeParseAsync(value);
}
