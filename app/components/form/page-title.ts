import { TEXT } from "#app/messages";

/** GOV.UK: a page whose form has errors says so first in its title («Σφάλμα: …»). */
export function formPageTitle(title: string, hasErrors: boolean): string {
  return hasErrors ? `${TEXT.errorPrefix} ${title}` : title;
}
