/**
 * Bookmarks (SPEC §2 "Search page helpers", §7 /prefs/bookmarks, §8): a user who holds
 * PERM_STOREDSEARCH_MANAGE saves the search they are looking at with a description, and lists and
 * deletes their bookmarks on /userhome. A bookmark is a search URL of this site, stored in its
 * canonical form (app/search-page/links.ts), so it cannot point anywhere else. Every change is one
 * transaction with its audit row.
 */
import { and, desc, eq } from "drizzle-orm";
import { getDb, schema } from "#db/client";
import { SearchInputError } from "#search/errors";
import { writeAudit } from "../audit.server";
import { hasPermissionAnywhere, isApiOnly, type AccessEntry } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import { searchPath } from "../search-page/links";
import { parseSearchRequest } from "../search-page/request";

export const MAX_DESCRIPTION = 200;
/** Most bookmarks one user keeps (a list on one page). */
export const MAX_BOOKMARKS = 100;

export const BOOKMARK_ERRORS = {
  description: `Γράψτε μια περιγραφή του σελιδοδείκτη, έως ${MAX_DESCRIPTION} χαρακτήρες.`,
  link: "Ο σελιδοδείκτης αποθηκεύει μόνο αναζητήσεις αυτού του μητρώου.",
  tooMany: `Έχετε ήδη ${MAX_BOOKMARKS} σελιδοδείκτες: διαγράψτε κάποιον πριν αποθηκεύσετε νέο.`,
};

/** SPEC §2: bookmarks need the manage-bookmarks permission (and a screen user, not API-only). */
export function mayKeepBookmarks(access: readonly AccessEntry[]): boolean {
  return hasPermissionAnywhere(access, "PERM_STOREDSEARCH_MANAGE") && !isApiOnly(access);
}

export interface Bookmark {
  id: number;
  description: string;
  link: string;
  createdAt: number;
}

/** The canonical /search path a submitted link names, or null when it is not a valid search. */
export function canonicalSearchLink(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link, "http://site.invalid");
  } catch {
    return null;
  }
  if (url.origin !== "http://site.invalid" || url.pathname !== "/search") return null;
  try {
    return searchPath(parseSearchRequest(url.searchParams).request);
  } catch (error) {
    if (error instanceof SearchInputError) return null;
    throw error;
  }
}

export function listBookmarks(userId: number): Bookmark[] {
  const b = schema.bookmarks;
  return getDb()
    .select({ id: b.id, description: b.description, link: b.link, createdAt: b.createdAt })
    .from(b)
    .where(and(eq(b.userId, userId), eq(b.linkType, "SEARCH")))
    .orderBy(desc(b.createdAt), desc(b.id))
    .all();
}

export function bookmarkOf(userId: number, id: number): Bookmark | null {
  return listBookmarks(userId).find((b) => b.id === id) ?? null;
}

export type SaveOutcome = { ok: true; link: string } | { ok: false; message: string; link: string | null };

/** Saves the search `link` with `description` for the user (one transaction, audited). */
export function saveBookmark(user: SessionUser, link: string, description: string): SaveOutcome {
  const canonical = canonicalSearchLink(link);
  if (!canonical) return { ok: false, message: BOOKMARK_ERRORS.link, link: null };
  const text = description.trim();
  if (!text || text.length > MAX_DESCRIPTION)
    return { ok: false, message: BOOKMARK_ERRORS.description, link: canonical };
  const db = getDb();
  return db.transaction((tx) => {
    const b = schema.bookmarks;
    const count = tx.select({ id: b.id }).from(b).where(eq(b.userId, user.id)).all().length;
    if (count >= MAX_BOOKMARKS) return { ok: false, message: BOOKMARK_ERRORS.tooMany, link: canonical };
    const at = Date.now();
    const row = tx
      .insert(b)
      .values({ userId: user.id, link: canonical, linkType: "SEARCH", description: text, createdAt: at })
      .returning({ id: b.id })
      .get();
    writeAudit(tx, {
      userId: user.id,
      action: "bookmark.save",
      entityType: "bookmark",
      entityId: row.id,
      details: { link: canonical },
      at,
    });
    return { ok: true, link: canonical };
  });
}

/** Deletes one of the user's bookmarks; false when they have no such bookmark. */
export function deleteBookmark(user: SessionUser, id: number): boolean {
  const db = getDb();
  return db.transaction((tx) => {
    const b = schema.bookmarks;
    const deleted = tx
      .delete(b)
      .where(and(eq(b.id, id), eq(b.userId, user.id)))
      .returning({ link: b.link })
      .all();
    if (deleted.length === 0) return false;
    writeAudit(tx, {
      userId: user.id,
      action: "bookmark.delete",
      entityType: "bookmark",
      entityId: id,
      details: { link: deleted[0].link },
    });
    return true;
  });
}
