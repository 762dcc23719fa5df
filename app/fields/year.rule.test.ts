import { describe, expect, it } from "vitest";
import { MSG } from "../messages";
import { parseYear, yearSchema } from "./year.rule";

describe("year rule (SPEC §5)", () => {
  it("accepts 4-digit years from 1833 to 2150", () => {
    expect(parseYear("1833")).toEqual({ ok: true, value: 1833 });
    expect(parseYear("2150")).toEqual({ ok: true, value: 2150 });
    expect(parseYear(" 2024 ")).toEqual({ ok: true, value: 2024 });
    expect(parseYear(2024)).toEqual({ ok: true, value: 2024 });
  });

  it("refuses anything else with «Μη έγκυρο έτος»", () => {
    for (const v of ["1832", "2151", "202", "20245", "02024", "20a4", "2024.0", 2024.5, "-2024"]) {
      expect(parseYear(v)).toEqual({ ok: false, message: MSG.invalidYear });
    }
  });

  it("allows an empty optional year", () => {
    expect(yearSchema().safeParse("").success).toBe(true);
    expect(yearSchema().parse("")).toBeUndefined();
    expect(yearSchema({ required: true }).safeParse("").error?.issues[0].message).toBe(MSG.required);
  });
});
