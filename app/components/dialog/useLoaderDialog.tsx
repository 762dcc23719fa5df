/**
 * A modal <dialog> showing a confirmation page's loader answer, fetched in place (SPEC §2
 * "Dialogs"): shared by DialogLink (a link) and DialogForm (a GET form with choices). The page's
 * own loader answers, so rights and the status machine decide exactly as for the page, and a
 * refusal's redirect is followed as usual. Escape or «Ακύρωση» closes it; sending its form too.
 */
import { useFetcher } from "@remix-run/react";
import { useId, useState, type ReactNode } from "react";
import { ModalDialog } from "./ModalDialog";

export interface DialogContent {
  /** The id the dialog's heading must carry: it names the dialog. */
  titleId: string;
  close: () => void;
  /** Loads another answer of the page into the dialog (a search inside it, its next page). */
  load: (href: string) => void;
}

export function useLoaderDialog<T>(children: (data: T, dialog: DialogContent) => ReactNode) {
  const fetcher = useFetcher<T>();
  const titleId = useId();
  const [wanted, setWanted] = useState(false);
  const data = fetcher.data as T | undefined;

  const open = (href: string) => {
    setWanted(true);
    fetcher.load(href);
  };
  const close = () => setWanted(false);
  const load = (next: string) => fetcher.load(next);

  // Opened once the answer is in; a later load inside it (load) keeps it open.
  const element = (
    <ModalDialog wanted={wanted} ready={Boolean(data) && fetcher.state === "idle"} labelledBy={titleId} onClose={close}>
      {data && children(data, { titleId, close, load })}
    </ModalDialog>
  );
  return { open, element };
}
