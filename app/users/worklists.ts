/** The worklists of /userhome and their sizes (pure: the page's components read them too). */
export const WORKLISTS = ["submitted", "pending", "published"] as const;
export type Worklist = (typeof WORKLISTS)[number];

export const WORKLIST_PAGE_SIZE = 20;
/** "Recently published": the last 30 days. */
export const RECENT_DAYS = 30;
