/**
 * «Επιβεβαιώνετε ότι διαβάσατε την ανακοίνωση;» (SPEC §2 "Notices screen", §4 "Notice: active
 * until the user confirms reading"): confirming removes the notice for the user for good, so it
 * is asked as the yes/no dialog. Shared by /notifications/confirm/:uid (the page without
 * JavaScript) and the dialog /notifications opens with it; «Ναι» posts to /notifications.
 */
import type { DialogContent } from "#app/components/dialog/DialogLink";
import { YesNoQuestion } from "#app/components/dialog/YesNoQuestion";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

export const NOTICE_READ_TITLE = "Επιβεβαίωση ανάγνωσης";

export interface NoticeToConfirm {
  uid: string;
  message: string;
  createdAt: number;
}

export function NoticeReadQuestion({ notice, dialog }: { notice: NoticeToConfirm; dialog?: DialogContent }) {
  return (
    <YesNoQuestion
      title={NOTICE_READ_TITLE}
      question={`Επιβεβαιώνετε ότι διαβάσατε την ανακοίνωση της ${formatDateTime(notice.createdAt)}; Δεν θα εμφανίζεται πλέον.`}
      action={paths.notifications()}
      fields={{ notice: notice.uid }}
      noHref={paths.notifications()}
      dialog={dialog}
    >
      <blockquote className="govgr-inset-text">{notice.message}</blockquote>
    </YesNoQuestion>
  );
}
