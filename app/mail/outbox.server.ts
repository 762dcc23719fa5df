/**
 * The mail outbox (docs/decisions/013-mail-outbox.md): a message is queued as a mail_outbox row
 * inside the transaction of the change that causes it, and delivered after the commit by
 * delivery.server.ts. So a committed change always has its mail, even if the process dies the
 * next instant, and a rolled-back change never sends any.
 *
 * One row per recipient: recipients do not see each other's addresses, and one refused address
 * is retried or given up on its own, without re-sending to the others.
 */
import crypto from "node:crypto";
import { and, desc, isNotNull, isNull, sql } from "drizzle-orm";
import { config } from "#config/env";
import { schema, type Db } from "#db/client";
import type { DbOrTx } from "#app/audit.server";
import type { MailContent } from "./templates";

export interface QueuedMessage extends MailContent {
  /**
   * Names this message for good, e.g. `publish.<versionId>`: queuing the same key twice is a
   * no-op. Letters, digits, dots and hyphens only (it becomes the Message-ID's left part).
   */
  key: string;
  /** What caused it ("decision.publish"), for the administrator. */
  purpose: string;
  to: readonly string[];
  /** Extra header fields (List-Unsubscribe of an alert …); the same for every recipient. */
  headers?: Record<string, string>;
  now?: number;
}

const KEY_SHAPE = /^[A-Za-z0-9][A-Za-z0-9.-]*$/;

/** `<key@host>` with the host of PUBLIC_URL: our messages, recognisably. */
export function messageIdFor(key: string, publicUrl: string = config().publicUrl): string {
  return `<${key}@${new URL(publicUrl).hostname}>`;
}

/** A short, stable, non-revealing tag of an address, for per-recipient keys. */
function recipientTag(address: string): string {
  return crypto.createHash("sha256").update(address.trim().toLowerCase()).digest("hex").slice(0, 16);
}

/**
 * Queues `message` for each of its recipients, in the caller's transaction. Returns the ids of
 * the rows it added (a key queued before adds none). Sends nothing.
 */
export function queueMail(tx: DbOrTx, message: QueuedMessage): number[] {
  if (!KEY_SHAPE.test(message.key)) throw new RangeError(`mail key ${JSON.stringify(message.key)} is not allowed`);
  const now = message.now ?? Date.now();
  const ids: number[] = [];
  for (const address of new Set(message.to.map((a) => a.trim()).filter(Boolean))) {
    const key = `${message.key}.${recipientTag(address)}`;
    const row = tx
      .insert(schema.mailOutbox)
      .values({
        idempotencyKey: key,
        messageId: messageIdFor(key),
        purpose: message.purpose,
        recipients: [address],
        subject: message.subject,
        text: message.text,
        headers: message.headers ?? null,
        createdAt: now,
        nextAttemptAt: now,
      })
      .onConflictDoNothing({ target: schema.mailOutbox.idempotencyKey })
      .returning({ id: schema.mailOutbox.id })
      .get();
    if (row) ids.push(row.id);
  }
  return ids;
}

export type OutboxMail = typeof schema.mailOutbox.$inferSelect;

const undelivered = and(isNull(schema.mailOutbox.sentAt), isNull(schema.mailOutbox.failedAt));

/** Messages given up after every attempt, newest first: the administrator's list. */
export function listFailedMail(db: Db, limit = 100): OutboxMail[] {
  return db
    .select()
    .from(schema.mailOutbox)
    .where(isNotNull(schema.mailOutbox.failedAt))
    .orderBy(desc(schema.mailOutbox.failedAt), desc(schema.mailOutbox.id))
    .limit(limit)
    .all();
}

export interface MailQueueFigures {
  /** Queued and neither delivered nor given up (including those waiting for a retry). */
  pending: number;
  /** Age of the oldest of those, 0 when none. */
  oldestPendingAgeSeconds: number;
  /** Given up, waiting for an administrator. */
  failed: number;
}

export function mailQueueFigures(db: Db, now = Date.now()): MailQueueFigures {
  const pending = db
    .select({ count: sql<number>`count(*)`, oldest: sql<number | null>`min(${schema.mailOutbox.createdAt})` })
    .from(schema.mailOutbox)
    .where(undelivered)
    .get()!;
  const failed = db
    .select({ count: sql<number>`count(*)` })
    .from(schema.mailOutbox)
    .where(isNotNull(schema.mailOutbox.failedAt))
    .get()!;
  return {
    pending: pending.count,
    oldestPendingAgeSeconds: pending.oldest === null ? 0 : Math.max(0, Math.floor((now - pending.oldest) / 1000)),
    failed: failed.count,
  };
}

/** Deletes delivered messages older than `olderThanMs` (default 30 days); mail_log keeps the history. */
export function pruneSentMail(db: Db, olderThanMs = 30 * 86_400_000, now = Date.now()): number {
  return db.$client.prepare(`DELETE FROM mail_outbox WHERE sent_at IS NOT NULL AND sent_at < ?`).run(now - olderThanMs)
    .changes;
}
