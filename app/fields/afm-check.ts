/**
 * The AFM entry dialog's answer (SPEC §2 "Dialogs", §5 AFM), shared by its two forms: without
 * JavaScript the AFM field's «Έλεγχος ΑΦΜ» button posts the form (a round trip that saves nothing)
 * and the server answers under the field; with JavaScript the same check runs in a <dialog>
 * through /internal/validateVAT. Both read the outcome the same way here.
 */
import { MSG, TEXT } from "../messages";

/** The submit button that asks the server to check one AFM field; its value is the field's name. */
export const AFM_CHECK_BUTTON = "__afmcheck";
export const AFM_CHECK_LABEL = "Έλεγχος ΑΦΜ";
/** The dialog's button that copies the checked number (and the registered name) into the field. */
export const AFM_FILL_LABEL = "Συμπλήρωση στο πεδίο";

/** A checked AFM, as the field shows it. */
export interface AfmCheckAnswer {
  status: "valid" | "invalid" | "unavailable";
  afm: string;
  /** The registered name (valid and the service gave one), which fills the field's Επωνυμία. */
  name: string | null;
  /** What the user reads: the outcome, then what to do. */
  message: string;
  detail: string | null;
}

/** The VAT check's outcome (app/vat/check-vat.server.ts or /internal/validateVAT) in the dialog's words. */
export function afmCheckAnswer(
  afm: string,
  check:
    | { status: "valid"; name: string | null; enterName: boolean; checkedBy?: string }
    | { status: "invalid" | "unavailable" },
): AfmCheckAnswer {
  if (check.status !== "valid") {
    return check.status === "invalid"
      ? { status: "invalid", afm, name: null, message: MSG.invalidAfm, detail: null }
      : { status: "unavailable", afm, name: null, message: MSG.afmServiceFailure, detail: TEXT.vatUnavailableWarning };
  }
  if (check.checkedBy === "none") {
    return { status: "valid", afm, name: null, message: TEXT.vatNotChecked, detail: null };
  }
  const name = check.enterName ? null : check.name;
  return { status: "valid", afm, name, message: TEXT.vatValid, detail: name ? null : TEXT.vatEnterName };
}

/** The AFM checks in an action's data (a round trip's answer), by field name. */
export function afmChecksOf(actionData: unknown): Record<string, AfmCheckAnswer> | undefined {
  if (!actionData || typeof actionData !== "object" || !("afmChecks" in actionData)) return undefined;
  const { afmChecks } = actionData;
  return afmChecks && typeof afmChecks === "object" ? (afmChecks as Record<string, AfmCheckAnswer>) : undefined;
}
