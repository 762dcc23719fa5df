/**
 * The home page's news (SPEC §2, §8): fetched from NEWS_FEED_URL in the background and kept in
 * memory. A visit never waits for the feed: it gets what is kept (nothing at first), and a stale
 * copy starts one fetch for the next visits. A feed that fails or times out is silently ignored
 * (SPEC §8): the last good items stay, and the next try is a minute later.
 */
import { config } from "#config/env";
import { parseNewsFeed, type NewsItem } from "./parse";

const FETCH_TIMEOUT_MS = 5_000;
const MAX_FEED_BYTES = 1024 * 1024;
const RETRY_AFTER_FAILURE_MS = 60_000;

interface NewsState {
  url: string | null;
  items: NewsItem[];
  /** When the kept items stop being fresh. */
  freshUntil: number;
  fetching: Promise<void> | null;
}

let state: NewsState = { url: null, items: [], freshUntil: 0, fetching: null };

async function readLimited(response: Response): Promise<string> {
  const declared = Number(response.headers.get("Content-Length") ?? 0);
  if (declared > MAX_FEED_BYTES) throw new Error(`news feed larger than ${MAX_FEED_BYTES} bytes`);
  const text = await response.text();
  if (text.length > MAX_FEED_BYTES) throw new Error(`news feed larger than ${MAX_FEED_BYTES} bytes`);
  return text;
}

export async function fetchNews(url: string): Promise<NewsItem[]> {
  const response = await fetch(url, {
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    headers: { Accept: "application/rss+xml, application/atom+xml, application/json;q=0.9, */*;q=0.5" },
    redirect: "follow",
  });
  if (!response.ok) throw new Error(`news feed answered ${response.status}`);
  return parseNewsFeed(await readLimited(response));
}

function refresh(url: string, onError: (error: unknown) => void): void {
  const current = state;
  current.fetching = (async () => {
    try {
      const items = await fetchNews(url);
      if (state === current)
        Object.assign(current, { items, freshUntil: Date.now() + config().NEWS_FEED_TTL_SECONDS * 1000 });
    } catch (error) {
      if (state === current) current.freshUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
      onError(error);
    } finally {
      current.fetching = null;
    }
  })();
}

/** The news to show now (possibly none); starts a background fetch when what is kept is stale. */
export function homeNews(onError: (error: unknown) => void = () => {}, now = Date.now()): NewsItem[] {
  const url = config().NEWS_FEED_URL ?? null;
  if (url === null) return [];
  if (state.url !== url) state = { url, items: [], freshUntil: 0, fetching: null };
  if (now >= state.freshUntil && !state.fetching) refresh(url, onError);
  return state.items;
}

/** Waits for the fetch under way, if any (tests). */
export async function newsFetched(): Promise<void> {
  await state.fetching;
}

/** Forgets the kept news (tests). */
export function forgetNews(): void {
  state = { url: null, items: [], freshUntil: 0, fetching: null };
}
