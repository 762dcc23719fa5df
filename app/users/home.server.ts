/**
 * What /userhome shows a logged-in user: their organisations with their roles there, whether
 * they may enter decisions, and their worklists (./worklists.server.ts), each paged with its
 * total: submitted decisions awaiting publication, revocation requests pending, recent publications.
 */
import { ALL_ORGANIZATIONS, type hasPermission, ROLE_LABELS, submitOrganizations } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { listBookmarks, mayKeepBookmarks, type Bookmark } from "../bookmarks/bookmarks.server";
import { organizationNames } from "../organizations/read.server";
import { listDecisionTypes } from "../decisions/catalogue.server";
import { paths } from "../paths";
import {
  WORKLISTS,
  worklistPage,
  worklistScope,
  type Worklist,
  type WorklistFilter,
  type WorklistPage,
} from "./worklists.server";

export interface UserHome {
  name: string;
  username: string;
  email: string;
  lastLogin: number | null;
  access: { orgUid: string; orgLabel: string; href: string | null; roles: string[] }[];
  canSubmit: boolean;
  /** The lists this user has rights for, in WORKLISTS order. */
  worklists: WorklistPage[];
  /** Whether the submitted list offers batch publish / batch delete (each decision is checked again). */
  batch: { publish: boolean; delete: boolean };
  /** Whether the user may revoke publications, so the mass revocation page is offered. */
  massRevocation: boolean;
  /** The worklists' filter form (issue 9): the filter applied, and the choices it offers. */
  filter: WorklistFilter;
  filterOptions: {
    lists: Worklist[];
    /** The user's own organisations; empty when they act on every organisation (then a code is typed). */
    organizations: { value: string; label: string }[];
    types: { value: string; label: string }[];
  };
  /** Saved searches with their delete links; null without PERM_STOREDSEARCH_MANAGE. */
  bookmarks: (Bookmark & { deleteHref: string })[] | null;
}

/** Which page of each list to show (1-based; from the query). */
export type WorklistPages = Partial<Record<Worklist, number>>;

const holdsAnywhere = (user: SessionUser, permission: Parameters<typeof hasPermission>[1]) =>
  user.access.some((a) => a.permissions.includes(permission));

export function userHome(user: SessionUser, pages: WorklistPages = {}, filter: WorklistFilter = {}): UserHome {
  const names = new Map(
    organizationNames(user.access.map((a) => a.organizationId).filter((id) => id !== ALL_ORGANIZATIONS)).map((o) => [
      o.uid,
      o,
    ]),
  );
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
    worklists: WORKLISTS.flatMap((list) => {
      const scope = worklistScope(user.access, list);
      if (scope === null || (filter.list && filter.list !== list)) return [];
      return [worklistPage(list, scope, pages[list] ?? 1, { filter })];
    }),
    filter,
    filterOptions: {
      lists: WORKLISTS.filter((list) => worklistScope(user.access, list) !== null),
      organizations: [...names.values()].map((o) => ({ value: o.uid, label: o.label })),
      types: listDecisionTypes()
        .filter((t) => t.allowedInDecisions)
        .map((t) => ({ value: t.uid, label: `${t.uid} ${t.label}` })),
    },
    batch: {
      publish: holdsAnywhere(user, "PERM_DECISIONS_PUBLISH_SUBMITTED"),
      delete: holdsAnywhere(user, "PERM_DECISIONS_EDIT_SUBMITTED"),
    },
    massRevocation: holdsAnywhere(user, "PERM_ADMIN_DECISIONS_REVOKE"),
    bookmarks: mayKeepBookmarks(user.access)
      ? listBookmarks(user.id).map((b) => ({ ...b, deleteHref: paths.bookmarkDelete(b.id) }))
      : null,
  };
}
