/**
 * «Ανάρτηση» on a decision's page. Without JavaScript it is a link to the confirmation page; with
 * JavaScript the same confirmation opens in place as a modal <dialog> (SPEC §2 "Dialogs"): the
 * page's loader answers through a fetcher, so the status machine decides exactly as for the page,
 * and a refusal's redirect is followed as usual. Escape or «Ακύρωση» closes it and focus returns to
 * the link (the browser's <dialog> does both).
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type MouseEvent } from "react";
import type { PublishConfirmation } from "#app/decisions/publish-page.server";
import { MSG } from "#app/messages";
import { PublishConfirmationForm } from "./PublishConfirmationForm";

export function PublishDialogLink({ href, label }: { href: string; label: string }) {
  const fetcher = useFetcher<PublishConfirmation>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [wanted, setWanted] = useState(false);
  const confirmation = fetcher.data;

  useEffect(() => {
    if (wanted && confirmation && fetcher.state === "idle" && !dialog.current?.open) dialog.current?.showModal();
  }, [wanted, confirmation, fetcher.state]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    fetcher.load(href);
  };

  return (
    <>
      <Link to={href} className="govgr-btn govgr-btn-secondary" onClick={open} aria-haspopup="dialog">
        {label}
      </Link>
      <dialog ref={dialog} className="govgr-dialog" aria-labelledby={titleId} onClose={() => setWanted(false)}>
        {confirmation && (
          <>
            <h2 id={titleId} className="govgr-heading-l">
              {MSG.publishTitle}
            </h2>
            <PublishConfirmationForm
              confirmation={confirmation}
              recipientsId={`${titleId}-recipients`}
              recipientsValue={confirmation.recipients.join("\n")}
              cancel={
                <button type="button" className="govgr-btn govgr-btn-secondary" onClick={() => dialog.current?.close()}>
                  Ακύρωση
                </button>
              }
            />
          </>
        )}
      </dialog>
    </>
  );
}
