/**
 * The OpenData API (reads, and the write calls under /decisions) (reference/diavgeia.md §1.2) under /opendata: every call is dispatched by
 * app/http/opendata-response.server.ts from one table (app/opendata/calls.server.ts), so this route and
 * /luminapi/opendata/* serve the same API. The /opendata/dumps pages are their own routes.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientAddress } from "#app/http/client-address";
import { opendataAction, opendataLoader } from "#app/http/opendata-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => opendataLoader(request, clientAddress(context));
export const action = ({ request, context }: ActionFunctionArgs) => opendataAction(request, clientAddress(context));
