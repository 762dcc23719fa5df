/**
 * SPEC §7 GET /static/api/dashboards/org/{uidOrLatinName}/{call}: the organisation dashboard as
 * JSON (info, historyorgs, decisions/latest, decisions/by/{dt|thk|unit|signer}, pubdocs, legislation, sub; the
 * bare address answers info), public and cacheable like the page (ETag/304). An unknown body or
 * call is a 404 in the SPEC §8 error payload (app/organizations/dashboard-api.server.ts).
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiJson } from "#app/http/api-response.server";
import { input, parseParams } from "#app/http/input.server";
import { readOnlyApi, refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { DASHBOARD_API_CALLS, dashboardApi } from "#app/organizations/dashboard-api.server";

const PARAMS = z.object({
  org: input.segment,
  // A trailing slash is the same call.
  "*": z.preprocess((v) => (typeof v === "string" ? v.replace(/\/$/, "") : ""), z.enum(DASHBOARD_API_CALLS)),
});

export function loader({ request, params }: LoaderFunctionArgs) {
  const { org, "*": call } = parseParams(PARAMS, params, { answer: "api", message: TEXT.notFoundTitle });
  const body = dashboardApi(org, call);
  if (body === null) refuse(404, TEXT.organizationNotFound, "api");
  return apiJson(request, body, "publicPage");
}

/** Read only: any other method gets the SPEC §8 error payload with 405. */
export const action = readOnlyApi;
