/**
 * GET /internal/eprocurement?type=…&adam=… (SPEC §2, §7 e-procurement): the decision form's import
 * of a ΚΗΜΔΗΣ record. Answers the form's values as JSON ({adam, values: {subject, protocolNumber,
 * issueDate, extraFieldValues}}), or SPEC §8's error payload with the Greek message (400 a wrong
 * reference or type, 404 nothing found, 503 the service failed). Staff only; never cached.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { importEprocurement } from "#app/eprocurement/import.server";
import { apiErrorResponse } from "#app/http/api-response.server";
import { cacheControl } from "#app/http/cache-policy";
import { parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";

const QUERY = z.object({
  type: z.string({ error: TEXT.eprocUnsupportedType }).trim().min(1, { error: TEXT.eprocUnsupportedType }).max(20),
  adam: z.string({ error: TEXT.eprocInvalidReference }).max(40, { error: TEXT.eprocInvalidReference }),
});

const NO_STORE = { "Cache-Control": cacheControl("noStore") };

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request);
  const query = parseQuery(QUERY, request, "api");
  const result = await importEprocurement(query.type, query.adam);
  if (!result.ok) throw apiErrorResponse(result.status, result.message, NO_STORE);
  return Response.json({ adam: result.adam, values: result.values }, { headers: NO_STORE });
}
