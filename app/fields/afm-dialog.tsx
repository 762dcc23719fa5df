/**
 * The AFM entry dialog (SPEC §2 "Dialogs") of the decision form's AFM fields. Without JavaScript
 * «Έλεγχος ΑΦΜ» is a submit button: the form comes back with every value kept, nothing saved,
 * and the outcome under the field (app/decisions/afm-check.server.ts). With JavaScript it opens a
 * modal <dialog> holding the number typed in the field: the check digit is tested first (no call
 * for a number that cannot be valid), then /internal/validateVAT answers, and «Συμπλήρωση στο
 * πεδίο» copies the number and the registered name into the field. The dialog sits in a portal on
 * <body>: its own small form must not be nested in the decision's form, nor sent with it.
 */
import { useId, useRef, useState, type FormEvent } from "react";
import { createPortal } from "react-dom";
import { useCsrfToken } from "../components/form/CsrfField";
import { CSRF_FIELD } from "../http/csrf-field";
import { paths } from "../paths";
import { AFM_CHECK_BUTTON, AFM_CHECK_LABEL, AFM_FILL_LABEL, afmCheckAnswer, type AfmCheckAnswer } from "./afm-check";
import { DEFAULT_AFM_TYPE, DEFAULT_COUNTRY_CODE, isAfmValid, normalizeAfm } from "./afm.rule";
import { useFieldForm } from "./field-form-context";
import { useHydrated } from "./use-hydrated";

interface Props {
  /** The field's form name (its inputs are `${name}.afm` and `${name}.name`). */
  name: string;
  /** The id of the field's ΑΦΜ input; its Επωνυμία input is `${id}-name`. */
  id: string;
  label: string;
}

export function AfmCheck({ name, id, label }: Props) {
  const hydrated = useHydrated();
  const answer = useFieldForm().afmChecks?.[name];
  return (
    <div className="afm-check">
      {hydrated ? (
        <AfmDialog name={name} id={id} label={label} />
      ) : (
        <button
          type="submit"
          className="govgr-btn govgr-btn-secondary"
          name={AFM_CHECK_BUTTON}
          value={name}
          formNoValidate
        >
          {AFM_CHECK_LABEL}
          <span className="govgr-visually-hidden">: {label}</span>
        </button>
      )}
      {answer ? <AfmAnswer answer={answer} /> : null}
    </div>
  );
}

function AfmAnswer({ answer }: { answer: AfmCheckAnswer }) {
  const kind =
    answer.status === "valid"
      ? "govgr-panel"
      : answer.status === "invalid"
        ? "govgr-error-message"
        : "govgr-warning-text";
  return (
    <div className={kind} role="status">
      <p className="govgr-body">
        <strong>{answer.message}</strong>
        {answer.afm ? ` (${answer.afm})` : null}
      </p>
      {answer.name ? <p className="govgr-body">Επωνυμία: {answer.name}</p> : null}
      {answer.detail ? <p className="govgr-body">{answer.detail}</p> : null}
    </div>
  );
}

const input = (id: string) => document.getElementById(id) as HTMLInputElement | null;

/** What /internal/validateVAT answered, in the dialog's words (a 503 or a failed call: unavailable). */
async function remoteCheck(afm: string, name: string, token: string | null): Promise<AfmCheckAnswer> {
  const body = new URLSearchParams({ afm, name, afmType: DEFAULT_AFM_TYPE, countryCode: DEFAULT_COUNTRY_CODE });
  if (token) body.set(CSRF_FIELD, token);
  try {
    const response = await fetch(paths.validateVat(), {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    if (!response.ok) return afmCheckAnswer(afm, { status: "unavailable" });
    const json = (await response.json()) as { valid: boolean; name: string | null; enterName: boolean };
    return json.valid
      ? afmCheckAnswer(afm, { status: "valid", name: json.name, enterName: json.enterName })
      : afmCheckAnswer(afm, { status: "invalid" });
  } catch {
    return afmCheckAnswer(afm, { status: "unavailable" });
  }
}

function AfmDialog({ id, label }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const inputId = useId();
  const token = useCsrfToken();
  const [afm, setAfm] = useState("");
  const [answer, setAnswer] = useState<AfmCheckAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const open = () => {
    setAfm(input(id)?.value ?? "");
    setAnswer(null);
    dialog.current?.showModal();
  };
  const close = () => dialog.current?.close();
  const check = async (event: FormEvent<HTMLFormElement>) => {
    // The decision's form is this one's React parent (through the portal): it must not see this submit.
    event.preventDefault();
    event.stopPropagation();
    const typed = normalizeAfm(afm);
    if (!isAfmValid({ afm: typed, afmType: DEFAULT_AFM_TYPE, countryCode: DEFAULT_COUNTRY_CODE })) {
      setAnswer(afmCheckAnswer(typed, { status: "invalid" }));
      return;
    }
    setBusy(true);
    setAnswer(await remoteCheck(typed, input(`${id}-name`)?.value ?? "", token));
    setBusy(false);
  };
  const fill = () => {
    if (!answer) return;
    const number = input(id);
    if (number) number.value = answer.afm;
    const name = input(`${id}-name`);
    if (name && answer.name) name.value = answer.name;
    number?.dispatchEvent(new Event("input", { bubbles: true }));
    close();
  };

  return (
    <>
      <button
        type="button"
        ref={opener}
        className="govgr-btn govgr-btn-secondary"
        aria-haspopup="dialog"
        onClick={open}
      >
        {AFM_CHECK_LABEL}
        <span className="govgr-visually-hidden">: {label}</span>
      </button>
      {createPortal(
        <dialog ref={dialog} className="govgr-dialog" aria-labelledby={titleId} onClose={() => opener.current?.focus()}>
          <h2 className="govgr-heading-m" id={titleId}>
            {AFM_CHECK_LABEL}: {label}
          </h2>
          <form onSubmit={check} noValidate>
            <div className="govgr-form-group">
              <label className="govgr-label" htmlFor={inputId}>
                ΑΦΜ
              </label>
              <input
                className="govgr-field"
                id={inputId}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                value={afm}
                onChange={(e) => setAfm(e.target.value)}
              />
            </div>
            {answer ? <AfmAnswer answer={answer} /> : null}
            <div className="govgr-btn-row">
              <button type="submit" className="govgr-btn govgr-btn-primary" disabled={busy}>
                Έλεγχος
              </button>
              {answer?.status === "valid" || answer?.status === "unavailable" ? (
                <button type="button" className="govgr-btn govgr-btn-secondary" onClick={fill}>
                  {AFM_FILL_LABEL}
                </button>
              ) : null}
              <button type="button" className="govgr-btn govgr-btn-secondary" onClick={close}>
                Ακύρωση
              </button>
            </div>
          </form>
        </dialog>,
        document.body,
      )}
    </>
  );
}
