/**
 * Editing a submitted decision (SPEC §4 "Edit as submitted", PERM_DECISIONS_EDIT_SUBMITTED): it has
 * no ADA and nothing of it is public yet, so its one version is changed in place, with a new
 * document if one is given. One transaction with its audit row; the optimistic check refuses an
 * edit made on a page that someone else's change has made stale.
 */
import { and, eq } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { writeAudit } from "#app/audit.server";
import { storeDocument } from "#app/documents/upload.server";
import type { FieldDef } from "#app/fields/types";
import type { UploadedFile } from "#app/fields/upload.rule";
import type { DecisionInput } from "#app/decisions/form-schema";
import { saveRecipients } from "#app/decisions/recipients.server";
import { currentDefinitionId } from "#app/decision-types/definitions.server";
import { versionContent } from "#app/decisions/versions";
import { checkAction, expectUnchanged, type Actor, type Expected, type Refused } from "./target.server";

export interface EditSubmittedArgs {
  user: Actor;
  versionId: string;
  expected?: Expected;
  /** Validated by the decision schema; its organisation must be the decision's. */
  input: DecisionInput;
  /** A replacement document; without it the version keeps its own. */
  document?: UploadedFile | null;
  fields: readonly FieldDef[];
  now?: number;
}

/** `ada` is always null (a submitted decision has none): the same shape as the other edits. */
export type EditSubmittedResult = { ok: true; decisionId: number; ada: null; versionId: string } | Refused;

export function editSubmitted(db: Db, args: EditSubmittedArgs): EditSubmittedResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, "editSubmitted", { versionId: args.versionId }, args.expected);
      if (!check.ok) return check;
      const { decision, version } = check.target;
      const now = args.now ?? Date.now();
      const documentId = args.document ? storeDocument(tx, args.document, "application/pdf", now) : version.documentId;
      tx.update(schema.decisionVersions)
        .set({
          ...versionContent(args.input, args.fields),
          definitionId: currentDefinitionId(tx, args.input.decisionTypeId),
          documentId,
        })
        .where(eq(schema.decisionVersions.versionId, version.versionId))
        .run();
      const moved = tx
        .update(schema.decisions)
        .set({ updatedAt: now })
        .where(
          and(
            eq(schema.decisions.id, decision.id),
            eq(schema.decisions.status, "SUBMITTED"),
            eq(schema.decisions.updatedAt, decision.updatedAt),
          ),
        )
        .run();
      expectUnchanged(moved.changes, decision.id);
      saveRecipients(tx, decision.id, args.input.recipients);
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.editSubmitted",
        entityType: "decision",
        entityId: decision.id,
        details: {
          versionId: version.versionId,
          documentReplaced: documentId !== version.documentId,
          subject: args.input.subject,
        },
        at: now,
      });
      return { ok: true as const, decisionId: decision.id, ada: null, versionId: version.versionId };
    },
    { behavior: "immediate" },
  );
}
