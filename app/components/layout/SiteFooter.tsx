/** The footer: informational links (accessibility statement, terms, cookie terms, API help). */
import { FOOTER_LINKS, SITE_NAME } from "#app/shell/site";

export function SiteFooter() {
  return (
    <footer className="govgr-footer">
      <div className="govgr-width-container">
        <h2 className="govgr-visually-hidden">Σύνδεσμοι υποσέλιδου</h2>
        <ul className="govgr-footer__links">
          {FOOTER_LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
        <p className="govgr-footer__note">
          {SITE_NAME}: ανοιχτό λογισμικό. Το περιεχόμενο των πράξεων διατίθεται ως ανοιχτά δεδομένα.
        </p>
      </div>
    </footer>
  );
}
