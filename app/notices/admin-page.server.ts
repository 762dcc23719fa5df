/** What the notices administration pages show (/notice/search, /notice/{uid}). */
import { organizationNames } from "#app/organizations/read.server";
import { findNotice, listNotices, typedTargets, type Notice } from "./notices.server";
import { parseTarget } from "./targets";

export interface AdminNotice extends Notice {
  /** Labels of the organisations the targets name, by uid. */
  organizations: Record<string, string>;
}

function withOrganizationLabels(notices: Notice[]): AdminNotice[] {
  const uids = new Set<string>();
  for (const n of notices)
    for (const stored of n.targets) {
      const target = parseTarget(stored);
      if (target?.kind === "organization") uids.add(target.uid);
    }
  const labels = Object.fromEntries(organizationNames([...uids]).map((o) => [o.uid, o.label]));
  return notices.map((n) => ({ ...n, organizations: labels }));
}

export function noticeAdminList(): AdminNotice[] {
  return withOrganizationLabels(listNotices());
}

/** One notice for its edit page, with its targets typed for the form; null when unknown. */
export function noticeAdminPage(uid: string) {
  const notice = findNotice(uid);
  if (!notice) return null;
  const [withLabels] = withOrganizationLabels([notice]);
  return { notice: withLabels, targets: typedTargets(notice.targets) };
}
