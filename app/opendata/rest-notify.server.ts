/**
 * The write API's `requestRestNotification` action (reference/diavgeia.md §1.6,
 * docs/decisions/103): once the decision is published, the portal POSTs a JSON notice
 * {ada, versionId, status, publishTimestamp, documentUrl} to the document system's callback URL,
 * with HTTP Basic when it gave a user and password.
 *
 * It works as the mail outbox does (docs/decisions/013): the row is queued in the publication's
 * transaction, so a committed publication always has its notice and a rolled-back one never;
 * delivery happens after the commit, never inside the submitter's answer: a first try at once
 * (not awaited), then the background worker, with the mail outbox's back-off (retry-policy.ts)
 * for a few attempts. A failure is written on the row and logged; the submitter never sees it.
 */
import crypto from "node:crypto";
import { and, asc, inArray, isNull, lte, sql } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { DbOrTx } from "#app/audit.server";
import { absoluteUrl } from "#app/http/public-url";
import { afterFailure } from "#app/mail/retry-policy";
import { paths } from "#app/paths";

/** What the caller asked for: where to POST, and the Basic credentials to send (both or none). */
export interface RestNotificationRequest {
  url: string;
  username?: string;
  password?: string;
}

/** Attempts before a notice is given up: the first at once, then 30 s, 2, 10 and 30 minutes later. */
export const REST_NOTIFY_MAX_ATTEMPTS = 5;
/** A claim holds a row this long: far longer than one POST may take (REQUEST_TIMEOUT_MS). */
const LEASE_MS = 60_000;
const REQUEST_TIMEOUT_MS = 10_000;

export type RestNotification = typeof schema.restNotifications.$inferSelect;
const table = schema.restNotifications;
const undelivered = and(isNull(table.sentAt), isNull(table.failedAt));

/** Whether the callback is an absolute http(s) URL (anything else is refused before storing). */
export function isCallbackUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Queues one notice per request for a publication, in the publication's transaction; returns the row ids. */
export function queueRestNotifications(
  tx: DbOrTx,
  requests: readonly RestNotificationRequest[],
  published: { decisionId: number; ada: string; versionId: string; at: number },
): number[] {
  const body = JSON.stringify({
    ada: published.ada,
    versionId: published.versionId,
    status: "PUBLISHED",
    publishTimestamp: published.at,
    documentUrl: absoluteUrl(paths.document(published.ada)),
  });
  const ids: number[] = [];
  for (const request of requests) {
    const urlTag = crypto.createHash("sha256").update(request.url).digest("hex").slice(0, 16);
    const row = tx
      .insert(table)
      .values({
        idempotencyKey: `publish.${published.versionId}.${urlTag}`,
        decisionId: published.decisionId,
        url: request.url,
        username: request.username ?? null,
        password: request.password ?? null,
        body,
        createdAt: published.at,
        nextAttemptAt: published.at,
      })
      .onConflictDoNothing({ target: table.idempotencyKey })
      .returning({ id: table.id })
      .get();
    if (row) ids.push(row.id);
  }
  return ids;
}

export interface RestNotifyOptions {
  now?: () => number;
  /** Where a failed attempt is reported (the row keeps it too); default console.warn. */
  onFailure?: (row: RestNotification, error: string, outcome: "retry" | "failed") => void;
  /** Where unexpected errors go (a database error while marking); default console.error. */
  onError?: (error: unknown) => void;
}

function settings(options: RestNotifyOptions) {
  return {
    now: options.now ?? Date.now,
    onFailure:
      options.onFailure ??
      ((row: RestNotification, error: string, outcome: string) =>
        console.warn(`REST notification ${row.id} to ${row.url}: ${error} (${outcome})`)),
    onError: options.onError ?? ((error: unknown) => console.error("REST notification:", error)),
  };
}

/** Takes the due rows (only among `ids` when given) for a lease, counting the attempt. */
export function claimDueNotifications(db: Db, options: RestNotifyOptions & { ids?: readonly number[] } = {}) {
  const now = settings(options).now();
  const scope = options.ids ? inArray(table.id, [...options.ids]) : undefined;
  const due = and(undelivered, lte(table.nextAttemptAt, now), scope);
  return db.transaction(
    (tx) => {
      const ids = tx.select({ id: table.id }).from(table).where(due).orderBy(asc(table.nextAttemptAt)).limit(20);
      return tx
        .update(table)
        .set({ attempts: sql`${table.attempts} + 1`, nextAttemptAt: now + LEASE_MS })
        .where(inArray(table.id, ids))
        .returning()
        .all();
    },
    { behavior: "immediate" },
  );
}

async function post(row: RestNotification): Promise<string | null> {
  const headers: Record<string, string> = { "Content-Type": "application/json; charset=utf-8" };
  if (row.username !== null) {
    headers.Authorization = `Basic ${Buffer.from(`${row.username}:${row.password ?? ""}`).toString("base64")}`;
  }
  try {
    const response = await fetch(row.url, {
      method: "POST",
      headers,
      body: row.body,
      // A redirect would carry the credentials elsewhere: the callback answers itself or fails.
      redirect: "manual",
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.ok ? null : `HTTP ${response.status}`;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 500);
  }
}

/** POSTs one claimed notice and records the outcome; the credentials are erased once it is settled. */
export async function deliverNotification(
  db: Db,
  row: RestNotification,
  options: RestNotifyOptions = {},
): Promise<"sent" | "retry" | "failed"> {
  const s = settings(options);
  const failure = await post(row);
  const now = s.now();
  const mine = and(sql`${table.id} = ${row.id}`, undelivered);
  const settled = { username: null, password: null };
  if (failure === null) {
    db.update(table)
      .set({ sentAt: now, lastError: null, ...settled })
      .where(mine)
      .run();
    return "sent";
  }
  const next = afterFailure(row.attempts, REST_NOTIFY_MAX_ATTEMPTS, now);
  if (next.kind === "retry") {
    db.update(table).set({ nextAttemptAt: next.at, lastError: failure }).where(mine).run();
  } else {
    db.update(table)
      .set({ failedAt: now, lastError: failure, ...settled })
      .where(mine)
      .run();
  }
  const outcome = next.kind === "retry" ? "retry" : "failed";
  s.onFailure(row, failure, outcome);
  return outcome;
}

/** Delivers the due notices (only `ids` when given), batch after batch. */
export async function deliverDueNotifications(
  db: Db,
  options: RestNotifyOptions & { ids?: readonly number[]; shouldStop?: () => boolean } = {},
): Promise<number> {
  let sent = 0;
  while (!options.shouldStop?.()) {
    const rows = claimDueNotifications(db, options);
    if (rows.length === 0) break;
    const outcomes = await Promise.all(rows.map((row) => deliverNotification(db, row, options)));
    sent += outcomes.filter((o) => o === "sent").length;
  }
  return sent;
}

/** The first try right after the commit, not awaited by the answer; errors are logged, never thrown. */
export function notifySoon(db: Db, ids: readonly number[], options: RestNotifyOptions = {}): Promise<void> {
  if (ids.length === 0) return Promise.resolve();
  return deliverDueNotifications(db, { ...options, ids }).then(
    () => undefined,
    (error: unknown) => settings(options).onError(error),
  );
}

/** The background worker: delivers what is due, then sleeps `intervalMs` (default 5 s), until stopped. */
export function startRestNotificationWorker(db: Db, options: RestNotifyOptions & { intervalMs?: number } = {}) {
  const s = settings(options);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        await deliverDueNotifications(db, { ...options, shouldStop: () => stopped });
      } catch (error) {
        s.onError(error);
      }
      if (!stopped) {
        await new Promise<void>((resolve) => {
          timer = setTimeout(resolve, options.intervalMs ?? 5_000);
          wake = resolve;
        });
      }
    }
  })();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      wake?.();
      await loop;
    },
  };
}
