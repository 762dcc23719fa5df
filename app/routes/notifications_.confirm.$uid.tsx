/**
 * /notifications/confirm/:uid: the yes/no question before a notice is confirmed as read (SPEC §2
 * "Dialogs", "Notices screen"). The page without JavaScript; with it /notifications opens the same
 * content in a <dialog> (DialogLink). Only an unread notice meant for the user is asked about;
 * any other uid is 404. «Ναι» posts to /notifications, which records the reading.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#app/access/guards.server";
import { NoticeReadQuestion, NOTICE_READ_TITLE } from "#app/components/notices/NoticeReadQuestion";
import { notFound } from "#app/http/errors.server";
import { input, parseParams } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { unreadNoticesFor } from "#app/notices/notices.server";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle(NOTICE_READ_TITLE) }];

const PARAMS = z.object({ uid: input.segment });

// Read once: opened as a dialog, its loader must not run again after «Ναι» (the notice is gone by then).
export const shouldRevalidate = () => false;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const { uid } = parseParams(PARAMS, params, { message: TEXT.noticeNotFound });
  const notice = unreadNoticesFor(user).find((n) => n.uid === uid);
  if (!notice) notFound(TEXT.noticeNotFound);
  return { notice: { uid: notice.uid, message: notice.message, createdAt: notice.createdAt } };
}

export default function ConfirmNoticeRead() {
  const { notice } = useLoaderData<typeof loader>();
  return <NoticeReadQuestion notice={notice} />;
}
