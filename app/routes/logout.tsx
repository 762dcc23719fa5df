/**
 * /logout: POST only (a link must not log anyone out), with the form token, so another site
 * cannot log a user out either. Ends the session row, clears the cookie, says «Αποσυνδεθήκατε.»
 * on the home page.
 */
import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { addFlash } from "#app/access/flash.server";
import { destroySession } from "#app/access/sessions.server";
import { readForm } from "#app/http/form.server";
import { TEXT } from "#app/messages";

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request, { answer: "resource" });
  const headers = new Headers();
  headers.append("Set-Cookie", await destroySession(request));
  headers.append("Set-Cookie", await addFlash(request, { kind: "success", text: TEXT.loggedOut }));
  return redirect("/", { status: 303, headers });
}

/** GET /logout changes nothing: back to the home page. */
export function loader() {
  return redirect("/");
}
