/**
 * Roles, permissions and which role grants which permission (SPEC §6). Pure: no database.
 * Permissions are held per organisation; the organisation id '0' means every organisation.
 */

export const ALL_ORGANIZATIONS = "0";

export const ROLES = [
  "ROLE_ADMIN",
  "ROLE_USER_MANAGER",
  "ROLE_ORG_USER",
  "ROLE_FEEDBACK_EDITOR",
  "ROLE_ORG_SUBMITTER",
  "ROLE_ORG_PUBLISHER",
  "ROLE_API_USER",
  "ROLE_ORG_ADMIN",
] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = [
  "PERM_ORG_CREATE",
  "PERM_ADMIN_ORG_CREATE",
  "PERM_ADMIN_ORG_DELETE",
  "PERM_ADMIN_ORG_RENAME",
  "PERM_ADMIN_ORG_MOVE",
  "PERM_ADMIN_ORG_ACTIVATE",
  "PERM_ADMIN_ORG_MERGE",
  "PERM_UNITS_CREATE",
  "PERM_UNITS_DELETE",
  "PERM_SIGNERS_CREATE",
  "PERM_SIGNERS_DELETE",
  "PERM_DECISIONS_SUBMIT",
  "PERM_DECISIONS_VIEW_SUBMITTED",
  "PERM_DECISIONS_EDIT_SUBMITTED",
  "PERM_DECISIONS_PUBLISH_SUBMITTED",
  "PERM_DECISIONS_EDIT_PUBLISHED",
  "PERM_DECISIONS_CREATE_CORRECTED_COPY",
  "PERM_DECISIONS_REQUEST_REVOCATION",
  "PERM_ADMIN_DECISIONS_REVOKE",
  "PERM_VIEW_STATS",
  "PERM_VIEW_FEEDBACK",
  "PERM_EDIT_FEEDBACK",
  "PERM_STOREDSEARCH_MANAGE",
  "PERM_PUBDOCS_MANAGE",
  "PERM_ADMIN_SYSTEM_CONFIG",
  "PERM_ADMIN_DECISION_TYPES",
  "PERM_ADMIN_TAG_CATEGORIES",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ROLE_ADMIN: "Διαχειριστής συστήματος",
  ROLE_USER_MANAGER: "Διαχειριστής χρηστών",
  ROLE_ORG_USER: "Χρήστης φορέα",
  ROLE_FEEDBACK_EDITOR: "Επεξεργαστής σχολίων",
  ROLE_ORG_SUBMITTER: "Συντάκτης πράξεων",
  ROLE_ORG_PUBLISHER: "Αναρτών πράξεων",
  ROLE_API_USER: "Χρήστης API",
  ROLE_ORG_ADMIN: "Διαχειριστής φορέα",
};

const DECISION_WORK: Permission[] = [
  "PERM_DECISIONS_SUBMIT",
  "PERM_DECISIONS_VIEW_SUBMITTED",
  "PERM_DECISIONS_EDIT_SUBMITTED",
];
const DECISION_PUBLISHING: Permission[] = [
  ...DECISION_WORK,
  "PERM_DECISIONS_PUBLISH_SUBMITTED",
  "PERM_DECISIONS_EDIT_PUBLISHED",
  "PERM_DECISIONS_CREATE_CORRECTED_COPY",
  "PERM_DECISIONS_REQUEST_REVOCATION",
];

/** What each role grants. ROLE_ADMIN holds every permission. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  ROLE_ADMIN: PERMISSIONS,
  ROLE_USER_MANAGER: [],
  ROLE_ORG_USER: ["PERM_DECISIONS_VIEW_SUBMITTED", "PERM_STOREDSEARCH_MANAGE", "PERM_VIEW_STATS"],
  ROLE_FEEDBACK_EDITOR: ["PERM_VIEW_FEEDBACK", "PERM_EDIT_FEEDBACK"],
  ROLE_ORG_SUBMITTER: [...DECISION_WORK, "PERM_STOREDSEARCH_MANAGE"],
  ROLE_ORG_PUBLISHER: [...DECISION_PUBLISHING, "PERM_STOREDSEARCH_MANAGE"],
  ROLE_API_USER: DECISION_PUBLISHING,
  ROLE_ORG_ADMIN: [
    "PERM_DECISIONS_VIEW_SUBMITTED",
    "PERM_UNITS_CREATE",
    "PERM_UNITS_DELETE",
    "PERM_SIGNERS_CREATE",
    "PERM_SIGNERS_DELETE",
    "PERM_STOREDSEARCH_MANAGE",
    "PERM_PUBDOCS_MANAGE",
    "PERM_VIEW_STATS",
  ],
};

/** Which roles may grant a role to another user (SPEC §3 Role.grantors). */
export const ROLE_GRANTORS: Record<Role, readonly Role[]> = {
  ROLE_ADMIN: ["ROLE_ADMIN"],
  ROLE_USER_MANAGER: ["ROLE_ADMIN"],
  ROLE_ORG_USER: ["ROLE_ADMIN", "ROLE_USER_MANAGER", "ROLE_ORG_ADMIN"],
  ROLE_FEEDBACK_EDITOR: ["ROLE_ADMIN"],
  ROLE_ORG_SUBMITTER: ["ROLE_ADMIN", "ROLE_USER_MANAGER", "ROLE_ORG_ADMIN"],
  ROLE_ORG_PUBLISHER: ["ROLE_ADMIN", "ROLE_USER_MANAGER", "ROLE_ORG_ADMIN"],
  ROLE_API_USER: ["ROLE_ADMIN", "ROLE_USER_MANAGER"],
  ROLE_ORG_ADMIN: ["ROLE_ADMIN", "ROLE_USER_MANAGER"],
};

/** One access entry of a user: roles held on one organisation ('0' = all). */
export interface AccessEntry {
  organizationId: string;
  roles: Role[];
  permissions: Permission[];
}

export function permissionsOfRoles(roles: readonly Role[]): Permission[] {
  const set = new Set<Permission>();
  for (const role of roles) for (const p of ROLE_PERMISSIONS[role] ?? []) set.add(p);
  return [...set];
}

/** SPEC §6: a check passes if the permission is held on the organisation or on '0'. */
export function hasPermission(
  access: readonly AccessEntry[],
  permission: Permission,
  orgUid: string = ALL_ORGANIZATIONS,
): boolean {
  return access.some(
    (a) =>
      (a.organizationId === orgUid || a.organizationId === ALL_ORGANIZATIONS) && a.permissions.includes(permission),
  );
}

/** Whether the permission is held on any organisation (menu visibility). */
export function hasPermissionAnywhere(access: readonly AccessEntry[], permission: Permission): boolean {
  return access.some((a) => a.permissions.includes(permission));
}

export function hasRole(access: readonly AccessEntry[], role: Role, orgUid?: string): boolean {
  return access.some(
    (a) =>
      (orgUid === undefined || a.organizationId === orgUid || a.organizationId === ALL_ORGANIZATIONS) &&
      a.roles.includes(role),
  );
}

/** Permissions the user holds on one organisation (including global grants). */
export function permissionsOn(access: readonly AccessEntry[], orgUid: string): Set<Permission> {
  const set = new Set<Permission>();
  for (const a of access)
    if (a.organizationId === orgUid || a.organizationId === ALL_ORGANIZATIONS)
      for (const p of a.permissions) set.add(p);
  return set;
}

/** Users holding ROLE_API_USER use the JSON API only: no decision entry screens (SPEC §2, §6). */
export function isApiOnly(access: readonly AccessEntry[]): boolean {
  return access.some((a) => a.roles.includes("ROLE_API_USER"));
}

/**
 * The access a browser session carries. An API-only user's permissions count only in the JSON
 * API, so on the screens they hold their roles (shown on /userhome) but no permission: no
 * screen, link or action can then grant them anything, whatever check it uses.
 */
export function screenAccess(access: readonly AccessEntry[]): AccessEntry[] {
  if (!isApiOnly(access)) return [...access];
  return access.map((a) => ({ ...a, permissions: [] }));
}

/** Organisations on which the user may submit decisions through the screens. */
export function submitOrganizations(access: readonly AccessEntry[]): string[] {
  if (isApiOnly(access)) return [];
  return apiSubmitOrganizations(access);
}

/** Organisations the user may submit for through the OpenData write API (API users included). */
export function apiSubmitOrganizations(access: readonly AccessEntry[]): string[] {
  return access.filter((a) => a.permissions.includes("PERM_DECISIONS_SUBMIT")).map((a) => a.organizationId);
}
