/**
 * POST /cookies: the cookie banner's «Αποδοχή». Sets the consent cookie (365 days, SPEC §9)
 * and sends the visitor back to the page they were on. A resource route, so it works from a
 * plain form without JavaScript; its refusals are stand-alone Greek pages.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { inSitePath } from "#app/access/guards.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { paths } from "#app/paths";
import { acceptCookiesHeader } from "#app/shell/preferences.server";

const FORM = z.object({ redirectTo: input.optionalText() });

export async function action({ request }: ActionFunctionArgs) {
  const form = parseFormWith(
    FORM,
    await readForm(request, { answer: "resource", visitorPreference: true }),
    "resource",
  );
  return redirect(inSitePath(form.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await acceptCookiesHeader() },
  });
}

/** A GET here (someone following a link) goes to the cookie terms. */
export function loader() {
  return redirect(paths.cookieTerms());
}
