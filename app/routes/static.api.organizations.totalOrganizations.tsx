/** GET /static/api/organizations/totalOrganizations (SPEC §7): the active organisations, `{ value }`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiCounter } from "#app/http/api-response.server";
import { TEXT } from "#app/messages";
import { readOnlyApi } from "#app/http/refuse.server";
import { totalOrganizations } from "#app/stats/stats-api.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  apiCounter(request, totalOrganizations(), TEXT.counterUnavailable);
export const action = readOnlyApi;
