/**
 * The document title of a page with a form, «Σφάλμα: …» first when the form came back with errors
 * (GOV.UK). Remix's `meta` sees loader data only, never the action's answer, so such a page
 * exports a `meta` without a title and renders this instead: browsers take the first <title> in
 * the document (HTML "the title element"), and it works with JavaScript off.
 */
import { pageTitle } from "#app/shell/site";
import { formPageTitle } from "./page-title";

export function DocumentTitle({ title, hasErrors }: { title: string; hasErrors: boolean }) {
  return <title>{pageTitle(formPageTitle(title, hasErrors))}</title>;
}
