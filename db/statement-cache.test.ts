/**
 * Statements compiled once per connection (decision 118), on a real migrated SQLite file: drizzle
 * gets the same compiled statement for the same text, a statement still iterating is never
 * shared, and rows keep their shape whichever caller used the text before.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { schema } from "./client";
import { cachingPrepare } from "./statement-cache";

const t = createTestDatabase();
afterAll(() => t.cleanup());

describe("cachingPrepare", () => {
  it("hands out the statement compiled for a text again", () => {
    const prepare = cachingPrepare(t.db.$client);
    const text = "SELECT count(*) AS n FROM users WHERE id > ?";
    expect(prepare(text)).toBe(prepare(text));
    expect(prepare(text)).not.toBe(prepare("SELECT count(*) AS n FROM users WHERE id >= ?"));
  });

  it("compiles a fresh statement while the kept one is still iterating", () => {
    const prepare = cachingPrepare(t.db.$client);
    const text = "SELECT value FROM json_each('[1,2,3]')";
    const rows = prepare(text).iterate();
    rows.next();
    expect(prepare(text).all()).toEqual([{ value: 1 }, { value: 2 }, { value: 3 }]);
    rows.return?.();
    expect(prepare(text).all()).toHaveLength(3);
  });
});

describe("a drizzle connection", () => {
  it("answers rows as objects for a text drizzle ran before as arrays", () => {
    const users = schema.users;
    const query = t.db.select({ id: users.id }).from(users).where(eq(users.username, "nobody"));
    expect(query.all()).toEqual([]); // drizzle reads these rows as arrays (raw mode)
    const { sql: text } = query.toSQL();
    const objects = t.db.all(sql.raw(text.replace("?", "'nobody'")));
    expect(objects).toEqual([]);
    const count = "select count(*) as n from users";
    expect(t.db.values(sql.raw(count))).toEqual([[0]]);
    expect(t.db.all(sql.raw(count))).toEqual([{ n: 0 }]);
  });
});
