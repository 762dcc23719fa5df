/**
 * Mailing the new matches of followed searches (decision 055): the daily digest, and the
 * immediate notices. Each alert keeps a cursor, the first-publication time up to which its matches
 * were mailed. A run takes the due alerts one at a time; for each it reads the matches published
 * after the cursor and up to the run's cut-off (a scan of the search, search/fts5-scan.ts), then in
 * ONE transaction queues the message (app/mail/outbox.server.ts, delivered after the commit) and
 * moves the cursor (and, for a daily alert, marks the day done). So:
 *
 * - run twice for the same day, the second run finds no daily alert due, and even a racing run's
 *   message has the same outbox key (`alert-digest.<id>.<day>`), which queues nothing twice;
 * - a crash mid-run loses nothing and repeats nothing: the alerts done are marked, the next run
 *   takes the others, and each window of matches is mailed once, since the cursor moves with it.
 *
 * The cut-off lies SETTLE_MS before the run: a publication's time is taken just before its
 * transaction commits, so one that is still committing when a scan starts is left for the next run
 * instead of being passed over for good.
 */
import { setImmediate as yieldToEventLoop } from "node:timers/promises";
import { and, asc, eq, gt, isNotNull, isNull, lt, or } from "drizzle-orm";
import { schema, type Db } from "#db/client";
import type { SearchDocument } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { openScan } from "#search/fts5-scan";
import { athensDay, athensHour } from "#shared/dates";
import { writeAudit } from "../audit.server";
import { queueMail } from "../mail/outbox.server";
import { storedMailTemplate } from "../mail/stored-templates.server";
import { parseSearchRequest, toSearchQuery } from "../search-page/request";
import { MAX_COUNTED, MAX_LISTED, type Alert } from "./alert";
import { alertDigestMail, unsubscribeHeaders } from "./alert-mail";
import { alertLinks, decisionAbsoluteUrl } from "./alert-links";
import { alertLabel, forgetUnconfirmedAlerts } from "./subscriptions.server";

/** Publications younger than this at the start of a run wait for the next run. */
export const SETTLE_MS = 5_000;

const t = schema.searchAlerts;

export interface NewMatches {
  /** Newest first, at most MAX_LISTED. */
  listed: SearchDocument[];
  count: number;
  countIsExact: boolean;
}

/** Matches of the search `link` first published after `after` and up to `upTo`, newest first. */
export function newMatches(databaseFile: string, link: string, after: number, upTo: number): NewMatches {
  const parsed = parseSearchRequest(new URL(link, "http://site.invalid").searchParams);
  const scan = openScan(databaseFile, toSearchQuery(parsed, { sort: "recent" }), { lists: false });
  const listed: SearchDocument[] = [];
  let count = 0;
  try {
    // Newest first: skip what came after the cut-off, stop at the first one already mailed.
    for (let batch = scan.next(200); batch.length > 0; batch = scan.next(200)) {
      for (const doc of batch) {
        if (doc.publishedAt > upTo) continue;
        if (doc.publishedAt <= after) return { listed, count, countIsExact: true };
        if (count >= MAX_COUNTED) return { listed, count, countIsExact: false };
        count++;
        if (listed.length < MAX_LISTED) listed.push(doc);
      }
    }
    return { listed, count, countIsExact: true };
  } finally {
    scan.close();
  }
}

export interface AlertRunOptions {
  now?: number;
  /** The database file the scans read (default: the connection's own file). */
  databaseFile?: string;
  /** Athens hour from which the daily digests go (default ALERT_DIGEST_HOUR). */
  digestHour: number;
  /** Asked before each alert: a stopping worker ends the run between two alerts. */
  shouldStop?: () => boolean;
  /** Told after each alert's transaction (logs; tests simulate a crash here). */
  afterAlert?: (alertId: number) => void;
}

export interface AlertRunReport {
  /** Alerts looked at. */
  checked: number;
  /** Messages queued. */
  mailed: number;
}

/** Does one alert's window; true when a message was queued. */
function runAlert(db: Db, file: string, alert: Alert, cutoff: number, today: string | null, now: number): boolean {
  let matches: NewMatches;
  try {
    matches = newMatches(file, alert.link, alert.cursor, cutoff);
  } catch (error) {
    // A stored search the query language no longer reads: nothing to mail, and no retry loop.
    if (!(error instanceof SearchInputError)) throw error;
    matches = { listed: [], count: 0, countIsExact: true };
  }
  return db.transaction((tx) => {
    // Only from the cursor this run read: a racing run (another process) has moved it already.
    const moved = tx
      .update(t)
      .set({ cursor: cutoff, ...(today ? { lastDigestDay: today } : {}) })
      .where(and(eq(t.id, alert.id), eq(t.cursor, alert.cursor), isNotNull(t.confirmedAt)))
      .run().changes;
    if (moved === 0 || matches.count === 0) return false;
    const links = alertLinks(alert);
    const key = today ? `alert-digest.${alert.id}.${today}` : `alert-now.${alert.id}.${alert.cursor}`;
    queueMail(tx, {
      key,
      purpose: today ? "alert.digest" : "alert.immediate",
      to: [alert.email],
      headers: unsubscribeHeaders(links),
      ...alertDigestMail(
        {
          label: alertLabel(alert.link),
          frequency: alert.frequency,
          matches: matches.listed,
          count: matches.count,
          countIsExact: matches.countIsExact,
          from: alert.cursor,
          to: cutoff,
          decisionUrl: decisionAbsoluteUrl,
          links,
        },
        storedMailTemplate("alertDigest", tx),
      ),
      now,
    });
    writeAudit(tx, {
      userId: alert.userId,
      action: today ? "alert.digest" : "alert.immediate",
      entityType: "search_alert",
      entityId: alert.id,
      details: { matches: matches.count, from: alert.cursor, to: cutoff },
      at: now,
    });
    return true;
  });
}

/**
 * One run over every due alert: the immediate ones always, the daily ones once a day from
 * `digestHour` (Athens time). Alerts are read a page at a time by id, so a run holds no statement
 * open between alerts and a long run does not see an alert twice.
 */
export async function runDueAlerts(db: Db, options: AlertRunOptions): Promise<AlertRunReport> {
  const now = options.now ?? Date.now();
  const file = options.databaseFile ?? db.$client.name;
  const cutoff = now - SETTLE_MS;
  const today = athensDay(now);
  const dailyDue = athensHour(now) >= options.digestHour;
  const report: AlertRunReport = { checked: 0, mailed: 0 };
  forgetUnconfirmedAlerts(db, now);
  const due = and(
    isNotNull(t.confirmedAt),
    lt(t.cursor, cutoff),
    dailyDue
      ? or(
          eq(t.frequency, "immediate"),
          and(eq(t.frequency, "daily"), or(isNull(t.lastDigestDay), lt(t.lastDigestDay, today))),
        )
      : eq(t.frequency, "immediate"),
  );
  let lastId = 0;
  for (;;) {
    const page = db
      .select()
      .from(t)
      .where(and(due, gt(t.id, lastId)))
      .orderBy(asc(t.id))
      .limit(100)
      .all() as Alert[];
    if (page.length === 0) break;
    for (const alert of page) {
      if (options.shouldStop?.()) return report;
      lastId = alert.id;
      report.checked++;
      if (runAlert(db, file, alert, cutoff, alert.frequency === "daily" ? today : null, now)) report.mailed++;
      options.afterAlert?.(alert.id);
      await yieldToEventLoop(); // between two alerts, the server answers requests
    }
  }
  return report;
}
