/**
 * /notifications: the notices meant for the logged-in user that they have not confirmed yet
 * (SPEC §2 "Notices screen", §4). Each has «Επιβεβαίωση ανάγνωσης», the yes/no dialog
 * (/notifications/confirm/:uid, a page without JavaScript); its «Ναι» posts here, the notice
 * leaves the list and the bell's counter goes down (with JavaScript the root loader is reloaded
 * after the action, so the bell updates in place).
 */
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { addFlash } from "#app/access/flash.server";
import { requireUser } from "#app/access/guards.server";
import { DialogLink } from "#app/components/dialog/DialogLink";
import { NoticeReadQuestion, type NoticeToConfirm } from "#app/components/notices/NoticeReadQuestion";
import { readForm } from "#app/http/form.server";
import { parseFormWith } from "#app/http/input.server";
import { MSG, TEXT } from "#app/messages";
import { confirmNoticeRead, unreadNoticesFor } from "#app/notices/notices.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTime } from "#shared/dates";

const TITLE = "Ειδοποιήσεις";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const CONFIRM = z.object({ notice: z.string({ error: TEXT.badRequest }).min(1).max(64) });

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    notices: unreadNoticesFor(user).map((n) => ({ uid: n.uid, message: n.message, createdAt: n.createdAt })),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const user = await requireUser(request);
  const { notice } = parseFormWith(CONFIRM, await readForm(request));
  const result = confirmNoticeRead(user, notice);
  // The outcome of the yes/no question, told in SPEC §2's notification dialog.
  const alert = result.ok
    ? { kind: "success" as const, text: MSG.actionDone, dialog: true }
    : { kind: "error" as const, text: MSG.actionFailed, dialog: true };
  throw redirect(paths.notifications(), { status: 303, headers: { "Set-Cookie": await addFlash(request, alert) } });
}

export default function Notifications() {
  const { notices } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      {notices.length === 0 ? (
        <p className="govgr-body">{MSG.noNotices}</p>
      ) : (
        <ul className="govgr-list govgr-list--plain notice-list">
          {notices.map((n) => (
            <li key={n.uid} className="notice-list__item">
              <h2 className="govgr-heading-s">Ανακοίνωση της {formatDateTime(n.createdAt)}</h2>
              <p className="govgr-body notice-list__text">{n.message}</p>
              <DialogLink<{ notice: NoticeToConfirm }>
                href={paths.noticeReadConfirmation(n.uid)}
                label={
                  <>
                    Επιβεβαίωση ανάγνωσης
                    <span className="govgr-visually-hidden"> της ανακοίνωσης της {formatDateTime(n.createdAt)}</span>
                  </>
                }
              >
                {(data, dialog) => <NoticeReadQuestion notice={data.notice} dialog={dialog} />}
              </DialogLink>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
