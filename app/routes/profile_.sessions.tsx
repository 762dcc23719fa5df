/**
 * /profile/sessions (POST): "sign out" of one of the user's sessions (`session`, the handle the
 * profile page shows) or of all of them (`all=1`, this one included). Ending this browser's own
 * session clears its cookie and leads to the login page; otherwise back to /profile.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { destroySession } from "#app/access/sessions.server";
import { readForm } from "#app/http/form.server";
import { input, parseFormWith } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { endAllSessions, endSession } from "#app/users/end-sessions.server";

const FORM = z.object({ session: input.optionalText(64), all: z.literal("1").optional() });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw redirect(paths.profile());
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const form = parseFormWith(FORM, await readForm(request));
  const headers = new Headers();
  if (form.all) {
    const ended = endAllSessions(user);
    headers.append("Set-Cookie", await destroySession(request));
    headers.append("Set-Cookie", await addFlash(request, { kind: "success", text: TEXT.signedOutEverywhere(ended) }));
    throw redirect(paths.login(), { status: 303, headers });
  }
  const result = endSession(user, form.session ?? "");
  if (result.ok && result.current) {
    headers.append("Set-Cookie", await destroySession(request));
    headers.append("Set-Cookie", await addFlash(request, { kind: "success", text: TEXT.loggedOut }));
    throw redirect(paths.login(), { status: 303, headers });
  }
  const alert = result.ok
    ? { kind: "success" as const, text: TEXT.sessionEnded }
    : { kind: "warning" as const, text: TEXT.sessionNotFound };
  headers.append("Set-Cookie", await addFlash(request, alert));
  throw redirect(paths.profile(), { status: 303, headers });
}
