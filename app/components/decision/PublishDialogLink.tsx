/**
 * «Ανάρτηση» on a decision's page: the publishing confirmation («Μήνυμα επιβεβαίωσης») in a dialog
 * with JavaScript, the page /decision/publish/{id} without (DialogLink).
 */
import { DialogCancel, DialogLink } from "#app/components/dialog/DialogLink";
import type { PublishConfirmation } from "#app/decisions/publish-confirmation";
import { MSG } from "#app/messages";
import { PublishConfirmationForm } from "./PublishConfirmationForm";

export function PublishDialogLink({ href, label }: { href: string; label: string }) {
  return (
    <DialogLink<PublishConfirmation> href={href} label={label}>
      {(confirmation, { titleId, close }) => (
        <>
          <h2 id={titleId} className="govgr-heading-l">
            {MSG.publishTitle}
          </h2>
          <PublishConfirmationForm
            confirmation={confirmation}
            recipientsId={`${titleId}-recipients`}
            recipientsValue={confirmation.recipients.join("\n")}
            cancel={<DialogCancel close={close} />}
          />
        </>
      )}
    </DialogLink>
  );
}
