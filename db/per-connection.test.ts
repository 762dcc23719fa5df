/**
 * Queries prepared once per connection (decision 152), on real migrated SQLite files: a
 * transaction gets the statements its database already built (and the reverse), they see and
 * write the transaction's rows, a rolled-back write goes with its transaction, and another
 * connection builds its own.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "#tests/support/test-db";
import { schema, type DbOrTx } from "./client";
import { preparedPerConnection } from "./per-connection";

const first = createTestDatabase();
const second = createTestDatabase();
afterAll(() => {
  first.cleanup();
  second.cleanup();
});

let builds = 0;
const statements = preparedPerConnection((db: DbOrTx) => {
  builds++;
  const c = schema.documentContents;
  return {
    insert: db
      .insert(c)
      .values({
        sha256: sql.placeholder("sha256"),
        size: 1,
        content: Buffer.from("x"),
        createdAt: 0,
      })
      .prepare(),
    count: db
      .select({ n: sql<number>`count(*)` })
      .from(c)
      .where(eq(c.sha256, sql.placeholder("sha256")))
      .prepare(),
  };
});

describe("preparedPerConnection", () => {
  it("builds a connection's statements once, for the database and every transaction on it", () => {
    const before = builds;
    const fromDb = statements(first.db);
    first.db.transaction((tx) => expect(statements(tx)).toBe(fromDb));
    first.db.transaction((tx) => expect(statements(tx)).toBe(fromDb));
    expect(builds).toBe(before + 1);
    expect(statements(second.db)).not.toBe(fromDb);
    expect(builds).toBe(before + 2);
  });

  it("runs inside the transaction: its rows are seen there and go with a rollback", () => {
    first.db.transaction((tx) => {
      statements(tx).insert.run({ sha256: "kept" });
      expect(statements(tx).count.get({ sha256: "kept" })?.n).toBe(1);
    });
    expect(() =>
      first.db.transaction((tx) => {
        statements(tx).insert.run({ sha256: "rolled-back" });
        expect(statements(first.db).count.get({ sha256: "rolled-back" })?.n).toBe(1);
        throw new Error("refused");
      }),
    ).toThrow("refused");
    expect(statements(first.db).count.get({ sha256: "rolled-back" })?.n).toBe(0);
    expect(statements(first.db).count.get({ sha256: "kept" })?.n).toBe(1);
    expect(statements(second.db).count.get({ sha256: "kept" })?.n).toBe(0);
  });
});
