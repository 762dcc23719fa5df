import fs from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { schema } from "#db/client";
import { createTestDatabase } from "../support/test-db";

describe("createTestDatabase", () => {
  const first = createTestDatabase();
  const second = createTestDatabase();
  afterAll(() => {
    first.cleanup();
    second.cleanup();
  });

  it("gives a migrated database in a file of its own", () => {
    expect(first.file).not.toBe(second.file);
    const tables = first.db.$client
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(expect.arrayContaining(["decisions", "decision_versions", "users", "sessions"]));
  });

  it("keeps the rows of one database out of another", () => {
    first.db.insert(schema.roles).values({ id: "ROLE_ADMIN", label: "Διαχειριστής" }).run();
    expect(first.db.select().from(schema.roles).all()).toHaveLength(1);
    expect(second.db.select().from(schema.roles).all()).toHaveLength(0);
  });

  it("removes the file on cleanup", () => {
    const third = createTestDatabase();
    expect(fs.existsSync(third.file)).toBe(true);
    third.cleanup();
    expect(fs.existsSync(third.file)).toBe(false);
  });
});
