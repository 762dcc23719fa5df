/**
 * The confirmation page of a decision action (delete, revocation steps): what will happen, the
 * decision it happens to, and a plain POST form (works without JavaScript) carrying the form
 * token and the optimistic token (`updatedAt`: the decision as the user saw it). With `dialog` the
 * same content goes into a <dialog> on the decision's page (DialogLink): a second-level heading
 * naming the dialog, and «Ακύρωση» closing it instead of leading back.
 */
import type { ReactNode } from "react";
import { Form } from "@remix-run/react";
import { type DialogContent, ConfirmationCancel } from "#app/components/dialog/DialogLink";
import { CsrfField } from "#app/components/form/CsrfField";
import { ErrorSummary, type SummaryError } from "#app/components/form/ErrorSummary";
import { SubmitButton } from "#app/components/form/SubmitButton";
import { ConfirmationHeading } from "#app/components/dialog/ConfirmationHeading";

export interface ConfirmationSummary {
  ada: string | null;
  updatedAt: number;
  statusLabel: string;
  subject: string;
  protocolNumber: string;
  issueDate: string;
  organization: string;
  decisionType: string;
  revocationReason: string | null;
}

interface Props {
  title: string;
  lead: string;
  summary: ConfirmationSummary;
  action: string;
  submitLabel: string;
  cancelHref: string;
  errors?: SummaryError[];
  children?: ReactNode;
  dialog?: DialogContent;
}

export function ActionConfirmation({
  title,
  lead,
  summary,
  action,
  submitLabel,
  cancelHref,
  errors = [],
  children,
  dialog,
}: Props) {
  const rows: [string, string | null][] = [
    ["ΑΔΑ", summary.ada],
    ["Θέμα", summary.subject],
    ["Αριθμός πρωτοκόλλου", summary.protocolNumber],
    ["Ημερομηνία έκδοσης", summary.issueDate],
    ["Είδος πράξης", summary.decisionType],
    ["Φορέας", summary.organization],
    ["Κατάσταση", summary.statusLabel],
    ["Αιτιολογία αιτήματος ανάκλησης", summary.revocationReason],
  ];
  return (
    <>
      <ConfirmationHeading title={title} dialog={dialog} hasErrors={errors.length > 0} />
      <ErrorSummary errors={errors} />
      <p className="govgr-body">{lead}</p>
      <dl className="govgr-summary-list">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([term, value]) => (
            <div className="govgr-summary-list__row" key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Form method="post" action={action} noValidate>
        <CsrfField />
        <input type="hidden" name="updatedAt" value={summary.updatedAt} />
        {children}
        <div className="govgr-btn-row">
          <SubmitButton>{submitLabel}</SubmitButton>
          <ConfirmationCancel dialog={dialog} href={cancelHref} />
        </div>
      </Form>
    </>
  );
}
