/** GET /static/api/stats/users (SPEC §7): the enabled user accounts, `{ value }`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiJson } from "#app/http/api-response.server";
import { readOnlyApi } from "#app/http/refuse.server";
import { totalUsers } from "#app/stats/stats-api.server";

export const loader = ({ request }: LoaderFunctionArgs) => apiJson(request, totalUsers(), "publicPage");
export const action = readOnlyApi;
