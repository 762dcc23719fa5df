/**
 * The decision's PDF (checked by ./upload.rule.ts on the server). A browser cannot put a file back
 * into a file input, so after a failed submission without JavaScript the hint asks for it again.
 * With JavaScript the chosen file is queued and sent ahead of the form with a progress bar
 * (app/components/form/use-staged-upload.ts, SPEC §2 "Upload"); the form then carries its token, which a rejected
 * form keeps, so the file need not be chosen again.
 */
import { useRef } from "react";
import { FormGroup } from "../components/form/FormGroup";
import { TEXT } from "../messages";
import type { FieldDef } from "./types";
import { STAGED_DOCUMENT_FIELD } from "./upload.rule";
import { StagedUploadStatus } from "../components/form/StagedUploadStatus";
import { useStagedUpload } from "../components/form/use-staged-upload";

export function UploadWidget({
  def,
  name,
  id,
  errors,
  chooseAgain,
  maxMb,
}: {
  def: FieldDef;
  name: string;
  id: string;
  errors?: readonly string[];
  chooseAgain: boolean;
  maxMb: number;
}) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useStagedUpload(input);
  const limits = `Μόνο PDF, έως ${maxMb} MB.`;
  const hint = [
    def.help,
    limits,
    chooseAgain && !upload.staged ? "Επιλέξτε ξανά το αρχείο: ο φυλλομετρητής δεν το κρατά μετά από αποστολή." : null,
  ]
    .filter(Boolean)
    .join(" ");
  const shownErrors = upload.error ? [upload.error] : errors;
  return (
    <FormGroup id={id} label={def.label} hint={hint} errors={shownErrors} required={def.required}>
      {(control) => (
        <>
          <input
            {...control}
            ref={input}
            className={control.className.replace("govgr-field", "form-file")}
            type="file"
            name={name}
            accept=".pdf,application/pdf"
          />
          {upload.staged ? <input type="hidden" name={STAGED_DOCUMENT_FIELD} value={upload.staged.token} /> : null}
          <StagedUploadStatus
            id={id}
            upload={upload}
            queuedText="Σε αναμονή για αποστολή με την πράξη"
            keptText={TEXT.stagedUploadKept}
          />
        </>
      )}
    </FormGroup>
  );
}
