/**
 * Editing a published decision's metadata (SPEC §4 "Edit as published", PERM_DECISIONS_EDIT_PUBLISHED;
 * Diavgeia's «Διόρθωση μεταδεδομένων», reference/diavgeia.md §2.2): a new version with the new
 * metadata and the SAME document under the same ADA; the old version stays readable. The search
 * index follows in the same transaction.
 */
import type { Db } from "#db/client";
import { writeAudit } from "#app/audit.server";
import type { FieldDef } from "#app/fields/types";
import type { DecisionInput } from "#app/decisions/form-schema";
import { versionContent } from "#app/decisions/versions";
import { attachmentChangeDetails, type AttachmentChanges } from "./attachments.server";
import { addPublishedVersion } from "./new-version.server";
import { syncSearch } from "./search-sync.server";
import { checkAction, type Actor, type Expected, type Refused } from "./target.server";

const DESCRIPTIONS = {
  editPublished: "Διόρθωση μεταδεδομένων",
  editRevoked: "Επεξεργασία ανακληθείσας πράξης",
} as const;

export interface EditPublishedArgs {
  user: Actor;
  versionId: string;
  expected?: Expected;
  input: Omit<DecisionInput, "organizationId" | "recipients" | "decisionFile">;
  fields: readonly FieldDef[];
  /** The write API's attachment changes, applied to the new version (new-version.server.ts). */
  attachments?: AttachmentChanges;
  now?: number;
}

export type NewVersionResult = { ok: true; decisionId: number; ada: string; versionId: string } | Refused;

export function editPublished(db: Db, args: EditPublishedArgs): NewVersionResult {
  return editAsNewVersion(db, args, "editPublished");
}

/**
 * SPEC §4 "Edit as revoked" (the admin role only): the same as editing a published decision's
 * metadata (a new version, same document), and the decision stays revoked.
 */
export function editRevoked(db: Db, args: EditPublishedArgs): NewVersionResult {
  return editAsNewVersion(db, args, "editRevoked");
}

function editAsNewVersion(db: Db, args: EditPublishedArgs, action: keyof typeof DESCRIPTIONS): NewVersionResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, action, { versionId: args.versionId }, args.expected);
      if (!check.ok) return check;
      const { decision, version } = check.target;
      const now = args.now ?? Date.now();
      const versionId = addPublishedVersion(
        tx,
        check.target,
        args.user,
        {
          content: versionContent(args.input, args.fields),
          documentId: version.documentId,
          description: DESCRIPTIONS[action],
          correctedVersionId: null,
          attachments: args.attachments,
        },
        now,
      );
      syncSearch(db, tx, decision.id, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: `decision.${action}`,
        entityType: "decision",
        entityId: decision.id,
        details: {
          ada: decision.ada,
          previousVersionId: version.versionId,
          versionId,
          ...attachmentChangeDetails(args.attachments),
        },
        at: now,
      });
      return { ok: true as const, decisionId: decision.id, ada: decision.ada ?? "", versionId };
    },
    { behavior: "immediate" },
  );
}
