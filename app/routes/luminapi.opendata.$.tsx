/**
 * The OpenData read API under /luminapi/opendata, the real register's other address for the same
 * API: the same dispatcher as /opendata/* (app/http/opendata-response.server.ts).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { opendataAction, opendataLoader } from "#app/http/opendata-response.server";

export const loader = ({ request }: LoaderFunctionArgs) => opendataLoader(request);
export const action = ({ request }: ActionFunctionArgs) => opendataAction(request);
