/**
 * Delivering the mail outbox (docs/decisions/013-mail-outbox.md), at least once:
 *
 * 1. Claim: one UPDATE … RETURNING takes the due rows and moves their next_attempt_at a lease
 *    ahead (and counts the attempt). Another worker, in this process or another, skips them; if
 *    this process dies, the lease runs out and they come due again: nothing is lost.
 * 2. Send each through the transport (mailer.server.ts), outside any transaction.
 * 3. Right after the server accepted it, mark it sent (with its mail_log row) in one short
 *    transaction. Only a crash between 2 and 3 sends a message twice, with the same Message-ID.
 *    A refusal schedules the next attempt (retry-policy.ts) or, after the last one, marks the
 *    row failed for an administrator (outbox.server.ts listFailedMail).
 */
import { and, asc, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { DbOrTx } from "#app/audit.server";
import { config } from "#config/env";
import { schema, type Db } from "#db/client";
import { mailTransportChoice } from "./mail-settings.server";
import { transmit } from "./mailer.server";
import type { OutboxMail } from "./outbox.server";
import { afterFailure } from "./retry-policy";

export interface DeliveryOptions {
  now?: () => number;
  /**
   * How long a claim holds a row (default MAIL_LEASE_SECONDS, 5 minutes). Longer than any send
   * can take (the SMTP timeouts in mailer.server.ts), or a second worker may send the same
   * message again; short enough that a crashed worker's mail is not held up for long.
   */
  leaseMs?: number;
  /** Attempts before a message is given up (default MAIL_MAX_ATTEMPTS, 8). */
  maxAttempts?: number;
  /** Rows claimed at a time (default 20). */
  batchSize?: number;
  /** Messages in flight at once (default 4). */
  concurrency?: number;
  /** Where unexpected errors go (a database error while marking); default console.error. */
  onError?: (error: unknown) => void;
}

export type DeliveryOutcome = "sent" | "retry" | "failed";

export interface DeliveryCounts {
  sent: number;
  retry: number;
  failed: number;
}

const outbox = schema.mailOutbox;
const undelivered = and(isNull(outbox.sentAt), isNull(outbox.failedAt));

function settings(options: DeliveryOptions) {
  return {
    now: options.now ?? Date.now,
    leaseMs: options.leaseMs ?? config().MAIL_LEASE_SECONDS * 1_000,
    maxAttempts: options.maxAttempts ?? config().MAIL_MAX_ATTEMPTS,
    batchSize: options.batchSize ?? 20,
    concurrency: options.concurrency ?? 4,
    onError: options.onError ?? ((error: unknown) => console.error("mail delivery:", error)),
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);

function logAttempt(tx: DbOrTx, row: OutboxMail, at: number, error?: string) {
  tx.insert(schema.mailLog)
    .values({ at, recipients: row.recipients, subject: row.subject, status: error ? "failed" : "sent", error })
    .run();
}

/**
 * Claims up to `limit` due rows (only among `ids` when given) for `leaseMs`, counting the attempt.
 * A due row that already had its last attempt was claimed by a worker that died mid-send: it is
 * given up rather than tried once more than allowed.
 */
export function claimDueMail(db: Db, options: DeliveryOptions & { ids?: readonly number[] } = {}): OutboxMail[] {
  const s = settings(options);
  const now = s.now();
  const scope = options.ids ? inArray(outbox.id, [...options.ids]) : undefined;
  const due = and(undelivered, lte(outbox.nextAttemptAt, now), scope);
  return db.transaction(
    (tx) => {
      const exhausted = tx
        .update(outbox)
        .set({ failedAt: now, lastError: sql`coalesce(${outbox.lastError}, 'η τελευταία προσπάθεια διακόπηκε')` })
        .where(and(due, sql`${outbox.attempts} >= ${s.maxAttempts}`))
        .returning()
        .all();
      for (const row of exhausted) logAttempt(tx, row, now, row.lastError ?? "interrupted");
      const ids = tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(due)
        .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
        .limit(s.batchSize);
      return tx
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: now + s.leaseMs })
        .where(inArray(outbox.id, ids))
        .returning()
        .all();
    },
    { behavior: "immediate" },
  );
}

/** Sends one claimed row and records what happened. Never throws. */
export async function deliverClaimed(db: Db, row: OutboxMail, options: DeliveryOptions = {}): Promise<DeliveryOutcome> {
  const s = settings(options);
  let failure: string | undefined;
  try {
    await transmit(
      { to: row.recipients, subject: row.subject, text: row.text, messageId: row.messageId, headers: row.headers },
      mailTransportChoice(db),
    );
  } catch (error) {
    failure = errorText(error);
  }
  const now = s.now();
  const mine = and(sql`${outbox.id} = ${row.id}`, undelivered);
  try {
    return db.transaction((tx) => {
      logAttempt(tx, row, now, failure);
      if (failure === undefined) {
        tx.update(outbox).set({ sentAt: now, lastError: null }).where(mine).run();
        return "sent";
      }
      const next = afterFailure(row.attempts, s.maxAttempts, now);
      if (next.kind === "retry") {
        tx.update(outbox).set({ nextAttemptAt: next.at, lastError: failure }).where(mine).run();
        return "retry";
      }
      tx.update(outbox).set({ failedAt: now, lastError: failure }).where(mine).run();
      return "failed";
    });
  } catch (error) {
    // The row keeps its claim and comes due again when the lease ends: at worst a re-send.
    s.onError(error);
    return failure === undefined ? "sent" : "retry";
  }
}

async function deliverAll(db: Db, rows: OutboxMail[], options: DeliveryOptions): Promise<DeliveryCounts> {
  const counts: DeliveryCounts = { sent: 0, retry: 0, failed: 0 };
  let next = 0;
  const lane = async () => {
    while (next < rows.length) counts[await deliverClaimed(db, rows[next++], options)]++;
  };
  await Promise.all(Array.from({ length: Math.min(settings(options).concurrency, rows.length) }, lane));
  return counts;
}

/** Delivers due mail, batch after batch, until none is due (or `shouldStop` says so). */
export async function deliverDueMail(
  db: Db,
  options: DeliveryOptions & { shouldStop?: () => boolean } = {},
): Promise<DeliveryCounts> {
  const total: DeliveryCounts = { sent: 0, retry: 0, failed: 0 };
  while (!options.shouldStop?.()) {
    const rows = claimDueMail(db, options);
    if (rows.length === 0) break;
    const counts = await deliverAll(db, rows, options);
    total.sent += counts.sent;
    total.retry += counts.retry;
    total.failed += counts.failed;
  }
  return total;
}

/**
 * Tries the rows `ids` at once and waits up to `waitMs` for them (the publish page uses it to
 * tell the publisher whether the notices went out). Whatever is not done by then stays queued,
 * and the send in flight still finishes and records its outcome. Returns how many of `ids` are
 * sent now.
 */
export async function deliverNow(
  db: Db,
  ids: readonly number[],
  options: DeliveryOptions & { waitMs?: number } = {},
): Promise<number> {
  if (ids.length === 0) return 0;
  const s = settings(options);
  let timer: NodeJS.Timeout | undefined;
  const work = (async () => deliverAll(db, claimDueMail(db, { ...options, ids, batchSize: ids.length }), options))();
  await Promise.race([
    work.catch(s.onError),
    new Promise((resolve) => {
      timer = setTimeout(resolve, options.waitMs ?? 5_000);
    }),
  ]);
  clearTimeout(timer);
  return db
    .select({ count: sql<number>`count(*)` })
    .from(outbox)
    .where(and(inArray(outbox.id, [...ids]), isNotNull(outbox.sentAt)))
    .get()!.count;
}

export interface MailWorker {
  /** Looks for due mail now instead of at the next tick. */
  wake(): void;
  /** Stops claiming, lets the messages in flight finish and be marked. */
  stop(): Promise<void>;
}

/**
 * The delivery worker: delivers whatever is due, then sleeps `intervalMs` (default 1 s; an
 * indexed look at the due rows costs microseconds) and looks again, until stopped.
 */
export function startMailWorker(db: Db, options: DeliveryOptions & { intervalMs?: number } = {}): MailWorker {
  const s = settings(options);
  const intervalMs = options.intervalMs ?? 1_000;
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const loop = (async () => {
    while (!stopped) {
      try {
        await deliverDueMail(db, { ...options, shouldStop: () => stopped });
      } catch (error) {
        s.onError(error); // e.g. the database busy beyond its timeout: try again next tick
      }
      if (!stopped) await sleep();
    }
  })();
  return {
    wake: () => wakeUp?.(),
    async stop() {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
