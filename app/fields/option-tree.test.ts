import { describe, expect, it } from "vitest";
import { treeOptions } from "./option-tree";

describe("treeOptions", () => {
  it("puts each parent before its children, with their depth, keeping the given order per level", () => {
    const options = treeOptions([
      { value: "m2", label: "ΔΗΜΟΣ Β", parent: "r1" },
      { value: "r1", label: "ΠΕΡΙΦΕΡΕΙΑ Α", parent: null },
      { value: "m1", label: "ΔΗΜΟΣ Α", parent: "r1" },
      { value: "k1", label: "ΚΟΙΝΟΤΗΤΑ", parent: "m1" },
      { value: "r2", label: "ΠΕΡΙΦΕΡΕΙΑ Β", parent: null },
    ]);
    expect(options.map((o) => [o.value, o.depth])).toEqual([
      ["r1", 0],
      ["m2", 1],
      ["m1", 1],
      ["k1", 2],
      ["r2", 0],
    ]);
  });

  it("offers an item whose parent is unknown as a root, and items of a cycle once each", () => {
    const options = treeOptions([
      { value: "a", label: "Α", parent: "b" },
      { value: "b", label: "Β", parent: "a" },
      { value: "c", label: "Γ", parent: "gone" },
      { value: "d", label: "Δ", parent: "d" },
    ]);
    expect(options.map((o) => o.value).sort()).toEqual(["a", "b", "c", "d"]);
    expect(options.find((o) => o.value === "c")?.depth).toBe(0);
    expect(options.find((o) => o.value === "d")?.depth).toBe(0);
  });
});
