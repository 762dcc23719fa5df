/**
 * SPEC §7 "Decisions", the writes (docs/decisions/105): a new decision saved (SUBMITTED, or
 * published at once when asked and allowed), a submitted decision edited in place, a published one
 * edited (a new version, same ADA and document) or corrected (ορθή επανάληψη: a new version with a
 * new document, `correctedVersionId` naming the one it corrects), a revoked one edited (the admin
 * role). JSON in and out; the PDF and attachments inline in base64 (decision-body.server.ts).
 * The same functions as the pages and the OpenData write API: the decision schema and the save
 * checks, the status machine with the optimistic check (`expected`), submit/publish (through
 * storeDecision) and the lifecycle edits, each one transaction with its audit row. Refusals: 403
 * no right (or an organisation the caller may not submit for), 404 unknown, 409 wrong status
 * (TEXT.actionNotAllowed) or stale `expected` (TEXT.decisionConflict) or unconfirmed warnings,
 * 400 bad input naming the field with the form's message. Nothing is written on any refusal.
 */
import { z } from "zod";
import { adaForLookup } from "#app/decisions/ada";
import { apiEditTarget, type ApiEditAction, type ApiEditTarget } from "#app/decisions/lifecycle/api-edit.server";
import { UnknownAttachmentError, type AttachmentChanges } from "#app/decisions/lifecycle/attachments.server";
import { saveCorrectedCopy, saveEdit } from "#app/decisions/lifecycle/pages.server";
import type { DecisionRef, Expected } from "#app/decisions/lifecycle/target.server";
import type { SessionUser } from "#app/access/session-user";
import { apiErrorsResponse } from "#app/http/api-response.server";
import { apiDecisionForm, isFormRefusal } from "#app/http/decision-api-form.server";
import { attachmentChangesOf } from "#app/http/opendata-attachments.server";
import { publicBaseUrl } from "#app/http/public-url";
import { refuse } from "#app/http/refuse.server";
import { OPENDATA_WRITE_TEXT, TEXT } from "#app/messages";
import { storeDecision } from "#app/opendata/write.server";
import { defineCall, type ApiCall } from "../call";
import { checkDecisionBody, decisionFieldsBody, inlineFile, refuseFailedChecks } from "../decision-body.server";
import { refuseInvalid } from "../dispatch.server";
import { expected, refuseAction } from "./decision-actions.server";
import { decisionView, versionView } from "./decisions.server";

const TAG = "Αποθήκευση πράξεων";
const versionId = z.uuid();
const ada = z.string().min(1).max(40);

const attachments = z
  .object({
    attach: z
      .array(inlineFile.extend({ description: z.string().max(500).optional() }))
      .max(20)
      .optional(),
    remove: z.array(z.string().max(100)).max(100).optional().describe("αναγνωριστικά συνημμένων της τρέχουσας έκδοσης"),
  })
  .optional()
  .describe("συνημμένα που προστίθενται (attach) ή αφαιρούνται (remove) στη νέα έκδοση");

const notifyAction = z.object({
  name: z.enum(["notifyRecipients"], { error: (issue) => OPENDATA_WRITE_TEXT.unknownAction(String(issue.input)) }),
});

/** The examples' PDF, its base64 cut short (the OpenAPI document and /api/help show it). */
const EXAMPLE_PDF = { filename: "apofasi.pdf", mimeType: "application/pdf", contentBase64: "JVBERi0xLjQK…" };
const EXAMPLE_FIELDS = {
  decisionTypeId: "Β.1.3",
  organizationId: "6013",
  subject: "Έγκριση δαπάνης για την προμήθεια γραφικής ύλης",
  protocolNumber: "1234/2026",
  issueDate: "2026-03-02",
  unitIds: ["6013_1"],
  signerIds: ["6013_S1"],
  thematicCategoryIds: ["20"],
  extraFieldValues: {},
};

/** Body keys that are not the decision's fields: the call reads them itself. */
const NOT_FIELDS = new Set([
  "decisionFile",
  "confirmWarnings",
  "expected",
  "attachments",
  "correctedCopy",
  "publish",
  "actions",
]);

/** The fields sent, over the stored ones (an edit); a field left out keeps its value. */
function merged(stored: Record<string, unknown>, body: Record<string, unknown>, orgUid: string) {
  const sent = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => value !== undefined && !NOT_FIELDS.has(key)),
  );
  return { ...stored, ...sent, organizationId: orgUid };
}

/** The form of the edited decision: its organisation is fixed, its type may change to another open one. */
function editForm(target: ApiEditTarget, body: { organizationId?: string; decisionTypeId?: string }) {
  if (body.organizationId !== undefined && body.organizationId !== target.orgUid) {
    refuseInvalid({ organizationId: [TEXT.invalidOrganization] });
  }
  const form = target.form(body.decisionTypeId ?? target.typeUid);
  return form ?? refuseInvalid({ decisionTypeId: [TEXT.invalidDecisionType] });
}

async function attachmentChanges(value: unknown): Promise<AttachmentChanges> {
  const changes = await attachmentChangesOf({ attachments: value }, null);
  if (Array.isArray(changes)) throw apiErrorsResponse(400, changes);
  return changes;
}

/** A new-version edit: a removal naming no attachment of the current version is the caller's mistake. */
async function withAttachmentCheck<T>(save: () => T | Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (error) {
    if (error instanceof UnknownAttachmentError) {
      throw apiErrorsResponse(400, [
        `attachments.remove: ${OPENDATA_WRITE_TEXT.unknownAttachment(error.attachmentId)}`,
      ]);
    }
    throw error;
  }
}

/** The decision acted on, as the status machine and the optimistic check (`expected`) allow, or the refusal. */
function targetOf(user: SessionUser, action: ApiEditAction, ref: DecisionRef, seen: Expected = {}) {
  const found = apiEditTarget(user, action, ref, seen);
  return found.ok ? found.target : refuseAction(found.reason);
}

const newBody = z.strictObject({
  ...decisionFieldsBody,
  attachments,
  publish: z.boolean().optional().describe("true: ανάρτηση αμέσως (απαιτεί το δικαίωμα ανάρτησης)"),
  actions: z
    .array(notifyAction)
    .max(5)
    .optional()
    .describe("notifyRecipients: ειδοποίηση των παραληπτών με την ανάρτηση"),
});

export const submitDecisionCall = defineCall({
  method: "POST",
  path: "/decisions",
  tag: TAG,
  summary:
    "Νέα πράξη: αποθηκεύεται ως υποβληθείσα χωρίς ΑΔΑ, ή με publish: true αναρτάται αμέσως με δικό της ΑΔΑ. Προειδοποιήσεις (ίδιος αριθμός πρωτοκόλλου): 409 με warnings, και ξανά με confirmWarnings: true.",
  access: { permission: "PERM_DECISIONS_SUBMIT" },
  body: newBody,
  response: decisionView,
  conflicts: true,
  example: "/decisions",
  exampleBody: { ...EXAMPLE_FIELDS, decisionFile: EXAMPLE_PDF, publish: false },
  handler: async ({ user, body }) => {
    const form = apiDecisionForm(user!, body.decisionTypeId ?? "", body.organizationId ?? "");
    if (isFormRefusal(form)) {
      if (form.status === 403) refuse(403, form.message, "api");
      refuseInvalid({ [form.field]: [form.message] });
    }
    const changes = await attachmentChanges(body.attachments);
    if (changes.remove.length)
      refuseInvalid({ "attachments.remove": [OPENDATA_WRITE_TEXT.unknownAttachment(changes.remove[0])] });
    const { decisionFile, ...input } = await checkDecisionBody(form, {
      value: merged({}, body, body.organizationId ?? ""),
      // Required: an absent PDF is the form's «missing file» error on decisionFile.
      document: body.decisionFile ?? "",
      confirmed: body.confirmWarnings === true,
    });
    const result = await storeDecision({
      user: user!,
      input,
      document: decisionFile!,
      fields: form.fields,
      attachments: changes.attach,
      publish: body.publish === true,
      notify: (body.actions ?? []).some((a) => a.name === "notifyRecipients"),
      // checkDecisionBody ran the save checks, with the caller's confirmation.
      ignoreWarnings: body.confirmWarnings === true,
      saveChecksDone: true,
      baseUrl: publicBaseUrl(),
    });
    if (result.ok) return versionView(result.versionId, user);
    if (result.reason === "save-checks") return refuseFailedChecks(result.checks);
    if (result.reason === "publish-forbidden") return refuse(403, OPENDATA_WRITE_TEXT.publishForbidden, "api");
    if (result.reason === "not-publishable") return refuse(409, OPENDATA_WRITE_TEXT.notPublishable, "api");
    if (result.reason === "type-refused")
      return refuseInvalid({ decisionTypeId: [result.message ?? TEXT.invalidDecisionType] });
    if (result.reason === "unknown-attachment") return refuse(400, TEXT.badRequest, "api");
    return refuseAction(result.reason);
  },
});

const submittedBody = z.strictObject({ ...decisionFieldsBody, expected });

export const editSubmittedCall = defineCall({
  method: "POST",
  path: "/decisions/v/{versionId}",
  tag: TAG,
  summary:
    "Επεξεργασία υποβληθείσας πράξης: αλλάζει η ίδια έκδοση (χωρίς ΑΔΑ)· ένα νέο decisionFile αντικαθιστά το έγγραφο. Όσα πεδία λείπουν κρατούν την τιμή τους.",
  access: { permission: "PERM_DECISIONS_EDIT_SUBMITTED" },
  params: z.object({ versionId }),
  body: submittedBody,
  response: decisionView,
  conflicts: true,
  example: "/decisions/v/{submittedVersionId}",
  exampleBody: { subject: "Έγκριση δαπάνης (διορθωμένο θέμα)", expected: { updatedAt: 1773570600000 } },
  handler: async ({ user, params, body }) => {
    const target = targetOf(user!, "editSubmitted", { versionId: params.versionId.toLowerCase() }, body.expected);
    const form = editForm(target, body);
    const { decisionFile, ...input } = await checkDecisionBody(form, {
      value: merged(target.stored, body, target.orgUid),
      document: body.decisionFile,
      confirmed: body.confirmWarnings === true,
      decisionId: target.decisionId,
    });
    const result = saveEdit("editSubmitted", {
      user: user!,
      versionId: target.versionId,
      // What the body was checked against: a change made since is a conflict, not overwritten.
      expected: { versionId: target.versionId, updatedAt: target.updatedAt },
      input,
      document: decisionFile,
      fields: form.fields,
    });
    return result.ok ? versionView(result.versionId, user) : refuseAction(result.reason);
  },
});

const { recipients: _recipients, ...publishedFields } = decisionFieldsBody;
const publishedBody = z.strictObject({
  ...publishedFields,
  correctedCopy: z
    .boolean()
    .optional()
    .describe("true: ορθή επανάληψη, με νέο decisionFile· αλλιώς διόρθωση μεταδεδομένων με το ίδιο έγγραφο"),
  attachments,
  expected,
});

export const editPublishedCall = defineCall({
  method: "POST",
  path: "/decisions/{ada}",
  tag: TAG,
  summary:
    "Αναρτημένη πράξη: διόρθωση μεταδεδομένων (νέα έκδοση, ίδιος ΑΔΑ και έγγραφο), ή με correctedCopy: true και νέο decisionFile ορθή επανάληψη (νέα έκδοση με νέο έγγραφο· correctedVersionId η έκδοση που διορθώνει).",
  access: "user",
  params: z.object({ ada }),
  body: publishedBody,
  response: decisionView,
  conflicts: true,
  example: "/decisions/{ada}",
  exampleBody: { subject: "Έγκριση δαπάνης (διόρθωση θέματος)" },
  handler: async ({ user, params, body }) => {
    const corrected = body.correctedCopy === true;
    const action = corrected ? "createCorrectedCopy" : "editPublished";
    const target = targetOf(user!, action, { ada: adaForLookup(params.ada) }, body.expected);
    if (body.decisionFile && !corrected) refuseInvalid({ correctedCopy: [OPENDATA_WRITE_TEXT.correctedCopyFlag] });
    const form = editForm(target, body);
    const changes = await attachmentChanges(body.attachments);
    const { decisionFile, ...input } = await checkDecisionBody(form, {
      value: merged(target.stored, body, target.orgUid),
      document: corrected ? (body.decisionFile ?? "") : undefined,
      confirmed: body.confirmWarnings === true,
      decisionId: target.decisionId,
    });
    const args = {
      user: user!,
      versionId: target.versionId,
      expected: { versionId: target.versionId, updatedAt: target.updatedAt },
      input,
      fields: form.fields,
      attachments: changes,
    };
    const result = await withAttachmentCheck(() =>
      corrected ? saveCorrectedCopy({ ...args, document: decisionFile! }) : saveEdit("editPublished", args),
    );
    return result.ok ? versionView(result.versionId, user) : refuseAction(result.reason);
  },
});

const { recipients: _r2, decisionFile: _f, ...revokedFields } = decisionFieldsBody;

export const editRevokedCall = defineCall({
  method: "POST",
  path: "/decisions/revoked/v/{versionId}/{ada}",
  tag: TAG,
  summary:
    "Επεξεργασία ανακληθείσας πράξης (μόνο ο ρόλος διαχειριστή): νέα έκδοση με τα νέα μεταδεδομένα, το ίδιο έγγραφο· η πράξη μένει ανακληθείσα.",
  access: "user",
  params: z.object({ versionId, ada }),
  body: z.strictObject({ ...revokedFields, expected }),
  response: decisionView,
  conflicts: true,
  example: "/decisions/revoked/v/{versionId}/{ada}",
  exampleBody: { subject: "Ανακληθείσα: διόρθωση θέματος" },
  handler: async ({ user, params, body }) => {
    const target = targetOf(user!, "editRevoked", { versionId: params.versionId.toLowerCase() }, body.expected);
    // The ADA names the same decision as the version, or the address names nothing.
    if (target.ada !== adaForLookup(params.ada)) refuse(404, TEXT.apiNotFound, "api");
    const form = editForm(target, body);
    const { decisionFile: _document, ...input } = await checkDecisionBody(form, {
      value: merged(target.stored, body, target.orgUid),
      confirmed: body.confirmWarnings === true,
      decisionId: target.decisionId,
    });
    const result = saveEdit("editRevoked", {
      user: user!,
      versionId: target.versionId,
      expected: { versionId: target.versionId, updatedAt: target.updatedAt },
      input,
      fields: form.fields,
    });
    return result.ok ? versionView(result.versionId, user) : refuseAction(result.reason);
  },
});

export const DECISION_WRITE_CALLS: ApiCall[] = [
  submitDecisionCall,
  editSubmittedCall,
  editPublishedCall,
  editRevokedCall,
];
