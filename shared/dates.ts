/**
 * Every date the register reads or writes, in one module (DESIGN.md principle 4):
 *
 *   screen   `dd/MM/yyyy`, `dd/MM/yyyy HH:mm`, `dd/MM/yyyy HH:mm:ss` (forms, pages, exports)
 *   API      `YYYY-MM-DD`: a calendar day, as issue dates are stored and the JSON API speaks
 *   feeds    RFC 822 / HTTP-date (`Thu, 01 Jan 1970 00:00:00 GMT`) for RSS and Last-Modified
 *
 * and the one time zone rule: the register's days are Europe/Athens days. An instant (epoch ms)
 * belongs to the day it is in Athens, so a decision published at 23:30 UTC on 31/12 is one of 01/01.
 *
 * Time-zone arithmetic is @date-fns/tz's (the IANA database through Intl), not a hand-written
 * offset table. One rule is ours: a wall-clock time that happens twice (03:00-03:59 on the last
 * Sunday of October, when the clocks go back) means its EARLIER occurrence, and one that never
 * happens (03:00-03:59 on the last Sunday of March) is moved forward by the hour skipped, as
 * Temporal's "compatible" disambiguation and RFC 5545 do. @date-fns/tz alone picks the later
 * occurrence. Works in the browser too: pages render the same text on both sides.
 */
import { TZDate, tzOffset } from "@date-fns/tz";
import { isExists, lightFormat } from "date-fns";

export const TIME_ZONE = "Europe/Athens";

type Instant = number | Date;
type DateInput = Instant | string | null | undefined;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const SCREEN_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const HOUR = 3_600_000;

/** The instant as an Athens wall-clock date, or null for an invalid one. */
function inAthens(value: Instant): TZDate | null {
  const ms = typeof value === "number" ? value : value.getTime();
  return Number.isFinite(ms) ? new TZDate(ms, TIME_ZONE) : null;
}

// ------------------------------------------------------------------ API: calendar days

/** `YYYY-MM-DD` of a calendar day (month 1-12), or null when no such day exists (31/02). */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!isExists(year, month - 1, day) || year < 1) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Reads `YYYY-MM-DD` (a real calendar day only) into [year, month 1-12, day], or null. */
export function readIsoDay(text: string): [number, number, number] | null {
  const m = ISO_DAY.exec(text);
  if (!m || !isoDay(+m[1], +m[2], +m[3])) return null;
  return [+m[1], +m[2], +m[3]];
}

/** The Athens calendar day (`YYYY-MM-DD`) of an instant. */
export function athensDay(value: Instant): string {
  const d = inAthens(value);
  if (!d) throw new RangeError("invalid date");
  return lightFormat(d, "yyyy-MM-dd");
}

/** The hour (0-23) of the Athens wall clock at `value` (a daily job's "after 07:00"). */
export function athensHour(value: Instant): number {
  const d = inAthens(value);
  if (!d) throw new RangeError("invalid date");
  return d.getHours();
}

/**
 * The Athens day of an ISO 8601 timestamp with an offset (`2013-06-19T21:00:00.000Z` is 20/06/2013,
 * as Diavgeia stored issue dates before mid-2014), or null for anything else.
 */
export function athensDayOfTimestamp(text: string): string | null {
  if (!ISO_TIMESTAMP.test(text)) return null;
  const ms = Date.parse(text);
  return Number.isNaN(ms) ? null : athensDay(ms);
}

/** Today in Athens. */
export function todayInAthens(now: Instant = Date.now()): string {
  return athensDay(now);
}

/** `YYYY-MM-DD` shifted by a number of days (calendar arithmetic: no time zone involved). */
export function addDays(day: string, days: number): string {
  const parts = readIsoDay(day);
  if (!parts) throw new RangeError(`not a day: ${day}`);
  return new Date(Date.UTC(parts[0], parts[1] - 1, parts[2] + days)).toISOString().slice(0, 10);
}

/**
 * The instant of an Athens wall-clock time (month 1-12). A time that occurs twice (the night the
 * clocks go back) is its earlier occurrence; a time that does not occur (the night they go
 * forward) is moved forward by the skipped hour.
 */
export function athensWallClockToEpoch(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  // @date-fns/tz resolves a repeated time to its later occurrence and a skipped one forward.
  const later = new TZDate(year, month - 1, day, hour, minute, second, TIME_ZONE).getTime();
  // Where the offset a few hours before is larger, the clocks went back: the same wall-clock time
  // may also exist that much earlier.
  const shift = (tzOffset(TIME_ZONE, new Date(later - 3 * HOUR)) - tzOffset(TIME_ZONE, new Date(later))) * 60_000;
  if (shift > 0) {
    const earlier = later - shift;
    const wall = new TZDate(earlier, TIME_ZONE);
    if (wall.getHours() === hour && wall.getMinutes() === minute && wall.getDate() === day) return earlier;
  }
  return later;
}

/** The instant an Athens day begins (its 00:00). */
export function athensDayStart(day: string): number {
  const parts = readIsoDay(day);
  if (!parts) throw new RangeError(`not a day: ${day}`);
  return athensWallClockToEpoch(parts[0], parts[1], parts[2]);
}

/** The last millisecond of an Athens day: 23 or 25 hours after its start on the nights of a change. */
export function athensDayEnd(day: string): number {
  return athensDayStart(addDays(day, 1)) - 1;
}

// ------------------------------------------------------------------ months: YYYY-MM

/** A calendar month as `YYYY-MM` (statistics), or null for anything else. */
export function readIsoMonth(text: string): [number, number] | null {
  const m = /^(\d{4})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month] = [Number(m[1]), Number(m[2])];
  return year >= 1 && month >= 1 && month <= 12 ? [year, month] : null;
}

/** The month `months` after (or before, when negative) a `YYYY-MM` month. */
export function addMonths(month: string, months: number): string {
  const parts = readIsoMonth(month);
  if (!parts) throw new RangeError(`not a month: ${month}`);
  const index = parts[0] * 12 + (parts[1] - 1) + months;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The Athens month of an instant, `YYYY-MM`. */
export function athensMonth(value: Instant): string {
  return athensDay(value).slice(0, 7);
}

/** The instant an Athens month begins (the 1st, 00:00). */
export function athensMonthStart(month: string): number {
  if (!readIsoMonth(month)) throw new RangeError(`not a month: ${month}`);
  return athensDayStart(`${month}-01`);
}

/** `MM/yyyy`, how a month is shown on screen. */
export function formatMonth(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}

// ------------------------------------------------------------------ screen: dd/MM/yyyy

/**
 * `dd/MM/yyyy`. A calendar day (`YYYY-MM-DD`, as issue dates are stored) is shown as it is; an
 * instant (epoch ms, Date, or an ISO timestamp) as its day in Athens; anything else as "".
 */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === "") return "";
  if (typeof value === "string") {
    const day = readIsoDay(value);
    if (day) return `${String(day[2]).padStart(2, "0")}/${String(day[1]).padStart(2, "0")}/${day[0]}`;
    const parsed = Date.parse(value);
    if (Number.isNaN(parsed)) return "";
    value = parsed;
  }
  const d = inAthens(value);
  return d ? lightFormat(d, "dd/MM/yyyy") : "";
}

/**
 * Athens' UTC offset (minutes) by UTC hour. Europe/Athens changes offset only on whole UTC
 * hours, so one tzOffset per hour serves every instant in it: an export writes two times per row
 * and a TZDate costs ~15 µs, which capped exports at a few thousand rows a second.
 */
const offsetByHour = new Map<number, number>();
const OFFSET_CACHE_MAX = 50_000;

/** Athens' UTC offset in minutes during the UTC hour `hour` (hours since the epoch). */
function athensOffsetInHour(hour: number): number {
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= OFFSET_CACHE_MAX) offsetByHour.clear();
    offset = tzOffset(TIME_ZONE, new Date(hour * HOUR));
    offsetByHour.set(hour, offset);
  }
  return offset;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `dd/MM/yyyy` of an Athens wall clock held in a Date's UTC fields. */
const screenDayOf = (d: Date) =>
  `${pad2(d.getUTCDate())}/${pad2(d.getUTCMonth() + 1)}/${String(d.getUTCFullYear()).padStart(4, "0")}`;

/**
 * `dd/MM/yyyy HH` of each UTC hour on Athens' clock. Its offsets are whole hours (since 1916), so
 * an instant's minutes and seconds are the same on both clocks and only the hour's text differs:
 * an export writes two times a row, and building each from a Date was ~3 % of its cost.
 */
const screenHourByHour = new Map<number, string>();

function screenDateTime(value: Instant | null | undefined, seconds: boolean): string {
  if (value === null || value === undefined) return "";
  const ms = typeof value === "number" ? value : value.getTime();
  if (!Number.isFinite(ms)) return "";
  const hour = Math.floor(ms / HOUR);
  let screenHour = screenHourByHour.get(hour);
  if (screenHour === undefined) {
    const offset = athensOffsetInHour(hour);
    if (offset % 60 !== 0) return screenDateTimeOf(new Date(ms + offset * 60_000), seconds);
    const d = new Date(hour * HOUR + offset * 60_000);
    if (screenHourByHour.size >= OFFSET_CACHE_MAX) screenHourByHour.clear();
    screenHour = `${screenDayOf(d)} ${pad2(d.getUTCHours())}`;
    screenHourByHour.set(hour, screenHour);
  }
  const intoHour = ms - hour * HOUR;
  const minute = Math.floor(intoHour / 60_000);
  return `${screenHour}:${pad2(minute)}${seconds ? `:${pad2(Math.floor(intoHour / 1000) % 60)}` : ""}`;
}

/** The screen text of an Athens wall clock held in a Date's UTC fields. */
function screenDateTimeOf(d: Date, seconds: boolean): string {
  const time = `${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}`;
  return `${screenDayOf(d)} ${time}${seconds ? `:${pad2(d.getUTCSeconds())}` : ""}`;
}

/** `dd/MM/yyyy HH:mm` in Athens time. */
export function formatDateTime(value: Instant | null | undefined): string {
  return screenDateTime(value, false);
}

/** `dd/MM/yyyy HH:mm:ss` in Athens time: the export format of diavgeia.md §1.7. */
export function formatDateTimeSeconds(value: Instant | null | undefined): string {
  return screenDateTime(value, true);
}

/** Reads what a person types, `d/M/yyyy` (at most 10 characters), into `YYYY-MM-DD`, or null. */
export function parseScreenDate(text: string): string | null {
  const m = text.length <= 10 ? SCREEN_DAY.exec(text) : null;
  return m ? isoDay(+m[3], +m[2], +m[1]) : null;
}

// ------------------------------------------------------------------ feeds and HTTP

/**
 * RFC 822 date as RSS 2.0 wants it, which is also the HTTP-date of RFC 9110 (IMF-fixdate):
 * `Fri, 20 Nov 2026 23:34:06 GMT`. Second precision.
 */
export function rfc822(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toUTCString();
}
