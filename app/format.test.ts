import { describe, expect, it } from "vitest";
import { abbreviateCount, formatAmount, formatFileSize, formatNumber, formatTotal, truncate } from "./format";

/** The no-break space el-GR puts between a number and its unit. */
const nb = "\u00a0";

describe("amounts and numbers (el-GR)", () => {
  it("writes euro amounts with dot thousands, comma decimals and the symbol after", () => {
    expect(formatAmount(1234.56)).toBe(`1.234,56${nb}€`);
    expect(formatAmount(1234567.891)).toBe(`1.234.567,89${nb}€`);
    expect(formatAmount(5)).toBe(`5,00${nb}€`);
  });
  it("leaves a missing amount empty", () => {
    expect(formatAmount(null)).toBe("");
    expect(formatAmount(undefined)).toBe("");
    expect(formatAmount(Number.NaN)).toBe("");
  });
  it("groups thousands in plain numbers", () => {
    expect(formatNumber(1234)).toBe("1.234");
    expect(formatNumber(10000)).toBe("10.000");
  });
  it("abbreviates thousands and millions but not small counts", () => {
    expect(abbreviateCount(999)).toBe("999");
    expect(abbreviateCount(1234)).toBe(`1,2${nb}χιλ.`);
    expect(abbreviateCount(15300)).toBe(`15,3${nb}χιλ.`);
    expect(abbreviateCount(1_500_000)).toBe(`1,5${nb}εκ.`);
  });
  it("rounds into the next unit at the edges, never «1.000 χιλ.»", () => {
    expect(abbreviateCount(1000)).toBe(`1${nb}χιλ.`);
    expect(abbreviateCount(999_949)).toBe(`999,9${nb}χιλ.`);
    expect(abbreviateCount(999_999)).toBe(`1${nb}εκ.`);
    expect(abbreviateCount(3_449_999)).toBe(`3,4${nb}εκ.`);
  });
  it("marks a capped search total with a plus", () => {
    expect(formatTotal(10000, false)).toBe("10.000+");
    expect(formatTotal(42, true)).toBe("42");
  });
});

describe("file sizes and labels", () => {
  it("uses Bytes, KB, MB with a Greek decimal comma", () => {
    expect(formatFileSize(512)).toBe(`512${nb}Bytes`);
    expect(formatFileSize(1536)).toBe(`1,5${nb}KB`);
    expect(formatFileSize(5 * 1024 * 1024)).toBe(`5${nb}MB`);
  });
  it("truncates long labels to 20 characters with an ellipsis", () => {
    expect(truncate("ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ", 20)).toBe("ΔΗΜΟΣ ΑΘΗΝΑΙΩΝ");
    expect(truncate("ΥΠΟΥΡΓΕΙΟ ΨΗΦΙΑΚΗΣ ΔΙΑΚΥΒΕΡΝΗΣΗΣ", 20)).toBe("ΥΠΟΥΡΓΕΙΟ ΨΗΦΙΑΚΗΣ Δ…");
  });
});
