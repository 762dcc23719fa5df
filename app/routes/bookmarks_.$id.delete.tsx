/**
 * /bookmarks/{id}/delete: deleting one of the user's bookmarks, confirmed on a page so it works
 * without JavaScript (GET asks, POST deletes and returns to /userhome with an alert). Another
 * user's bookmark, or none, is a 404.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { bookmarkOf, deleteBookmark } from "#app/bookmarks/bookmarks.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const PERMISSION = { permission: "PERM_STOREDSEARCH_MANAGE" } as const;
const PARAMS = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

export const meta: MetaFunction = () => [{ title: pageTitle("Διαγραφή σελιδοδείκτη") }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { id } = parseParams(PARAMS, params);
  const user = await requireStaff(request, PERMISSION);
  const bookmark = bookmarkOf(user.id, id);
  if (!bookmark) notFound(TEXT.notFoundTitle);
  return { bookmark };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { id } = parseParams(PARAMS, params);
  const user = await requireStaff(request, PERMISSION);
  await readForm(request);
  if (!deleteBookmark(user, id)) notFound(TEXT.notFoundTitle);
  throw redirect(paths.bookmarks(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: MSG.actionDone }) },
  });
}

export default function DeleteBookmark() {
  const { bookmark } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Διαγραφή σελιδοδείκτη</h1>
      <p>
        Να διαγραφεί ο σελιδοδείκτης «<Link to={bookmark.link}>{bookmark.description}</Link>»;
      </p>
      <Form method="post">
        <CsrfField />
        <p className="govgr-btn-row">
          <button type="submit" className="govgr-btn govgr-btn-warning">
            Διαγραφή
          </button>
          <Link to={paths.bookmarks()}>Άκυρο</Link>
        </p>
      </Form>
    </div>
  );
}
