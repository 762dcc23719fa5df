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
import { addPublishedVersion } from "./new-version.server";
import { syncSearch } from "./search-sync.server";
import { checkAction, type Actor, type Expected, type Refused } from "./target.server";

export const EDIT_PUBLISHED_DESCRIPTION = "Διόρθωση μεταδεδομένων";

export interface EditPublishedArgs {
  user: Actor;
  versionId: string;
  expected?: Expected;
  input: Omit<DecisionInput, "organizationId" | "recipients" | "decisionFile">;
  fields: readonly FieldDef[];
  now?: number;
}

export type NewVersionResult = { ok: true; decisionId: number; ada: string; versionId: string } | Refused;

export function editPublished(db: Db, args: EditPublishedArgs): NewVersionResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, "editPublished", { versionId: args.versionId }, args.expected);
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
          description: EDIT_PUBLISHED_DESCRIPTION,
          correctedVersionId: null,
        },
        now,
      );
      syncSearch(db, tx, decision.id, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.editPublished",
        entityType: "decision",
        entityId: decision.id,
        details: { ada: decision.ada, previousVersionId: version.versionId, versionId },
        at: now,
      });
      return { ok: true as const, decisionId: decision.id, ada: decision.ada ?? "", versionId };
    },
    { behavior: "immediate" },
  );
}
