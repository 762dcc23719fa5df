/**
 * A new public version of a published decision (edit as published, corrected copy): the old
 * version stays as it was (published versions are immutable), the new one is public at once under
 * the same ADA, carries the old one's attachments (less those `next.attachments.remove` names, plus
 * those it attaches; an unknown id throws UnknownAttachmentError and the transaction writes nothing), and becomes the decision's latest version.
 */
import crypto from "node:crypto";
import { and, eq, max } from "drizzle-orm";
import { schema } from "#db/client";
import type { DbOrTx } from "#app/audit.server";
import { currentDefinitionId } from "#app/decision-types/definitions.server";
import type { versionContent } from "#app/decisions/versions";
import { insertAttachment, UnknownAttachmentError, type AttachmentChanges } from "./attachments.server";
import { expectUnchanged, type ActionTarget, type Actor } from "./target.server";

export interface NewVersion {
  content: ReturnType<typeof versionContent>;
  documentId: number | null;
  description: string;
  correctedVersionId: string | null;
  /** Attachments added to / left out of the new version (the write API); else it carries them all. */
  attachments?: AttachmentChanges;
}

export function addPublishedVersion(
  tx: DbOrTx,
  target: ActionTarget,
  user: Actor,
  next: NewVersion,
  now: number,
): string {
  const { decision, version } = target;
  const versionId = crypto.randomUUID();
  const attachments = tx
    .select()
    .from(schema.attachments)
    .where(eq(schema.attachments.versionId, version.versionId))
    .all();
  const removed = new Set(next.attachments?.remove ?? []);
  const unknown = [...removed].find((id) => !attachments.some((a) => a.id === id));
  if (unknown !== undefined) throw new UnknownAttachmentError(unknown);
  const { highest } = tx
    .select({ highest: max(schema.decisionVersions.versionNumber) })
    .from(schema.decisionVersions)
    .where(eq(schema.decisionVersions.decisionId, decision.id))
    .get() ?? { highest: version.versionNumber };
  tx.insert(schema.decisionVersions)
    .values({
      versionId,
      decisionId: decision.id,
      versionNumber: (highest ?? version.versionNumber) + 1,
      status: decision.status,
      correctedVersionId: next.correctedVersionId,
      description: next.description,
      ...next.content,
      definitionId: currentDefinitionId(tx, next.content.decisionTypeUid),
      documentId: next.documentId,
      createdAt: now,
      createdBy: user.id,
      publishedAt: now,
    })
    .run();
  const kept = attachments.filter((a) => !removed.has(a.id));
  if (kept.length) {
    tx.insert(schema.attachments)
      .values(kept.map((a) => ({ ...a, id: crypto.randomUUID(), versionId })))
      .run();
  }
  for (const attachment of next.attachments?.attach ?? []) insertAttachment(tx, versionId, attachment, now);
  // The WHERE repeats the optimistic check: a concurrent change leaves no row to move, and we abort.
  const moved = tx
    .update(schema.decisions)
    .set({ latestVersionId: versionId, updatedAt: now })
    .where(
      and(
        eq(schema.decisions.id, decision.id),
        eq(schema.decisions.latestVersionId, version.versionId),
        eq(schema.decisions.updatedAt, decision.updatedAt),
      ),
    )
    .run();
  expectUnchanged(moved.changes, decision.id);
  return versionId;
}
