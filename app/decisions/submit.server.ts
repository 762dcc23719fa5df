/**
 * Submitting a new decision (Υποβολή): stored without publication, status SUBMITTED, no ADA
 * (reference/diavgeia.md §2.2). One transaction writes the document, the decision, its first
 * version, its recipients and the audit row: all of it or nothing.
 */
import crypto from "node:crypto";
import { getDb, schema, type Db } from "#db/client";
import { hasPermission } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { writeAudit } from "../audit.server";
import { currentDefinitionId } from "../decision-types/definitions.server";
import { decisionTypeRefusal } from "../decision-types/open-types.server";
import { storeDocument } from "../documents/upload.server";
import type { FieldDef } from "../fields/types";
import type { CheckedAttachment } from "../documents/attachment-types";
import type { UploadedFile } from "../fields/upload.rule";
import type { DecisionInput } from "./form-schema";
import { saveRecipients } from "./recipients.server";
import { versionContent } from "./versions";
import { savePublicationRequests, type PublicationRequests } from "./publication-requests.server";

export class SubmitForbiddenError extends Error {
  constructor() {
    super("user may not submit decisions for this organisation");
  }
}

/** The decision's type may not be used by its organisation; `message` says so in Greek (a 4xx for callers). */
export class DecisionTypeRefusedError extends Error {}

export interface SubmitArgs {
  user: Pick<SessionUser, "id" | "access">;
  /** Validated by the decision schema (app/decisions/form-schema.ts). */
  input: DecisionInput;
  document: UploadedFile;
  /** The type's field definitions, for the headline amount and year. */
  fields: readonly FieldDef[];
  /** Attachments stored with the first version (the OpenData write API's `attachments`). */
  attachments?: readonly { file: CheckedAttachment; description?: string }[];
  /** What the publication shall do, whoever publishes (the write API's `actions`, decision 107). */
  publicationRequests?: PublicationRequests;
  now?: number;
}

export interface Submitted {
  decisionId: number;
  versionId: string;
}

const auditedRequests = (r: PublicationRequests) => ({
  notifyRecipients: r.notifyRecipients,
  restNotifications: r.restNotifications.map((n) => n.url),
});

export function submitDecision(db: Db, args: SubmitArgs): Submitted {
  const { user, input, document, fields } = args;
  // The route's guard already asked; the domain asks again, so no caller can skip it.
  if (!hasPermission(user.access, "PERM_DECISIONS_SUBMIT", input.organizationId)) throw new SubmitForbiddenError();
  // Likewise the type: withdrawn, or closed to the body's category, is refused on every save path.
  const refusal = decisionTypeRefusal(input.organizationId, input.decisionTypeId, db);
  if (refusal) throw new DecisionTypeRefusedError(refusal);
  const now = args.now ?? Date.now();
  const versionId = crypto.randomUUID();

  return db.transaction(
    (tx) => {
      const documentId = storeDocument(tx, document, "application/pdf", now);
      const { id: decisionId } = tx
        .insert(schema.decisions)
        .values({
          ada: null,
          orgUid: input.organizationId,
          status: "SUBMITTED",
          latestVersionId: versionId,
          publishedAt: null,
          updatedAt: now,
          createdAt: now,
          createdBy: user.id,
        })
        .returning({ id: schema.decisions.id })
        .get();
      tx.insert(schema.decisionVersions)
        .values({
          versionId,
          decisionId,
          versionNumber: 1,
          status: "SUBMITTED",
          description: "Υποβολή",
          ...versionContent(input, fields),
          definitionId: currentDefinitionId(tx, input.decisionTypeId),
          documentId,
          createdAt: now,
          createdBy: user.id,
          publishedAt: null,
        })
        .run();
      const attachmentIds = (args.attachments ?? []).map(({ file, description }) => {
        const id = crypto.randomUUID();
        const stored = storeDocument(tx, file, file.mimeType, now);
        tx.insert(schema.attachments)
          .values({ id, versionId, documentId: stored, description: description?.trim() || null })
          .run();
        return id;
      });
      saveRecipients(tx, decisionId, input.recipients);
      if (args.publicationRequests) savePublicationRequests(tx, decisionId, args.publicationRequests, now);
      writeAudit(tx, {
        userId: user.id,
        action: "decision.submit",
        entityType: "decision",
        entityId: decisionId,
        details: {
          versionId,
          orgUid: input.organizationId,
          decisionTypeUid: input.decisionTypeId,
          documentId,
          ...(attachmentIds.length ? { attachmentIds } : {}),
          // What the publication shall do (the callback's URL only: never its credentials).
          ...(args.publicationRequests ? { onPublication: auditedRequests(args.publicationRequests) } : {}),
        },
        at: now,
      });
      return { decisionId, versionId };
    },
    { behavior: "immediate" },
  );
}

/** Submits from the entry form, on the register's database (the route never holds the handle). */
export function submitFromForm(args: SubmitArgs): Submitted {
  return submitDecision(getDb(), args);
}
