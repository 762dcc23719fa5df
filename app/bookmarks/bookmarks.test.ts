/**
 * Bookmarks against a real SQLite file: only searches of this site are kept, in canonical form;
 * each change writes its audit row; a user sees and deletes only their own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb, schema, setDb } from "#db/client";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { auditOf } from "../audit.server";
import { permissionsOfRoles } from "../access/permissions";
import type { SessionUser } from "../access/session-user";
import {
  BOOKMARK_ERRORS,
  bookmarkOf,
  canonicalSearchLink,
  deleteBookmark,
  listBookmarks,
  mayKeepBookmarks,
  saveBookmark,
} from "./bookmarks.server";

let testDb: TestDatabase;
const users: SessionUser[] = [];

function user(id: number, username: string): SessionUser {
  return {
    id,
    username,
    name: username,
    email: `${username}@example.org`,
    access: [{ organizationId: "6013", roles: ["ROLE_ORG_USER"], permissions: permissionsOfRoles(["ROLE_ORG_USER"]) }],
  } as unknown as SessionUser;
}

beforeAll(() => {
  testDb = createTestDatabase();
  setDb(testDb.db);
  for (const name of ["alice", "bob"]) {
    const row = getDb()
      .insert(schema.users)
      .values({ username: name, passwordHash: "x", name, email: `${name}@example.org` })
      .returning({ id: schema.users.id })
      .get();
    users.push(user(row.id, name));
  }
});
afterAll(() => testDb.cleanup());

describe("bookmarks", () => {
  it("keeps only searches of this site, written canonically", () => {
    expect(canonicalSearchLink('/search?page=0&query=  "δαπάνη"   AND status:"PUBLISHED"&sort=recent')).toBe(
      `/search?${new URLSearchParams({ query: '"δαπάνη" AND status:"PUBLISHED"' })}`,
    );
    for (const bad of [
      "https://evil.example/search",
      "//evil.example/search",
      "/userhome",
      "/search?sort=best",
      "/search?x=1",
    ])
      expect(canonicalSearchLink(bad), bad).toBeNull();
  });

  it("saves with an audit row, lists newest first, and deletes only the owner's", () => {
    const [alice, bob] = users;
    expect(saveBookmark(alice, "/search?query=ύδρευση", "  Ύδρευση ")).toEqual({
      ok: true,
      link: "/search?query=%CF%8D%CE%B4%CF%81%CE%B5%CF%85%CF%83%CE%B7",
    });
    saveBookmark(alice, "/search?fq=status:%22REVOKED%22", "Ανακλήσεις");
    const list = listBookmarks(alice.id);
    expect(list.map((b) => b.description)).toEqual(["Ανακλήσεις", "Ύδρευση"]);
    expect(listBookmarks(bob.id)).toEqual([]);
    expect(auditOf("bookmark", list[0].id).map((a) => a.action)).toEqual(["bookmark.save"]);

    // Bob cannot see or delete Alice's bookmark.
    expect(bookmarkOf(bob.id, list[0].id)).toBeNull();
    expect(deleteBookmark(bob, list[0].id)).toBe(false);
    expect(deleteBookmark(alice, list[0].id)).toBe(true);
    expect(listBookmarks(alice.id).map((b) => b.description)).toEqual(["Ύδρευση"]);
    expect(auditOf("bookmark", list[0].id).map((a) => a.action)).toEqual(["bookmark.save", "bookmark.delete"]);
  });

  it("refuses a blank or long description and a link that is not a search, saving nothing", () => {
    const [, bob] = users;
    expect(saveBookmark(bob, "/search", "   ")).toEqual({
      ok: false,
      message: BOOKMARK_ERRORS.description,
      link: "/search",
    });
    expect(saveBookmark(bob, "/search", "α".repeat(201))).toMatchObject({ ok: false });
    expect(saveBookmark(bob, "https://evil.example/", "x")).toEqual({
      ok: false,
      message: BOOKMARK_ERRORS.link,
      link: null,
    });
    expect(listBookmarks(bob.id)).toEqual([]);
  });

  it("needs the manage-bookmarks permission, and not API-only access", () => {
    expect(mayKeepBookmarks(users[0].access)).toBe(true);
    expect(
      mayKeepBookmarks([
        { organizationId: "6013", roles: ["ROLE_API_USER"], permissions: permissionsOfRoles(["ROLE_API_USER"]) },
      ]),
    ).toBe(false);
  });
});
