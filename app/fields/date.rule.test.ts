import { describe, expect, it } from "vitest";
import { TEXT } from "../messages";
import { athensDay } from "#shared/dates";
import { isoToInput, parseDate } from "./date.rule";
import { checkNotAfter, checkNotBefore } from "./date-after.rule";

describe("date rule (SPEC §5: dd/mm/yyyy, at most 10 characters)", () => {
  it("reads real days into ISO", () => {
    expect(parseDate("31/12/2024")).toEqual({ ok: true, value: "2024-12-31" });
    expect(parseDate("1/2/2024")).toEqual({ ok: true, value: "2024-02-01" });
    expect(parseDate("29/02/2024")).toEqual({ ok: true, value: "2024-02-29" });
  });

  it("refuses days that do not exist and other shapes", () => {
    for (const v of [
      "29/02/2023",
      "31/04/2024",
      "00/01/2024",
      "12/13/2024",
      "2024/12/31",
      "31-12-2024",
      "031/12/2024",
      "abc",
      20241231,
    ]) {
      expect(parseDate(v)).toEqual({ ok: false, message: TEXT.invalidDate });
    }
  });

  it("accepts the API's ISO day and reads ISO timestamps as Athens days", () => {
    expect(parseDate("2014-06-20")).toEqual({ ok: true, value: "2014-06-20" });
    expect(parseDate("2014-06-20T00:00:00.000Z")).toEqual({ ok: true, value: "2014-06-20" });
    // Athens midnight, as Diavgeia stored issue dates before mid-2014.
    expect(parseDate("2013-06-19T21:00:00.000Z")).toEqual({ ok: true, value: "2013-06-20" });
    expect(parseDate("2024-02-30").ok).toBe(false);
  });

  it("knows Athens days and shows ISO days as dd/mm/yyyy", () => {
    expect(athensDay(Date.UTC(2024, 11, 31, 22, 30))).toBe("2025-01-01");
    expect(isoToInput("2024-03-05")).toBe("05/03/2024");
  });
});

describe("date-after rule (SPEC §5: not before the referenced day)", () => {
  it("compares by day", () => {
    expect(checkNotBefore("2024-05-10", "2024-05-10")).toBeNull();
    expect(checkNotBefore("2024-05-11", "2024-05-10")).toBeNull();
    expect(checkNotBefore("2024-05-09", "2024-05-10")).toBe(TEXT.dateBefore("10/05/2024"));
  });

  it("has a mirror for 'not in the future'", () => {
    expect(checkNotAfter("2024-05-10", "2024-05-10")).toBeNull();
    expect(checkNotAfter("2024-05-11", "2024-05-10")).toBe(TEXT.dateAfter("10/05/2024"));
  });
});
