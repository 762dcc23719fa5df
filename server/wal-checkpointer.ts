/**
 * SQLite's WAL checkpoints on a thread of their own (docs/decisions/151).
 *
 * By default SQLite checkpoints inside the commit that takes the write-ahead log past 1,000 pages:
 * that commit copies the pages into the database file and waits for its fsyncs, on the web thread.
 * A publication writes ~72 pages, so every ~14th one paid for a checkpoint (~10–20 % of a bulk
 * publication's CPU). Here a worker thread with its own connection runs a PASSIVE checkpoint every
 * `intervalMs` (it never waits for readers or the writer), and the web connection's own
 * auto-checkpoint is raised to BOUND_PAGES, a bound the log reaches only if that thread falls behind.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type { Db } from "#db/client";

/** The web connection's own checkpoint, should the thread fall behind: ~40 MB of log. */
const BOUND_PAGES = 10_000;
const DEFAULT_AUTOCHECKPOINT_PAGES = 1_000;

/** The thread's code: plain CommonJS, so it needs no bundle of its own (the driver is passed by path). */
const THREAD_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.file);
const timer = setInterval(() => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage(String(error));
  }
}, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface WalCheckpointer {
  stop(): Promise<void>;
}

export function startWalCheckpointer(
  db: Db,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): WalCheckpointer {
  const sqlite = db.$client;
  // An in-memory database has no log to copy, and another connection would not even see it.
  if (sqlite.memory) return { stop: async () => {} };
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const thread = new Worker(THREAD_SOURCE, {
    eval: true,
    workerData: { driver, file: sqlite.name, intervalMs: options.intervalMs ?? 1_000 },
  });
  // Settled once, whenever the thread ends: a stop after it died (below) must not wait for it.
  const exited = new Promise<void>((resolve) => thread.once("exit", () => resolve()));
  thread.on("message", (message) => options.onError?.(new Error(`WAL checkpoint: ${String(message)}`)));
  thread.on("error", (error) => {
    // The thread is gone: the web connection checkpoints by itself again, as SQLite does by default.
    sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    options.onError?.(error);
  });
  sqlite.pragma(`wal_autocheckpoint = ${BOUND_PAGES}`);
  return {
    async stop() {
      thread.postMessage("stop");
      await exited;
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${DEFAULT_AUTOCHECKPOINT_PAGES}`);
    },
  };
}
