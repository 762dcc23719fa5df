/** The portal's name and fixed addresses, shown by the shell and used in feeds and exports. */
import { paths } from "../paths";

export const SITE_NAME = "Μητρώο Πράξεων";
export const SITE_TAGLINE = "Διαφάνεια στις αποφάσεις των δημόσιων φορέων";

/** Pages the footer and the cookie banner link to (SPEC §2 informational pages). */
export const FOOTER_LINKS = [
  { href: paths.info(), label: "Σχετικά με το μητρώο" },
  { href: paths.legislation(), label: "Νομοθεσία" },
  { href: paths.educationalMaterial(), label: "Εκπαιδευτικό υλικό" },
  { href: paths.faqSearch(), label: "Συχνές ερωτήσεις" },
  { href: paths.keyboardShortcuts(), label: "Συντομεύσεις πληκτρολογίου" },
  { href: paths.accessibility(), label: "Δήλωση προσβασιμότητας" },
  { href: paths.termsOfUse(), label: "Όροι χρήσης" },
  { href: paths.cookieTerms(), label: "Πολιτική cookies" },
  { href: paths.apiHelp(), label: "API" },
  { href: paths.english(), label: "English", lang: "en" },
] as const;

/** Document title of a page: "<page> – <portal>". */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}
