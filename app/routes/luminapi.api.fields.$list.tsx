/**
 * GET /luminapi/api/fields/{list}?term=…&org=… (SPEC §7 "option lists for fields load from
 * per-field selection URLs, with a term query param"): what the decision form's ajax selectors
 * offer for a term of at least 3 characters, `{ options: [{ value, label }] }`; with ?uid=… the
 * option of that code (a definition's dataByUidUrl reads a chosen value's label); for "units" or
 * "signers" with ?all=1, the body's whole list (a field following the body, decision 122). {list} is a
 * dictionary uid, "organizations", "active-organizations", or "units"/"signers" of ?org=.
 * Public data (the organisation pages show the same), cacheable like them.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { fieldOptionsAnswer } from "#app/decisions/form-schema.options.server";
import { apiErrorResponse, apiJson } from "#app/http/api-response.server";
import { input, parseParams, parseQuery } from "#app/http/input.server";
import { readOnlyApi } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";

const PARAMS = z.object({ list: input.segment });
const QUERY = z.object({
  term: input.optionalText(200),
  org: input.optionalText(50),
  uid: input.optionalText(100),
  all: z.literal("1", { error: TEXT.badRequest }).optional(),
});

export function loader({ request, params }: LoaderFunctionArgs) {
  const { list } = parseParams(PARAMS, params, { answer: "api", message: TEXT.unknownOptionList });
  const query = parseQuery(QUERY, request, "api");
  const answer = fieldOptionsAnswer(list, { ...query, all: query.all === "1" });
  if (!answer) return apiErrorResponse(404, TEXT.unknownOptionList);
  return apiJson(request, answer, "publicPage");
}

export const action = readOnlyApi;
