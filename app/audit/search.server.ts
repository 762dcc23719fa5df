/**
 * The administrators' search of the audit trail (issue 13): by acting user, action (a prefix such
 * as "user." or "decision.publish"), organisation and Athens days, newest first, 20 a page with an
 * exact total; a page past the last is refused. Rows are shown as stored: the trail is append-only.
 * The same filters select the rows of the CSV export (audit-export.server.ts).
 *
 * The organisation of a row is found from what it is about, so every writer of the trail is
 * covered without naming it: the organisation itself, its decisions, units and signers, and any
 * row whose details name it (`orgUid`: role grants and withdrawals, notices ...).
 */
import { and, desc, eq, gte, like, lte, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { athensDayEnd, athensDayStart } from "#shared/dates";

export const AUDIT_PAGE_SIZE = 20;

export interface AuditFilters {
  username?: string;
  action?: string;
  /** An organisation's uid. */
  organization?: string;
  /** YYYY-MM-DD, Athens days, inclusive. */
  from?: string;
  to?: string;
}

export interface AuditSearch extends AuditFilters {
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

function aboutOrganization(org: string): SQL {
  const { auditLog: a } = schema;
  return sql`(
    (${a.entityType} = 'organization' AND ${a.entityId} = ${org})
    OR (${a.entityType} = 'decision' AND ${a.entityId} IN (SELECT CAST(id AS TEXT) FROM decisions WHERE org_uid = ${org}))
    OR (${a.entityType} = 'unit' AND ${a.entityId} IN (SELECT uid FROM units WHERE org_uid = ${org}))
    OR (${a.entityType} = 'signer' AND ${a.entityId} IN (SELECT uid FROM signers WHERE org_uid = ${org}))
    OR json_extract(${a.details}, '$.orgUid') = ${org}
  )`;
}

/** The WHERE of the filters (the search's and the export's). */
export function auditWhere(search: AuditFilters): SQL | undefined {
  const { auditLog: a, users: u } = schema;
  const conditions: SQL[] = [];
  if (search.username) conditions.push(sql`lower(${u.username}) = lower(${search.username.trim()})`);
  if (search.action) conditions.push(like(a.action, `${search.action.trim().replace(/[\\%_]/g, "")}%`));
  if (search.organization) conditions.push(aboutOrganization(search.organization.trim()));
  if (search.from) conditions.push(gte(a.at, athensDayStart(search.from)));
  if (search.to) conditions.push(lte(a.at, athensDayEnd(search.to)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The columns of a shown or exported row. */
export function auditRowColumns() {
  const { auditLog: a, users: u } = schema;
  return {
    id: a.id,
    at: a.at,
    username: u.username,
    action: a.action,
    entityType: a.entityType,
    entityId: a.entityId,
    details: sql<string | null>`${a.details}`,
  };
}

export function searchAudit(search: AuditSearch): AuditSearchResult {
  const db = getDb();
  const { auditLog: a, users: u } = schema;
  const where = auditWhere(search);
  const total = db
    .select({ n: sql<number>`count(*)` })
    .from(a)
    .leftJoin(u, eq(u.id, a.userId))
    .where(where)
    .get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  if (search.page > pageCount) return { ok: false, reason: "page-out-of-range", pageCount };
  const rows = db
    .select(auditRowColumns())
    .from(a)
    .leftJoin(u, eq(u.id, a.userId))
    .where(where)
    .orderBy(desc(a.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((search.page - 1) * AUDIT_PAGE_SIZE)
    .all();
  return { ok: true, total, page: search.page, pageCount, rows };
}
