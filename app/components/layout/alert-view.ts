/** A one-shot alert as the page shows it (SPEC §8), and the heading a screen reader hears first. */
export interface AlertView {
  kind: "success" | "info" | "warning" | "error";
  text: string;
  /** Shown as SPEC §2's notification dialog (the outcome of an action asked in a dialog). */
  dialog?: boolean;
}

export const ALERT_HEADINGS: Record<AlertView["kind"], string> = {
  success: "Επιτυχία",
  info: "Ενημέρωση",
  warning: "Προσοχή",
  error: "Σφάλμα",
};
