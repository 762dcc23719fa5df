import { TEXT } from "#app/messages";

/** SPEC §5: required fields show an asterisk; screen readers hear «(υποχρεωτικό)» instead. */
export function RequiredMark() {
  return (
    <>
      <span aria-hidden="true" className="form-required">
        {" *"}
      </span>
      <span className="govgr-visually-hidden"> {TEXT.requiredMark}</span>
    </>
  );
}
