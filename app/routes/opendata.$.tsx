/**
 * The OpenData read API (reference/diavgeia.md §1.2) under /opendata: every call is dispatched by
 * app/http/opendata-response.server.ts from one table (app/opendata/calls.server.ts), so this route and
 * /luminapi/opendata/* serve the same API. The /opendata/dumps pages are their own routes.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { opendataAction, opendataLoader } from "#app/http/opendata-response.server";

export const loader = ({ request }: LoaderFunctionArgs) => opendataLoader(request);
export const action = ({ request }: ActionFunctionArgs) => opendataAction(request);
