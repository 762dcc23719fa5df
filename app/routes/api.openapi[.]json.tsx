/**
 * /api/openapi.json: the OpenAPI 3.1 document of the JSON API, generated from the declared calls'
 * zod schemas (app/api/openapi.server.ts). The same for everyone and for a whole build, so it is
 * cached like the other discovery documents.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { openApiDocument } from "#app/api/openapi.server";
import { API_CALLS } from "#app/api/registry.server";
import { apiJson } from "#app/http/api-response.server";
import { readOnlyApi } from "#app/http/refuse.server";

export function loader({ request }: LoaderFunctionArgs) {
  return apiJson(request, openApiDocument(API_CALLS), "discovery");
}

export const action = readOnlyApi;
