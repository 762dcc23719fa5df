/**
 * Reading a posted decision form (new, edit, corrected copy) with the one decision schema
 * (app/decisions/form-schema.ts, Conform over FormData). `document` says what the page does with
 * the PDF: "required" (new decision, corrected copy), "optional" (editing a submitted decision:
 * an empty file input keeps its document) or "none" (editing a published one keeps its document).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { todayInAthens } from "#shared/dates";
import { buildDecisionSchema, type DecisionSchemaContext } from "../decisions/form-schema";
import { dependentOptionList } from "../decisions/form-schema.options.server";
import { TEXT } from "../messages";
import { badRequest } from "./errors.server";

export type DocumentMode = "required" | "optional" | "none";

/** A file input left empty posts a nameless, empty file (or nothing at all). */
function fileGiven(value: FormDataEntryValue | null): boolean {
  return typeof value === "object" && value !== null && value.size > 0;
}

/** What the schema needs besides the day and the document mode: a whole DecisionForm, or the bare lists of a form whose type or organisation is not usable yet (so both are reported). */
export type DecisionFormContext = Omit<DecisionSchemaContext, "today" | "withDocument" | "upload" | "dependentOptions">;

function decisionSchemaFor(form: DecisionFormContext, withDocument: boolean) {
  return buildDecisionSchema({ ...form, today: todayInAthens(), withDocument, dependentOptions: dependentOptionList });
}

export async function parseDecisionForm(formData: FormData, form: DecisionFormContext, document: DocumentMode) {
  const withDocument = document === "required" || (document === "optional" && fileGiven(formData.get("decisionFile")));
  const schema = decisionSchemaFor(form, withDocument);
  try {
    return await parseWithZod(formData, { schema, async: true, disableAutoCoercion: true });
  } catch {
    // A forged "__intent__" that Conform cannot read.
    badRequest(TEXT.badRequest);
  }
}

/**
 * The same schema over a DecisionStoreRequest-shaped object (the OpenData write API's `metadata`,
 * with `decisionFile` set to the uploaded File when there is one): the API and the pages share
 * every field rule (docs/decisions/006-one-schema-for-form-and-api.md).
 */
export function parseDecisionInput(value: Record<string, unknown>, form: DecisionFormContext, withDocument: boolean) {
  return decisionSchemaFor(form, withDocument).safeParseAsync(value);
}
