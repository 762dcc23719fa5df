/**
 * How far behind the background work is, for /healthz: mail waiting to be delivered (and given
 * up), and search changes not yet copied to the external engine. Two indexed reads.
 */
import type { Db } from "#db/client";
import { searchOutboxFigures, type SearchOutboxFigures } from "#search/sync";
import { mailQueueFigures, type MailQueueFigures } from "#app/mail/outbox.server";

export interface OutboxLag {
  mail: MailQueueFigures;
  search: SearchOutboxFigures;
}

export function outboxLag(db: Db, now = Date.now()): OutboxLag {
  return { mail: mailQueueFigures(db, now), search: searchOutboxFigures(db, now) };
}
