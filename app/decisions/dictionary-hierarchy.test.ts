/**
 * A dictionary as a tree (SPEC §7 /selection/tags/hierarchy/…), on a real SQLite file: parents
 * before their children, siblings in their order, and no active term lost, even when its parent
 * is deactivated or the parents go round in a loop.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { setDb } from "#db/client";
import { createTestDatabase } from "#tests/support/test-db";
import { dictionaryHierarchy } from "./catalogue.server";

const t = createTestDatabase();
beforeAll(() => {
  setDb(t.db);
  t.db.$client.exec(`
    INSERT INTO dictionaries (uid, label) VALUES ('TREE', 'Δέντρο');
    INSERT INTO dictionary_items (dictionary_uid, uid, label, parent_uid, sort_order, deactivated_at) VALUES
      ('TREE', 'A', 'Α', NULL, 2, NULL),
      ('TREE', 'A1', 'Α1', 'A', 1, NULL),
      ('TREE', 'B', 'Β', NULL, 1, NULL),
      ('TREE', 'B2', 'Β2', 'B', 2, NULL),
      ('TREE', 'B1', 'Β1', 'B', 1, NULL),
      ('TREE', 'B1a', 'Β1α', 'B1', 1, NULL),
      ('TREE', 'OLD', 'Παλαιό', NULL, 3, 1),
      ('TREE', 'ORPHAN', 'Ορφανό', 'OLD', 4, NULL),
      ('TREE', 'L1', 'Βρόχος 1', 'L2', 5, NULL),
      ('TREE', 'L2', 'Βρόχος 2', 'L1', 6, NULL);
  `);
});
afterAll(() => {
  setDb(undefined);
  t.cleanup();
});

describe("a dictionary as a tree", () => {
  it("puts every parent before its children and keeps the siblings' order", () => {
    expect(dictionaryHierarchy("TREE")?.map((item) => item.uid)).toEqual([
      "B",
      "B1",
      "B1a",
      "B2",
      "A",
      "A1",
      "ORPHAN",
      "L1",
      "L2",
    ]);
  });

  it("answers nothing for a dictionary that does not exist", () => {
    expect(dictionaryHierarchy("NO_SUCH")).toBeNull();
  });
});
