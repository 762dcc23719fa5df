/**
 * The modal <dialog> element itself (SPEC §2 "Dialogs"): shown once `wanted` and `ready` (its
 * content is in), closed once no longer wanted. Escape closes it natively and sending a form inside
 * it closes it too (the page the action answers with takes over); both are reported by onClose.
 * Shared by the loader dialogs (useLoaderDialog) and a POST form's answer shown in place (the mass
 * revocation's confirmation, docs/decisions/099).
 */
import { useEffect, useRef, type ReactNode } from "react";

interface Props {
  wanted: boolean;
  /** Whether its content is ready to be shown (a reload inside an open dialog keeps it open). */
  ready?: boolean;
  /** The id of the heading that names it. */
  labelledBy: string;
  onClose: () => void;
  children: ReactNode;
}

export function ModalDialog({ wanted, ready = true, labelledBy, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (wanted && ready && !element.open) element.showModal();
    if (!wanted && element.open) element.close();
  }, [wanted, ready]);
  return (
    <dialog ref={dialog} className="govgr-dialog" aria-labelledby={labelledBy} onClose={onClose} onSubmit={onClose}>
      {children}
    </dialog>
  );
}
