/**
 * A decision's fields as the JSON API's writes take them (POST /luminapi/api/decisions and the
 * edits; docs/decisions/105): the decision schema's own names (decision 006: one schema for the
 * form and the API), the PDF and the attachments as base64 objects `{filename, mimeType,
 * contentBase64}` (the OpenData write API's JSON attachment shape), read here through the pages'
 * rules in the pages' order:
 *   an extra field the type does not define -> 400 naming it (never silently dropped);
 *   the decision schema (every field rule, the PDF parsed whole) -> 400, `field: Greek message`;
 *   the save checks (related decisions, signers of the units, AFM) -> 400 on the field;
 *   ignorable warnings (same protocol number, VAT service down) -> 409 with them in `warnings`,
 *   unless the caller confirmed them with `confirmWarnings: true`, as the form's confirmation does.
 * Nothing is written here: the caller's domain function runs only on a body that passed.
 */
import { z } from "zod";
import { extraFields, type DecisionForm, type DecisionInput } from "#app/decisions/form-schema";
import { EXTRA_FIELDS } from "#app/decisions/form-schema.fields";
import { hasFieldErrors, saveChecks, type SaveChecks } from "#app/decisions/save-checks.server";
import { unknownExtraFields } from "#app/decisions/unknown-fields";
import { apiWarningsResponse } from "#app/http/api-response.server";
import { parseDecisionInput } from "#app/http/decision-form.server";
import { FORM_TEXT } from "#app/messages";
import { refuseInvalid } from "./dispatch.server";

const uid = z.string().max(100);
const uids = z.array(uid).max(500);

/** A file sent inline: the decision's PDF, or an attachment. */
export const inlineFile = z.object({
  filename: z.string().min(1).max(255),
  mimeType: z.string().max(100).optional(),
  contentBase64: z.string().describe("τα bytes του αρχείου σε base64"),
});

/** The decision schema's fields; absent ones are the form's «required» errors (or, on an edit, keep theirs). */
export const decisionFieldsBody = {
  decisionTypeId: uid.optional().describe("το είδος πράξης (GET /decisionTypes)"),
  organizationId: uid.optional().describe("ο φορέας· σε επεξεργασία μόνο ο φορέας της πράξης"),
  subject: z.string().max(5000).optional(),
  protocolNumber: z.string().max(500).optional(),
  issueDate: z.string().max(30).optional().describe("ημερομηνία έκδοσης, YYYY-MM-DD"),
  unitIds: uids.optional(),
  signerIds: uids.optional(),
  thematicCategoryIds: uids.optional(),
  extraFieldValues: z
    .record(z.string(), z.unknown())
    .optional()
    .describe("τα πεδία του είδους (GET /decisionTypes/{uid}/attributes)· σε επεξεργασία αντικαθίστανται όλα μαζί"),
  privateData: z.boolean().optional(),
  recipients: z.array(z.string().max(254)).max(200).optional().describe("παραλήπτες ειδοποίησης (e-mail)"),
  decisionFile: inlineFile.optional().describe("το PDF της πράξης"),
  confirmWarnings: z
    .boolean()
    .optional()
    .describe("true: αποθήκευση παρά τις προειδοποιήσεις (canBeIgnored) που έδωσε η προηγούμενη κλήση"),
};

/** The names of the posted extra fields, as the form would post them (`extraFieldValues.a[0].b`). */
function postedNames(value: unknown, name: string, known: ReadonlySet<string>): string[] {
  // A known field's value is the field's own business (its rule reads it whole).
  if (known.has(name.slice(EXTRA_FIELDS.length + 1).replace(/\[\d+\]/g, ""))) return [name];
  if (Array.isArray(value)) return value.flatMap((v, i) => postedNames(v, `${name}[${i}]`, known));
  if (value !== null && typeof value === "object") {
    return Object.entries(value).flatMap(([key, v]) => postedNames(v, `${name}.${key}`, known));
  }
  return [name];
}

export interface DecisionBody {
  /** The decision's values in the schema's names (on an edit: the stored ones with the sent ones over them). */
  value: Record<string, unknown>;
  /** The PDF, when the call takes one (a new decision, a corrected copy, a submitted decision's new PDF). */
  document?: unknown;
  confirmed: boolean;
  /** On an edit: the decision is not its own duplicate. */
  decisionId?: number;
}

/** The body through the form's rules and the save checks, or the refusal thrown (nothing written). */
export async function checkDecisionBody(form: DecisionForm, body: DecisionBody): Promise<DecisionInput> {
  const extra = body.value[EXTRA_FIELDS];
  if (extra !== undefined && extra !== null && typeof extra === "object" && !Array.isArray(extra)) {
    const known = new Set(extraFields(form.fields).map((d) => d.fieldPath));
    const unknown = unknownExtraFields(postedNames(extra, EXTRA_FIELDS, known), form.fields);
    if (unknown.length) refuseInvalid(Object.fromEntries(unknown.map((n) => [n, [FORM_TEXT.unknownField(n)]])));
  }
  const withDocument = body.document !== undefined;
  const parsed = await parseDecisionInput(
    withDocument ? { ...body.value, decisionFile: body.document } : body.value,
    form,
    withDocument,
  );
  if (!parsed.success) refuseInvalid(parsed.error);
  const input = parsed.data;
  const checks = await saveChecks({
    orgUid: form.organization.value,
    protocolNumber: input.protocolNumber,
    extraFieldValues: input.extraFieldValues,
    confirmed: body.confirmed,
    fields: form.fields,
    decisionId: body.decisionId,
    unitIds: input.unitIds,
    signerIds: input.signerIds,
  });
  if (hasFieldErrors(checks) || checks.warnings.length) refuseFailedChecks(checks);
  return input;
}

/** Save checks that did not pass: 400 on the fields, else 409 with the warnings to confirm. */
export function refuseFailedChecks(checks: SaveChecks): never {
  if (hasFieldErrors(checks)) refuseInvalid(checks.fieldErrors);
  throw apiWarningsResponse(checks.warnings);
}
