import { TEXT } from "#app/messages";
import { errorId } from "./ids";

/** A field's error, with the visually hidden «Σφάλμα:» GOV.UK puts before it. */
export function ErrorMessage({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p className="govgr-error-message" id={errorId(id)}>
      <span className="govgr-visually-hidden">{TEXT.errorPrefix}</span> {errors.join(" ")}
    </p>
  );
}
