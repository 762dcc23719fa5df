/**
 * A link to a confirmation page that, with JavaScript, opens the same confirmation in place as a
 * modal <dialog> (SPEC §2 "Dialogs"). The page's own loader answers through a fetcher, so the
 * rules (rights, status machine) decide exactly as for the page, and a refusal's redirect is
 * followed as usual. Without JavaScript, or to open it in a new tab, it stays a plain link. Escape
 * or the dialog's cancel button closes it, and the browser returns focus to the link.
 */
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";

export interface DialogContent {
  /** The id the dialog's heading must carry: it names the dialog. */
  titleId: string;
  close: () => void;
  /** Loads another answer of the page into the dialog (a search inside it, its next page). */
  load: (href: string) => void;
}

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
  const fetcher = useFetcher<T>();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [wanted, setWanted] = useState(false);
  const data = fetcher.data as T | undefined;

  // The dialog follows `wanted`: opened once the answer is in, closed by «Ακύρωση» (Escape closes
  // it natively, and its close event sets `wanted` back).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (wanted && data && fetcher.state === "idle" && !element.open) element.showModal();
    if (!wanted && element.open) element.close();
  }, [wanted, data, fetcher.state]);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setWanted(true);
    fetcher.load(href);
  };
  const close = () => setWanted(false);
  const load = (next: string) => fetcher.load(next);

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
      {/* Sent: the dialog closes, and the page the action answers with (or its errors) takes over. */}
      <dialog
        ref={dialog}
        className="govgr-dialog"
        aria-labelledby={titleId}
        onClose={() => setWanted(false)}
        onSubmit={() => setWanted(false)}
      >
        {data && children(data, { titleId, close, load })}
      </dialog>
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
