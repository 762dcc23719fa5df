/**
 * Pieces of the API's zod schemas used by several calls: dates (YYYY-MM-DD, Athens calendar day),
 * instants (ISO 8601), labels, paging. The OpenAPI document shows them as named formats.
 */
import { z } from "zod";
import { athensDay } from "#shared/dates";

/** A calendar day, `YYYY-MM-DD` (SPEC §7: the API's dates). */
export const apiDate = z.iso.date();
/** An instant, ISO 8601 in UTC (`2026-05-01T09:30:00.000Z`). */
export const apiInstant = z.iso.datetime();

export const dayOf = (ms: number): string => athensDay(ms);
export const instantOf = (ms: number): string => new Date(ms).toISOString();

export const label = z.object({ uid: z.string(), label: z.string() });

/** Paging of list calls: `page` from 1, `size` up to 100. */
export const pagingQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});

export const pageInfo = z.object({
  page: z.number().int(),
  size: z.number().int(),
  total: z.number().int(),
});

/** One page of a list: the items of `page` and the paging facts. */
export function paged<T>(items: readonly T[], page: number, size: number) {
  return { info: { page, size, total: items.length }, items: items.slice((page - 1) * size, page * size) };
}
