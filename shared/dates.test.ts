import { describe, expect, it } from "vitest";
import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import {
  addDays,
  addMonths,
  athensMonth,
  athensMonthStart,
  formatMonth,
  readIsoMonth,
  athensDay,
  athensDayEnd,
  athensDayStart,
  athensWallClockToEpoch,
  formatDate,
  formatDateTime,
  formatDateTimeSeconds,
  isoDay,
  parseScreenDate,
  rfc822,
} from "./dates";

const utc = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

describe("screen dates (dd/MM/yyyy) and Athens days", () => {
  it("shows a stored calendar day as dd/MM/yyyy without shifting it", () => {
    expect(formatDate("2024-03-05")).toBe("05/03/2024");
  });

  it("shows an instant as its Athens day, which can differ from the UTC day", () => {
    // 22:30 UTC on 31 December is 00:30 on 1 January in Athens (EET, +02:00).
    const instant = utc("2024-12-31T22:30:00Z");
    expect(formatDate(instant)).toBe("01/01/2025");
    expect(formatDate(new Date(instant))).toBe("01/01/2025");
    expect(formatDate("2024-12-31T22:30:00Z")).toBe("01/01/2025");
    expect(athensDay(instant)).toBe("2025-01-01");
    expect(formatDateTime(instant)).toBe("01/01/2025 00:30");
  });

  it("follows summer time (EEST, +03:00)", () => {
    expect(formatDateTimeSeconds(utc("2024-07-01T09:05:07Z"))).toBe("01/07/2024 12:05:07");
  });

  it("returns empty text for missing or invalid input", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("not a date")).toBe("");
    expect(formatDate(Number.NaN)).toBe("");
    expect(formatDateTime(undefined)).toBe("");
    expect(formatDateTimeSeconds(new Date("nonsense"))).toBe("");
    expect(() => athensDay(Number.NaN)).toThrow(RangeError);
  });

  it("reads what a person types, d/M/yyyy, only when the day exists", () => {
    expect(parseScreenDate("31/12/2024")).toBe("2024-12-31");
    expect(parseScreenDate("1/2/2024")).toBe("2024-02-01");
    expect(parseScreenDate("29/02/2024")).toBe("2024-02-29");
    expect(parseScreenDate("29/02/2023")).toBeNull();
    expect(parseScreenDate("31/04/2024")).toBeNull();
    expect(parseScreenDate("2024-12-31")).toBeNull();
    expect(parseScreenDate("001/01/2024")).toBeNull();
  });

  it("builds API days (YYYY-MM-DD) only for real calendar days", () => {
    expect(isoDay(2024, 2, 29)).toBe("2024-02-29");
    expect(isoDay(2023, 2, 29)).toBeNull();
    expect(isoDay(2024, 13, 1)).toBeNull();
  });

  it("adds calendar days across month and year ends", () => {
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(() => addDays("2024-02-30", 1)).toThrow(RangeError);
  });
});

describe("the night the clocks go forward (Sunday 30 March 2025, 03:00 EET -> 04:00 EEST)", () => {
  it("keeps the day boundaries at Athens midnight, in a day of 23 hours", () => {
    expect(athensDayStart("2025-03-30")).toBe(utc("2025-03-29T22:00:00Z"));
    expect(athensDayEnd("2025-03-30")).toBe(utc("2025-03-30T21:00:00Z") - 1);
    expect(athensDayEnd("2025-03-30") + 1 - athensDayStart("2025-03-30")).toBe(23 * HOUR);
    expect(athensDay(utc("2025-03-29T21:59:59Z"))).toBe("2025-03-29");
    expect(athensDay(utc("2025-03-29T22:00:00Z"))).toBe("2025-03-30");
    expect(athensDay(utc("2025-03-30T20:59:59Z"))).toBe("2025-03-30");
    expect(athensDay(utc("2025-03-30T21:00:00Z"))).toBe("2025-03-31");
  });

  it("shows the hour after the change as 04:00 and reads a skipped time as one hour later", () => {
    expect(formatDateTime(utc("2025-03-30T00:59:00Z"))).toBe("30/03/2025 02:59");
    expect(formatDateTime(utc("2025-03-30T01:00:00Z"))).toBe("30/03/2025 04:00");
    // 03:30 never happens that night; it is read as 04:30 EEST.
    expect(athensWallClockToEpoch(2025, 3, 30, 3, 30)).toBe(utc("2025-03-30T01:30:00Z"));
    expect(athensWallClockToEpoch(2025, 3, 30, 2, 30)).toBe(utc("2025-03-30T00:30:00Z"));
    expect(athensWallClockToEpoch(2025, 3, 30, 4, 30)).toBe(utc("2025-03-30T01:30:00Z"));
  });
});

describe("the night the clocks go back (Sunday 26 October 2025, 04:00 EEST -> 03:00 EET)", () => {
  it("keeps the day boundaries at Athens midnight, in a day of 25 hours", () => {
    expect(athensDayStart("2025-10-26")).toBe(utc("2025-10-25T21:00:00Z"));
    expect(athensDayEnd("2025-10-26")).toBe(utc("2025-10-26T22:00:00Z") - 1);
    expect(athensDayEnd("2025-10-26") + 1 - athensDayStart("2025-10-26")).toBe(25 * HOUR);
    expect(athensDay(utc("2025-10-25T20:59:59Z"))).toBe("2025-10-25");
    expect(athensDay(utc("2025-10-25T21:00:00Z"))).toBe("2025-10-26");
    // 23:30 on the 26th, Athens winter time: still the 26th, although 25 hours have passed since its start.
    expect(athensDay(utc("2025-10-26T21:30:00Z"))).toBe("2025-10-26");
    expect(athensDay(utc("2025-10-26T22:00:00Z"))).toBe("2025-10-27");
  });

  it("shows both occurrences of the repeated hour as 03:xx", () => {
    expect(formatDateTime(utc("2025-10-26T00:30:00Z"))).toBe("26/10/2025 03:30");
    expect(formatDateTime(utc("2025-10-26T01:30:00Z"))).toBe("26/10/2025 03:30");
  });

  it("reads a repeated wall-clock time as its earlier occurrence (still summer time)", () => {
    expect(athensWallClockToEpoch(2025, 10, 26, 3, 30)).toBe(utc("2025-10-26T00:30:00Z"));
    expect(athensWallClockToEpoch(2025, 10, 26, 3, 0)).toBe(utc("2025-10-26T00:00:00Z"));
    expect(athensWallClockToEpoch(2025, 10, 26, 3, 59, 59)).toBe(utc("2025-10-26T00:59:59Z"));
  });

  it("reads the hours around the repeated one without ambiguity", () => {
    expect(athensWallClockToEpoch(2025, 10, 26, 2, 59)).toBe(utc("2025-10-25T23:59:00Z"));
    expect(athensWallClockToEpoch(2025, 10, 26, 4, 0)).toBe(utc("2025-10-26T02:00:00Z"));
    expect(athensWallClockToEpoch(2025, 10, 27, 3, 30)).toBe(utc("2025-10-27T01:30:00Z"));
  });
});

describe("feed and HTTP dates", () => {
  it("writes RFC 822 / HTTP-date in GMT with second precision", () => {
    expect(rfc822(0)).toBe("Thu, 01 Jan 1970 00:00:00 GMT");
    expect(rfc822(utc("2026-11-20T23:34:06.789Z"))).toBe("Fri, 20 Nov 2026 23:34:06 GMT");
  });
});

describe("months (statistics)", () => {
  it("steps across years both ways", () => {
    expect(addMonths("2026-11", 2)).toBe("2027-01");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-03", -14)).toBe("2025-01");
  });

  it("reads only real YYYY-MM months", () => {
    expect(readIsoMonth("2026-12")).toEqual([2026, 12]);
    expect(readIsoMonth("2026-13")).toBeNull();
    expect(readIsoMonth("2026-1")).toBeNull();
    expect(() => addMonths("26-01", 1)).toThrow(RangeError);
  });

  it("starts a month at Athens midnight and names the Athens month of an instant", () => {
    // 1 November 2026 00:00 in Athens (UTC+2 in winter) is 31 October 22:00 UTC.
    expect(new Date(athensMonthStart("2026-11")).toISOString()).toBe("2026-10-31T22:00:00.000Z");
    expect(athensMonth(Date.parse("2026-10-31T22:30:00Z"))).toBe("2026-11");
    expect(formatMonth("2026-03")).toBe("03/2026");
  });
});

// -- open data (issue 12): the fast screen time agrees with @date-fns/tz everywhere
describe("formatDateTimeSeconds", () => {
  it("agrees with TZDate around both daylight-saving changes and at random instants", async () => {
    const { TZDate } = await import("@date-fns/tz");
    const { lightFormat } = await import("date-fns");
    const slow = (ms: number) => lightFormat(new TZDate(ms, "Europe/Athens"), "dd/MM/yyyy HH:mm:ss");
    const instants: number[] = [];
    for (const change of [Date.UTC(2025, 2, 30, 1), Date.UTC(2025, 9, 26, 1)]) {
      for (let s = -7200; s <= 7200; s += 599) instants.push(change + s * 1000);
    }
    let seed = 11;
    for (let i = 0; i < 2000; i++)
      instants.push(Date.UTC(1990, 0, 1) + (((seed = (seed * 16807) % 2147483647) * 997) % 1.5e12));
    for (const ms of instants) expect(formatDateTimeSeconds(ms), new Date(ms).toISOString()).toBe(slow(ms));
    expect(formatDateTime(Date.UTC(2025, 0, 10, 7, 30))).toBe("10/01/2025 09:30");
    expect(formatDateTimeSeconds(null)).toBe("");
    expect(formatDateTimeSeconds(Number.NaN)).toBe("");
  });
});

describe("times on the screen, against the time-zone library", () => {
  it("writes every instant as @date-fns/tz does: either side of each change of clocks, years apart, before 1916's whole-hour offsets", () => {
    const reference = (ms: number) => format(new TZDate(ms, "Europe/Athens"), "dd/MM/yyyy HH:mm:ss");
    const instants: number[] = [];
    // Around the changes of 2024-2026 (01:00 UTC), second by second, and every 79,193 seconds for 30 years.
    for (const change of ["2024-03-31", "2024-10-27", "2025-03-30", "2025-10-26", "2026-03-29", "2026-10-25"]) {
      const at = utc(`${change}T01:00:00Z`);
      for (let s = -2; s <= 2; s++) instants.push(at + s * 1000, at + s * 60_000 + 999);
    }
    for (let ms = utc("2000-01-01T00:00:00Z"); ms < utc("2030-01-01T00:00:00Z"); ms += 7_919_000)
      instants.push(ms + 123);
    instants.push(utc("1910-06-01T12:34:56Z"), utc("1969-12-31T23:59:59Z"), -1);
    for (const ms of instants) expect(formatDateTimeSeconds(ms), new Date(ms).toISOString()).toBe(reference(ms));
  });
});
