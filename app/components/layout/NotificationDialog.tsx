/**
 * SPEC §2's notification dialog: the outcome of an action, with «Κλείσιμο». It is rendered as an
 * open, non-modal <dialog> in the page, so without JavaScript it reads as an alert and its
 * «Κλείσιμο» (a `method="dialog"` form, native HTML) still closes it. With JavaScript it is
 * reopened as a modal dialog (showModal puts focus on «Κλείσιμο», its only control).
 */
import { useEffect, useId, useRef } from "react";
import { ALERT_HEADINGS, type AlertView } from "./alert-view";

export function NotificationDialog({ alert }: { alert: AlertView }) {
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.matches(":modal")) return;
    element.close();
    element.showModal();
  }, []);
  return (
    <dialog ref={dialog} open className="govgr-dialog" aria-labelledby={titleId}>
      <h2 id={titleId} className="govgr-heading-m">
        {ALERT_HEADINGS[alert.kind]}
      </h2>
      <p className="govgr-body" role={alert.kind === "error" || alert.kind === "warning" ? "alert" : "status"}>
        {alert.text}
      </p>
      <form method="dialog">
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Κλείσιμο
        </button>
      </form>
    </dialog>
  );
}
