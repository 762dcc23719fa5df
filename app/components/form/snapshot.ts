/**
 * What a form shows after a submission came back (Conform's SubmissionResult): the values the
 * user sent, and the errors, but only after a real submit — adding or removing a row answers
 * with the values alone, so half-filled rows are not flagged while the user is still typing.
 */
import type { SubmissionResult } from "@conform-to/react";
import type { FormSnapshot } from "#app/fields/DynamicFields";

export function snapshotOf(lastResult: SubmissionResult<string[]> | null | undefined): FormSnapshot {
  if (!lastResult) return { values: null, errors: {} };
  return {
    values: lastResult.initialValue ?? {},
    errors: lastResult.status === "error" ? (lastResult.error ?? {}) : {},
  };
}

/**
 * The error summary's entries: each error as «label: message», linked to its field, in the order
 * the fields appear on the page (names under the same top-level field keep the schema's order).
 */
export function summaryOf(
  snapshot: FormSnapshot,
  order: readonly string[],
  idOf: (name: string) => string,
  labelOf: (name: string) => string | null,
) {
  const position = (name: string) => {
    const i = order.findIndex((o) => name === o || name.startsWith(`${o}.`) || name.startsWith(`${o}[`));
    return i < 0 ? order.length : i;
  };
  return Object.entries(snapshot.errors)
    .filter(([, messages]) => messages && messages.length > 0)
    .sort(([a], [b]) => position(a) - position(b))
    .flatMap(([name, messages]) => {
      const label = labelOf(name);
      return (messages ?? []).map((message) => ({
        fieldId: idOf(name),
        message: label ? `${label}: ${message}` : message,
      }));
    });
}
