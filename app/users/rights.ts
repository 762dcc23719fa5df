/**
 * Who may manage whom (SPEC §2, §6; docs/decisions/038-user-administration.md). Pure: the
 * grantor relation itself is data (role_grantors), read by grantors.server.ts and passed in.
 *
 * - The user administration is for holders of ROLE_USER_MANAGER (SPEC §2 "ROLE_USER_MANAGER
 *   sees user management"), over every account; and for organisation administrators
 *   (ROLE_ORG_ADMIN, the grantor of their organisation's clerk roles in role_grantors), over the
 *   accounts that hold a role on one of their organisations, and only those organisations' roles.
 * - A role may be granted or withdrawn on an organisation by a user who holds one of its grantor
 *   roles on that organisation or on '0' (every organisation).
 * - An account's status (enabled, locked) may be changed only by someone who could grant every
 *   role the account holds, so nobody can lock out a user with more rights than their own.
 */
import { ALL_ORGANIZATIONS, hasRole, type AccessEntry, type Role } from "../access/permissions";

export function isUserManager(access: readonly AccessEntry[]): boolean {
  return hasRole(access, "ROLE_USER_MANAGER");
}

/** Whose accounts a user administrator sees: every account, or those with a role on these organisations. */
export type UserAdministrationScope = { everyone: true } | { everyone: false; orgUids: readonly string[] };

/** The viewer's reach in the user administration; null when they may not use it at all. */
export function userAdministrationScope(access: readonly AccessEntry[]): UserAdministrationScope | null {
  if (isUserManager(access)) return { everyone: true };
  const administered = access.filter((a) => a.roles.includes("ROLE_ORG_ADMIN")).map((a) => a.organizationId);
  if (administered.includes(ALL_ORGANIZATIONS)) return { everyone: true };
  return administered.length > 0 ? { everyone: false, orgUids: administered } : null;
}

/** Whether an organisation's roles are within the scope (shown, and open to grants and withdrawals). */
export function scopeCovers(scope: UserAdministrationScope, orgUid: string): boolean {
  return scope.everyone || scope.orgUids.includes(orgUid);
}

/** Role → the roles that may grant it (the role_grantors rows). */
export type GrantorTable = ReadonlyMap<Role, readonly Role[]>;

export function mayGrant(actor: readonly AccessEntry[], grantors: GrantorTable, role: Role, orgUid: string): boolean {
  const allowed = grantors.get(role) ?? [];
  return actor.some(
    (a) =>
      (a.organizationId === orgUid || a.organizationId === ALL_ORGANIZATIONS) &&
      a.roles.some((held) => allowed.includes(held)),
  );
}

/** One role held on one organisation. */
export interface Grant {
  orgUid: string;
  role: Role;
}

export function mayChangeStatusOf(actor: readonly AccessEntry[], grantors: GrantorTable, target: readonly Grant[]) {
  return isUserManager(actor) && target.every((g) => mayGrant(actor, grantors, g.role, g.orgUid));
}
