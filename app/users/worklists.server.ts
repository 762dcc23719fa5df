/**
 * The worklists of /userhome (issue 9): decisions waiting for the user, each list paged with
 * its honest total (no silent cap):
 * - submitted: submitted decisions awaiting publication, of the organisations where the user may
 *   see submitted ones (PERM_DECISIONS_VIEW_SUBMITTED), newest first;
 * - pending: revocation requests waiting, of the organisations where the user may request,
 *   cancel or complete a revocation (the register's operator, with a global right, sees all);
 * - published: what the user's organisations published in the last 30 days, newest first.
 * Reads only. The totals are counts over the same conditions (indexed by status/organisation).
 * Every list takes the same filters (WorklistFilter: type, organisation, issue date, text); the
 * organisation filter only narrows the user's scope, never widens it.
 */
import { and, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { likeContaining } from "#db/like";
import { normalizeText } from "#search/normalize";
import { IN_FORCE_STATUSES } from "#shared/decision-status";
import { ALL_ORGANIZATIONS, type AccessEntry, type Permission } from "#app/access/permissions";
import { listQuery, type DecisionListItem } from "#app/decisions/read.server";
import { ensureFold } from "./search.server";

import { RECENT_DAYS, WORKLIST_PAGE_SIZE, type Worklist, type WorklistFilter } from "./worklists";

export { WORKLISTS, WORKLIST_PAGE_SIZE, type Worklist, type WorklistFilter } from "./worklists";

const RIGHTS: Record<Worklist, readonly Permission[]> = {
  submitted: ["PERM_DECISIONS_VIEW_SUBMITTED"],
  pending: ["PERM_DECISIONS_REQUEST_REVOCATION", "PERM_ADMIN_DECISIONS_REVOKE"],
  published: ["PERM_DECISIONS_VIEW_SUBMITTED", "PERM_DECISIONS_REQUEST_REVOCATION", "PERM_ADMIN_DECISIONS_REVOKE"],
};

/** The organisations a list covers for this user: some, all ('0'), or none (the list is not shown). */
export function worklistScope(access: readonly AccessEntry[], list: Worklist): string[] | "all" | null {
  const entries = access.filter((a) => a.permissions.some((p) => RIGHTS[list].includes(p)));
  if (entries.length === 0) return null;
  if (entries.some((a) => a.organizationId === ALL_ORGANIZATIONS)) return "all";
  return [...new Set(entries.map((a) => a.organizationId))];
}

export interface WorklistPage {
  list: Worklist;
  items: DecisionListItem[];
  total: number;
  /** 1-based. */
  page: number;
  pageCount: number;
}

function conditions(list: Worklist, scope: string[] | "all", now: number, filter: WorklistFilter): SQL | undefined {
  const d = schema.decisions;
  const v = schema.decisionVersions;
  const orgs = scope === "all" ? undefined : inArray(d.orgUid, scope);
  // Greek without accents or case, as the user search folds it (search.server.ts ensureFold).
  const text = filter.q ? likeContaining(normalizeText(filter.q)) : undefined;
  const filters = and(
    filter.type ? eq(v.decisionTypeUid, filter.type) : undefined,
    filter.from ? gte(v.issueDate, filter.from) : undefined,
    filter.to ? lte(v.issueDate, filter.to) : undefined,
    text
      ? or(
          sql`register_fold(${v.subject}) LIKE ${text} ESCAPE '\\'`,
          sql`register_fold(${v.protocolNumber}) LIKE ${text} ESCAPE '\\'`,
          eq(d.ada, filter.q!.trim().toUpperCase()),
        )
      : undefined,
  );
  if (list === "submitted") return and(eq(d.status, "SUBMITTED"), orgs, filters);
  if (list === "pending") return and(eq(d.status, "PENDING_REVOCATION"), orgs, filters);
  return and(
    inArray(d.status, [...IN_FORCE_STATUSES]),
    gte(d.publishedAt, now - RECENT_DAYS * 86_400_000),
    orgs,
    filters,
  );
}

/** The scope narrowed to the filter's organisation: an organisation outside the scope leaves none. */
function narrowed(scope: string[] | "all", org: string | undefined): string[] | "all" {
  if (!org) return scope;
  return scope === "all" || scope.includes(org) ? [org] : [];
}

/** One page of a list; a page past the end gives the last page (the total is still honest). */
export function worklistPage(
  list: Worklist,
  scope: string[] | "all",
  page: number,
  options: { size?: number; now?: number; filter?: WorklistFilter } = {},
): WorklistPage {
  const size = options.size ?? WORKLIST_PAGE_SIZE;
  ensureFold(getDb().$client);
  const filter = options.filter ?? {};
  const covered = narrowed(scope, filter.org);
  const where = conditions(list, covered, options.now ?? Date.now(), filter);
  const d = schema.decisions;
  const v = schema.decisionVersions;
  const total =
    covered !== "all" && covered.length === 0
      ? 0
      : getDb().select({ n: count() }).from(d).innerJoin(v, eq(v.versionId, d.latestVersionId)).where(where).get()!.n;
  const pageCount = Math.max(1, Math.ceil(total / size));
  const current = Math.min(Math.max(1, page), pageCount);
  const order = list === "published" ? [desc(d.publishedAt), desc(d.id)] : [desc(d.updatedAt), desc(d.id)];
  const items =
    total === 0
      ? []
      : listQuery()
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset((current - 1) * size)
          .all();
  return { list, items, total, page: current, pageCount };
}
