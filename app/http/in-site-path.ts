/**
 * The one open-redirect rule: a value the user sent may be used as a redirect target only if it is
 * a path on this site. Pure, so the search page (a domain module) and the guards share it.
 */

/**
 * A path on this site, or the fallback (no open redirect). Browsers read "/\\evil.example" like
 * "//evil.example", and strip tabs and newlines from URLs, so those are refused too. The path
 * comes back percent-encoded (a Location header carries Latin-1 only: "/αβγ" would make building
 * the redirect throw), and is checked again after the URL parser normalised it ("/.//evil").
 */
export function inSitePath(value: unknown, fallback = "/"): string {
  const unsafe = (path: string) =>
    !path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\") || /[\u0000-\u001f\u007f]/.test(path);
  if (typeof value !== "string" || unsafe(value)) return fallback;
  const base = "http://in-site.invalid";
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return fallback;
  }
  const path = url.pathname + url.search + url.hash;
  return url.origin !== base || unsafe(path) ? fallback : path;
}
