/**
 * The public search statistics of SPEC §7, one address each under /static/api/search/:
 * countpertype, countperorgcategory, countPerDayLastMonth (optionally ?org={uid}) and
 * totalArtifacts. JSON, public, cached like the home page they feed (app/stats/stats-api.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiCounter, apiJson } from "#app/http/api-response.server";
import { parseParams, parseQuery } from "#app/http/input.server";
import { readOnlyApi, refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { countPerDayLastMonth, countPerOrgCategory, countPerType, totalArtifacts } from "#app/stats/stats-api.server";

const STATS = {
  countpertype: () => countPerType(),
  countperorgcategory: () => countPerOrgCategory(),
} as const;

const PARAMS = z.object({
  stat: z.enum([...(Object.keys(STATS) as (keyof typeof STATS)[]), "countPerDayLastMonth", "totalArtifacts"]),
});
const DAYS_QUERY = z.object({ org: z.string().min(1).max(200).optional() });

export function loader({ request, params }: LoaderFunctionArgs) {
  const { stat } = parseParams(PARAMS, params, { answer: "api", message: TEXT.notFoundTitle });
  if (stat === "totalArtifacts") return apiCounter(request, totalArtifacts(), TEXT.counterUnavailable);
  if (stat !== "countPerDayLastMonth") return apiJson(request, STATS[stat](), "publicPage");
  const { org } = parseQuery(DAYS_QUERY, request, "api");
  const days = countPerDayLastMonth(org);
  if (!days) refuse(404, TEXT.organizationNotFound, "api");
  return apiJson(request, days, "publicPage");
}

/** Read only: any other method gets the SPEC §8 error payload with 405. */
export const action = readOnlyApi;
