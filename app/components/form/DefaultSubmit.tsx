/**
 * Pressing Enter in a field submits a form with its first submit button. Forms that have "add
 * row" buttons before the real one put this copy of the real button first, out of sight and out
 * of the tab order, so Enter submits the form instead of adding a row.
 */
export function DefaultSubmit({ children }: { children: string }) {
  return (
    <button type="submit" className="govgr-visually-hidden" tabIndex={-1} aria-hidden="true">
      {children}
    </button>
  );
}
