/**
 * The audit trail (DESIGN.md principle 2): every state change writes one audit_log row in the
 * same transaction as the change, so the trail can never disagree with the data. Every module
 * that changes state calls `writeAudit` with its transaction; the table is append-only (trigger).
 */
import { getDb, schema, type Db } from "#db/client";

/** A drizzle transaction on the register's database (or the database itself). */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

export interface AuditEntry {
  /** The acting user; null for the system (seed, scheduled jobs). */
  userId: number | null;
  /** What happened, as "<entity>.<verb>": decision.submit, decision.publish, user.lock ... */
  action: string;
  entityType: string;
  entityId: string | number;
  details?: Record<string, unknown>;
  /** Epoch ms; defaults to now. Pass the change's own timestamp so both agree exactly. */
  at?: number;
}

export function writeAudit(tx: DbOrTx, entry: AuditEntry): void {
  tx.insert(schema.auditLog)
    .values({
      at: entry.at ?? Date.now(),
      userId: entry.userId,
      action: entry.action,
      entityType: entry.entityType,
      entityId: String(entry.entityId),
      details: entry.details ?? null,
    })
    .run();
}

/** The audit rows of one entity, oldest first (history pages, tests). */
export function auditOf(entityType: string, entityId: string | number, db: Db = getDb()) {
  return db.query.auditLog
    .findMany({
      where: (a, { and, eq }) => and(eq(a.entityType, entityType), eq(a.entityId, String(entityId))),
      orderBy: (a, { asc }) => [asc(a.id)],
    })
    .sync();
}
