/**
 * /bookmarks: POST saves the search being looked at as a bookmark (SPEC §2 "A bookmark button
 * saves the current search; it needs the manage-bookmarks permission"; §8 alerts), then returns
 * to that search with the success alert, or with an error alert headed «Παρουσιάστηκε σφάλμα».
 * GET shows nothing of its own: the list lives on /userhome.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { saveBookmark } from "#app/bookmarks/bookmarks.server";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";

const PERMISSION = { permission: "PERM_STOREDSEARCH_MANAGE" } as const;

const saveSchema = z.object({
  link: z.string({ error: TEXT.badRequest }).max(4000, { error: TEXT.badRequest }),
  description: z.string({ error: TEXT.badRequest }).max(1000, { error: TEXT.badRequest }),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, PERMISSION);
  throw redirect(paths.bookmarks());
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireStaff(request, PERMISSION);
  const { link, description } = parseFormWith(saveSchema, await readForm(request));
  const outcome = saveBookmark(user, link, description);
  const alert = outcome.ok
    ? { kind: "success" as const, text: MSG.bookmarkSaved }
    : { kind: "error" as const, text: `${MSG.errorHeading}: ${outcome.message}` };
  throw redirect(outcome.link ?? paths.search(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, alert) },
  });
}
