/**
 * Leases on the worker_leases table: "only one process at a time does X", for processes that
 * share the database file (several app servers on one machine). A lease is held until it
 * expires; its holder renews it before each piece of work, and any process may take it once it
 * has expired (its holder died or stalled).
 */
import type { Db } from "./client";

/**
 * Takes or renews the lease `name` for `holder` until `now + ttlMs`. True when `holder` holds
 * it now; false while another holder's lease is still running. One statement, so two processes
 * asking at once cannot both win.
 */
export function holdLease(db: Db, name: string, holder: string, ttlMs: number, now = Date.now()): boolean {
  return (
    db.$client
      .prepare(
        `INSERT INTO worker_leases (name, holder, expires_at) VALUES (?, ?, ?)
         ON CONFLICT (name) DO UPDATE SET holder = excluded.holder, expires_at = excluded.expires_at
         WHERE worker_leases.holder = excluded.holder OR worker_leases.expires_at <= ?`,
      )
      .run(name, holder, now + ttlMs, now).changes === 1
  );
}

/**
 * Takes the lease `name` whoever holds it (an operator's job that must run now, such as a
 * reindex). The previous holder finds out at its next renewal and stops; work it already has in
 * flight is not interrupted, so the taker should allow for that.
 */
export function takeLease(db: Db, name: string, holder: string, ttlMs: number, now = Date.now()): void {
  db.$client
    .prepare(`INSERT OR REPLACE INTO worker_leases (name, holder, expires_at) VALUES (?, ?, ?)`)
    .run(name, holder, now + ttlMs);
}

/** Gives the lease up at once (a clean shutdown), so another process need not wait for it to expire. */
export function releaseLease(db: Db, name: string, holder: string): void {
  db.$client.prepare(`DELETE FROM worker_leases WHERE name = ? AND holder = ?`).run(name, holder);
}
