/**
 * POST /text-size: one of the four text sizes (SPEC §2), kept in a cookie, then back to the page.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { inSitePath } from "#app/access/guards.server";
import { textSizeHeader } from "#app/shell/preferences.server";
import { parseTextSize } from "#app/shell/text-size";

export async function action({ request }: ActionFunctionArgs) {
  const form = await request.formData();
  return redirect(inSitePath(form.get("redirectTo")), {
    status: 303,
    headers: { "Set-Cookie": await textSizeHeader(parseTextSize(form.get("size"))) },
  });
}

export function loader() {
  return redirect("/");
}
