/**
 * One user as a user administrator sees them (SPEC §3 "User (admin view)": locked and enabled
 * flags, organisations, roles, permissions): per organisation the roles held there and the
 * permissions they give, with the roles the viewer may grant or withdraw (role_grantors). An
 * organisation administrator sees only accounts with a role on their organisations, and only
 * those organisations (rights.ts userAdministrationScope); any other account is "not found".
 */
import { asc, eq, inArray } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { ALL_ORGANIZATIONS, permissionsOfRoles, ROLE_LABELS, ROLES, type Role } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { organizationNames } from "../organizations/read.server";
import { grantorsForDisplay, grantsOf } from "./grantors.server";
import { mayChangeStatusOf, mayGrant, scopeCovers, userAdministrationScope } from "./rights";
import { statusOf, type UserStatus } from "./status";

export const ALL_ORGANIZATIONS_LABEL = "Όλοι οι φορείς";

export interface UserAdminView {
  id: number;
  username: string;
  name: string;
  email: string;
  phone: string | null;
  userType: string;
  enabled: boolean;
  locked: boolean;
  status: UserStatus;
  createdAt: number;
  lastLogin: number | null;
  organizations: {
    orgUid: string;
    label: string;
    roles: { role: Role; label: string; mayWithdraw: boolean }[];
    permissions: { id: string; name: string }[];
  }[];
  /** Whether the viewer may enable, disable, lock or unlock this account. */
  mayChangeStatus: boolean;
  /** Whether the account has an authenticator (confirmed or being enrolled): a manager may reset it. */
  hasSecondFactor: boolean;
  /** Roles the viewer may grant somewhere (the grant form offers them). */
  grantableRoles: { role: Role; label: string }[];
}

export function userAdminView(viewer: SessionUser, userId: number): UserAdminView | null {
  const db = getDb();
  const user = db.select().from(schema.users).where(eq(schema.users.id, userId)).get();
  const scope = userAdministrationScope(viewer.access);
  if (!user || !scope) return null;
  const grants = grantsOf(db, userId).filter((g) => scopeCovers(scope, g.orgUid));
  if (grants.length === 0 && !scope.everyone) return null;
  const grantors = grantorsForDisplay(db);
  const orgUids = [...new Set(grants.map((g) => g.orgUid))].sort();
  const labels = new Map(
    organizationNames(orgUids.filter((o) => o !== ALL_ORGANIZATIONS)).map((o) => [o.uid, o.label]),
  );
  const allPermissionIds = [...new Set(permissionsOfRoles(grants.map((g) => g.role)))];
  const permissionNames = new Map(
    allPermissionIds.length
      ? db
          .select()
          .from(schema.permissions)
          .where(inArray(schema.permissions.id, allPermissionIds))
          .orderBy(asc(schema.permissions.id))
          .all()
          .map((p) => [p.id, p.name])
      : [],
  );
  const organizations = orgUids.map((orgUid) => {
    const roles = grants.filter((g) => g.orgUid === orgUid).map((g) => g.role);
    return {
      orgUid,
      label: orgUid === ALL_ORGANIZATIONS ? ALL_ORGANIZATIONS_LABEL : (labels.get(orgUid) ?? orgUid),
      roles: roles.map((role) => ({
        role,
        label: ROLE_LABELS[role],
        mayWithdraw: mayGrant(viewer.access, grantors, role, orgUid),
      })),
      permissions: permissionsOfRoles(roles)
        .sort()
        .map((id) => ({ id, name: permissionNames.get(id) ?? id })),
    };
  });
  // A role the viewer holds a grantor of anywhere: the organisation is checked when granting.
  const grantableRoles = ROLES.filter((role) =>
    viewer.access.some((a) => (grantors.get(role) ?? []).some((g) => a.roles.includes(g))),
  ).map((role) => ({ role, label: ROLE_LABELS[role] }));
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    phone: user.phone,
    userType: user.userType,
    enabled: user.enabled,
    locked: user.locked,
    status: statusOf(user),
    createdAt: user.createdAt,
    lastLogin: user.lastLoginAt,
    organizations,
    mayChangeStatus: mayChangeStatusOf(viewer.access, grantors, grants),
    hasSecondFactor:
      db
        .select({ userId: schema.secondFactors.userId })
        .from(schema.secondFactors)
        .where(eq(schema.secondFactors.userId, userId))
        .get() !== undefined,
    grantableRoles,
  };
}
