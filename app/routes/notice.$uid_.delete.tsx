/**
 * /notice/{uid}/delete: the confirmation page for deleting a notice (a destructive action needs
 * one without JavaScript). POST deletes it with its read confirmations and an audit row.
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireStaff } from "#app/access/guards.server";
import { CsrfField } from "#app/components/form/CsrfField";
import { notFound } from "#app/http/errors.server";
import { readForm } from "#app/http/form.server";
import { parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { deleteNotice, findNotice } from "#app/notices/notices.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Διαγραφή ανακοίνωσης";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const PARAMS = z.object({ uid: z.string().min(1).max(64) });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  const { uid } = parseParams(PARAMS, params, { message: TEXT.noticeNotFound });
  const notice = findNotice(uid);
  if (!notice) notFound(TEXT.noticeNotFound);
  return { uid: notice.uid, message: notice.message };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const user = await requireStaff(request, { role: "ROLE_ADMIN" });
  const { uid } = parseParams(PARAMS, params, { message: TEXT.noticeNotFound });
  await readForm(request);
  const result = deleteNotice(user, uid);
  if (!result.ok) notFound(TEXT.noticeNotFound);
  throw redirect(paths.notices(), {
    status: 303,
    headers: { "Set-Cookie": await addFlash(request, { kind: "success", text: TEXT.noticeDeleted }) },
  });
}

export default function DeleteNotice() {
  const { uid, message } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p className="govgr-body">Η ανακοίνωση θα διαγραφεί οριστικά, μαζί με τις επιβεβαιώσεις ανάγνωσής της:</p>
      <blockquote className="govgr-inset-text">{message}</blockquote>
      <p className="govgr-body">
        Αν θέλετε απλώς να μην εμφανίζεται πλέον, μπορείτε να την απενεργοποιήσετε από τη σελίδα της.
      </p>
      <Form method="post" className="govgr-btn-row">
        <CsrfField />
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Οριστική διαγραφή
        </button>
        <Link to={paths.notice(uid)}>Ακύρωση</Link>
      </Form>
    </>
  );
}
