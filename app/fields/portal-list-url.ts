/**
 * A field definition's selectionListUrl / dataByUidUrl (SPEC §3) names a path of this portal
 * (the administration's rules require a leading "/", app/decision-types/field-rules.server.ts).
 * The server answers such a path in-process, without an HTTP call to itself: this reads which
 * option list of the portal the path is (GET /luminapi/api/fields/{list}, paths.fieldOptions) and
 * the query it fixes (e.g. ?org=…). Pure, so the form's code and its tests share it.
 */

const FIELD_OPTIONS = /^\/luminapi\/api\/fields\/([^/]+)$/;

export interface PortalList {
  list: string;
  query: Record<string, string>;
}

/** The option list a portal path serves, or null for a path that is not one (then the field falls back). */
export function portalListOf(url: string | null | undefined): PortalList | null {
  if (!url || !url.startsWith("/") || url.startsWith("//")) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, "http://portal.invalid");
  } catch {
    return null;
  }
  const m = FIELD_OPTIONS.exec(parsed.pathname);
  if (!m) return null;
  let list: string;
  try {
    list = decodeURIComponent(m[1]);
  } catch {
    return null;
  }
  return { list, query: Object.fromEntries(parsed.searchParams) };
}
