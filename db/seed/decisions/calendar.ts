/**
 * The working days (Monday to Friday) of the last ten years as Europe/Athens days, precomputed
 * once: the seed needs millions of "issue day" and "published at" values, and a table lookup is
 * far cheaper than time-zone arithmetic per decision. The arithmetic itself is shared/dates.ts's.
 */
import { athensDay, athensDayStart } from "#shared/dates";

const DAY = 86_400_000;

export interface WorkingDays {
  /** ISO days, oldest first. */
  iso: string[];
  /** UTC instant of Athens midnight of each day. */
  midnight: Float64Array;
  /** The instant the table was built for; nothing may be dated after it. */
  now: number;
}

/** Working days from `years` years before `now` up to and including today (Athens). */
export function workingDays(now: number, years = 10): WorkingDays {
  const today = athensDay(now);
  const start = Date.parse(`${today}T00:00:00Z`) - Math.round(years * 365.25) * DAY;
  const iso: string[] = [];
  const midnights: number[] = [];
  for (let t = start; t <= Date.parse(`${today}T00:00:00Z`); t += DAY) {
    const weekday = new Date(t).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const day = new Date(t).toISOString().slice(0, 10);
    iso.push(day);
    midnights.push(athensDayStart(day));
  }
  return { iso, midnight: Float64Array.from(midnights), now };
}

/**
 * Maps position q in [0, 1) of a seed run onto a working-day index, oldest first: 90% of the
 * decisions spread over the ten years with a density growing towards today (volume grows, and
 * search defaults to newest first), 10% in the last month, so the home page's 30-day chart and
 * quick searches have something to show even in a small demo database.
 */
export function dayIndexAt(q: number, days: WorkingDays): number {
  const n = days.iso.length;
  const recentDays = Math.min(22, n - 1); // about one calendar month of working days
  const split = (n - 1 - recentDays) / (n - 1);
  const t = q < 0.9 ? Math.sqrt(q / 0.9) * split : split + ((q - 0.9) / 0.1) * (1 - split);
  return Math.min(n - 1, Math.max(0, Math.floor(t * (n - 1))));
}
