/**
 * The footer: the informational pages (about, legislation, guides, accessibility, terms, cookies,
 * API, English), and the contact link to the external ticketing site when one is configured.
 */
import { FOOTER_LINKS, SITE_NAME } from "#app/shell/site";

export function SiteFooter({ contactFormUrl }: { contactFormUrl: string | null }) {
  return (
    <footer className="govgr-footer">
      <div className="govgr-width-container">
        <h2 className="govgr-visually-hidden">Σύνδεσμοι υποσέλιδου</h2>
        <ul className="govgr-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              {/* The English page's link is in English: screen readers must switch voice (WCAG 3.1.2). */}
              <a
                href={link.href}
                lang={"lang" in link ? link.lang : undefined}
                hrefLang={"lang" in link ? link.lang : undefined}
              >
                {link.label}
              </a>
            </li>
          ))}
          {contactFormUrl ? (
            <li>
              <a href={contactFormUrl} rel="external">
                Επικοινωνία
              </a>
            </li>
          ) : null}
        </ul>
        <p className="govgr-footer__note">
          {SITE_NAME}: ανοιχτό λογισμικό. Το περιεχόμενο των πράξεων διατίθεται ως ανοιχτά δεδομένα.
        </p>
      </div>
    </footer>
  );
}
