/**
 * The confirmation of completing a revocation (SPEC §4), on its page /decision/revocation/complete
 * and, with JavaScript, in a dialog on the decision's page (DialogLink). From a pending request its
 * reason stands; a published decision revoked directly asks for a ground and a comment.
 */
import type { DialogContent } from "#app/components/dialog/DialogLink";
import { revocationNeedsOwnReason } from "#app/decisions/revocation-grounds";
import { paths } from "#app/paths";
import type { DecisionStatus } from "#shared/decision-status";
import { ActionConfirmation, type ConfirmationSummary } from "./ActionConfirmation";
import { reasonSummaryErrors, RevocationReasonFields } from "./RevocationReasonFields";

export interface RevocationCompleteSummary extends ConfirmationSummary {
  status: DecisionStatus;
  versionId: string;
}

interface Props {
  page: RevocationCompleteSummary;
  values?: { ground?: string; comment?: string };
  errors?: { ground?: string[]; comment?: string[] };
  dialog?: DialogContent;
}

export function RevocationCompleteConfirmation({ page, values = {}, errors = {}, dialog }: Props) {
  const direct = revocationNeedsOwnReason(page.status);
  return (
    <ActionConfirmation
      title="Ολοκλήρωση ανάκλησης"
      lead={
        direct
          ? "Η πράξη δεν έχει αίτημα ανάκλησης: επιλέξτε τον λόγο και γράψτε την αιτιολογία. Μετά την ανάκληση η σελίδα της πράξης μένει, αλλά το έγγραφό της δεν διατίθεται πλέον."
          : "Εγκρίνετε το αίτημα ανάκλησης; Μετά την ανάκληση η σελίδα της πράξης μένει, αλλά το έγγραφό της δεν διατίθεται πλέον."
      }
      summary={page}
      action={paths.revocationComplete(page.ada ?? "")}
      submitLabel="Ανάκληση ανάρτησης"
      cancelHref={paths.decisionOrVersion(page.ada, page.versionId)}
      dialog={dialog}
      errors={reasonSummaryErrors(errors)}
    >
      {direct ? <RevocationReasonFields values={values} errors={errors} /> : null}
    </ActionConfirmation>
  );
}
