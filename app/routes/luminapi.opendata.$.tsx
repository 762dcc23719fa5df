/**
 * The OpenData API (reads, and the write calls under /decisions) under /luminapi/opendata, the real register's other address for the same
 * API: the same dispatcher as /opendata/* (app/http/opendata-response.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { clientAddress } from "#app/http/client-address";
import { opendataAction, opendataLoader } from "#app/http/opendata-response.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => opendataLoader(request, clientAddress(context));
export const action = ({ request, context }: ActionFunctionArgs) => opendataAction(request, clientAddress(context));
