/**
 * The actions the status machine allows this viewer, as links (each leads to its own page); with
 * JavaScript, publishing, completing a revocation and the simple confirmations open in a dialog
 * on this page (DialogLink).
 */
import { Link } from "@remix-run/react";
import { DialogLink } from "#app/components/dialog/DialogLink";
import { DECISION_CONFIRMATIONS } from "#app/messages";
import { ActionConfirmation, type ConfirmationSummary } from "./ActionConfirmation";
import { PublishDialogLink } from "./PublishDialogLink";
import { RevocationCompleteConfirmation, type RevocationCompleteSummary } from "./RevocationCompleteConfirmation";

/** An action asking only "are you sure?": its confirmation opens as a dialog with JavaScript. */
function isSimpleConfirmation(action: string): action is keyof typeof DECISION_CONFIRMATIONS {
  return action in DECISION_CONFIRMATIONS;
}

export function DecisionActions({ actions }: { actions: { action: string; label: string; href: string }[] }) {
  if (actions.length === 0) return null;
  return (
    <section aria-labelledby="actions-title">
      <h2 id="actions-title" className="govgr-heading-m">
        Ενέργειες
      </h2>
      <ul className="govgr-btn-row govgr-list--plain">
        {actions.map((a) => (
          <li key={a.href}>
            {a.action === "publish" ? (
              <PublishDialogLink href={a.href} label={a.label} />
            ) : a.action === "revoke" ? (
              <DialogLink<RevocationCompleteSummary> href={a.href} label={a.label}>
                {(page, dialog) => <RevocationCompleteConfirmation page={page} dialog={dialog} />}
              </DialogLink>
            ) : isSimpleConfirmation(a.action) ? (
              <DialogLink<ConfirmationSummary> href={a.href} label={a.label}>
                {(summary, dialog) => (
                  <ActionConfirmation
                    {...DECISION_CONFIRMATIONS[a.action as keyof typeof DECISION_CONFIRMATIONS]}
                    summary={summary}
                    action={a.href}
                    cancelHref={a.href}
                    dialog={dialog}
                  />
                )}
              </DialogLink>
            ) : (
              <Link to={a.href} className="govgr-btn govgr-btn-secondary">
                {a.label}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
