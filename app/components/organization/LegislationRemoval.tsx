/**
 * The confirmation of removing an act from a body's legislation: on its own page
 * (/organization/edit/{uid}/legislation/{id}/remove, works without JavaScript) «Ακύρωση» leads back
 * to the edit page; inside the edit page's <dialog> (DialogLink) the same content has a
 * second-level heading naming the dialog and «Ακύρωση» closes it.
 */
import { Form } from "@remix-run/react";
import { type DialogContent, ConfirmationCancel } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import type { LegislationRow } from "#app/organizations/legislation-form";
import { formatDate } from "#shared/dates";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

export const LEGISLATION_REMOVAL_TITLE = "Αφαίρεση νομοθεσίας";

export interface LegislationRemovalData {
  org: { uid: string; label: string };
  act: LegislationRow;
  /** Where the POST goes (the page's own address, with the table page to return to). */
  action: string;
  /** The edit page's table page the removal came from. */
  back: string;
}

export function LegislationRemoval({ data, dialog }: { data: LegislationRemovalData; dialog?: DialogContent }) {
  const { org, act } = data;
  return (
    <>
      <ConfirmationHeading title={LEGISLATION_REMOVAL_TITLE} dialog={dialog} pageTitle={false} />
      <p className="govgr-body">
        Θέλετε σίγουρα να αφαιρέσετε τη νομοθεσία «{act.title}» από τον φορέα «{org.label}»;
      </p>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Τίτλος</dt>
          <dd>{act.title}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Στοιχεία δημοσίευσης</dt>
          <dd>{act.reference}</dd>
        </div>
        {act.actDate ? (
          <div className="govgr-summary-list__row">
            <dt>Ημερομηνία</dt>
            <dd>{formatDate(act.actDate)}</dd>
          </div>
        ) : null}
      </dl>
      <Form method="post" action={data.action}>
        <CsrfField />
        <div className="govgr-btn-row">
          <SubmitButton>Αφαίρεση</SubmitButton>
          <ConfirmationCancel dialog={dialog} href={data.back} />
        </div>
      </Form>
    </>
  );
}
