/** The public document form's two fields: its title and its PDF (required when adding, optional when replacing). */
import { ErrorSummary } from "#app/components/form/ErrorSummary";
import { FormGroup } from "#app/components/form/FormGroup";
import { fieldId } from "#app/components/form/ids";

export function PublicDocumentFields({
  errors,
  title,
  fileRequired,
}: {
  errors: Partial<Record<"title" | "file", string[]>>;
  title: string;
  fileRequired: boolean;
}) {
  const summary = (["title", "file"] as const).flatMap((f) =>
    (errors[f] ?? []).map((message) => ({ fieldId: fieldId(f), message })),
  );
  return (
    <>
      <ErrorSummary errors={summary} />
      <FormGroup id={fieldId("title")} label="Τίτλος" errors={errors.title} required controlClass="govgr-field--wide">
        {(control) => <input {...control} name="title" type="text" defaultValue={title} />}
      </FormGroup>
      <FormGroup
        id={fieldId("file")}
        label={fileRequired ? "Αρχείο PDF" : "Νέο αρχείο PDF"}
        hint={fileRequired ? "Έως 20 MB." : "Αφήστε το κενό για να κρατήσετε το τρέχον αρχείο. Έως 20 MB."}
        errors={errors.file}
        required={fileRequired}
      >
        {(control) => <input {...control} name="file" type="file" accept="application/pdf,.pdf" />}
      </FormGroup>
    </>
  );
}
