/**
 * The e-procurement import on a new decision's form (SPEC §2): the ΑΔΑΜ and a submit button that
 * posts the form and gets it back filled from the ΚΗΜΔΗΣ record, nothing saved — without
 * JavaScript a plain round trip, with it the same post without a page load. Only for the decision
 * types the import supports (app/eprocurement/reference.ts).
 */
import { EPROC_IMPORT_BUTTON, EPROC_REFERENCE_FIELD, type EprocNotice } from "#app/eprocurement/form-import";
import { isSupportedType } from "#app/eprocurement/reference";
import { FORM_TEXT } from "#app/messages";

const ID = "eproc-reference";

export function EprocImport({ typeUid, notice }: { typeUid: string; notice: EprocNotice | null }) {
  if (!isSupportedType(typeUid)) return null;
  const failed = notice && !notice.ok;
  return (
    <fieldset className="form-fieldset">
      <legend className="govgr-heading-m">{FORM_TEXT.eprocLegend}</legend>
      {notice?.ok ? (
        <div className="govgr-panel govgr-panel--confirmation" role="status">
          <p className="govgr-body">{notice.message}</p>
        </div>
      ) : null}
      <div className={failed ? "govgr-form-group govgr-form-group__error" : "govgr-form-group"}>
        <label className="govgr-label" htmlFor={ID}>
          {FORM_TEXT.eprocLabel}
        </label>
        <p className="govgr-hint" id={`${ID}-hint`}>
          {FORM_TEXT.eprocHint}
        </p>
        {failed ? (
          <p className="govgr-error-message" id={`${ID}-error`} role="alert">
            <span className="govgr-visually-hidden">Σφάλμα:</span> {notice.message}
          </p>
        ) : null}
        <input
          className={failed ? "govgr-input govgr-input--error" : "govgr-input"}
          id={ID}
          name={EPROC_REFERENCE_FIELD}
          type="text"
          maxLength={40}
          defaultValue={notice?.reference ?? ""}
          aria-describedby={failed ? `${ID}-hint ${ID}-error` : `${ID}-hint`}
          aria-invalid={failed ? true : undefined}
          autoComplete="off"
          spellCheck={false}
        />
      </div>
      <button
        type="submit"
        className="govgr-btn govgr-btn-secondary"
        name={EPROC_IMPORT_BUTTON}
        value="1"
        formNoValidate
      >
        {FORM_TEXT.eprocButton}
      </button>
    </fieldset>
  );
}
