/**
 * The administrators' search of the audit trail (issue 13): by acting user, action (a prefix such
 * as "user." or "decision.publish") and Athens days, newest first, 20 a page with an exact total;
 * a page past the last is refused. Rows are shown as stored: the trail is append-only.
 */
import { and, desc, eq, gte, like, lte, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { athensDayEnd, athensDayStart } from "#shared/dates";

export const AUDIT_PAGE_SIZE = 20;

export interface AuditSearch {
  username?: string;
  action?: string;
  /** YYYY-MM-DD, Athens days, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

export interface AuditRow {
  id: number;
  at: number;
  username: string | null;
  action: string;
  entityType: string;
  entityId: string;
  details: string | null;
}

export type AuditSearchResult =
  | { ok: true; total: number; page: number; pageCount: number; rows: AuditRow[] }
  | { ok: false; reason: "page-out-of-range"; pageCount: number };

export function searchAudit(search: AuditSearch): AuditSearchResult {
  const db = getDb();
  const { auditLog: a, users: u } = schema;
  const conditions: SQL[] = [];
  if (search.username) conditions.push(sql`lower(${u.username}) = lower(${search.username.trim()})`);
  if (search.action) conditions.push(like(a.action, `${search.action.trim().replace(/[\\%_]/g, "")}%`));
  if (search.from) conditions.push(gte(a.at, athensDayStart(search.from)));
  if (search.to) conditions.push(lte(a.at, athensDayEnd(search.to)));
  const where = conditions.length ? and(...conditions) : undefined;
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(a)
    .leftJoin(u, eq(u.id, a.userId))
    .where(where)
    .get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  if (search.page > pageCount) return { ok: false, reason: "page-out-of-range", pageCount };
  const rows = db
    .select({
      id: a.id,
      at: a.at,
      username: u.username,
      action: a.action,
      entityType: a.entityType,
      entityId: a.entityId,
      details: sql<string | null>`${a.details}`,
    })
    .from(a)
    .leftJoin(u, eq(u.id, a.userId))
    .where(where)
    .orderBy(desc(a.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((search.page - 1) * AUDIT_PAGE_SIZE)
    .all();
  return { ok: true, total, page: search.page, pageCount, rows };
}
