/**
 * The form token (docs/decisions/017-csrf.md) as a hidden field. Every POST form renders it; the
 * token comes from the document shell's data, so no form has to load it itself.
 */
import { useRouteLoaderData } from "@remix-run/react";
import { CSRF_FIELD } from "#app/http/csrf-field";

export function useCsrfToken(): string {
  const root = useRouteLoaderData("root") as { shell?: { csrfToken?: string } } | undefined;
  return root?.shell?.csrfToken ?? "";
}

export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}
