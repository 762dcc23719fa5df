/**
 * POST /internal/validateVAT (SPEC §7): afm, afmType, countryCode (and the name as typed) →
 * {valid, name, enterName}, for the decision form's AFM fields with script. A form-encoded POST
 * with the form token, answered in JSON and never stored by a cache. An invalid number is 200
 * with valid:false; a VAT service that cannot answer is 503, so SPEC §5's reading of statuses
 * (4xx invalid, others unavailable) holds for this answer too.
 */
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { cacheControl } from "#app/http/cache-policy";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { apiErrorResponse } from "#app/http/api-response.server";
import { TEXT } from "#app/messages";
import { checkVat } from "#app/vat/check-vat.server";

const FORM = z.object({
  afm: z.string({ error: TEXT.badRequest }).trim().min(1, { error: TEXT.badRequest }).max(40),
  afmType: input.optionalText(10),
  countryCode: input.optionalText(4),
  name: input.optionalText(300),
});

export async function action({ request }: ActionFunctionArgs) {
  await requireStaff(request);
  const form = parseFormWith(FORM, await readForm(request, { answer: "api" }), "api");
  const check = await checkVat(form);
  const body =
    check.status === "valid"
      ? { valid: true, name: check.name, enterName: check.enterName }
      : { valid: false, name: null, enterName: false, message: check.message };
  return Response.json(body, {
    status: check.status === "unavailable" ? 503 : 200,
    headers: { "Cache-Control": cacheControl("noStore") },
  });
}

/** A GET here is a 405: the check is a POST (it may call outside services). */
export function loader() {
  return apiErrorResponse(405, TEXT.postOnly, { Allow: "POST" });
}
