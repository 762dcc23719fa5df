/**
 * A modal <dialog> showing a confirmation page's loader answer, fetched in place (SPEC §2
 * "Dialogs"): shared by DialogLink (a link) and DialogForm (a GET form with choices). The page's
 * own loader answers, so rights and the status machine decide exactly as for the page, and a
 * refusal's redirect is followed as usual. Escape or «Ακύρωση» closes it; sending its form too.
 */
import { useFetcher } from "@remix-run/react";
import { useEffect, useId, useRef, useState, type ReactNode } from "react";

export interface DialogContent {
  /** The id the dialog's heading must carry: it names the dialog. */
  titleId: string;
  close: () => void;
  /** Loads another answer of the page into the dialog (a search inside it, its next page). */
  load: (href: string) => void;
}

export function useLoaderDialog<T>(children: (data: T, dialog: DialogContent) => ReactNode) {
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

  const open = (href: string) => {
    setWanted(true);
    fetcher.load(href);
  };
  const close = () => setWanted(false);
  const load = (next: string) => fetcher.load(next);

  const element = (
    // Sent: the dialog closes, and the page the action answers with (or its errors) takes over.
    <dialog
      ref={dialog}
      className="govgr-dialog"
      aria-labelledby={titleId}
      onClose={() => setWanted(false)}
      onSubmit={() => setWanted(false)}
    >
      {data && children(data, { titleId, close, load })}
    </dialog>
  );
  return { open, element };
}
