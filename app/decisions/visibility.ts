/**
 * Who may see what of a decision (SPEC §2, §4): a version that has gone public is for everyone;
 * a version that has not (a SUBMITTED decision, which has no ADA yet) only for users holding
 * PERM_DECISIONS_VIEW_SUBMITTED on the decision's organisation (or on '0'). Pure.
 */
import { isInForce } from "#shared/decision-status";
import { hasPermission, type AccessEntry } from "../access/permissions";

export function isPublicVersion(version: { publishedAt: number | null }): boolean {
  return version.publishedAt !== null;
}

export function maySeeUnpublished(access: readonly AccessEntry[] | null, orgUid: string): boolean {
  return access !== null && hasPermission(access, "PERM_DECISIONS_VIEW_SUBMITTED", orgUid);
}

export function mayViewVersion(
  version: { publishedAt: number | null },
  orgUid: string,
  access: readonly AccessEntry[] | null,
): boolean {
  return isPublicVersion(version) || maySeeUnpublished(access, orgUid);
}

/** A decision's document is public while it is published; a revoked one is withdrawn. */
export function documentIsAvailable(status: string): boolean {
  return isInForce(status);
}
