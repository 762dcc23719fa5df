/**
 * What the lifecycle pages (/decision/edit, /decision/correctedcopy, /decision/delete,
 * /decision/revocation/...) need, one call each, on the register's database: the status
 * machine's answer for this user now, the decision's summary, and for the edit pages the form
 * filled with the version's values. The actions' own functions (one module each in this folder)
 * do the writing; here they are only bound to the register's database, so no route holds it.
 */
import { formatDate } from "#shared/dates";
import { isDecisionStatus, statusLabel, type DecisionStatus } from "#shared/decision-status";
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { DecisionForm } from "#app/decisions/form-schema";
import { loadDecisionForm } from "#app/decisions/form-schema.server";
import { chosenLabels, followingLists } from "#app/decisions/form-schema.options.server";
import type { ListsByValue } from "#app/fields/following";
import type { Option } from "#app/fields/options.rule";
import { recipientsOf } from "#app/decisions/recipients.server";
import type { DecisionAction } from "#app/decisions/status-machine";
import { batchDelete, batchPublish, MAX_BATCH, type BatchResult } from "./batch.server";
import { createCorrectedCopy, type CorrectedCopyArgs } from "./corrected-copy.server";
import { deleteSubmitted, type DeleteSubmittedArgs } from "./delete-submitted.server";
import { editPublished, editRevoked, type EditPublishedArgs } from "./edit-published.server";
import { editSubmitted, type EditSubmittedArgs } from "./edit-submitted.server";
import { stampAfterCommit } from "#app/documents/published-document.server";
import { formValuesOf } from "./form-values";
import { addAttachment, attachmentsOf, removeAttachment } from "./attachments.server";
import { uploadedDocumentText } from "#app/documents/version-text.server";
import { massRevocationPreview, massRevoke } from "./mass-revocation.server";
import { cancelRevocation, completeRevocation, requestRevocation, type RevocationReason } from "./revocation.server";
import {
  checkAction,
  refused,
  type ActionTarget,
  type Actor,
  type DecisionRef,
  type Expected,
  type LifecycleRefusal,
  type Refused,
} from "./target.server";

export interface ActionSummary {
  ada: string | null;
  versionId: string;
  /** The optimistic token the page's form sends back. */
  updatedAt: number;
  status: DecisionStatus;
  statusLabel: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  organization: string;
  decisionType: string;
  /** A pending request's reason, shown when completing or cancelling it. */
  revocationReason: string | null;
}

export type ActionPage = { ok: true; page: ActionSummary } | Refused;

function summaryOf(target: ActionTarget): ActionSummary {
  const db = getDb();
  const { decision, version } = target;
  const org = db
    .select({ label: schema.organizations.label })
    .from(schema.organizations)
    .where(eq(schema.organizations.uid, decision.orgUid))
    .get();
  const type = db
    .select({ label: schema.decisionTypes.label })
    .from(schema.decisionTypes)
    .where(eq(schema.decisionTypes.uid, version.decisionTypeUid))
    .get();
  return {
    ada: decision.ada,
    versionId: version.versionId,
    updatedAt: decision.updatedAt,
    status: decision.status,
    statusLabel: statusLabel(decision.status),
    subject: version.subject,
    protocolNumber: version.protocolNumber,
    issueDate: formatDate(version.issueDate),
    organization: org?.label ?? decision.orgUid,
    decisionType: `${version.decisionTypeUid} ${type?.label ?? ""}`.trim(),
    revocationReason: decision.revocationReason,
  };
}

/** A confirmation page (delete, revocation steps): may this user do it now, and to what. */
export function actionPage(user: Actor, action: DecisionAction, ref: DecisionRef): ActionPage {
  const check = checkAction(getDb(), user, action, ref);
  return check.ok ? { ok: true, page: summaryOf(check.target) } : check;
}

export type EditAction = "editSubmitted" | "editPublished" | "editRevoked";

/** Which edit the decision's status calls for (SPEC §4 table); none while a revocation is pending. */
export function editActionFor(status: DecisionStatus): EditAction {
  if (status === "SUBMITTED") return "editSubmitted";
  if (status === "REVOKED") return "editRevoked";
  // PUBLISHED; a PENDING_REVOCATION decision is refused by the status machine as "not-allowed".
  return "editPublished";
}

export interface EditPage {
  action: EditAction | "createCorrectedCopy";
  /** For the save checks: an edit is not a duplicate of its own decision. */
  decisionId: number;
  summary: ActionSummary;
  form: DecisionForm;
  /** The version's values in the form's shape. */
  values: Record<string, unknown>;
  /** The labels of the codes chosen in ajax selectors, read at their dataByUidUrl (by field path). */
  labels: Record<string, Option[]>;
  /** The lists of the fields that follow another field, for the values the version has (decision 122). */
  lists: ListsByValue;
}

/**
 * The edit form of a version (or the corrected-copy form), filled in. The edit that applies
 * follows the decision's status; the user must also be able to use the entry form for its
 * organisation (loadDecisionForm), or the answer is "forbidden".
 */
export function editPage(
  user: Actor & { id: number },
  versionId: string,
  kind: "edit" | "correctedCopy",
): { ok: true; page: EditPage } | Refused {
  const db = getDb();
  const current = db
    .select({ status: schema.decisions.status })
    .from(schema.decisions)
    .innerJoin(schema.decisionVersions, eq(schema.decisionVersions.decisionId, schema.decisions.id))
    .where(eq(schema.decisionVersions.versionId, versionId))
    .get();
  if (!current || !isDecisionStatus(current.status)) return refused("not-found");
  const action = kind === "correctedCopy" ? "createCorrectedCopy" : editActionFor(current.status);
  const check = checkAction(db, user, action, { versionId });
  if (!check.ok) return check;
  const { decision, version } = check.target;
  const form = loadDecisionForm({
    typeUid: version.decisionTypeUid,
    orgUid: decision.orgUid,
    access: user.access,
    userId: user.id,
  });
  if (!form) return refused("forbidden", decision);
  const values = formValuesOf(version, decision.orgUid, form.fields, recipientsOf(db, decision.id));
  return {
    ok: true,
    page: {
      action,
      decisionId: decision.id,
      summary: summaryOf(check.target),
      form,
      values,
      labels: chosenLabels(form.fields, values, db),
      lists: followingLists(form.fields, values, db),
    },
  };
}

/** Saves an edit page's form with the edit its status calls for (the JSON API's with its attachment changes). */
export function saveEdit(action: EditAction, args: EditSubmittedArgs & Pick<EditPublishedArgs, "attachments">) {
  const db = getDb();
  if (action === "editSubmitted") return editSubmitted(db, args);
  const published: EditPublishedArgs = args;
  return action === "editPublished" ? editPublished(db, published) : editRevoked(db, published);
}

/** Saves a corrected copy, then stamps its document and restamps the one it replaced (docs/decisions/053). */
export async function saveCorrectedCopy(args: CorrectedCopyArgs) {
  const db = getDb();
  const documentText = await uploadedDocumentText(args.document.bytes, "application/pdf", "corrected copy");
  const result = createCorrectedCopy(db, { ...args, documentText });
  if (result.ok) await stampAfterCommit(db, [result.versionId, args.versionId], args.now);
  return result;
}

export function deleteFromForm(args: DeleteSubmittedArgs) {
  return deleteSubmitted(getDb(), args);
}

interface RevocationFormArgs {
  user: Actor;
  ada: string;
  expected: Expected;
}

export function requestRevocationFromForm(args: RevocationFormArgs & RevocationReason) {
  return requestRevocation(getDb(), args);
}

export function completeRevocationFromForm(args: RevocationFormArgs & { reason?: RevocationReason }) {
  return completeRevocation(getDb(), args);
}

export function cancelRevocationFromForm(args: RevocationFormArgs) {
  return cancelRevocation(getDb(), args);
}

export type BatchOp = "publish" | "delete";
const BATCH_ACTIONS: Record<BatchOp, DecisionAction> = { publish: "publish", delete: "deleteSubmitted" };

export interface BatchPreviewItem {
  versionId: string;
  subject: string | null;
  organization: string | null;
  /** Null when the action is allowed now; else why not. */
  refusal: LifecycleRefusal | null;
}

/** The batch confirmation page: each selected decision and whether the action applies to it now. */
export function batchPreview(user: Actor, op: BatchOp, versionIds: readonly string[]): BatchPreviewItem[] {
  return [...new Set(versionIds)].slice(0, MAX_BATCH).map((versionId) => {
    const found = actionPage(user, BATCH_ACTIONS[op], { versionId });
    if (found.ok) {
      return { versionId, subject: found.page.subject, organization: found.page.organization, refusal: null };
    }
    return { versionId, subject: null, organization: null, refusal: found.reason };
  });
}

/**
 * SPEC §6: a selection that names only decisions the user has no right over is refused whole
 * (403, nothing changes), on the confirmation page, its POST and the JSON API's batch calls alike.
 */
export function refusedWhole(preview: readonly BatchPreviewItem[]): boolean {
  return preview.every((item) => item.refusal === "forbidden");
}

export function batchFromForm(
  op: BatchOp,
  args: { user: Actor; versionIds: readonly string[]; notifyRecipients: boolean; baseUrl: string },
): Promise<BatchResult> {
  return op === "publish" ? batchPublish(getDb(), args) : Promise.resolve(batchDelete(getDb(), args));
}

export function massRevocationPreviewFor(user: Actor, adas: readonly string[]) {
  return massRevocationPreview(getDb(), user, adas);
}

export function massRevokeFromForm(args: { user: Actor; adas: readonly string[]; reason: RevocationReason }) {
  return massRevoke(getDb(), args);
}

/** The attachments page of a submitted version: may this user change them now, and the list. */
export function attachmentsPage(user: Actor, versionId: string) {
  const found = actionPage(user, "editSubmitted", { versionId });
  return found.ok ? { ...found, attachments: attachmentsOf(getDb(), versionId) } : found;
}

export function addAttachmentFromForm(args: Parameters<typeof addAttachment>[1]) {
  return addAttachment(getDb(), args);
}

export function removeAttachmentFromForm(args: Parameters<typeof removeAttachment>[1]) {
  return removeAttachment(getDb(), args);
}
