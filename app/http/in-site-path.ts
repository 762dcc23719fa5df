/**
 * The one open-redirect rule: a value the user sent may be used as a redirect target only if it is
 * a path on this site. Pure, so the search page (a domain module) and the guards share it.
 */

/**
 * A path on this site, or the fallback (no open redirect). Browsers read "/\\evil.example" like
 * "//evil.example", and strip tabs and newlines from URLs, so those are refused too.
 */
export function inSitePath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || !value.startsWith("/")) return fallback;
  if (value.startsWith("//") || value.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(value)) return fallback;
  return value;
}
