/**
 * The data of the feeds: an organisation's newest publications still in force (SPEC §2
 * /f/{org}/rss, and /f/{org}/atom), and the newest matches of any search (/search/rss,
 * /search/atom). Both ask the search engine, which holds every field an item shows (type,
 * organisation, amount) in one row per decision.
 */
import type { SearchDocument } from "#search/engine";
import { SearchInputError } from "#search/errors";
import { IN_FORCE_STATUSES } from "#shared/decision-status";
import { publicDataStamp } from "../decisions/read.server";
import { organizationPublicVersion } from "../organizations/public-version.server";
import { findOrganization } from "../organizations/read.server";
import { publicBaseUrl } from "../http/public-url";
import { paths } from "../paths";
import { searchEngine } from "../search-page/engine.server";
import { describeSearch } from "../search-page/describe";
import { parseSearchRequest, toSearchQuery } from "../search-page/request";
import { SITE_NAME } from "../shell/site";
import type { Feed, FeedEntry } from "./feed";

export const FEED_SIZE = 50;

function entryOf(doc: SearchDocument): FeedEntry {
  return {
    ada: doc.ada,
    subject: doc.subject,
    status: doc.status,
    orgUid: doc.orgUid,
    orgLabel: doc.orgLabel,
    decisionTypeLabel: doc.decisionTypeLabel,
    protocolNumber: doc.protocolNumber,
    issueDate: doc.issueDate,
    publishedAt: doc.publishedAt,
    updatedAt: doc.updatedAt,
    amount: doc.amount,
  };
}

export interface OrganizationFeedOutcome {
  /**
   * What the feed depends on, for its ETag: the public address, the body's names and the version
   * of its public decisions (migration 0029), so a reader's conditional GET is answered before the
   * search runs, and a publication by another body leaves it valid (decision record 120).
   */
  validators: string[];
  /**
   * The body's last change, for Last-Modified, once its second has passed (a second change in the
   * same second would otherwise carry the same HTTP date); null when unknown or too recent.
   */
  lastModified: number | null;
  /** Runs the search: only when the feed is sent. */
  feed: () => Promise<Feed>;
}

/** The second of `at` has ended by `now`: an HTTP date of it can no longer hide a later change. */
const settled = (at: number | null, now: number) => at !== null && Math.floor(at / 1000) * 1000 + 1000 <= now;

/** An organisation's feed (by uid or latinName), or null when there is no such organisation. */
export function organizationFeed(uidOrLatinName: string): OrganizationFeedOutcome | null {
  const org = findOrganization(uidOrLatinName);
  if (!org) return null;
  const origin = publicBaseUrl();
  const { version, changedAt } = organizationPublicVersion(org.uid);
  return {
    validators: [origin, org.uid, org.label, org.latinName, version],
    lastModified: settled(changedAt, Date.now()) ? changedAt : null,
    feed: async () => {
      const result = await searchEngine().search({
        filters: { orgUids: [org.uid], statuses: [...IN_FORCE_STATUSES] },
        sort: "recent",
        size: FEED_SIZE,
        hitsOnly: true,
      });
      return {
        origin,
        title: `${org.label} – ${SITE_NAME}`,
        description: `Οι ${FEED_SIZE} πιο πρόσφατες αναρτημένες πράξεις του φορέα ${org.label}.`,
        pagePath: paths.organization(org.latinName),
        rssPath: paths.organizationFeed(org.uid),
        atomPath: paths.organizationAtom(org.uid),
        entries: result.hits.map(entryOf),
      };
    },
  };
}

export type SearchFeedOutcome =
  | {
      kind: "ok";
      /**
       * What the feed depends on, for its ETag: the public address, the search and the register's
       * public data version (any publication, edit, revocation or re-filing changes it), so a
       * reader's conditional GET is answered before the search runs (decision 114).
       */
      validators: string[];
      /** Runs the search: only when the feed is sent. */
      feed: () => Promise<Feed>;
    }
  | { kind: "badQuery"; message: string };

/**
 * The feed of the search in `url` (query and fq as on /search; page, size and sort are allowed
 * but a feed is always its FEED_SIZE newest matches). A bad search is known here, before any
 * search runs.
 */
export function searchFeed(url: URL): SearchFeedOutcome {
  try {
    const parsed = parseSearchRequest(url.searchParams);
    const { request } = parsed;
    const query = toSearchQuery(parsed, { page: 0, size: FEED_SIZE, sort: "recent", facets: [] });
    const origin = publicBaseUrl();
    const link = { text: request.text, fq: request.fq };
    return {
      kind: "ok",
      validators: [origin, JSON.stringify(link), publicDataStamp()],
      feed: async () => {
        // The newest page alone: a feed states no total, facets or snippets.
        const result = await searchEngine().search({ ...query, hitsOnly: true });
        const what = describeSearch(request);
        return {
          origin,
          title: `Αναζήτηση: ${what} – ${SITE_NAME}`,
          description: `Οι ${FEED_SIZE} πιο πρόσφατες πράξεις της αναζήτησης ${what}.`,
          pagePath: paths.search(link),
          rssPath: paths.searchFeed(link, "rss"),
          atomPath: paths.searchFeed(link, "atom"),
          entries: result.hits.map(entryOf),
        };
      },
    };
  } catch (error) {
    if (error instanceof SearchInputError) return { kind: "badQuery", message: error.message };
    throw error;
  }
}
