/**
 * POST /text-size: one of the four text sizes (SPEC §2), kept in a cookie, then back to the page.
 * A size that is not one of the four is a 400, not a silent reset.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { inSitePath } from "#app/access/guards.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { textSizeHeader } from "#app/shell/preferences.server";
import { parseTextSize } from "#app/shell/text-size";
import { TEXT } from "#app/messages";

const FORM = z.object({
  size: z.enum(["0", "1", "2", "3"], { error: TEXT.invalidOption }),
  redirectTo: input.optionalText(),
});

export async function action({ request }: ActionFunctionArgs) {
  const form = parseFormWith(
    FORM,
    await readForm(request, { answer: "resource", visitorPreference: true }),
    "resource",
  );
  return redirect(inSitePath(form.redirectTo), {
    status: 303,
    headers: { "Set-Cookie": await textSizeHeader(parseTextSize(form.size)) },
  });
}

export function loader() {
  return redirect("/");
}
