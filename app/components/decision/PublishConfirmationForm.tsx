/**
 * The body of SPEC §2's publishing confirmation («Μήνυμα επιβεβαίωσης»): the decision's summary and
 * the recipients' addresses, with «Ανάρτηση». One component for the page /decision/publish/{id}
 * (without JavaScript) and for the <dialog> the decision's page opens in place with JavaScript
 * (PublishDialogLink), so both say and send the same thing.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { CsrfField } from "#app/components/form/CsrfField";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { COMMON_FIELDS } from "#app/decisions/form-schema.fields";
import type { PublishConfirmation } from "#app/decisions/publish-confirmation";
import { DynamicField } from "#app/fields/DynamicField";
import { MSG } from "#app/messages";
import { paths } from "#app/paths";

const RECIPIENTS_HELP =
  "Θα λάβουν ειδοποίηση με τον ΑΔΑ της πράξης. Χωρίστε τις διευθύνσεις με κόμμα ή γράψτε μία ανά γραμμή. Αφήστε το κενό για καμία ειδοποίηση.";
const RECIPIENTS_HELP_WITH_DEFAULTS =
  "Θα λάβουν ειδοποίηση με τον ΑΔΑ της πράξης, μαζί με τους παραλήπτες του φορέα που αναφέρονται παρακάτω. Χωρίστε τις διευθύνσεις με κόμμα ή γράψτε μία ανά γραμμή.";

export interface PublishConfirmationFormProps {
  confirmation: PublishConfirmation;
  /** The recipients field's id (the page and a dialog on another page must not share one). */
  recipientsId: string;
  recipientsValue: unknown;
  recipientsErrors?: readonly string[];
  /** «Ακύρωση»: a link back on the page, a button that closes the dialog. */
  cancel: ReactNode;
}

export function PublishConfirmationForm({
  confirmation,
  recipientsId,
  recipientsValue,
  recipientsErrors,
  cancel,
}: PublishConfirmationFormProps) {
  const { versionId, summary, organizationRecipients } = confirmation;
  const rows: [string, string][] = [
    [COMMON_FIELDS.subject.label, summary.subject],
    [COMMON_FIELDS.protocolNumber.label, summary.protocolNumber],
    [COMMON_FIELDS.issueDate.label, summary.issueDate],
    [COMMON_FIELDS.decisionTypeId.label, summary.decisionType],
    [COMMON_FIELDS.organizationId.label, summary.organization],
  ];
  return (
    <>
      <p className="govgr-body">{MSG.publishText}</p>
      <dl className="govgr-summary-list">
        {rows.map(([term, value]) => (
          <div className="govgr-summary-list__row" key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <Form method="post" action={paths.publish(versionId)} noValidate>
        <CsrfField />
        <DynamicField
          def={{
            ...COMMON_FIELDS.recipients,
            help: organizationRecipients.length ? RECIPIENTS_HELP_WITH_DEFAULTS : RECIPIENTS_HELP,
          }}
          name="recipients"
          id={recipientsId}
          value={recipientsValue}
          errors={recipientsErrors}
        />
        {organizationRecipients.length ? (
          <p className="govgr-body">
            Ειδοποιούνται επίσης οι παραλήπτες του φορέα: {organizationRecipients.join(", ")}.
          </p>
        ) : null}
        <div className="govgr-btn-row">
          <SubmitButton>{MSG.publishButton}</SubmitButton>
          {cancel}
        </div>
      </Form>
    </>
  );
}
