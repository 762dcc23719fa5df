import { describe, expect, it } from "vitest";
import { numberText } from "./number-text";

describe("numberText", () => {
  it("writes every number as String(n) does", () => {
    const numbers = [0, -0, 1, -1, 7, 42, 1_048_576, 2 ** 31, 2 ** 53, 1_733_500_800_000, 0.1, 1234.5, 45_997.53125];
    // Epoch milliseconds (the XML export's timestamps), around the digits where printing changes.
    numbers.push(9_999_999, 1e7, 10_000_001, 1_700_000_000_001, 1_765_043_000_123, 1e15 - 1, 1e15, -1_700_000_000_000);
    numbers.push(1e21, 1e-7, 123e-20, -98.76, Number.MAX_VALUE, Number.MIN_VALUE, Number.NaN, Infinity, -Infinity);
    // Serial dates of a day and second (the workbook's) and amounts of two decimals.
    for (let i = 0; i < 2_000; i++) numbers.push(45_000 + i / 86_400, Math.round(i * 1234.567) / 100);
    for (const n of numbers) expect(numberText(n)).toBe(String(n));
  });
});
