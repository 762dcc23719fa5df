/**
 * SPEC §2: the cookie banner shows until the visitor accepts. Accepting is a POST form to the
 * /cookies resource route, which sets the consent cookie (365 days) and redirects back here:
 * it works without JavaScript.
 */
import { CsrfField } from "#app/components/form/CsrfField";
import { paths } from "#app/paths";

export function CookieBanner({ returnTo }: { returnTo: string }) {
  return (
    <section className="govgr-cookie-banner" aria-labelledby="cookie-banner-title">
      <div className="govgr-width-container">
        <h2 id="cookie-banner-title" className="govgr-heading-s">
          Cookies σε αυτόν τον ιστότοπο
        </h2>
        <p>
          Χρησιμοποιούμε μόνο τα απαραίτητα cookies: για τη σύνδεση, για να θυμόμαστε το μέγεθος κειμένου που επιλέξατε
          και ότι είδατε αυτό το μήνυμα. Δεν χρησιμοποιούμε cookies παρακολούθησης.{" "}
          <a href={paths.cookieTerms()}>Πολιτική cookies</a>
        </p>
        <form method="post" action={paths.cookies()}>
          <CsrfField />
          <input type="hidden" name="redirectTo" value={returnTo} />
          <button type="submit" className="govgr-btn govgr-btn-primary">
            Αποδοχή
          </button>
        </form>
      </div>
    </section>
  );
}
