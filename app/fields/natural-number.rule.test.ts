import { describe, expect, it } from "vitest";
import { TEXT } from "../messages";
import { naturalNumberMax, parseNaturalNumber } from "./natural-number.rule";

describe("natural number rule (SPEC §5, §9)", () => {
  it("caps at 10^(maxLength - 1)", () => {
    expect(naturalNumberMax(4)).toBe(1000);
    expect(parseNaturalNumber("1000", 4)).toEqual({ ok: true, value: 1000 });
    expect(parseNaturalNumber("1001", 4)).toEqual({ ok: false, message: TEXT.invalidNaturalNumber(1000) });
  });

  it("accepts 0 and integers, refuses negatives, decimals and text", () => {
    expect(parseNaturalNumber("0", 3)).toEqual({ ok: true, value: 0 });
    expect(parseNaturalNumber(42, 3)).toEqual({ ok: true, value: 42 });
    for (const v of ["-1", "1,5", "1.5", "1e3", "abc", 2.5]) expect(parseNaturalNumber(v, 5).ok).toBe(false);
  });

  it("without maxLength applies only the integer rule", () => {
    expect(parseNaturalNumber("123456789")).toEqual({ ok: true, value: 123456789 });
  });
});
