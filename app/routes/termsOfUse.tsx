/** /termsOfUse: terms of use, with the cookie terms at #cookieTerms (SPEC §2). Static. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle, SITE_NAME } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Όροι χρήσης") }];

export default function TermsOfUse() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Όροι χρήσης</h1>
      <p>
        Το {SITE_NAME} δημοσιεύει τις πράξεις που αναρτούν οι δημόσιοι φορείς. Για το περιεχόμενο κάθε πράξης ευθύνεται
        ο φορέας που την ανάρτησε. Οι αναρτημένες πράξεις και τα μεταδεδομένα τους διατίθενται ελεύθερα για ανάγνωση,
        αναζήτηση και περαιτέρω χρήση.
      </p>
      <h2 className="govgr-heading-l" id="cookieTerms">
        Πολιτική cookies
      </h2>
      <p>Ο ιστότοπος χρησιμοποιεί μόνο όσα cookies χρειάζονται για να λειτουργήσει:</p>
      <table className="govgr-table">
        <thead>
          <tr>
            <th scope="col">Cookie</th>
            <th scope="col">Σκοπός</th>
            <th scope="col">Διάρκεια</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>register_session</td>
            <td>Η σύνδεσή σας (μόνο για χρήστες φορέων)</td>
            <td>Έως την αποσύνδεση ή τη λήξη της σύνδεσης</td>
          </tr>
          <tr>
            <td>register_flash</td>
            <td>Μηνύματα που εμφανίζονται μία φορά μετά από μια ενέργεια</td>
            <td>1 λεπτό</td>
          </tr>
          <tr>
            <td>register_cookie_consent</td>
            <td>Ότι είδατε και αποδεχτήκατε το μήνυμα για τα cookies</td>
            <td>365 ημέρες</td>
          </tr>
          <tr>
            <td>register_text_size</td>
            <td>Το μέγεθος κειμένου που επιλέξατε</td>
            <td>365 ημέρες</td>
          </tr>
        </tbody>
      </table>
      <p>Δεν χρησιμοποιούνται cookies διαφήμισης ή παρακολούθησης.</p>
    </div>
  );
}
