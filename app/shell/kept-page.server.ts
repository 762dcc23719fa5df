/**
 * Whole pages kept for visitors who are not logged in (decision 136). A page that opts in (its
 * route's `handle` has `keptPage: true`) and that its loaders made shareable (public Cache-Control,
 * an ETag, no cookie set) is rendered once per URL and ETag; later visitors with the same URL and
 * ETag (and cookies) get the kept HTML. The ETag names everything the page shows (its data, the build, the
 * visitor's display preferences): it is what a browser's or the edge's conditional GET already
 * trusts, so equal ETags are equal pages.
 *
 * The one part that differs per response is the CSP nonce: the kept copy is stored cut at each
 * occurrence of the nonce it was rendered with, and joined again with the response's own nonce.
 */
import { memoCache } from "#shared/cache";
import { isSharedCacheControl } from "../http/cache-policy";

/**
 * The home page and the searches asked most (decision 159): pages are 20-60 KB, so at most ~15 MB
 * per process.
 */
const KEPT_PAGES = 256;

/** The page's bytes between the nonce's occurrences. */
type KeptPage = Buffer[];

const kept = memoCache<string, KeptPage>({ max: KEPT_PAGES });

export interface KeepablePage {
  request: Request;
  status: number;
  headers: Headers;
  /** The matched routes' `handle` exports, root first. */
  handles: unknown[];
  nonce: string | undefined;
}

function optsIn(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as { keptPage?: unknown }).keptPage === true;
}

/** The key the page is kept under, or null when it must be rendered for this response alone. */
export function keptPageKey({ request, status, headers, handles, nonce }: KeepablePage): string | null {
  if (request.method !== "GET" || status !== 200 || !nonce) return null;
  if (!optsIn(handles[handles.length - 1])) return null;
  const etag = headers.get("ETag");
  const cacheControl = headers.get("Cache-Control");
  if (!etag || !cacheControl || !isSharedCacheControl(cacheControl) || headers.has("Set-Cookie")) return null;
  const url = new URL(request.url);
  // The ETag already names the cookies the shell reads; the whole header is added so that a page
  // can never reach a visitor whose cookies differ, whatever a future shell reads from them.
  return `${url.pathname}${url.search}\n${etag}\n${request.headers.get("Cookie") ?? ""}`;
}

/** The kept page under the key, with this response's nonce, or null. */
export function keptPage(key: string, nonce: string): Buffer | null {
  const parts = kept.peek(key);
  if (!parts) return null;
  const nonceBytes = Buffer.from(nonce);
  const joined: Buffer[] = [];
  parts.forEach((part, index) => {
    if (index > 0) joined.push(nonceBytes);
    joined.push(part);
  });
  return Buffer.concat(joined);
}

/** Keeps a page rendered with the given nonce. */
export function keepPage(key: string, html: Buffer, nonce: string): void {
  const nonceBytes = Buffer.from(nonce);
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = html.indexOf(nonceBytes, from); at !== -1; at = html.indexOf(nonceBytes, from)) {
    parts.push(Buffer.from(html.subarray(from, at)));
    from = at + nonceBytes.length;
  }
  parts.push(Buffer.from(html.subarray(from)));
  kept.set(key, parts);
}

/** How many pages are kept (tests). */
export function keptPageCount(): number {
  return kept.size;
}

/** Forgets every kept page (tests). */
export function forgetKeptPages(): void {
  kept.clear();
}
