/**
 * SPEC §2 "A waiting overlay reads Παρακαλώ περιμένετε": with JavaScript, a form submission that
 * takes longer than a moment covers the page with that text, so nobody clicks twice or leaves
 * thinking nothing happens. Quick answers never flash it. Without JavaScript the browser's own
 * loading indicator does the job. The text is in a live region, so screen readers announce it.
 */
import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { MSG } from "#app/messages";

/** How long a submission runs before the overlay shows. */
export const OVERLAY_DELAY_MS = 400;

export function WaitingOverlay() {
  const navigation = useNavigation();
  // The submission under way, by the key of the location it leads to; null when none.
  const submission = navigation.state === "submitting" ? navigation.location.key : null;
  // The submission that has run past the delay: the overlay shows only while it is still the one.
  const [late, setLate] = useState<string | null>(null);
  useEffect(() => {
    if (submission === null) return;
    const timer = setTimeout(() => setLate(submission), OVERLAY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [submission]);
  const shown = submission !== null && late === submission;
  return (
    <div className="waiting-overlay" hidden={!shown} role="status" aria-live="polite">
      {shown ? <p className="waiting-overlay__text">{MSG.pleaseWait}</p> : null}
    </div>
  );
}
