/**
 * The decision's PDF (checked by ./upload.rule.ts on the server). A browser cannot put a file back
 * into a file input, so after a failed submission without JavaScript the hint asks for it again.
 */
import { FormGroup } from "../components/form/FormGroup";
import type { FieldDef } from "./types";

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
  const limits = `Μόνο PDF, έως ${maxMb} MB.`;
  const hint = [
    def.help,
    limits,
    chooseAgain ? "Επιλέξτε ξανά το αρχείο: ο φυλλομετρητής δεν το κρατά μετά από αποστολή." : null,
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <FormGroup id={id} label={def.label} hint={hint} errors={errors} required={def.required}>
      {(control) => (
        <input
          {...control}
          className={control.className.replace("govgr-field", "form-file")}
          type="file"
          name={name}
          accept=".pdf,application/pdf"
        />
      )}
    </FormGroup>
  );
}
