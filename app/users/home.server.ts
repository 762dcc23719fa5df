/**
 * What /userhome shows a logged-in user: their organisations with their roles there, whether
 * they may enter decisions, and the submitted (not yet published) decisions they may see.
 */
import { ALL_ORGANIZATIONS, ROLE_LABELS, submitOrganizations, type AccessEntry } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { listBookmarks, mayKeepBookmarks, type Bookmark } from "../bookmarks/bookmarks.server";
import { listSubmitted, type DecisionListItem } from "../decisions/read.server";
import { organizationNames } from "../organizations/read.server";
import { paths } from "../paths";

export const SUBMITTED_LIST_SIZE = 50;

export interface UserHome {
  name: string;
  username: string;
  email: string;
  lastLogin: number | null;
  access: { orgUid: string; orgLabel: string; href: string | null; roles: string[] }[];
  canSubmit: boolean;
  /** Null when the user may not see submitted decisions at all. */
  submitted: DecisionListItem[] | null;
  /** Saved searches with their delete links; null without PERM_STOREDSEARCH_MANAGE. */
  bookmarks: (Bookmark & { deleteHref: string })[] | null;
}

function submittedScope(access: readonly AccessEntry[]): string[] | "all" | null {
  const entries = access.filter((a) => a.permissions.includes("PERM_DECISIONS_VIEW_SUBMITTED"));
  if (entries.length === 0) return null;
  if (entries.some((a) => a.organizationId === ALL_ORGANIZATIONS)) return "all";
  return entries.map((a) => a.organizationId);
}

export function userHome(user: SessionUser): UserHome {
  const names = new Map(
    organizationNames(user.access.map((a) => a.organizationId).filter((id) => id !== ALL_ORGANIZATIONS)).map((o) => [
      o.uid,
      o,
    ]),
  );
  const scope = submittedScope(user.access);
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    lastLogin: user.lastLogin,
    access: user.access.map((a) => {
      const org = names.get(a.organizationId);
      return {
        orgUid: a.organizationId,
        orgLabel: a.organizationId === ALL_ORGANIZATIONS ? "Όλοι οι φορείς" : (org?.label ?? a.organizationId),
        href: org ? paths.organization(org.latinName) : null,
        roles: a.roles.map((r) => ROLE_LABELS[r] ?? r),
      };
    }),
    canSubmit: submitOrganizations(user.access).length > 0,
    submitted: scope === null ? null : listSubmitted(scope, SUBMITTED_LIST_SIZE),
    bookmarks: mayKeepBookmarks(user.access)
      ? listBookmarks(user.id).map((b) => ({ ...b, deleteHref: paths.bookmarkDelete(b.id) }))
      : null,
  };
}
