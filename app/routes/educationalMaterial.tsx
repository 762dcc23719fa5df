/**
 * /educationalMaterial (SPEC §2 informational pages): short step-by-step guides, for citizens
 * (find, read, follow, download) and for the staff of the bodies (submit, publish, correct,
 * revoke). Static text.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staticPageLoader } from "#app/http/static-page.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { STATUS_LABELS } from "#shared/decision-status";

export const meta: MetaFunction = () => [{ title: pageTitle("Εκπαιδευτικό υλικό") }];

export const loader = staticPageLoader("educationalMaterial");
export const headers = cacheablePageHeaders;

export default function EducationalMaterial() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Εκπαιδευτικό υλικό</h1>
      <p>
        Σύντομοι οδηγοί βήμα προς βήμα: για όσους αναζητούν και διαβάζουν πράξεις, και για τους υπαλλήλους των φορέων
        που τις καταχωρίζουν και τις αναρτούν.
      </p>

      <h2 className="govgr-heading-l">Για πολίτες</h2>

      <h3 className="govgr-heading-m">Βρείτε μια πράξη</h3>
      <ol className="govgr-list">
        <li>
          Ανοίξτε την <Link to={paths.search()}>αναζήτηση πράξεων</Link>.
        </li>
        <li>Γράψτε λέξεις του θέματος, τον ΑΔΑ ή τον αριθμό πρωτοκόλλου και πατήστε «Αναζήτηση».</li>
        <li>Αν τα αποτελέσματα είναι πολλά, επιλέξτε φορέα, είδος πράξης ή χρονικό διάστημα από τα φίλτρα.</li>
        <li>Ανοίξτε μια πράξη από τον τίτλο της για να δείτε όλα τα στοιχεία της.</li>
      </ol>

      <h3 className="govgr-heading-m">Διαβάστε μια πράξη</h3>
      <ul className="govgr-list">
        <li>Η σελίδα της πράξης δείχνει τον ΑΔΑ, τον φορέα, το θέμα, τις ημερομηνίες και την κατάστασή της.</li>
        <li>Το επίσημο κείμενο είναι το έγγραφο PDF, που κατεβαίνει από τη σελίδα της πράξης.</li>
        <li>
          Αν η πράξη έχει ορθή επανάληψη, η σελίδα δείχνει την ισχύουσα έκδοση και οι παλαιότερες μένουν διαθέσιμες,
          σημειωμένες ως αντικατεστημένες.
        </li>
        <li>
          Μια πράξη «{STATUS_LABELS.REVOKED}» δεν ισχύει πια· μια πράξη «{STATUS_LABELS.PENDING_REVOCATION}» ισχύει
          μέχρι να ολοκληρωθεί η ανάκληση.
        </li>
      </ul>

      <h3 className="govgr-heading-m">Παρακολουθήστε έναν φορέα και κατεβάστε δεδομένα</h3>
      <ul className="govgr-list">
        <li>
          Η σελίδα κάθε φορέα έχει ροή RSS με τις νέες αναρτήσεις του· προσθέστε τη στο πρόγραμμα ανάγνωσης ροών σας.
        </li>
        <li>
          Τα αποτελέσματα μιας αναζήτησης κατεβαίνουν ως JSON ή XML και μπορείτε να τα χρησιμοποιήσετε ελεύθερα, για
          παράδειγμα σε λογιστικό φύλλο ή σε δική σας εφαρμογή.
        </li>
      </ul>

      <h2 className="govgr-heading-l">Για υπαλλήλους φορέων</h2>

      <h3 className="govgr-heading-m">Καταχωρίστε μια πράξη</h3>
      <ol className="govgr-list">
        <li>
          <Link to={paths.login()}>Συνδεθείτε</Link> με τον λογαριασμό που σας έδωσε ο διαχειριστής του φορέα σας.
        </li>
        <li>Επιλέξτε «Νέα πράξη» από το μενού, τον φορέα και το είδος της πράξης.</li>
        <li>
          Συμπληρώστε το θέμα, τον αριθμό πρωτοκόλλου, την ημερομηνία έκδοσης, τις μονάδες, τους υπογράφοντες και τα
          πεδία του είδους (π.χ. ποσό, ΑΦΜ). Επισυνάψτε το υπογεγραμμένο έγγραφο σε PDF.
        </li>
        <li>
          Πατήστε «Υποβολή». Η πράξη αποθηκεύεται ως «{STATUS_LABELS.SUBMITTED}»: δεν είναι δημόσια και μπορείτε ακόμη
          να τη διορθώσετε ή να τη διαγράψετε.
        </li>
      </ol>

      <h3 className="govgr-heading-m">Αναρτήστε την</h3>
      <ol className="govgr-list">
        <li>Ο υπάλληλος με δικαίωμα ανάρτησης ανοίγει την υποβληθείσα πράξη από τη σελίδα του.</li>
        <li>Ελέγχει τα στοιχεία και το έγγραφο και, αν θέλει, γράφει διευθύνσεις e-mail για ενημέρωση.</li>
        <li>
          Με την ανάρτηση η πράξη παίρνει ΑΔΑ και γίνεται δημόσια αμέσως. Από εκεί και πέρα το αναρτημένο κείμενο δεν
          αλλάζει.
        </li>
      </ol>

      <h3 className="govgr-heading-m">Διορθώστε ή ανακαλέστε μια αναρτημένη πράξη</h3>
      <ul className="govgr-list">
        <li>
          Για πρόδηλο λάθος αναρτήστε ορθή επανάληψη: νέα έκδοση με το διορθωμένο έγγραφο, με τον ίδιο ΑΔΑ. Η αρχική
          έκδοση παραμένει δημόσια.
        </li>
        <li>
          Αν η ανάρτηση πρέπει να αποσυρθεί, υποβάλετε αίτημα ανάκλησης. Η πράξη μένει «
          {STATUS_LABELS.PENDING_REVOCATION}» μέχρι να αποφασίσει ο διαχειριστής του μητρώου· το αίτημα μπορεί να
          ακυρωθεί ως τότε.
        </li>
        <li>Κάθε ενέργεια καταγράφεται με το όνομα του χρήστη και την ώρα της.</li>
      </ul>
    </div>
  );
}
