/**
 * Batch actions on selected submitted decisions (SPEC §4 "Submitted decisions can be deleted in
 * batch. Batch publishing can optionally notify recipients."; SPEC §7 `actions/batch` with
 * versionIds and the optional notifyRecipients action, `actions/deletions` with versionIds).
 *
 * Each decision is its own transaction, through the same function a single action uses
 * (publishDecision, deleteSubmitted): a failure or a crash part-way leaves every decision either
 * done, with its ADA, index entry, audit row and mail, or untouched. The answer lists each one.
 */
import type { Db } from "#db/client";
import { publishDecision, type PublishRefusal } from "#app/decisions/publish.server";
import { deleteSubmitted } from "./delete-submitted.server";
import type { Actor, LifecycleRefusal } from "./target.server";

/** The most decisions one request may name (a page of the worklist is far fewer). */
export const MAX_BATCH = 200;

export type BatchItem =
  | { versionId: string; ok: true; ada: string | null; subject?: string }
  | { versionId: string; ok: false; reason: PublishRefusal | LifecycleRefusal };

export interface BatchResult {
  items: BatchItem[];
  done: number;
  refused: number;
  /** Notices queued (batch publish with notification). */
  notified: number;
}

function summary(items: BatchItem[], notified = 0): BatchResult {
  const done = items.filter((i) => i.ok).length;
  return { items, done, refused: items.length - done, notified };
}

const unique = (ids: readonly string[]) => [...new Set(ids)].slice(0, MAX_BATCH);

export async function batchPublish(
  db: Db,
  args: { user: Actor; versionIds: readonly string[]; notifyRecipients: boolean; baseUrl: string; now?: number },
): Promise<BatchResult> {
  const items: BatchItem[] = [];
  let notified = 0;
  for (const versionId of unique(args.versionIds)) {
    const result = await publishDecision(db, {
      user: args.user,
      versionId,
      baseUrl: args.baseUrl,
      notify: args.notifyRecipients,
      // The delivery worker sends what is not out after a second; the batch does not wait per decision.
      mailWaitMs: 1_000,
      now: args.now,
    });
    if (result.ok) {
      items.push({ versionId, ok: true, ada: result.ada });
      notified += result.mail?.queued ?? 0;
    } else items.push({ versionId, ok: false, reason: result.reason });
  }
  return summary(items, notified);
}

export function batchDelete(db: Db, args: { user: Actor; versionIds: readonly string[]; now?: number }): BatchResult {
  const items: BatchItem[] = unique(args.versionIds).map((versionId) => {
    const result = deleteSubmitted(db, { user: args.user, versionId, now: args.now });
    return result.ok
      ? { versionId, ok: true, ada: null, subject: result.subject }
      : { versionId, ok: false, reason: result.reason };
  });
  return summary(items);
}
