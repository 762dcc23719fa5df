/**
 * The reason of a revocation (reference/diavgeia.md §2.2): one of the three legal grounds (radio
 * buttons in a fieldset) and a mandatory comment. Plain controls: works without JavaScript.
 */
import { ErrorMessage } from "#app/components/form/ErrorMessage";
import type { SummaryError } from "#app/components/form/ErrorSummary";
import { RequiredMark } from "#app/components/form/RequiredMark";
import { describedBy } from "#app/components/form/ids";
import { REVOCATION_COMMENT_MAX_LENGTH, REVOCATION_GROUNDS } from "#app/decisions/revocation-grounds";

export const REASON_FIELD_IDS = { ground: "revocation-ground", comment: "revocation-comment" } as const;

/** The reason's errors as the page's error summary lists them, each linked to its control. */
export function reasonSummaryErrors(errors: {
  ground?: readonly string[];
  comment?: readonly string[];
}): SummaryError[] {
  return [
    ...(errors.ground ?? []).map((message) => ({
      fieldId: `${REASON_FIELD_IDS.ground}-1`,
      message: `Λόγος ανάκλησης: ${message}`,
    })),
    ...(errors.comment ?? []).map((message) => ({
      fieldId: REASON_FIELD_IDS.comment,
      message: `Αιτιολογία: ${message}`,
    })),
  ];
}

interface Props {
  values: { ground?: string; comment?: string };
  errors: { ground?: string[]; comment?: string[] };
}

export function RevocationReasonFields({ values, errors }: Props) {
  const groundError = Boolean(errors.ground?.length);
  const commentError = Boolean(errors.comment?.length);
  return (
    <>
      <fieldset
        className={`form-fieldset govgr-form-group${groundError ? " govgr-form-group--error" : ""}`}
        id={REASON_FIELD_IDS.ground}
        aria-describedby={groundError ? describedBy(REASON_FIELD_IDS.ground, false, true) : undefined}
      >
        <legend className="govgr-label">
          Λόγος ανάκλησης
          <RequiredMark />
        </legend>
        <ErrorMessage id={REASON_FIELD_IDS.ground} errors={errors.ground} />
        {REVOCATION_GROUNDS.map((g, i) => (
          <div className="form-checkbox" key={g.uid}>
            <input
              type="radio"
              id={`${REASON_FIELD_IDS.ground}-${i + 1}`}
              name="ground"
              value={g.uid}
              defaultChecked={values.ground === g.uid}
            />
            <label className="form-checkbox__label" htmlFor={`${REASON_FIELD_IDS.ground}-${i + 1}`}>
              {g.label}
            </label>
          </div>
        ))}
      </fieldset>
      <div className={`govgr-form-group${commentError ? " govgr-form-group--error" : ""}`}>
        <label className="govgr-label" htmlFor={REASON_FIELD_IDS.comment}>
          Αιτιολογία
          <RequiredMark />
        </label>
        <ErrorMessage id={REASON_FIELD_IDS.comment} errors={errors.comment} />
        <textarea
          className="govgr-field govgr-field--wide"
          id={REASON_FIELD_IDS.comment}
          name="comment"
          rows={4}
          maxLength={REVOCATION_COMMENT_MAX_LENGTH}
          defaultValue={values.comment ?? ""}
          aria-invalid={commentError || undefined}
          aria-describedby={commentError ? describedBy(REASON_FIELD_IDS.comment, false, true) : undefined}
        />
      </div>
    </>
  );
}
