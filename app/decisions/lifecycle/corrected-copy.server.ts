/**
 * A corrected copy, ορθή επανάληψη (SPEC §4 "Create corrected copy",
 * PERM_DECISIONS_CREATE_CORRECTED_COPY; reference/diavgeia.md §2.2): for clerical errors, a new
 * version with a NEW document under the same ADA, its `correctedVersionId` naming the version it
 * corrects. The corrected version stays readable and is shown as superseded («Μη έγκυρη:
 * διορθώθηκε με νεότερη»).
 */
import type { Db } from "#db/client";
import { writeAudit } from "#app/audit.server";
import { storeDocument } from "#app/documents/upload.server";
import type { FieldDef } from "#app/fields/types";
import type { UploadedFile } from "#app/fields/upload.rule";
import type { DecisionInput } from "#app/decisions/form-schema";
import { versionContent } from "#app/decisions/versions";
import type { NewVersionResult } from "./edit-published.server";
import { attachmentChangeDetails, type AttachmentChanges } from "./attachments.server";
import { addPublishedVersion } from "./new-version.server";
import { syncSearch } from "./search-sync.server";
import { checkAction, type Actor, type Expected } from "./target.server";

export const CORRECTED_COPY_DESCRIPTION = "Ορθή επανάληψη";

export interface CorrectedCopyArgs {
  user: Actor;
  versionId: string;
  expected?: Expected;
  input: Omit<DecisionInput, "organizationId" | "recipients" | "decisionFile">;
  /** The corrected document: required (that is what a corrected copy is). */
  document: UploadedFile;
  fields: readonly FieldDef[];
  /** The write API's attachment changes, applied to the new version (new-version.server.ts). */
  attachments?: AttachmentChanges;
  /**
   * The corrected document's text for the search index, read before the transaction
   * (app/documents/version-text.server.ts); without it the decision keeps its indexed text.
   */
  documentText?: string;
  now?: number;
}

export function createCorrectedCopy(db: Db, args: CorrectedCopyArgs): NewVersionResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, "createCorrectedCopy", { versionId: args.versionId }, args.expected);
      if (!check.ok) return check;
      const { decision, version } = check.target;
      const now = args.now ?? Date.now();
      const documentId = storeDocument(tx, args.document, "application/pdf", now);
      const versionId = addPublishedVersion(
        tx,
        check.target,
        args.user,
        {
          content: versionContent(args.input, args.fields),
          documentId,
          description: CORRECTED_COPY_DESCRIPTION,
          correctedVersionId: version.versionId,
          attachments: args.attachments,
        },
        now,
      );
      syncSearch(db, tx, decision.id, now, args.documentText);
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.correctedCopy",
        entityType: "decision",
        entityId: decision.id,
        details: {
          ada: decision.ada,
          correctedVersionId: version.versionId,
          versionId,
          documentId,
          ...attachmentChangeDetails(args.attachments),
        },
        at: now,
      });
      return { ok: true as const, decisionId: decision.id, ada: decision.ada ?? "", versionId };
    },
    { behavior: "immediate" },
  );
}
