/**
 * The JSON API of SPEC §7 under /luminapi/api: one resource route for every call, dispatching to
 * the registry of declared calls (app/api/registry.server.ts), which parses, authenticates,
 * throttles and answers each (app/api/dispatch.server.ts). The route table lists each call as its
 * own row (tests/support/route-table.ts API_CALL_ROWS), checked against the registry.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { handleApiRequest } from "#app/api/dispatch.server";
import { API_ROUTER } from "#app/api/registry.server";
import { clientAddress } from "#app/http/client-address";

export function loader({ request, params, context }: LoaderFunctionArgs) {
  return handleApiRequest(API_ROUTER, request, params["*"] ?? "", clientAddress(context));
}

export function action({ request, params, context }: ActionFunctionArgs) {
  return handleApiRequest(API_ROUTER, request, params["*"] ?? "", clientAddress(context));
}
