/**
 * The OpenData write API's domain side (reference/diavgeia.md §1.6, docs/decisions/076): what a
 * document-management system does through POST /opendata/decisions…, over the SAME lifecycle
 * functions as the pages (submit, publish, metadata edit, corrected copy, revocation request).
 * Each of them is one transaction with its audit row; the input arrives already validated by the
 * decision schema (app/http/decision-form.server.ts parseDecisionInput).
 *
 * Submit-and-publish is two steps, each whole: the decision is stored (SUBMITTED, no ADA), then
 * published. The publish permission is checked before anything is stored, so a caller that may
 * not publish gets 403 and no decision; if the organisation itself cannot publish, the decision
 * stays stored without ADA and the answer says so.
 */
import { eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import type { DecisionInput } from "../decisions/form-schema";
import { publishDecision } from "../decisions/publish.server";
import { hasFieldErrors, saveChecks, type SaveChecks } from "../decisions/save-checks.server";
import { DecisionTypeRefusedError, submitDecision } from "../decisions/submit.server";
import { editPublished } from "../decisions/lifecycle/edit-published.server";
import { saveCorrectedCopy } from "../decisions/lifecycle/pages.server";
import { requestRevocation, type RevocationReason } from "../decisions/lifecycle/revocation.server";
import type { LifecycleRefusal } from "../decisions/lifecycle/target.server";
import { UnknownAttachmentError, type AttachmentChanges } from "../decisions/lifecycle/attachments.server";
import { decisionByAda, decisionByVersionId } from "./decisions.server";
import type { OpendataDecision } from "./schemas";
import type { RestNotificationRequest } from "./rest-notify.server";
import type { FieldDef } from "../fields/types";
import type { CheckedAttachment } from "../documents/attachment-types";
import type { UploadedFile } from "../fields/upload.rule";

type Actor = Pick<SessionUser, "id" | "access">;
export type WriteRefusal =
  LifecycleRefusal | "publish-forbidden" | "not-publishable" | "type-refused" | "unknown-attachment";
export type WriteResult =
  | { ok: true; decision: OpendataDecision | null; versionId: string; ada: string | null }
  | { ok: false; reason: WriteRefusal; message?: string }
  /** The form's save checks stopped it (decision 107): errors by field, or warnings not yet ignored. */
  | { ok: false; reason: "save-checks"; checks: SaveChecks };

export interface StoreArgs {
  user: Actor;
  input: DecisionInput;
  document: UploadedFile;
  fields: readonly FieldDef[];
  /** Stored in the same transaction as the decision. */
  attachments: readonly { file: CheckedAttachment; description?: string }[];
  publish: boolean;
  /** `actions: [{name: "notifyRecipients"}]`: e-mail the recipients on publication, now or later. */
  notify: boolean;
  /** `actions: [{name: "requestRestNotification", args: [url, user, password]}]` (decisions 103, 107). */
  restNotifications?: readonly RestNotificationRequest[];
  /** `ignoreWarnings: true`: the caller confirmed the form's warnings (decision 107). */
  ignoreWarnings: boolean;
  /** The caller ran the save checks on this input already (the portal API, decision 105): not run twice. */
  saveChecksDone?: boolean;
  baseUrl: string;
  now?: number;
}

/**
 * The form's save checks on a new decision or a new version (decision 107), the same ones the
 * pages and the portal API run: the refusal when they stop the save, null when it may go on.
 */
async function failedSaveChecks(args: {
  orgUid: string;
  input: Pick<DecisionInput, "protocolNumber" | "extraFieldValues" | "unitIds" | "signerIds">;
  fields: readonly FieldDef[];
  ignoreWarnings: boolean;
  /** On a new version: the decision is not its own duplicate. */
  decisionId?: number;
}): Promise<Extract<WriteResult, { reason: "save-checks" }> | null> {
  const checks = await saveChecks({
    orgUid: args.orgUid,
    protocolNumber: args.input.protocolNumber,
    extraFieldValues: args.input.extraFieldValues,
    confirmed: args.ignoreWarnings,
    fields: args.fields,
    decisionId: args.decisionId,
    unitIds: args.input.unitIds,
    signerIds: args.input.signerIds,
  });
  return hasFieldErrors(checks) || checks.warnings.length > 0 ? { ok: false, reason: "save-checks", checks } : null;
}

/** The decision's own id, so that its protocol number is not a duplicate of itself. */
function decisionIdOf(ada: string): number | undefined {
  const d = schema.decisions;
  return getDb().select({ id: d.id }).from(d).where(eq(d.ada, ada)).get()?.id;
}

/** POST /decisions: store the decision (publish false), or store and publish it (publish true). */
export async function storeDecision(args: StoreArgs): Promise<WriteResult> {
  const { user, input } = args;
  if (args.publish && !hasPermission(user.access, "PERM_DECISIONS_PUBLISH_SUBMITTED", input.organizationId)) {
    return { ok: false, reason: "publish-forbidden" };
  }
  // The form's save checks (SPEC §5, §8): an invalid AFM, related decisions and signers that do
  // not fit stop it; a duplicate protocol number or a VAT service that cannot answer warns.
  if (!args.saveChecksDone) {
    const failed = await failedSaveChecks({ ...args, orgUid: input.organizationId });
    if (failed) return failed;
  }
  const db = getDb();
  let versionId: string;
  try {
    ({ versionId } = submitDecision(db, {
      user,
      input,
      document: args.document,
      fields: args.fields,
      attachments: args.attachments,
      // Kept with the decision and carried out by its publication, now or later (decision 107).
      publicationRequests: { notifyRecipients: args.notify, restNotifications: args.restNotifications ?? [] },
      now: args.now,
    }));
  } catch (error) {
    // The type was withdrawn or closed to the body after the schema was built: nothing was written.
    if (error instanceof DecisionTypeRefusedError) return { ok: false, reason: "type-refused", message: error.message };
    throw error;
  }
  if (!args.publish) return { ok: true, decision: null, versionId, ada: null };
  const published = await publishDecision(db, {
    user,
    versionId,
    baseUrl: args.baseUrl,
    notify: args.notify,
    now: args.now,
    // A document system publishes in bulk: the notices go out from the outbox, and the stamped copy
    // is made right after the answer (or on the first request for it), not before it.
    mailWaitMs: 0,
    awaitStamp: false,
  });
  if (!published.ok) return { ok: false, reason: published.reason === "forbidden" ? "forbidden" : "not-publishable" };
  return { ok: true, decision: decisionByVersionId(published.versionId), versionId, ada: published.ada };
}

export interface ChangeArgs {
  user: Actor;
  ada: string;
  input: Omit<DecisionInput, "organizationId" | "recipients" | "decisionFile">;
  fields: readonly FieldDef[];
  /** `attachments: {attach, remove}`: the new version's attachments differ from the current one's. */
  attachments?: AttachmentChanges;
  /** `ignoreWarnings: true`: the caller confirmed the form's warnings (decision 107). */
  ignoreWarnings: boolean;
  now?: number;
}

/** The save checks of a new version of a published decision, as the edit form runs them. */
function changeChecks(args: ChangeArgs, current: OpendataDecision) {
  return failedSaveChecks({
    orgUid: current.organizationId,
    input: args.input,
    fields: args.fields,
    ignoreWarnings: args.ignoreWarnings,
    decisionId: decisionIdOf(current.ada),
  });
}

/**
 * Runs a new-version change; a removal naming no attachment of the current version rolled the
 * whole transaction back (UnknownAttachmentError) and is the caller's mistake, not ours.
 */
async function withAttachmentCheck(change: () => Promise<WriteResult> | WriteResult): Promise<WriteResult> {
  try {
    return await change();
  } catch (error) {
    if (error instanceof UnknownAttachmentError) {
      return { ok: false, reason: "unknown-attachment", message: error.attachmentId };
    }
    throw error;
  }
}

/** The newest public version of an ADA (what an edit or a corrected copy starts from). */
export function publishedDecision(ada: string): OpendataDecision | null {
  return decisionByAda(ada);
}

function newVersionAnswer(
  result: { ok: true; ada: string; versionId: string } | { ok: false; reason: LifecycleRefusal },
) {
  if (!result.ok) return { ok: false as const, reason: result.reason };
  return {
    ok: true as const,
    decision: decisionByVersionId(result.versionId),
    versionId: result.versionId,
    ada: result.ada,
  };
}

/** POST /decisions/{ada} with JSON: «Διόρθωση μεταδεδομένων», a new version with the same document. */
export async function editDecisionMetadata(args: ChangeArgs): Promise<WriteResult> {
  const current = decisionByAda(args.ada);
  if (!current) return { ok: false, reason: "not-found" };
  const failed = await changeChecks(args, current);
  if (failed) return failed;
  return withAttachmentCheck(() =>
    newVersionAnswer(
      editPublished(getDb(), {
        user: args.user,
        versionId: current.versionId,
        // The attachment ids the caller names are those of the version it read: the current one.
        expected: { versionId: current.versionId },
        input: args.input,
        fields: args.fields,
        attachments: args.attachments,
        now: args.now,
      }),
    ),
  );
}

/** POST /decisions/{ada} multipart with correctedCopy true: «Ορθή επανάληψη», a new document. */
export async function correctDecision(args: ChangeArgs & { document: UploadedFile }): Promise<WriteResult> {
  const current = decisionByAda(args.ada);
  if (!current) return { ok: false, reason: "not-found" };
  const failed = await changeChecks(args, current);
  if (failed) return failed;
  return withAttachmentCheck(async () =>
    newVersionAnswer(
      await saveCorrectedCopy({
        user: args.user,
        versionId: current.versionId,
        expected: { versionId: current.versionId },
        input: args.input,
        document: args.document,
        fields: args.fields,
        attachments: args.attachments,
        now: args.now,
      }),
    ),
  );
}

/** POST /decisions/requests/revocations: PUBLISHED -> PENDING_REVOCATION. */
export function requestDecisionRevocation(
  args: { user: Actor; ada: string; now?: number } & RevocationReason,
): WriteResult {
  const result = requestRevocation(getDb(), args);
  if (!result.ok) return { ok: false, reason: result.reason === "reason-required" ? "not-allowed" : result.reason };
  const decision = decisionByAda(result.ada);
  return { ok: true, decision, versionId: decision?.versionId ?? "", ada: result.ada };
}
