/**
 * The period the statistics page shows: from one Athens month to another, inclusive (`YYYY-MM`).
 * Pure: the page's links and the loader's parsing share it.
 */
import { z } from "zod";
import { TEXT } from "#app/messages";
import { addMonths, athensMonth, readIsoMonth } from "#shared/dates";

export interface StatsPeriod {
  from: string;
  to: string;
}

/** Long enough for the whole history of the register; bounds the work of one request. */
export const MAX_PERIOD_MONTHS = 600;

export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to && months.length < MAX_PERIOD_MONTHS; m = addMonths(m, 1)) months.push(m);
  return months;
}

/** The default: the last twelve months, the current one included. */
export function defaultPeriod(now = Date.now()): StatsPeriod {
  const to = athensMonth(now);
  return { from: addMonths(to, -11), to };
}

export interface PeriodPreset extends StatsPeriod {
  label: string;
}

export function periodPresets(now = Date.now()): PeriodPreset[] {
  const current = athensMonth(now);
  const year = current.slice(0, 4);
  const lastYear = String(Number(year) - 1).padStart(4, "0");
  return [
    { label: "Τελευταίοι 12 μήνες", ...defaultPeriod(now) },
    { label: `Το ${year}`, from: `${year}-01`, to: current },
    { label: `Το ${lastYear}`, from: `${lastYear}-01`, to: `${lastYear}-12` },
    { label: "Τελευταία 5 έτη", from: addMonths(current, -59), to: current },
  ];
}

const month = z
  .string()
  .refine((text) => readIsoMonth(text) !== null, { error: TEXT.statsInvalidMonth })
  .optional()
  .or(z.literal("").transform(() => undefined));

/** `?from=YYYY-MM&to=YYYY-MM`, either or both left out for the default. */
export const statsQuerySchema = z
  .object({ from: month, to: month })
  .transform(({ from, to }) => ({ from, to }))
  .refine(({ from, to }) => !from || !to || from <= to, { error: TEXT.statsFromAfterTo })
  .refine(({ from, to }) => !from || !to || monthsBetween(from, to).length < MAX_PERIOD_MONTHS, {
    error: TEXT.statsPeriodTooLong(MAX_PERIOD_MONTHS / 12),
  });

/** The period asked for, with the default filling what was left out. */
export function resolvePeriod(query: { from?: string; to?: string }, now = Date.now()): StatsPeriod {
  const fallback = defaultPeriod(now);
  const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
  const from = query.from ?? addMonths(to, -11);
  return { from, to };
}
