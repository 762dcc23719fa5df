/** /accessibility: the accessibility statement (law 4727/2020, WCAG 2.1 AA). Static. */
import type { MetaFunction } from "@remix-run/node";
import { pageTitle, SITE_NAME } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Δήλωση προσβασιμότητας") }];

export default function Accessibility() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Δήλωση προσβασιμότητας</h1>
      <p>
        Το {SITE_NAME} δεσμεύεται να είναι προσβάσιμο σε όλους, σύμφωνα με τον ν. 4727/2020 και το πρότυπο WCAG 2.1,
        επίπεδο AA.
      </p>
      <h2 className="govgr-heading-l">Τι μπορείτε να κάνετε</h2>
      <ul className="govgr-list">
        <li>Να χρησιμοποιήσετε όλες τις σελίδες και τις φόρμες χωρίς JavaScript.</li>
        <li>Να περιηγηθείτε μόνο με το πληκτρολόγιο· ο πρώτος σύνδεσμος κάθε σελίδας οδηγεί στο κύριο περιεχόμενο.</li>
        <li>
          Να μεγαλώσετε το κείμενο με τον έλεγχο «Μέγεθος κειμένου» στην κεφαλίδα (τέσσερα μεγέθη) ή με τον φυλλομετρητή
          σας.
        </li>
        <li>Να χρησιμοποιήσετε αναγνώστη οθόνης· οι σελίδες είναι στα ελληνικά και δηλώνουν τη γλώσσα τους.</li>
        <li>Να κατεβάσετε τα αποτελέσματα αναζήτησης ως JSON ή XML και να παρακολουθείτε φορείς μέσω RSS.</li>
      </ul>
      <h2 className="govgr-heading-l">Γνωστοί περιορισμοί</h2>
      <p>
        Τα έγγραφα PDF των πράξεων συντάσσονται από τους φορείς· η προσβασιμότητά τους εξαρτάται από τον φορέα που τα
        ανάρτησε.
      </p>
      <h2 className="govgr-heading-l">Επικοινωνία</h2>
      <p>
        Αν συναντήσετε εμπόδιο στη χρήση του ιστότοπου, ενημερώστε μας περιγράφοντας τη σελίδα και το πρόβλημα, ώστε να
        το διορθώσουμε.
      </p>
    </div>
  );
}
