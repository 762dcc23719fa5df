import { describe, expect, it } from "vitest";
import { input } from "./input.server";

describe("input.pageNumber (a 1-based page in the query)", () => {
  it("reads 1 to 999999, and absent or blank as not given", () => {
    expect(input.pageNumber.parse("1")).toBe(1);
    expect(input.pageNumber.parse("999999")).toBe(999999);
    expect(input.pageNumber.parse(undefined)).toBeUndefined();
    expect(input.pageNumber.parse("")).toBeUndefined();
  });

  it("refuses zero, negatives, decimals, leading zeros, words and repeats with the Greek message", () => {
    for (const bad of ["0", "-1", "1.5", "01", "δύο", "1000000", ["1", "2"]]) {
      const result = input.pageNumber.safeParse(bad);
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues[0].message).toBe("Ο αριθμός σελίδας πρέπει να είναι θετικός ακέραιος.");
    }
  });
});
