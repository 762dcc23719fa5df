/**
 * Attachments (συνημμένα) added to and removed from a version (SPEC §7
 * `decisions/v/{versionId}/attachments/remove`; issue 9). Only a submitted decision's version
 * allows it, by those who may edit it (PERM_DECISIONS_EDIT_SUBMITTED): a published version is
 * frozen, and a new published version carries its predecessor's attachments (new-version.server.ts).
 *
 * Each change is one transaction: the status machine and the optimistic check (the decision's
 * updatedAt moves, so a page left open elsewhere gets the conflict message), the attachments row,
 * the audit row. The file is stored content-addressed like the decision's own (upload.server.ts).
 */
import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import { writeAudit, type DbOrTx } from "#app/audit.server";
import { storeDocument } from "#app/documents/upload.server";
import type { CheckedAttachment } from "#app/documents/attachment-types";
import {
  checkAction,
  expectUnchanged,
  type Actor,
  type ActionTarget,
  type Expected,
  type Refused,
} from "./target.server";

export interface AttachmentRow {
  id: string;
  description: string | null;
  filename: string;
  size: number;
}

export function attachmentsOf(db: DbOrTx, versionId: string): AttachmentRow[] {
  const a = schema.attachments;
  return db
    .select({ id: a.id, description: a.description, filename: schema.documents.filename, size: schema.documents.size })
    .from(a)
    .innerJoin(schema.documents, eq(schema.documents.id, a.documentId))
    .where(eq(a.versionId, versionId))
    .orderBy(schema.documents.createdAt, a.id)
    .all();
}

/**
 * What a document system asks of a published decision's next version (the OpenData write API's
 * `attachments: {attach, remove}`, reference/diavgeia.md §1.6): files to add, and ids of the
 * current version's attachments to leave out. Applied by new-version.server.ts in the new
 * version's transaction.
 */
export interface AttachmentChanges {
  attach: readonly { file: CheckedAttachment; description?: string }[];
  remove: readonly string[];
}

export const NO_ATTACHMENT_CHANGES: AttachmentChanges = { attach: [], remove: [] };

/** A removal names no attachment of the version acted on: thrown inside the transaction, so nothing is written. */
export class UnknownAttachmentError extends Error {
  constructor(readonly attachmentId: string) {
    super(`no attachment ${attachmentId} on this version`);
  }
}

/** The audit row's account of an attachment change (filenames added, ids removed). */
export function attachmentChangeDetails(changes: AttachmentChanges | undefined): Record<string, string[]> {
  if (!changes || (changes.attach.length === 0 && changes.remove.length === 0)) return {};
  return { attachmentsAdded: changes.attach.map((a) => a.file.name), attachmentsRemoved: [...changes.remove] };
}

/** Stores the file (content-addressed) and links it to the version; returns the attachment's id. */
export function insertAttachment(
  tx: DbOrTx,
  versionId: string,
  attachment: { file: CheckedAttachment; description?: string },
  now: number,
): { id: string; documentId: number } {
  const documentId = storeDocument(tx, attachment.file, attachment.file.mimeType, now);
  const id = crypto.randomUUID();
  tx.insert(schema.attachments)
    .values({ id, versionId, documentId, description: attachment.description?.trim() || null })
    .run();
  return { id, documentId };
}

export type AttachmentResult = { ok: true; decisionId: number; versionId: string; filename: string } | Refused;

/** The decision moves on (updatedAt), so a concurrent edit of the same version sees a conflict. */
function touch(tx: DbOrTx, target: ActionTarget, now: number) {
  const moved = tx
    .update(schema.decisions)
    .set({ updatedAt: now })
    .where(
      and(
        eq(schema.decisions.id, target.decision.id),
        eq(schema.decisions.status, "SUBMITTED"),
        eq(schema.decisions.updatedAt, target.decision.updatedAt),
      ),
    )
    .run();
  expectUnchanged(moved.changes, target.decision.id);
}

export function addAttachment(
  db: Db,
  args: {
    user: Actor;
    versionId: string;
    expected?: Expected;
    file: CheckedAttachment;
    description?: string;
    now?: number;
  },
): AttachmentResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, "editSubmitted", { versionId: args.versionId }, args.expected);
      if (!check.ok) return check;
      const now = args.now ?? Date.now();
      const { id, documentId } = insertAttachment(tx, args.versionId, args, now);
      touch(tx, check.target, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.attachmentAdd",
        entityType: "decision",
        entityId: check.target.decision.id,
        details: { versionId: args.versionId, attachmentId: id, documentId, filename: args.file.name },
        at: now,
      });
      return {
        ok: true as const,
        decisionId: check.target.decision.id,
        versionId: args.versionId,
        filename: args.file.name,
      };
    },
    { behavior: "immediate" },
  );
}

export function removeAttachment(
  db: Db,
  args: { user: Actor; versionId: string; attachmentId: string; expected?: Expected; now?: number },
): AttachmentResult {
  return db.transaction(
    (tx) => {
      const check = checkAction(tx, args.user, "editSubmitted", { versionId: args.versionId }, args.expected);
      if (!check.ok) return check;
      const attachment = attachmentsOf(tx, args.versionId).find((a) => a.id === args.attachmentId);
      if (!attachment) return { ok: false as const, reason: "not-found" as const, ada: null, latestVersionId: null };
      const now = args.now ?? Date.now();
      tx.delete(schema.attachments)
        .where(and(eq(schema.attachments.id, args.attachmentId), eq(schema.attachments.versionId, args.versionId)))
        .run();
      touch(tx, check.target, now);
      writeAudit(tx, {
        userId: args.user.id,
        action: "decision.attachmentRemove",
        entityType: "decision",
        entityId: check.target.decision.id,
        details: { versionId: args.versionId, attachmentId: args.attachmentId, filename: attachment.filename },
        at: now,
      });
      return {
        ok: true as const,
        decisionId: check.target.decision.id,
        versionId: args.versionId,
        filename: attachment.filename,
      };
    },
    { behavior: "immediate" },
  );
}
