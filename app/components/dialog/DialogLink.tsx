/**
 * A link to a confirmation page that, with JavaScript, opens the same confirmation in place as a
 * modal <dialog> (SPEC §2 "Dialogs"). The page's own loader answers through a fetcher, so the
 * rules (rights, status machine) decide exactly as for the page, and a refusal's redirect is
 * followed as usual. Without JavaScript, or to open it in a new tab, it stays a plain link. Escape
 * or the dialog's cancel button closes it, and the browser returns focus to the link.
 */
import { Link } from "@remix-run/react";
import type { MouseEvent, ReactNode } from "react";
import { useLoaderDialog, type DialogContent } from "./useLoaderDialog";

export type { DialogContent } from "./useLoaderDialog";

export interface DialogLinkProps<T> {
  href: string;
  /** The link's text (with visually hidden words when several links on a page say the same). */
  label: ReactNode;
  /** The dialog's content from the confirmation page's loader data. */
  children: (data: T, dialog: DialogContent) => ReactNode;
  /** Without JavaScript the link opens a new tab, so a form being filled stays as it is. */
  newTab?: boolean;
}

export function DialogLink<T>({ href, label, children, newTab = false }: DialogLinkProps<T>) {
  const dialog = useLoaderDialog<T>(children);
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    dialog.open(href);
  };
  return (
    <>
      <Link
        to={href}
        className="govgr-btn govgr-btn-secondary"
        onClick={open}
        aria-haspopup="dialog"
        {...(newTab ? { target: "_blank", rel: "noreferrer" } : {})}
      >
        {label}
      </Link>
      {dialog.element}
    </>
  );
}

/** The dialog's «Ακύρωση»: closes it (the page's own «Ακύρωση» is a link back). */
export function DialogCancel({ close }: { close: () => void }) {
  return (
    <button type="button" className="govgr-btn govgr-btn-secondary" onClick={close}>
      Ακύρωση
    </button>
  );
}

/**
 * A confirmation's «Ακύρωση», on its page and in its dialog: in the dialog the button that closes
 * it, on its own page a link back to `href`.
 */
export function ConfirmationCancel({ dialog, href }: { dialog?: { close: () => void }; href: string }) {
  return dialog ? <DialogCancel close={dialog.close} /> : <Link to={href}>Ακύρωση</Link>;
}
