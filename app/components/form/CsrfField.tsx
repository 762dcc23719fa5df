/**
 * The form token (docs/decisions/017-csrf.md) as a hidden field. Every POST form renders it; the
 * token comes from the document shell's data, so no form has to load it itself.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { CSRF_FIELD } from "#app/http/csrf-field";

export function useCsrfToken(): string | null {
  const root = useRouteLoaderData<{ shell?: { csrfToken?: string | null } }>("root");
  return root?.shell?.csrfToken ?? null;
}

/** Nothing on a public page seen by a visitor with no token yet (see app/http/csrf.server.ts). */
export function CsrfField() {
  const token = useCsrfToken();
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}
