/**
 * Who a notice is for (SPEC §3 Notice.targets). Stored as a list of strings in the notices table:
 *   "ALL"            every logged-in user;
 *   "ROLE:<role>"    users holding the role on any organisation;
 *   "ORG:<uid>"      users with access on that organisation (a '0' grant does not count: an
 *                    administrator of every body is not a member of each one).
 * Pure: the admin form, the bell and the tests share it.
 */
import { ROLE_LABELS, ROLES, type AccessEntry, type Role } from "#app/access/permissions";

export type NoticeTarget = { kind: "all" } | { kind: "role"; role: Role } | { kind: "organization"; uid: string };

const ROLE_PREFIX = "ROLE:";
const ORG_PREFIX = "ORG:";

export function targetToString(target: NoticeTarget): string {
  if (target.kind === "all") return "ALL";
  if (target.kind === "role") return ROLE_PREFIX + target.role;
  return ORG_PREFIX + target.uid;
}

/** A stored target, or null for one this code does not know (never matched, shown as is). */
export function parseTarget(stored: string): NoticeTarget | null {
  if (stored === "ALL") return { kind: "all" };
  if (stored.startsWith(ROLE_PREFIX)) {
    const role = stored.slice(ROLE_PREFIX.length);
    return (ROLES as readonly string[]).includes(role) ? { kind: "role", role: role as Role } : null;
  }
  if (stored.startsWith(ORG_PREFIX) && stored.length > ORG_PREFIX.length) {
    return { kind: "organization", uid: stored.slice(ORG_PREFIX.length) };
  }
  return null;
}

export function targetMatches(target: NoticeTarget, access: readonly AccessEntry[]): boolean {
  switch (target.kind) {
    case "all":
      return true;
    case "role":
      return access.some((a) => a.roles.includes(target.role));
    case "organization":
      return access.some((a) => a.organizationId === target.uid);
  }
}

/** Whether a notice with these stored targets is meant for a user with this access. */
export function noticeIsFor(storedTargets: readonly string[], access: readonly AccessEntry[]): boolean {
  return storedTargets.some((stored) => {
    const target = parseTarget(stored);
    return target !== null && targetMatches(target, access);
  });
}

/** How a stored target reads in the administration list (organisations by label where known). */
export function targetLabel(stored: string, organizationLabels: Readonly<Record<string, string>>): string {
  const target = parseTarget(stored);
  if (!target) return stored;
  if (target.kind === "all") return "Όλοι οι χρήστες";
  if (target.kind === "role") return `Ρόλος: ${ROLE_LABELS[target.role]}`;
  return `Φορέας: ${organizationLabels[target.uid] ?? target.uid}`;
}
