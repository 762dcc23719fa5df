/**
 * A new public version of a published decision (edit as published, corrected copy): the old
 * version stays as it was (published versions are immutable), the new one is public at once under
 * the same ADA, carries the old one's attachments, and becomes the decision's latest version.
 */
import crypto from "node:crypto";
import { and, eq, max } from "drizzle-orm";
import { schema } from "#db/client";
import type { DbOrTx } from "#app/audit.server";
import { currentDefinitionId } from "#app/decision-types/definitions.server";
import type { versionContent } from "#app/decisions/versions";
import { expectUnchanged, type ActionTarget, type Actor } from "./target.server";

export interface NewVersion {
  content: ReturnType<typeof versionContent>;
  documentId: number | null;
  description: string;
  correctedVersionId: string | null;
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
  const attachments = tx
    .select()
    .from(schema.attachments)
    .where(eq(schema.attachments.versionId, version.versionId))
    .all();
  if (attachments.length) {
    tx.insert(schema.attachments)
      .values(attachments.map((a) => ({ ...a, id: crypto.randomUUID(), versionId })))
      .run();
  }
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
