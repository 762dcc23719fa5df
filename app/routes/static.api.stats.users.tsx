/** GET /static/api/stats/users (SPEC §7): the enabled user accounts, `{ value }`. */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiCounter } from "#app/http/api-response.server";
import { TEXT } from "#app/messages";
import { readOnlyApi } from "#app/http/refuse.server";
import { totalUsers } from "#app/stats/stats-api.server";

export const loader = ({ request }: LoaderFunctionArgs) => apiCounter(request, totalUsers(), TEXT.counterUnavailable);
export const action = readOnlyApi;
