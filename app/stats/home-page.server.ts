/**
 * What the home page shows (SPEC §2 "Home page"), in one call: the KPI counters and the charts
 * (recomputed at most hourly, kpi.server.ts and charts.server.ts), the quick searches of today's
 * Athens day, the newest publications and the organisations of the chosen category tab.
 */
import { latestPublished, type DecisionListItem } from "../decisions/read.server";
import { homeNews } from "../news/news-feed.server";
import type { NewsItem } from "../news/parse";
import { quickSearchLinks, type QuickSearch } from "../search-page/links";
import { organizationsOfCategory, type CategoryOrganization } from "./category-organizations.server";
import { getHomeCharts, type HomeCharts } from "./charts.server";
import { getKpis, type Kpis } from "./kpi.server";
import { DEFAULT_HOME_CATEGORY, type HomeCategory } from "./org-categories";

export const HOME_LATEST = 10;

export interface HomePage {
  kpis: Kpis;
  latest: (DecisionListItem & { ada: string })[];
  quickSearches: QuickSearch[];
  /** None when they cannot be counted: SPEC §8 says chart load errors are silently ignored. */
  charts: HomeCharts | null;
  category: HomeCategory;
  organizations: CategoryOrganization[];
  /** The news feed's newest items; none when unset, not fetched yet or failing (SPEC §8). */
  news: NewsItem[];
}

export function homePage(category: HomeCategory = DEFAULT_HOME_CATEGORY, now = Date.now()): HomePage {
  return {
    kpis: getKpis(),
    latest: latestPublished({ limit: HOME_LATEST }).flatMap((d) => (d.ada ? [{ ...d, ada: d.ada }] : [])),
    quickSearches: quickSearchLinks(now),
    charts: chartsOrNone(now),
    category,
    organizations: organizationsOfCategory(category),
    news: homeNews(),
  };
}

/** SPEC §8 "News feed, chart and tree load errors: silently ignored": the page shows without charts. */
function chartsOrNone(now: number): HomeCharts | null {
  try {
    return getHomeCharts(now);
  } catch (error) {
    console.error("the home page's charts could not be counted", error);
    return null;
  }
}
