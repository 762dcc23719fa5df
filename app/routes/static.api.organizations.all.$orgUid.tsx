/**
 * GET /static/api/organizations/all/{orgUid} (SPEC §7): a body and every active body it
 * supervises, directly or not, as one flat list in tree order, each `{ uid, label, latinName,
 * level }` (level 0 is the body itself).
 *
 * Why this shape: we read the real portal's use of it as its public dashboard's choice of «the body
 * and the bodies it supervises» for a body's figures, one option per body indented by its depth.
 * Neither the reference (/work/shared/reference/diavgeia.md) nor the sample answers we hold show
 * its body, so this is the least such a choice needs, not a copy of the real one. The nested tree with abolished bodies is
 * /luminapi/api/organizations/supervisedWithCurrent/{id}; the body's own history is
 * /luminapi/api/organizations/all/{uid}.
 *
 * A uid is a number: anything else is refused 400 (the call exists, its argument is malformed);
 * a number that names no body is 404. Cached like its sibling calls.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { apiJson } from "#app/http/api-response.server";
import { parseParams } from "#app/http/input.server";
import { readOnlyApi, refuse } from "#app/http/refuse.server";
import { TEXT } from "#app/messages";
import { organizationWithSupervised } from "#app/organizations/supervised-list.server";

const PARAMS = z.object({ orgUid: z.string().regex(/^\d{1,12}$/) });

export function loader({ request, params }: LoaderFunctionArgs) {
  const { orgUid } = parseParams(PARAMS, params, {
    answer: "api",
    status: 400,
    message: "Ο κωδικός φορέα είναι αριθμός, π.χ. 6013.",
  });
  const list = organizationWithSupervised(orgUid) ?? refuse(404, TEXT.organizationNotFound, "api");
  return apiJson(request, list, "publicPage");
}

export const action = readOnlyApi;
