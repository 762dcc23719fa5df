/**
 * SPEC §7 "Preferences" (bookmarks) and "Notices" for the signed-in user: their saved searches
 * (app/bookmarks/bookmarks.server.ts: the same rules as /userhome) and their unread notices
 * (app/notices/notices.server.ts: the bell's list and count). A user asks only about themselves.
 */
import { z } from "zod";
import type { SessionUser } from "#app/access/session-user";
import { deleteBookmark, listBookmarks, mayKeepBookmarks, saveBookmark } from "#app/bookmarks/bookmarks.server";
import { refuse } from "#app/http/refuse.server";
import { MSG, TEXT } from "#app/messages";
import { unreadNoticeCount, unreadNoticesFor } from "#app/notices/notices.server";
import { answer, defineCall } from "../call";
import { apiInstant, instantOf } from "../schemas";

const PREFS = "Προτιμήσεις";
const NOTICES = "Ανακοινώσεις";

const bookmark = z.object({ id: z.number().int(), description: z.string(), link: z.string(), createdAt: apiInstant });

function bookmarkKeeper(user: SessionUser | null): SessionUser {
  if (!user || !mayKeepBookmarks(user.access)) refuse(403, MSG.forbidden, "api");
  return user;
}

const listOf = (user: SessionUser) => listBookmarks(user.id).map((b) => ({ ...b, createdAt: instantOf(b.createdAt) }));

export const bookmarks = defineCall({
  method: "GET",
  path: "/prefs/bookmarks",
  tag: PREFS,
  summary: "Οι σελιδοδείκτες (αποθηκευμένες αναζητήσεις) του χρήστη, νεότερος πρώτος.",
  access: { permission: "PERM_STOREDSEARCH_MANAGE" },
  response: z.array(bookmark),
  example: "/prefs/bookmarks",
  handler: ({ user }) => listOf(bookmarkKeeper(user)),
});

export const saveBookmarkCall = defineCall({
  method: "POST",
  path: "/prefs/bookmarks",
  tag: PREFS,
  summary: "Αποθηκεύει μια αναζήτηση (link: διαδρομή /search?…) με περιγραφή.",
  access: { permission: "PERM_STOREDSEARCH_MANAGE" },
  body: z.object({ link: z.string().max(4000), description: z.string().max(1000) }),
  response: z.array(bookmark),
  example: "/prefs/bookmarks",
  exampleBody: {
    link: "/search?query=%CE%BA%CE%B1%CE%B8%CE%B1%CF%81%CE%B9%CF%83%CE%BC%CE%BF%CF%8D",
    description: "Καθαρισμός",
  },
  handler: ({ user, body }) => {
    const keeper = bookmarkKeeper(user);
    const saved = saveBookmark(keeper, body.link, body.description);
    if (!saved.ok) refuse(400, saved.message, "api");
    return answer(listOf(keeper), { status: 201 });
  },
});

export const deleteBookmarkCall = defineCall({
  method: "POST",
  path: "/prefs/bookmarks/del",
  tag: PREFS,
  summary: "Διαγράφει έναν σελιδοδείκτη του χρήστη.",
  access: { permission: "PERM_STOREDSEARCH_MANAGE" },
  body: z.object({ id: z.number().int().min(1) }),
  response: z.array(bookmark),
  example: "/prefs/bookmarks/del",
  exampleBody: { id: 1 },
  handler: ({ user, body }) => {
    const keeper = bookmarkKeeper(user);
    if (!deleteBookmark(keeper, body.id)) refuse(404, TEXT.apiNotFound, "api");
    return listOf(keeper);
  },
});

const usernameParam = z.object({ username: z.string().min(1).max(200) });

/** Notices are read by their own reader only. */
function self(user: SessionUser | null, username: string): SessionUser {
  if (!user || user.username !== username) refuse(403, MSG.forbidden, "api");
  return user;
}

export const activeNotices = defineCall({
  method: "GET",
  path: "/notices/getactive/{username}",
  tag: NOTICES,
  summary: "Οι ενεργές ανακοινώσεις για τον χρήστη που δεν έχει επιβεβαιώσει ακόμη.",
  access: "user",
  params: usernameParam,
  response: z.array(z.object({ uid: z.string(), message: z.string(), createdAt: apiInstant })),
  example: "/notices/getactive/publisher",
  handler: ({ user, params }) =>
    unreadNoticesFor(self(user, params.username)).map((n) => ({
      uid: n.uid,
      message: n.message,
      createdAt: instantOf(n.createdAt),
    })),
});

export const noticeCount = defineCall({
  method: "GET",
  path: "/notices/logs/count/{username}",
  tag: NOTICES,
  summary: "Το πλήθος των ανακοινώσεων που δεν έχει επιβεβαιώσει ο χρήστης (0 όταν δεν διαβάζεται, SPEC §8).",
  access: "user",
  params: usernameParam,
  response: z.object({ count: z.number().int() }),
  example: "/notices/logs/count/publisher",
  handler: ({ user, params }) => ({ count: unreadNoticeCount(self(user, params.username)) }),
});

export const PREFERENCE_CALLS = [bookmarks, saveBookmarkCall, deleteBookmarkCall, activeNotices, noticeCount];
