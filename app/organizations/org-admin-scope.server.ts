/**
 * Which body an organisation administrator's own screens (/organization/templates,
 * /organization/dtview) work on. SPEC §2 and §6: they are for ROLE_ORG_ADMIN and not for
 * ROLE_ADMIN (a system administrator has the system-wide screens instead). The body is the one
 * named by ?org= (uid or latin name) among those the user administers, else the first of them.
 */
import { inArray } from "drizzle-orm";
import { getDb, schema, type Db } from "#db/client";
import { ALL_ORGANIZATIONS, hasRole, type AccessEntry } from "../access/permissions";
import type { ScopeOrganization } from "./staff-scope.server";

/** The bodies the user administers as ROLE_ORG_ADMIN; none for a system administrator. */
export function administeredOrganizationUids(access: readonly AccessEntry[]): string[] {
  if (hasRole(access, "ROLE_ADMIN")) return [];
  const uids = access.filter((a) => a.roles.includes("ROLE_ORG_ADMIN")).map((a) => a.organizationId);
  return [...new Set(uids)].filter((uid) => uid !== ALL_ORGANIZATIONS).sort();
}

export type OrgAdminScope =
  { ok: true; org: ScopeOrganization; choices: ScopeOrganization[] } | { ok: false; reason: "forbidden" };

export function orgAdminScope(access: readonly AccessEntry[], wanted?: string, db: Db = getDb()): OrgAdminScope {
  const uids = administeredOrganizationUids(access);
  if (uids.length === 0) return { ok: false, reason: "forbidden" };
  const o = schema.organizations;
  const choices = db
    .select({ uid: o.uid, label: o.label, latinName: o.latinName })
    .from(o)
    .where(inArray(o.uid, uids))
    .orderBy(o.label)
    .all();
  if (choices.length === 0) return { ok: false, reason: "forbidden" };
  const org = wanted ? choices.find((c) => c.uid === wanted || c.latinName === wanted) : choices[0];
  return org ? { ok: true, org, choices } : { ok: false, reason: "forbidden" };
}
