/**
 * What the home page shows (SPEC §2 "Home page"), in one call: the KPI counters (recomputed at
 * most hourly, kpi.server.ts), the quick searches of today's Athens day, and the newest
 * publications.
 */
import { latestPublished, type DecisionListItem } from "../decisions/read.server";
import { quickSearchLinks, type QuickSearch } from "../search-page/links";
import { getKpis, type Kpis } from "./kpi.server";

export const HOME_LATEST = 10;

export interface HomePage {
  kpis: Kpis;
  latest: (DecisionListItem & { ada: string })[];
  quickSearches: QuickSearch[];
}

export function homePage(now = Date.now()): HomePage {
  return {
    kpis: getKpis(),
    latest: latestPublished({ limit: HOME_LATEST }).flatMap((d) => (d.ada ? [{ ...d, ada: d.ada }] : [])),
    quickSearches: quickSearchLinks(now),
  };
}
