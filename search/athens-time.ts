/**
 * Europe/Athens wall-clock times to instants: Diavgeia's query language writes `DT(...)` bounds
 * in Athens time when no offset is given (reference/diavgeia.md §1.3, §1.4).
 */
const TIME_ZONE = "Europe/Athens";

const parts = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** Athens' offset from UTC at an instant, in ms (+2 h in winter, +3 h in summer). */
function offsetAt(epochMs: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(epochMs)).map((x) => [x.type, x.value]));
  const wall = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return wall - Math.floor(epochMs / 1000) * 1000;
}

/**
 * The instant of an Athens wall-clock time (month 1-12). In the hour skipped or repeated at a
 * DST change the earlier reading wins, which is all a search bound needs.
 */
export function athensWallClockToEpoch(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
): number {
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const first = wall - offsetAt(wall);
  return wall - offsetAt(first);
}
