/**
 * SPEC §8 warnings that can be ignored, listed apart from errors as 'code: message', with the
 * button that saves anyway (a submit button inside the form, so it works without JavaScript; the
 * PDF must then be chosen again, as after any round trip without JavaScript).
 */
import { TEXT } from "#app/messages";

export interface WarningItem {
  errorCode: string;
  errorMessage: string;
}

export function WarningsPanel({ warnings, confirmName }: { warnings: readonly WarningItem[]; confirmName: string }) {
  if (warnings.length === 0) return null;
  return (
    <div className="govgr-warning-text form-warnings" role="status" aria-labelledby="warnings-title">
      <h2 className="govgr-heading-m" id="warnings-title">
        {TEXT.warningsTitle}
      </h2>
      <ul className="govgr-list govgr-list--bullet">
        {warnings.map((w) => (
          <li key={`${w.errorCode}:${w.errorMessage}`}>
            {w.errorCode}: {w.errorMessage}
          </li>
        ))}
      </ul>
      <button type="submit" className="govgr-btn govgr-btn-warning" name={confirmName} value="1">
        {TEXT.confirmWarnings}
      </button>
    </div>
  );
}

/** The ignorable warnings in an action's answer, if any. */
export function warningsOf(result: unknown): WarningItem[] {
  if (!result || typeof result !== "object" || !("warnings" in result) || !Array.isArray(result.warnings)) return [];
  return result.warnings as WarningItem[];
}
