/**
 * Following a search by e-mail (decision 055): subscribing, the double opt-in, changing the
 * frequency, unsubscribing. A logged-in user's alert goes to their account's address and starts at
 * once; anyone else's starts only when the address's owner confirms through the link mailed to it
 * (queued in the same transaction, app/mail/outbox.server.ts). Every alert carries a secret token:
 * its page and its one-click unsubscribe are opened by it, so a mail needs no login. Each change is
 * one transaction with its audit row.
 */
import crypto from "node:crypto";
import { and, asc, eq, isNull, lt, sql } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { writeAudit, type DbOrTx } from "../audit.server";
import { canonicalSearchLink } from "../bookmarks/bookmarks.server";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { paths } from "../paths";
import { describeSearch } from "../search-page/describe";
import { parseSearchRequest } from "../search-page/request";
import { alertConfirmationMail, unsubscribeHeaders } from "./alert-mail";
import { alertLinks } from "./alert-links";
import { ALERT_TOKEN_SHAPE, CONFIRM_WINDOW_MS, MAX_ALERTS_PER_ADDRESS, type Alert, type AlertFrequency } from "./alert";

const t = schema.searchAlerts;

/** The words of a stored (canonical) search link, for pages and mail. */
export function alertLabel(link: string): string {
  return describeSearch(parseSearchRequest(new URL(link, "http://site.invalid").searchParams).request);
}

const EMAIL_SHAPE = /^[^\s@<>(),;:"[\]\\]+@[^\s@<>(),;:"[\]\\]+\.[^\s@<>(),;:"[\]\\]+$/;

/** The address as stored (trimmed, lower case), or null when it is not an address. */
export function normalEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL_SHAPE.test(email) ? email : null;
}

function queueConfirmation(
  tx: DbOrTx,
  alert: Pick<Alert, "id" | "email" | "link" | "token" | "frequency">,
  now: number,
) {
  const links = alertLinks(alert);
  queueMail(tx, {
    // A new key per request: asking again re-sends the link (the throttle bounds how often).
    key: `alert-confirm.${alert.id}.${now}`,
    purpose: "alert.confirm",
    to: [alert.email],
    headers: unsubscribeHeaders(links),
    ...alertConfirmationMail(
      { label: alertLabel(alert.link), frequency: alert.frequency, links },
      storedMailTemplate("alertConfirmation", tx),
    ),
    now,
  });
}

export type SubscribeOutcome =
  | { kind: "badLink" }
  | { kind: "badEmail" }
  | { kind: "tooMany"; link: string }
  /** A logged-in user's new alert, running. */
  | { kind: "following"; link: string }
  /** A logged-in user already followed it; the frequency was updated. */
  | { kind: "updated"; link: string }
  /** Anyone else: a confirmation link was mailed (or the address already follows it; not said). */
  | { kind: "checkMail"; link: string };

export interface SubscribeInput {
  link: string;
  frequency: AlertFrequency;
  /** The address a visitor typed; ignored for a logged-in user (their account's address). */
  email?: string;
  user: { id: number; email: string } | null;
  now?: number;
}

/**
 * The search an alert follows, in one canonical form: its text and filters (page, size and sort do
 * not change which decisions are new), or null when `link` is not a search of this site.
 */
export function alertSearchLink(link: string): string | null {
  const canonical = canonicalSearchLink(link);
  if (!canonical) return null;
  const { request } = parseSearchRequest(new URL(canonical, "http://site.invalid").searchParams);
  return paths.search({ text: request.text, fq: request.fq });
}

export function subscribe(input: SubscribeInput): SubscribeOutcome {
  const link = alertSearchLink(input.link);
  if (!link) return { kind: "badLink" };
  const email = normalEmail(input.user ? input.user.email : (input.email ?? ""));
  if (!email) return { kind: "badEmail" };
  const now = input.now ?? Date.now();
  const userId = input.user?.id ?? null;
  return getDb().transaction((tx): SubscribeOutcome => {
    const existing = tx
      .select()
      .from(t)
      .where(and(eq(t.email, email), eq(t.link, link)))
      .get() as Alert | undefined;
    if (existing) {
      if (input.user) {
        tx.update(t)
          .set({
            frequency: input.frequency,
            userId,
            confirmedAt: existing.confirmedAt ?? now,
            cursor: existing.confirmedAt ? existing.cursor : now,
          })
          .where(eq(t.id, existing.id))
          .run();
        writeAudit(tx, {
          userId,
          action: "alert.update",
          entityType: "search_alert",
          entityId: existing.id,
          details: { frequency: input.frequency },
          at: now,
        });
        return { kind: "updated", link };
      }
      // Never tell a visitor whether an address follows a search; re-send the link if it waits.
      if (existing.confirmedAt === null) queueConfirmation(tx, { ...existing, frequency: input.frequency }, now);
      return { kind: "checkMail", link };
    }
    const count = tx
      .select({ n: sql<number>`count(*)` })
      .from(t)
      .where(eq(t.email, email))
      .get()!.n;
    if (count >= MAX_ALERTS_PER_ADDRESS) return { kind: "tooMany", link };
    const token = crypto.randomBytes(32).toString("base64url");
    const row = tx
      .insert(t)
      .values({
        userId,
        email,
        link,
        frequency: input.frequency,
        token,
        createdAt: now,
        confirmedAt: input.user ? now : null,
        cursor: now,
      })
      .returning({ id: t.id })
      .get();
    writeAudit(tx, {
      userId,
      action: "alert.subscribe",
      entityType: "search_alert",
      entityId: row.id,
      details: { link, frequency: input.frequency, confirmed: Boolean(input.user) },
      at: now,
    });
    if (input.user) return { kind: "following", link };
    queueConfirmation(tx, { id: row.id, email, link, token, frequency: input.frequency }, now);
    return { kind: "checkMail", link };
  });
}

function byToken(tx: DbOrTx, token: string, now: number): Alert | null {
  if (!ALERT_TOKEN_SHAPE.test(token)) return null;
  const alert = tx.select().from(t).where(eq(t.token, token)).get() as Alert | undefined;
  if (!alert) return null;
  // An unconfirmed alert's link stops working after the confirmation window.
  if (alert.confirmedAt === null && alert.createdAt + CONFIRM_WINDOW_MS <= now) return null;
  return alert;
}

export interface AlertView extends Alert {
  label: string;
}

const withLabel = (alert: Alert): AlertView => ({ ...alert, label: alertLabel(alert.link) });

/** The alert a token opens, or null (no such alert, or an unconfirmed one past its window). */
export function alertByToken(token: string, now = Date.now()): AlertView | null {
  const alert = byToken(getDb(), token, now);
  return alert ? withLabel(alert) : null;
}

/** A logged-in user's alerts, oldest first. */
export function alertsOfUser(userId: number): AlertView[] {
  return (getDb().select().from(t).where(eq(t.userId, userId)).orderBy(asc(t.id)).all() as Alert[]).map(withLabel);
}

export type AlertChange = { kind: "confirm" } | { kind: "frequency"; frequency: AlertFrequency } | { kind: "delete" };

/**
 * Applies `change` to the alert `token` opens, on behalf of `actorId` (null: the token's holder);
 * false when the token opens no alert. Confirming starts the alert from now: matches published
 * before the confirmation are not mailed.
 */
export function changeAlert(token: string, change: AlertChange, actorId: number | null, now = Date.now()): boolean {
  return getDb().transaction((tx) => {
    const alert = byToken(tx, token, now);
    if (!alert) return false;
    const audit = { userId: actorId ?? alert.userId, entityType: "search_alert", entityId: alert.id, at: now };
    if (change.kind === "delete") {
      tx.delete(t).where(eq(t.id, alert.id)).run();
      writeAudit(tx, { ...audit, action: "alert.delete", details: { link: alert.link, email: alert.email } });
    } else if (change.kind === "confirm") {
      if (alert.confirmedAt === null) {
        tx.update(t).set({ confirmedAt: now, cursor: now }).where(eq(t.id, alert.id)).run();
        writeAudit(tx, { ...audit, action: "alert.confirm" });
      }
    } else {
      tx.update(t).set({ frequency: change.frequency }).where(eq(t.id, alert.id)).run();
      writeAudit(tx, { ...audit, action: "alert.update", details: { frequency: change.frequency } });
    }
    return true;
  });
}

/** Unconfirmed alerts past their window: their link no longer works, so they go. Returns how many. */
export function forgetUnconfirmedAlerts(db: DbOrTx, now = Date.now()): number {
  return db
    .delete(t)
    .where(and(isNull(t.confirmedAt), lt(t.createdAt, now - CONFIRM_WINDOW_MS)))
    .run().changes;
}
