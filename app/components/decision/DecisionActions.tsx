/**
 * The actions the status machine allows this viewer, as links (each leads to its own page); with
 * JavaScript, publishing asks for its confirmation in a dialog on this page (PublishDialogLink).
 */
import { Link } from "@remix-run/react";
import { PublishDialogLink } from "./PublishDialogLink";

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
