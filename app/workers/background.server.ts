/**
 * The register's background work, started once per server process (server/ calls it on boot
 * and stops it on shutdown; docs/decisions/013-mail-outbox.md and 014-search-sync-and-reindex.md):
 *
 * - the mail delivery worker (app/mail/delivery.server.ts), always;
 * - the REST notifications of the write API (app/opendata/rest-notify.server.ts, decision 103);
 * - the search outbox sync (search/sync.ts): with TYPESENSE_URL it copies committed changes from
 *   search_docs to Typesense; without it, FTS5 already holds them (same transaction), so the
 *   same loop only marks the rows processed, less often, and the table does not grow;
 * - hourly housekeeping: processed search_outbox rows after a week, delivered mail after 30 days
 *   (mail_log keeps the history; failed mail is kept for an administrator), and the text index's
 *   segments merged level by level (search/fts5-segments.ts, decision 142), in whichever process
 *   holds the "search-merge" lease, a step at a time between requests.
 *
 * Several processes on one database may all run it: mail rows are claimed one by one with a
 * lease, and the search sync runs in whichever process holds the "search-sync" lease
 * (db/leases.ts), so its batches reach the engine in order.
 */
import crypto from "node:crypto";
import os from "node:os";
import type { Db } from "#db/client";
import { holdLease, releaseLease } from "#db/leases";
import { createSearchEngine, searchEngineConfig } from "#search/index";
import { pruneOutbox, SEARCH_SYNC_LEASE, startOutboxSync, type OutboxSyncOptions } from "#search/sync";
import { mergeSegmentsByLevel, type SegmentMerging } from "#search/fts5-segments";
import { startMailWorker, type DeliveryOptions } from "#app/mail/delivery.server";
import { pruneSentMail } from "#app/mail/outbox.server";
import { startRestNotificationWorker } from "#app/opendata/rest-notify.server";
import { startLeasedJob, yieldToRequests } from "./leased-job.server";

export interface BackgroundWorkers {
  /** Stops every worker; resolves when the work in flight (a send, a batch) is finished. */
  stop(): Promise<void>;
}

export interface BackgroundOptions {
  mail?: DeliveryOptions & { intervalMs?: number };
  search?: OutboxSyncOptions;
  /** Where workers report errors (default console.error); server/ passes its logger. */
  onError?: (error: unknown, worker: "mail" | "search" | "housekeeping" | "rest-notify") => void;
  housekeepingIntervalMs?: number;
  /** Told after each merging of the text index's segments (tests, logs). */
  onSegmentsMerged?: (report: SegmentMerging) => void;
}

/** Without an external engine the search rows only need marking: no hurry. */
const MARK_ONLY_INTERVAL_MS = 60_000;
/** Far longer than one batch takes (the Typesense client gives up on a node after 5 s, 3 tries). */
const SEARCH_LEASE_MS = 60_000;
export const SEARCH_MERGE_LEASE = "search-merge";
/** A housekeeping run's share of merging: what is left waits for the next run. */
const MERGE_BUDGET_MS = 30_000;
const MERGE_LEASE_MS = 5 * 60_000;
const HOUR_MS = 3_600_000;

export function startBackgroundWorkers(db: Db, options: BackgroundOptions = {}): BackgroundWorkers {
  const onError = options.onError ?? ((error, worker) => console.error(`${worker} worker:`, error));
  const engineConfig = searchEngineConfig();
  const external = engineConfig.kind === "fts5" ? null : createSearchEngine(db, engineConfig);

  const holder = `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString("hex")}`;

  const mail = startMailWorker(db, { onError: (e) => onError(e, "mail"), ...options.mail });
  const restNotify = startRestNotificationWorker(db, {
    onError: (e) => onError(e, "rest-notify"),
    onFailure: (row, error, outcome) =>
      onError(new Error(`REST notification ${row.id} to ${row.url}: ${error} (${outcome})`), "rest-notify"),
  });
  const search = startOutboxSync(db, external, {
    intervalMs: external ? undefined : MARK_ONLY_INTERVAL_MS,
    onError: (e) => onError(e, "search"),
    mayRun: () => holdLease(db, SEARCH_SYNC_LEASE, holder, SEARCH_LEASE_MS),
    ...options.search,
  });
  const segmentMerging = startLeasedJob(db, {
    lease: SEARCH_MERGE_LEASE,
    leaseMs: MERGE_LEASE_MS,
    intervalMs: options.housekeepingIntervalMs ?? HOUR_MS,
    run: async (stopped) => {
      const report = await mergeSegmentsByLevel(db.$client, {
        budgetMs: MERGE_BUDGET_MS,
        pause: yieldToRequests,
        stopped,
      });
      options.onSegmentsMerged?.(report);
    },
    onError: (error) => onError(error, "housekeeping"),
  });
  const housekeeping = setInterval(() => {
    try {
      pruneOutbox(db);
      pruneSentMail(db);
    } catch (error) {
      onError(error, "housekeeping");
    }
  }, options.housekeepingIntervalMs ?? HOUR_MS);
  housekeeping.unref();

  return {
    async stop() {
      clearInterval(housekeeping);
      await Promise.all([mail.stop(), search.stop(), restNotify.stop(), segmentMerging.stop()]);
      releaseLease(db, SEARCH_SYNC_LEASE, holder);
    },
  };
}
