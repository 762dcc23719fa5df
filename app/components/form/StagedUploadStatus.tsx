/**
 * What a staged upload shows with JavaScript, under its file input (app/components/form/use-staged-upload.ts):
 * the queued file with «Αφαίρεση», the progress bar from 0 to 100 % while it is sent, and the file
 * already sent that the form will use. One live region, so a screen reader hears each change.
 * Shared by the decision's PDF and the attachments page.
 */
import { formatFileSize } from "#app/format";
import type { StagedUploadState } from "./use-staged-upload";

export function StagedUploadStatus({
  id,
  upload,
  queuedText,
  keptText,
}: {
  /** The file input's id; the bar's is `${id}-progress`. */
  id: string;
  upload: StagedUploadState;
  /** «Σε αναμονή…», before the file's name and size. */
  queuedText: string;
  keptText: (filename: string) => string;
}) {
  return (
    <div aria-live="polite">
      {upload.queued && upload.progress === null ? (
        <p className="govgr-body">
          {queuedText}: {upload.queued.name} ({formatFileSize(upload.queued.size)}){" "}
          <button type="button" className="govgr-btn govgr-btn-link" onClick={upload.clear}>
            Αφαίρεση<span className="govgr-visually-hidden"> του αρχείου {upload.queued.name}</span>
          </button>
        </p>
      ) : null}
      {upload.progress !== null ? (
        <p className="govgr-body">
          <label htmlFor={`${id}-progress`}>Αποστολή αρχείου: {upload.progress}%</label>{" "}
          <progress id={`${id}-progress`} max={100} value={upload.progress}>
            {upload.progress}%
          </progress>
        </p>
      ) : null}
      {upload.staged && !upload.queued && upload.progress === null ? (
        <p className="govgr-body">{keptText(upload.staged.filename)}</p>
      ) : null}
    </div>
  );
}
