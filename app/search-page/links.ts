/** Fixed searches the home page offers (SPEC §2 "Quick searches covering 30 days or one year"). */
import { formatFilter, formatRangeFilter } from "#search/query-language";
import { addDays, athensDay } from "#shared/dates";

export interface QuickSearch {
  label: string;
  href: string;
}

/** Decisions issued in the last 30 days and in the last year, by Athens calendar days. */
export function quickSearchLinks(now: number): QuickSearch[] {
  const today = athensDay(now);
  const link = (from: string) => `/search?${new URLSearchParams({ fq: formatRangeFilter("issueDate", from, today) })}`;
  return [
    { label: "Πράξεις των τελευταίων 30 ημερών", href: link(addDays(today, -29)) },
    { label: "Πράξεις του τελευταίου έτους", href: link(addDays(today, -364)) },
  ];
}

/** All decisions of one organisation (the organisation page's link into the search). */
export function organizationSearchHref(orgUid: string): string {
  return `/search?${new URLSearchParams({ fq: formatFilter("organizationUid", [orgUid]) })}`;
}
