/**
 * Ids that tie a form control to its hint, its error and the error summary's link. Derived from
 * the field's name, so the server-rendered page (JavaScript off) and the hydrated page agree.
 */
export function fieldId(name: string): string {
  return `f-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
}
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby = hint + error (GOV.UK), or undefined when there is neither. */
export function describedBy(id: string, hasHint: boolean, hasError: boolean): string | undefined {
  const ids = [hasHint ? hintId(id) : null, hasError ? errorId(id) : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}
