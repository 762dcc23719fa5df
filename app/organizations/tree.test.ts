/** The supervisor tree from the stored bodies, and its drawing layout. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#tests/support/test-db";
import { insertOrganizationFixtures, MINISTRY, MUNICIPALITY, UNDER_MUNICIPALITY } from "./testing/fixtures";
import { layoutTree } from "./tree";
import { organizationTree } from "./tree.server";

let t: TestDatabase;
beforeAll(() => {
  t = createTestDatabase();
  insertOrganizationFixtures(t.db);
});
afterAll(() => t.cleanup());

describe("organizationTree", () => {
  it("gives the chosen body as rootText, the bodies under it as roots, and its supervisors", () => {
    const tree = organizationTree("dimos_dokimis", t.db)!;
    expect(tree).toMatchObject({ rootText: "ΔΗΜΟΣ ΔΟΚΙΜΗΣ", rootImportance: 2, rootUid: MUNICIPALITY });
    expect(tree.roots.map((r) => [r.uid, r.text, r.importance])).toEqual([
      [UNDER_MUNICIPALITY, "ΝΠΔΔ ΔΗΜΟΥ ΔΟΚΙΜΗΣ", 1],
    ]);
    expect(tree.ancestors.map((a) => a.uid)).toEqual([MINISTRY]);
  });

  it("without a choice lists the top-level bodies with how many are under each; unknown is null", () => {
    const tree = organizationTree(null, t.db)!;
    expect(tree.roots.map((r) => [r.uid, r.importance, r.children.length])).toEqual([[MINISTRY, 3, 0]]);
    expect(organizationTree("no_such_body", t.db)).toBeNull();
  });
});

describe("layoutTree", () => {
  it("gives each leaf its own row and centres a parent on its children", () => {
    const leaf = (uid: string) => ({
      text: uid,
      importance: 1,
      uid,
      latinName: uid,
      status: "active" as const,
      children: [],
    });
    const root = { ...leaf("r"), importance: 3, children: [leaf("a"), leaf("b")] };
    const { placed, height } = layoutTree([root]);
    const at = (uid: string) => placed.find((p) => p.node.uid === uid)!;
    expect(at("a").y).toBeLessThan(at("b").y);
    expect(at("r").y).toBe((at("a").y + at("b").y) / 2);
    expect(at("a").parent).toEqual({ x: at("r").x, y: at("r").y });
    expect(height).toBe(2 * 28);
  });
});
