/**
 * /alerts/{token}/unsubscribe: RFC 8058 one-click unsubscribe, the address of every alert mail's
 * List-Unsubscribe header (with List-Unsubscribe-Post: List-Unsubscribe=One-Click). The mail
 * provider POSTs `List-Unsubscribe=One-Click` from its own servers, with no cookie and no form
 * token: the secret token in the address is the only authority, as it is for the alert's page, so
 * the form token (which protects a cookie's authority) is not asked. A browser's cross-site POST is
 * still refused at the edge (server/same-origin.ts). A GET (someone opened the address) shows the
 * alert's page, where one button ends it.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { ALERT_TOKEN_SHAPE } from "#app/alerts/alert";
import { changeAlert } from "#app/alerts/subscriptions.server";
import { badRequest, notFound } from "#app/http/errors.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";

const PARAMS = z.object({ token: z.string().regex(ALERT_TOKEN_SHAPE) });
const ONE_CLICK = z.object({ "List-Unsubscribe": z.literal("One-Click") });

function tokenOf(params: unknown): string {
  const parsed = PARAMS.safeParse(params);
  if (!parsed.success) notFound(TEXT.alertNotFound);
  return parsed.data.token;
}

export function loader({ params }: LoaderFunctionArgs) {
  throw redirect(paths.alert(tokenOf(params)));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const token = tokenOf(params);
  // RFC 8058 §3.1: the body is the one field, form-encoded (multipart is allowed too).
  let body: FormData;
  try {
    body = await request.formData();
  } catch {
    badRequest(TEXT.badRequest);
  }
  if (!ONE_CLICK.safeParse(Object.fromEntries(body)).success) badRequest(TEXT.badRequest);
  if (!changeAlert(token, { kind: "delete" }, null)) notFound(TEXT.alertNotFound);
  return new Response(TEXT.alertDeleted, {
    status: 200,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
