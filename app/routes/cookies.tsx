/**
 * POST /cookies: the cookie banner's «Αποδοχή». Sets the consent cookie (365 days, SPEC §9)
 * and sends the visitor back to the page they were on. A resource route, so it works from a
 * plain form without JavaScript.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { inSitePath } from "#app/access/guards.server";
import { acceptCookiesHeader } from "#app/shell/preferences.server";

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(inSitePath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": await acceptCookiesHeader() },
  });
}

/** A GET here (someone following a link) goes to the cookie terms. */
export function loader() {
  return redirect("/termsOfUse#cookieTerms");
}
