/**
 * The audit trail (DESIGN.md principle 2): every state change writes one audit_log row in the
 * same transaction as the change, so the trail can never disagree with the data. Every module
 * that changes state calls `writeAudit` with its transaction; the table is append-only (trigger).
 */
import { sql } from "drizzle-orm";
import { getDb, schema, type Db, type DbOrTx } from "#db/client";
import { preparedPerConnection } from "#db/per-connection";

export type { DbOrTx, Tx } from "#db/client";

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

/** Every state change writes one: built once per connection (decision 152). */
const auditInsert = preparedPerConnection((db: DbOrTx) =>
  db
    .insert(schema.auditLog)
    .values({
      at: sql.placeholder("at"),
      userId: sql.placeholder("userId"),
      action: sql.placeholder("action"),
      entityType: sql.placeholder("entityType"),
      entityId: sql.placeholder("entityId"),
      // As text: drizzle's JSON encoding of a placeholder would store a missing value as "null".
      details: sql`${sql.placeholder("details")}`,
    })
    .prepare(),
);

export function writeAudit(tx: DbOrTx, entry: AuditEntry): void {
  auditInsert(tx).run({
    at: entry.at ?? Date.now(),
    userId: entry.userId,
    action: entry.action,
    entityType: entry.entityType,
    entityId: String(entry.entityId),
    details: entry.details == null ? null : JSON.stringify(entry.details),
  });
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
