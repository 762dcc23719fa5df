import { describe, expect, it } from "vitest";
import { TEXT } from "../messages";
import { amountSchema, formatAmountInput, parseAmount } from "./amount.rule";

describe("amount rule (SPEC §5: Greek format, 2 decimals)", () => {
  it.each([
    ["1.234,56", 1234.56],
    ["1234,56", 1234.56],
    ["1234", 1234],
    ["0,5", 0.5],
    ["1.234.567,89", 1234567.89],
    ["104.354,00€", 104354],
    ["12 €", 12],
  ])("reads %s as %d", (text, value) => {
    expect(parseAmount(text)).toEqual({ ok: true, value });
  });

  it.each(["12x", "1,234.56", "1.23", "1.2345,6", "1,234", "12,345", ",5", "-5", "1.234,", "1 234,56"])(
    "refuses %s",
    (text) => {
      expect(parseAmount(text)).toEqual({ ok: false, message: TEXT.invalidAmount });
    },
  );

  it("accepts numbers from JSON clients with at most two decimals", () => {
    expect(parseAmount(1234.56)).toEqual({ ok: true, value: 1234.56 });
    expect(parseAmount(0.1 + 0.2).ok).toBe(true);
    expect(parseAmount(1.234).ok).toBe(false);
    expect(parseAmount(-1).ok).toBe(false);
    expect(parseAmount(Number.NaN).ok).toBe(false);
  });

  it("writes amounts back the Greek way", () => {
    expect(formatAmountInput(1234.5)).toBe("1.234,50");
    expect(amountSchema().parse(formatAmountInput(1234.5))).toBe(1234.5);
  });
});
