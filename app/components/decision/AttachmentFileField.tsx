/**
 * The attachments page's file (decision 087's types, up to the upload limit). Without JavaScript a
 * plain file input that travels with the form. With JavaScript the chosen file is queued and sent
 * ahead of the form with a progress bar from 0 to 100 %, as the decision's PDF is (decision 088,
 * app/components/form/use-staged-upload.ts); the form then carries its token, which a refused form keeps.
 */
import { useRef } from "react";
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import { describedBy, hintId } from "#app/components/form/ids";
import { StagedUploadStatus } from "#app/components/form/StagedUploadStatus";
import { useStagedUpload } from "#app/components/form/use-staged-upload";
import { ATTACHMENT_ACCEPT_ATTRIBUTE, ATTACHMENT_EXTENSIONS_TEXT } from "#app/documents/attachment-types";
import { STAGED_ATTACHMENT_FIELD, STAGED_ATTACHMENT_FILE } from "#app/fields/upload.rule";
import { formatFileSize } from "#app/format";
import { TEXT } from "#app/messages";

export function AttachmentFileField({ id, error, maxBytes }: { id: string; error?: string; maxBytes: number }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useStagedUpload(input, "attachment");
  const shown = upload.error ?? error;
  return (
    <div className={`govgr-form-group${shown ? " govgr-form-group--error" : ""}`}>
      <label className="govgr-label" htmlFor={id}>
        Αρχείο (έως {formatFileSize(maxBytes)})
      </label>
      <p className="govgr-hint" id={hintId(id)}>
        {TEXT.attachmentAcceptedTypes(ATTACHMENT_EXTENSIONS_TEXT)}
      </p>
      <ErrorMessage id={id} errors={shown ? [shown] : []} />
      <input
        ref={input}
        className="govgr-file-upload"
        type="file"
        id={id}
        name={STAGED_ATTACHMENT_FILE}
        accept={ATTACHMENT_ACCEPT_ATTRIBUTE}
        aria-invalid={Boolean(shown) || undefined}
        aria-describedby={describedBy(id, true, Boolean(shown))}
      />
      {upload.staged ? <input type="hidden" name={STAGED_ATTACHMENT_FIELD} value={upload.staged.token} /> : null}
      <StagedUploadStatus
        id={id}
        upload={upload}
        queuedText="Σε αναμονή για αποστολή με το συνημμένο"
        keptText={TEXT.stagedAttachmentKept}
      />
    </div>
  );
}
