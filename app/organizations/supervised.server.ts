/**
 * The bodies an organisation supervises, as the organisation form's read-only table (SPEC §2
 * "Read-only tables use page size 10"): one page of them by label, counted and read through
 * organizations_supervisor_idx. A page past the last is refused, never clamped, as the
 * organisation search does. A row links to the body's form when the user may edit it, otherwise
 * to its public page.
 */
import { asc, count, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import type { SessionUser } from "../access/session-user";
import { paths } from "../paths";
import { organizationStatus, type OrganizationStatus } from "./status";
import { mayEditOrganization } from "./update.server";

export const SUPERVISED_PAGE_SIZE = 10;

export interface SupervisedRow {
  uid: string;
  label: string;
  href: string;
  status: OrganizationStatus;
}

export type SupervisedTable =
  | { ok: true; rows: SupervisedRow[]; total: number; page: number; pageCount: number }
  | { ok: false; reason: "page-out-of-range"; pageCount: number };

export function supervisedTable(
  user: Pick<SessionUser, "access">,
  supervisorUid: string,
  page: number,
  db = getDb(),
): SupervisedTable {
  const o = schema.organizations;
  const total = db.select({ n: count() }).from(o).where(eq(o.supervisorUid, supervisorUid)).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / SUPERVISED_PAGE_SIZE));
  if (page > pageCount) return { ok: false, reason: "page-out-of-range", pageCount };
  const rows = db
    .select({ uid: o.uid, label: o.label, latinName: o.latinName, isActive: o.isActive, inEffect: o.inEffect })
    .from(o)
    .where(eq(o.supervisorUid, supervisorUid))
    .orderBy(asc(o.label), asc(o.uid))
    .limit(SUPERVISED_PAGE_SIZE)
    .offset((page - 1) * SUPERVISED_PAGE_SIZE)
    .all()
    .map((x) => ({
      uid: x.uid,
      label: x.label,
      href: mayEditOrganization(user, x.uid) ? paths.editOrganization(x.uid) : paths.organization(x.latinName),
      status: organizationStatus(x),
    }));
  return { ok: true, rows, total, page, pageCount };
}
