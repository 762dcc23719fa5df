/**
 * /stats/download?dimension=month|type|category|organization&from=YYYY-MM&to=YYYY-MM: one table of
 * the statistics page as CSV (RFC 4180, with a BOM so that Excel reads Greek). Public, cacheable
 * like the page, revalidated by an ETag of its content.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { cacheHeaders, conditionalResponse } from "#app/http/cache.server";
import { CSV_CONTENT_TYPE, csvDocument } from "#app/export/csv";
import { parseQuery } from "#app/http/input.server";
import { readOnlyResource } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { resolvePeriod, statsQuerySchema } from "#app/stats/period";
import { publicationStats, STATS_DIMENSIONS, statsTable } from "#app/stats/stats-page.server";

const QUERY = z.intersection(
  z.object({ dimension: z.enum(STATS_DIMENSIONS, { error: TEXT.statsUnknownDimension }) }),
  statsQuerySchema,
);

export function loader({ request }: LoaderFunctionArgs) {
  const { dimension, ...query } = parseQuery(QUERY, request, "resource");
  const period = resolvePeriod(query);
  const body = csvDocument(statsTable(publicationStats(period), dimension));
  const headers = cacheHeaders("export", { etag: [body] });
  headers.set("Content-Type", CSV_CONTENT_TYPE);
  headers.set("Content-Disposition", `attachment; filename="stats-${dimension}-${period.from}-${period.to}.csv"`);
  headers.set("X-Content-Type-Options", "nosniff");
  return conditionalResponse(request, headers, () => body);
}

/** Read only: a POST (or any other write) is a Greek 405. */
export const action = readOnlyResource;
