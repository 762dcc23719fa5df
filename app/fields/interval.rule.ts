/**
 * SPEC §5 interval rule: for the same entity (the same id), a new start date of effect must not
 * precede the deactivation date of its earlier entry. Units and signers use it when a period of
 * effect starts again after one that ended. Days are ISO YYYY-MM-DD (compared as strings, which
 * compares the days); the message shows them dd/MM/yyyy, with the caller's suffix.
 */
import { formatDate } from "#shared/dates";
import { MSG } from "../messages";

/** null when `start` is on or after the earlier entry's `previousEnd`, else the SPEC message. */
export function checkInterval(start: string, previousEnd: string | null | undefined, suffix = ""): string | null {
  if (!previousEnd || start >= previousEnd) return null;
  return MSG.intervalOverlap(formatDate(start), formatDate(previousEnd), suffix);
}
