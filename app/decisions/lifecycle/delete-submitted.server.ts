/**
 * Deleting a submitted decision (SPEC §4: submitted decisions can be deleted; SPEC §7
 * `actions/deletions`). It never went public (no ADA, no index entry), so its rows go: attachments,
 * version, recipients, the decision itself, and documents no other version uses. The audit row
 * keeps what was deleted and by whom. Permission: PERM_DECISIONS_EDIT_SUBMITTED (status machine).
 */
import { eq, inArray, sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { writeAudit, type DbOrTx } from "#app/audit.server";
import { deleteDocuments } from "#app/documents/content-store.server";
import { checkAction, type Actor, type Expected, type Refused } from "./target.server";

export interface DeleteSubmittedArgs {
  user: Actor;
  versionId: string;
  expected?: Expected;
  now?: number;
}

export type DeleteSubmittedResult = { ok: true; decisionId: number; subject: string } | Refused;

/** Deletes documents that no version and no attachment refers to any more. */
function dropUnusedDocuments(tx: DbOrTx, ids: number[]): void {
  if (ids.length === 0) return;
  const unused = tx
    .select({ id: schema.documents.id })
    .from(schema.documents)
    .where(
      sql`${inArray(schema.documents.id, ids)}
        AND NOT EXISTS (SELECT 1 FROM decision_versions v WHERE v.document_id = ${schema.documents.id})
        AND NOT EXISTS (SELECT 1 FROM attachments a WHERE a.document_id = ${schema.documents.id})`,
    )
    .all();
  deleteDocuments(
    tx,
    unused.map((row) => row.id),
  );
}

/** The deletion inside a caller's transaction (the batch runs one transaction per decision). */
export function deleteSubmittedIn(tx: DbOrTx, args: DeleteSubmittedArgs): DeleteSubmittedResult {
  const check = checkAction(tx, args.user, "deleteSubmitted", { versionId: args.versionId }, args.expected);
  if (!check.ok) return check;
  const { decision } = check.target;
  const now = args.now ?? Date.now();
  const versions = tx
    .select()
    .from(schema.decisionVersions)
    .where(eq(schema.decisionVersions.decisionId, decision.id))
    .all();
  const versionIds = versions.map((v) => v.versionId);
  const attachments = tx
    .select()
    .from(schema.attachments)
    .where(inArray(schema.attachments.versionId, versionIds))
    .all();
  tx.delete(schema.attachments).where(inArray(schema.attachments.versionId, versionIds)).run();
  tx.delete(schema.decisionVersions).where(eq(schema.decisionVersions.decisionId, decision.id)).run();
  tx.delete(schema.decisionRecipients).where(eq(schema.decisionRecipients.decisionId, decision.id)).run();
  const gone = tx.delete(schema.decisions).where(eq(schema.decisions.id, decision.id)).run();
  if (gone.changes !== 1) throw new Error(`decision ${decision.id} changed while deleting`);
  const documentIds = [
    ...new Set(
      [...versions.map((v) => v.documentId), ...attachments.map((a) => a.documentId)].filter(
        (id): id is number => id !== null,
      ),
    ),
  ];
  dropUnusedDocuments(tx, documentIds);
  const subject = check.target.version.subject;
  writeAudit(tx, {
    userId: args.user.id,
    action: "decision.deleteSubmitted",
    entityType: "decision",
    entityId: decision.id,
    details: { versionId: args.versionId, orgUid: decision.orgUid, subject, documents: documentIds },
    at: now,
  });
  return { ok: true, decisionId: decision.id, subject };
}

export function deleteSubmitted(db: Db, args: DeleteSubmittedArgs): DeleteSubmittedResult {
  return db.transaction((tx) => deleteSubmittedIn(tx, args), { behavior: "immediate" });
}
