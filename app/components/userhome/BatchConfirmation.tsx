/**
 * The confirmation of a batch action on selected submitted decisions (SPEC §4, §7): each decision
 * and whether the action applies to it now, then a POST form to /decision/batch. Its page without
 * JavaScript; with it, a dialog on /userhome (DialogForm), «Ακύρωση» closing it.
 */
import { Form, Link } from "@remix-run/react";
import { DialogCancel, type DialogContent, ConfirmationCancel } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { paths } from "#app/paths";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

export interface BatchItem {
  versionId: string;
  subject?: string | null;
  organization?: string | null;
  refusal: string | null;
}

export interface BatchPreview {
  op: "publish" | "delete";
  items: BatchItem[];
}

const TITLES = { publish: "Ανάρτηση επιλεγμένων πράξεων", delete: "Διαγραφή επιλεγμένων πράξεων" } as const;
const REFUSALS: Record<string, string> = {
  forbidden: "δεν έχετε δικαίωμα γι' αυτή την πράξη",
  "not-found": "δεν βρέθηκε",
  conflict: "έχει νεότερη έκδοση",
  "not-allowed": "δεν είναι πλέον υποβληθείσα",
};

export function BatchConfirmation({ op, items, dialog }: BatchPreview & { dialog?: DialogContent }) {
  const allowed = items.filter((i) => i.refusal === null);
  const title = TITLES[op];
  const checkboxId = dialog ? `${dialog.titleId}-notify` : "notify-recipients";
  return (
    <>
      <ConfirmationHeading title={title} dialog={dialog} />
      <p className="govgr-body">
        {op === "publish"
          ? `Θα αναρτηθούν ${allowed.length} πράξεις, καθεμία με δικό της ΑΔΑ.`
          : `Θα διαγραφούν ${allowed.length} πράξεις που δεν έχουν αναρτηθεί· η ενέργεια δεν αναιρείται.`}
      </p>
      <ul className="govgr-list">
        {items.map((item) => (
          <li key={item.versionId}>
            {item.subject ? (
              <Link to={paths.decisionVersion(item.versionId)}>{item.subject}</Link>
            ) : (
              <span>{item.versionId}</span>
            )}
            {item.organization ? ` (${item.organization})` : ""}
            {item.refusal ? <strong>: {REFUSALS[item.refusal]}, θα παραλειφθεί</strong> : null}
          </li>
        ))}
      </ul>
      {allowed.length > 0 ? (
        <Form method="post" action="/decision/batch">
          <CsrfField />
          <input type="hidden" name="op" value={op} />
          {allowed.map((item) => (
            <input key={item.versionId} type="hidden" name="v" value={item.versionId} />
          ))}
          {op === "publish" ? (
            <div className="govgr-form-group form-checkbox">
              <input type="checkbox" id={checkboxId} name="notifyRecipients" />
              <label className="form-checkbox__label" htmlFor={checkboxId}>
                Ειδοποίηση των παραληπτών κάθε πράξης με ηλεκτρονικό ταχυδρομείο
              </label>
            </div>
          ) : null}
          <div className="govgr-btn-row">
            <SubmitButton>{op === "publish" ? "Ανάρτηση" : "Διαγραφή"}</SubmitButton>
            <ConfirmationCancel dialog={dialog} href={paths.userHome()} />
          </div>
        </Form>
      ) : dialog ? (
        <DialogCancel close={dialog.close} />
      ) : (
        <p>
          <Link to={paths.userHome()}>Επιστροφή στη σελίδα μου</Link>
        </p>
      )}
    </>
  );
}
