/** The tag tree's plain rules: order, loops refused, what is offered, places among siblings. */
import { describe, expect, it } from "vitest";
import { possibleParents } from "./tag-form";
import { makesLoop, offeredUids, orderTree, placeAmongSiblings, type TreeRow } from "./tree";

const row = (uid: string, parentUid: string | null, sortOrder: number, active = true): TreeRow => ({
  uid,
  parentUid,
  sortOrder,
  label: uid,
  active,
});

// a
// ├ a1
// │ └ a1x
// └ a2
// b
const ROWS = [row("b", null, 1), row("a2", "a", 2), row("a1x", "a1", 0), row("a", null, 0), row("a1", "a", 1)];

describe("the tag tree", () => {
  it("orders parents before children, each level by its sort order, with depths", () => {
    expect(orderTree(ROWS).map((r) => `${r.depth}:${r.uid}`)).toEqual(["0:a", "1:a1", "2:a1x", "1:a2", "0:b"]);
  });

  it("keeps rows of a loop in the data or with a missing parent, as roots", () => {
    const looped = [row("x", "y", 0), row("y", "x", 1), row("z", "missing", 2)];
    expect(
      orderTree(looped)
        .map((r) => r.uid)
        .sort(),
    ).toEqual(["x", "y", "z"]);
  });

  it("refuses a move under the tag itself or under a tag below it; other moves pass", () => {
    expect(makesLoop(ROWS, "a", "a")).toBe(true);
    expect(makesLoop(ROWS, "a", "a1x")).toBe(true);
    expect(makesLoop(ROWS, "a1", "a1x")).toBe(true);
    expect(makesLoop(ROWS, "a1", "b")).toBe(false);
    expect(makesLoop(ROWS, "a1x", null)).toBe(false);
  });

  it("offers neither an inactive tag nor the tags below it", () => {
    const rows = ROWS.map((r) => (r.uid === "a1" ? { ...r, active: false } : r));
    expect([...offeredUids(rows)].sort()).toEqual(["a", "a2", "b"]);
  });

  it("places a tag at a 1-based position among its siblings, last when none or past the end", () => {
    expect(placeAmongSiblings(["p", "q", "r"], "r", 1)).toEqual(["r", "p", "q"]);
    expect(placeAmongSiblings(["p", "q"], "n", null)).toEqual(["p", "q", "n"]);
    expect(placeAmongSiblings(["p", "q"], "n", 99)).toEqual(["p", "q", "n"]);
  });

  it("offers as new parents every tag but the tag itself and those below it", () => {
    expect(possibleParents(orderTree(ROWS), "a1").map((r) => r.uid)).toEqual(["a", "a2", "b"]);
  });
});
