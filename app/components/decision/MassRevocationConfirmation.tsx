/**
 * The confirmation of a mass revocation (SPEC §4, §7 `actions/massrevocation`): each decision named
 * and whether it can be revoked now, then a POST form that revokes those that can. Its own page
 * without JavaScript (the preview POST's answer); with it, a dialog over the mass revocation form
 * (docs/decisions/099), «Ακύρωση» closing it.
 */
import { Form, Link } from "@remix-run/react";
import { DialogCancel, type DialogContent, ConfirmationCancel } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { paths } from "#app/paths";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

export interface MassRevocationRow {
  ada: string;
  subject: string | null;
  statusLabel: string | null;
  refusal: string | null;
}

const TITLE = "Επιβεβαίωση μαζικής ανάκλησης";
const REFUSALS: Record<string, string> = {
  forbidden: "δεν έχετε δικαίωμα ανάκλησης γι' αυτόν τον φορέα",
  "not-found": "δεν βρέθηκε πράξη με αυτόν τον ΑΔΑ",
  conflict: "άλλαξε στο μεταξύ",
  "not-allowed": "δεν είναι αναρτημένη ή σε αναμονή ανάκλησης",
  "reason-required": "χρειάζεται λόγο ανάκλησης",
};

interface Props {
  values: { ground?: string; comment?: string };
  preview: readonly MassRevocationRow[];
  dialog?: Pick<DialogContent, "titleId" | "close">;
}

export function MassRevocationConfirmation({ values, preview, dialog }: Props) {
  const allowed = preview.filter((item) => item.refusal === null);
  return (
    <>
      <ConfirmationHeading title={TITLE} dialog={dialog} />
      <p className="govgr-body">
        Θα ανακληθούν {allowed.length} πράξεις· η σελίδα τους μένει, αλλά το έγγραφό τους δεν διατίθεται πλέον.
      </p>
      <ul className="govgr-list">
        {preview.map((item) => (
          <li key={item.ada}>
            {item.subject ? <Link to={paths.decision(item.ada)}>{item.ada}</Link> : <span>{item.ada}</span>}
            {item.subject ? ` ${item.subject}` : ""}
            {item.statusLabel ? ` (${item.statusLabel})` : ""}
            {item.refusal ? <strong>: {REFUSALS[item.refusal] ?? item.refusal}, θα παραλειφθεί</strong> : null}
          </li>
        ))}
      </ul>
      {allowed.length > 0 ? (
        <Form method="post" action={paths.massRevocation()}>
          <CsrfField />
          <input type="hidden" name="intent" value="confirm" />
          <input type="hidden" name="adas" value={allowed.map((item) => item.ada).join("\n")} />
          <input type="hidden" name="ground" value={values.ground ?? ""} />
          <input type="hidden" name="comment" value={values.comment ?? ""} />
          <div className="govgr-btn-row">
            <SubmitButton>Ανάκληση {allowed.length} αναρτήσεων</SubmitButton>
            <ConfirmationCancel dialog={dialog} href={paths.massRevocation()} />
          </div>
        </Form>
      ) : dialog ? (
        <DialogCancel close={dialog.close} />
      ) : (
        <p>
          <Link to={paths.massRevocation()}>Πίσω στη μαζική ανάκληση</Link>
        </p>
      )}
    </>
  );
}
