/**
 * Who manages a body's public documents (SPEC §6 PERM_PUBDOCS_MANAGE, "only for users without
 * global access"): the permission held on that body itself; an all-organisations entry ('0', the
 * administrator's) does not count. Pure, so the menu and the domain ask the same rule.
 */
import type { AccessEntry } from "../access/permissions";

/** SPEC §6: PERM_PUBDOCS_MANAGE on this very body (an all-organisations entry does not count). */
export function mayManagePublicDocuments(access: readonly AccessEntry[], orgUid: string): boolean {
  return access.some((a) => a.organizationId === orgUid && a.permissions.includes("PERM_PUBDOCS_MANAGE"));
}

/** The bodies whose public documents the user manages. */
export function publicDocumentBodies(access: readonly AccessEntry[]): string[] {
  return [
    ...new Set(
      access
        .filter((a) => a.permissions.includes("PERM_PUBDOCS_MANAGE") && a.organizationId !== "0")
        .map((a) => a.organizationId),
    ),
  ];
}
