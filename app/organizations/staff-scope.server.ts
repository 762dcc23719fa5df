/**
 * Which organisation a unit or signer screen works on, and whether the user may. SPEC §6: units
 * and signers need the create-unit or create-signer permission (on the body, or on '0'), or the
 * admin role. The body comes from the address (uid or latin name); without one, the only body the
 * user holds the permission on.
 */
import { eq, or } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { ALL_ORGANIZATIONS, hasPermission, hasRole, type AccessEntry, type Permission } from "../access/permissions";

export interface ScopeOrganization {
  uid: string;
  label: string;
  latinName: string;
}

export type Scope = { ok: true; org: ScopeOrganization } | { ok: false; reason: "choose" | "not-found" | "forbidden" };

export function mayManage(access: readonly AccessEntry[], permission: Permission, orgUid: string): boolean {
  return hasPermission(access, permission, orgUid) || hasRole(access, "ROLE_ADMIN");
}

export function findScopeOrganization(uidOrLatinName: string, db = getDb()): ScopeOrganization | null {
  const o = schema.organizations;
  return (
    db
      .select({ uid: o.uid, label: o.label, latinName: o.latinName })
      .from(o)
      .where(or(eq(o.uid, uidOrLatinName), eq(o.latinName, uidOrLatinName)))
      .get() ?? null
  );
}

export function scopeOf(
  access: readonly AccessEntry[],
  permission: Permission,
  wanted: string | undefined,
  db = getDb(),
): Scope {
  let orgRef = wanted;
  if (!orgRef) {
    const own = [...new Set(access.filter((a) => a.permissions.includes(permission)).map((a) => a.organizationId))];
    const specific = own.filter((uid) => uid !== ALL_ORGANIZATIONS);
    if (own.includes(ALL_ORGANIZATIONS) || specific.length !== 1) return { ok: false, reason: "choose" };
    orgRef = specific[0];
  }
  const org = findScopeOrganization(orgRef, db);
  if (!org) return { ok: false, reason: "not-found" };
  if (!mayManage(access, permission, org.uid)) return { ok: false, reason: "forbidden" };
  return { ok: true, org };
}
