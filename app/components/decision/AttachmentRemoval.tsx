/**
 * The confirmation of removing an attachment from a submitted version: its page
 * (/decision/attachments/{versionId}?remove={id}) without JavaScript, a dialog on the attachments
 * page with it (DialogLink). A multipart POST, as the attachments page's other form.
 */
import { Form } from "@remix-run/react";
import { type DialogContent, ConfirmationCancel } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { paths } from "#app/paths";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

const TITLE = "Αφαίρεση συνημμένου";

export interface AttachmentRemovalProps {
  page: { versionId: string; updatedAt: number; subject: string };
  removing: { id: string; description: string | null; filename: string };
  dialog?: DialogContent;
}

export function AttachmentRemoval({ page, removing, dialog }: AttachmentRemovalProps) {
  const here = paths.attachments(page.versionId);
  return (
    <>
      <ConfirmationHeading title={TITLE} dialog={dialog} />
      <p className="govgr-body">
        Να αφαιρεθεί το συνημμένο «{removing.description ?? removing.filename}» από την πράξη «{page.subject}»;
      </p>
      <Form method="post" action={here} encType="multipart/form-data">
        <CsrfField />
        <input type="hidden" name="updatedAt" value={page.updatedAt} />
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="attachmentId" value={removing.id} />
        <div className="govgr-btn-row">
          <SubmitButton>Αφαίρεση</SubmitButton>
          <ConfirmationCancel dialog={dialog} href={here} />
        </div>
      </Form>
    </>
  );
}
