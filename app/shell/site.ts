/** The portal's name and fixed addresses, shown by the shell and used in feeds and exports. */
export const SITE_NAME = "Μητρώο Πράξεων";
export const SITE_TAGLINE = "Διαφάνεια στις αποφάσεις των δημόσιων φορέων";

/** Pages the footer and the cookie banner link to (SPEC §2 informational pages). */
export const FOOTER_LINKS = [
  { href: "/accessibility", label: "Δήλωση προσβασιμότητας" },
  { href: "/termsOfUse", label: "Όροι χρήσης" },
  { href: "/termsOfUse#cookieTerms", label: "Πολιτική cookies" },
  { href: "/api/help", label: "API" },
] as const;

/** Document title of a page: "<page> – <portal>". */
export function pageTitle(page?: string): string {
  return page ? `${page} – ${SITE_NAME}` : SITE_NAME;
}
