/**
 * Whole pages kept for visitors who are not logged in (decision 136). A page that opts in (its
 * route's `handle` has `keptPage: true`, or `keptPage: "decisions"` for the decision page's own
 * room, decision 163) and that its loaders made shareable (public Cache-Control,
 * an ETag, no cookie set) is rendered once per URL and ETag; later visitors with the same URL and
 * ETag (and cookies) get the kept HTML. The ETag names everything the page shows (its data, the build, the
 * visitor's display preferences): it is what a browser's or the edge's conditional GET already
 * trusts, so equal ETags are equal pages.
 *
 * The one part that differs per response is the CSP nonce: the kept copy is stored cut at each
 * occurrence of the nonce it was rendered with, and joined again with the response's own nonce.
 */
import Negotiator from "negotiator";
import { memoCache, type MemoCache } from "#shared/cache";
import { isSharedCacheControl } from "../http/cache-policy";
import { deflateParts, gzipJoined, type DeflatedParts } from "./gzip-parts.server";

/**
 * Two rooms, so that a crawler walking the decisions one by one never pushes the home page and the
 * searches out:
 *  - "pages": the home page and the searches asked most (decision 159), 256 pages of 20-60 KB,
 *    at most ~15 MB per process;
 *  - "decisions": the decisions read most (decision 163), 512 pages of 20-40 KB, ~20 MB.
 */
const ROOM_SIZES = { pages: 256, decisions: 512 } as const;
type Room = keyof typeof ROOM_SIZES;

interface KeptPage {
  /** The page's bytes between the nonce's occurrences. */
  parts: Buffer[];
  /** The length of the nonce the page was rendered with. */
  nonceLength: number;
  /** The same parts compressed, made when a browser that takes gzip first asks for the page. */
  gzip?: DeflatedParts;
}

/** A kept page as one answer: compressed already, or for the server's compression to do. */
export interface KeptAnswer {
  body: Buffer;
  /** "gzip" when the body is compressed (decision 161). */
  encoding: "gzip" | null;
}

const rooms: Record<Room, MemoCache<string, KeptPage>> = {
  pages: memoCache<string, KeptPage>({ max: ROOM_SIZES.pages }),
  decisions: memoCache<string, KeptPage>({ max: ROOM_SIZES.decisions }),
};

/** The room a key belongs to: its first line (keptPageKey). */
function roomOf(key: string): MemoCache<string, KeptPage> {
  return rooms[key.slice(0, key.indexOf("\n")) as Room];
}

export interface KeepablePage {
  request: Request;
  status: number;
  headers: Headers;
  /** The matched routes' `handle` exports, root first. */
  handles: unknown[];
  nonce: string | undefined;
}

/** The room the page asks to be kept in, or null when it does not opt in. */
function roomAsked(handle: unknown): Room | null {
  if (typeof handle !== "object" || handle === null) return null;
  const asked = (handle as { keptPage?: unknown }).keptPage;
  if (asked === true) return "pages";
  return asked === "decisions" ? asked : null;
}

/** The key the page is kept under, or null when it must be rendered for this response alone. */
export function keptPageKey({ request, status, headers, handles, nonce }: KeepablePage): string | null {
  if (request.method !== "GET" || status !== 200 || !nonce) return null;
  const room = roomAsked(handles[handles.length - 1]);
  if (!room) return null;
  const etag = headers.get("ETag");
  const cacheControl = headers.get("Cache-Control");
  if (!etag || !cacheControl || !isSharedCacheControl(cacheControl) || headers.has("Set-Cookie")) return null;
  const url = new URL(request.url);
  // The ETag already names the cookies the shell reads; the whole header is added so that a page
  // can never reach a visitor whose cookies differ, whatever a future shell reads from them.
  return `${room}\n${url.pathname}${url.search}\n${etag}\n${request.headers.get("Cookie") ?? ""}`;
}

/** Whether the request takes gzip (its Accept-Encoding, q-values included). */
export function acceptsGzip(request: Request): boolean {
  const header = request.headers.get("Accept-Encoding");
  return header !== null && new Negotiator({ headers: { "accept-encoding": header } }).encoding(["gzip"]) === "gzip";
}

/**
 * The kept page under the key, with this response's nonce, or null. Gzip-compressed when the
 * request takes it: the page's parts are compressed once, and each answer only joins them around
 * its own nonce (app/shell/gzip-parts.server.ts), where compressing the page again for every answer
 * was a quarter of a kept page's CPU.
 */
export function keptPage(key: string, nonce: string, gzip = false): KeptAnswer | null {
  const page = roomOf(key).peek(key);
  if (!page) return null;
  const nonceBytes = Buffer.from(nonce);
  // Compressed for nonces of the length the page was rendered with (every nonce has it): another
  // length is sent plain, for the server's compression.
  if (gzip && nonceBytes.length === page.nonceLength) {
    page.gzip ??= deflateParts(page.parts, page.nonceLength);
    return { body: gzipJoined(page.gzip, nonceBytes), encoding: "gzip" };
  }
  const joined: Buffer[] = [];
  page.parts.forEach((part, index) => {
    if (index > 0) joined.push(nonceBytes);
    joined.push(part);
  });
  return { body: Buffer.concat(joined), encoding: null };
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
  roomOf(key).set(key, { parts, nonceLength: nonceBytes.length });
}

/** How many pages are kept, in every room (tests). */
export function keptPageCount(): number {
  return Object.values(rooms).reduce((sum, room) => sum + room.size, 0);
}

/** Forgets every kept page (tests). */
export function forgetKeptPages(): void {
  for (const room of Object.values(rooms)) room.clear();
}
