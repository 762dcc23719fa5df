/** GET /static/api/organizations/totalOrganizations (SPEC §7): the active organisations, `{ value }`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson } from "#app/http/api-response.server";
import { readOnlyApi } from "#app/http/refuse.server";
import { totalOrganizations } from "#app/stats/stats-api.server";

export const loader = ({ request }: LoaderFunctionArgs) => apiJson(request, totalOrganizations(), "publicPage");
export const action = readOnlyApi;
