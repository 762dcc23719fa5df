/** Fixed searches the home page offers (SPEC §2 "Quick searches covering 30 days or one year"). */
import { addDays, athensDay } from "../format";
import { issueDateFilter } from "./params";

export interface QuickSearch {
  label: string;
  href: string;
}

/** Decisions issued in the last 30 days and in the last year, by Athens calendar days. */
export function quickSearchLinks(now: number): QuickSearch[] {
  const today = athensDay(now);
  const link = (from: string) => `/search?fq=${encodeURIComponent(issueDateFilter(from, today))}`;
  return [
    { label: "Πράξεις των τελευταίων 30 ημερών", href: link(addDays(today, -29)) },
    { label: "Πράξεις του τελευταίου έτους", href: link(addDays(today, -364)) },
  ];
}
