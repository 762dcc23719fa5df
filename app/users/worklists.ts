/** The worklists of /userhome and their sizes (pure: the page's components read them too). */
export const WORKLISTS = ["submitted", "pending", "published"] as const;
export type Worklist = (typeof WORKLISTS)[number];

export const WORKLIST_PAGE_SIZE = 20;
/** "Recently published": the last 30 days. */
export const RECENT_DAYS = 30;

/**
 * The worklists' filters (issue 9): one GET form over every list. `list` shows one list only;
 * `type` a decision type; `org` one of the user's organisations; `from`/`to` the issue date
 * (ISO yyyy-mm-dd, inclusive); `q` words of the subject, a protocol number or an ADA.
 */
export interface WorklistFilter {
  list?: Worklist;
  type?: string;
  org?: string;
  from?: string;
  to?: string;
  q?: string;
}

/** The filter as query parameters (screen dates dd/mm/yyyy), for the paging links that keep it. */
export function filterQuery(filter: WorklistFilter, screenDate: (iso: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.list) out.list = filter.list;
  if (filter.type) out.type = filter.type;
  if (filter.org) out.org = filter.org;
  if (filter.from) out.from = screenDate(filter.from);
  if (filter.to) out.to = screenDate(filter.to);
  if (filter.q) out.q = filter.q;
  return out;
}
