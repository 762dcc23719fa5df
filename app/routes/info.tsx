/**
 * /info (SPEC §2 informational pages): what the register is, the ADA, how to search and how a
 * decision's life goes (submitted, published, corrected copy, revocation). Static text.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staticPageLoader } from "#app/http/static-page.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle, SITE_NAME } from "#app/shell/site";
import { STATUS_LABELS } from "#shared/decision-status";

export const meta: MetaFunction = () => [
  { title: pageTitle("Σχετικά με το μητρώο") },
  { name: "description", content: `Τι είναι το ${SITE_NAME}, ο ΑΔΑ, η αναζήτηση και ο κύκλος ζωής μιας πράξης.` },
];

export const loader = staticPageLoader("info");
export const headers = cacheablePageHeaders;

export default function Info() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Σχετικά με το μητρώο</h1>
      <p>
        Το {SITE_NAME} είναι ο τόπος όπου οι δημόσιοι φορείς αναρτούν τις διοικητικές τους πράξεις, όπως προβλέπει ο
        νόμος για τη Διαύγεια. Οι περισσότερες πράξεις δεν μπορούν να εκτελεστούν πριν αναρτηθούν. Όποιος θέλει μπορεί
        να τις αναζητήσει, να τις διαβάσει, να κατεβάσει το έγγραφό τους και να παρακολουθεί τις νέες αναρτήσεις ενός
        φορέα, χωρίς λογαριασμό και χωρίς χρέωση.
      </p>

      <h2 className="govgr-heading-l">Ο Αριθμός Διαδικτυακής Ανάρτησης (ΑΔΑ)</h2>
      <p>
        Κάθε αναρτημένη πράξη παίρνει έναν μοναδικό Αριθμό Διαδικτυακής Ανάρτησης (ΑΔΑ) τη στιγμή της ανάρτησης. Ο ΑΔΑ
        αποδεικνύει ότι η πράξη αναρτήθηκε και με αυτόν την αναφέρουν άλλες πράξεις και έγγραφα.
      </p>
      <p>
        Έχει δύο μέρη, χωρισμένα με παύλα, από ψηφία και ελληνικά κεφαλαία γράμματα, για παράδειγμα 6Ε0Ε46Ψ842-Φ46. Το
        δεύτερο μέρος είναι ομάδα χαρακτήρων ελέγχου: ένας ΑΔΑ του μητρώου που πληκτρολογήθηκε λάθος αναγνωρίζεται. Αν
        γράψετε τον ΑΔΑ με λατινικούς χαρακτήρες που μοιάζουν με ελληνικούς (π.χ. E αντί για Ε), η αναζήτηση τον βρίσκει
        κανονικά.
      </p>

      <h2 className="govgr-heading-l">Πώς αναζητώ μια πράξη</h2>
      <ul className="govgr-list">
        <li>
          Στη <Link to={paths.search()}>σελίδα αναζήτησης</Link> γράψτε λέξεις του θέματος, τον ΑΔΑ ή τον αριθμό
          πρωτοκόλλου. Η αναζήτηση δεν κάνει διάκριση τόνων και πεζών-κεφαλαίων.
        </li>
        <li>
          Περιορίστε τα αποτελέσματα με τα φίλτρα: φορέας, είδος πράξης, θεματική κατηγορία, κατάσταση και ημερομηνίες.
        </li>
        <li>Ταξινομήστε από τις νεότερες, από τις παλαιότερες ή κατά συνάφεια.</li>
        <li>Κατεβάστε τα αποτελέσματα ως JSON ή XML, ή ακολουθήστε έναν φορέα μέσω της ροής RSS της σελίδας του.</li>
      </ul>

      <h2 className="govgr-heading-l">Ο κύκλος ζωής μιας πράξης</h2>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>{STATUS_LABELS.SUBMITTED}</dt>
          <dd>
            Ο υπάλληλος του φορέα καταχώρισε την πράξη και το έγγραφό της. Δεν είναι ακόμη δημόσια και δεν έχει ΑΔΑ.
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>{STATUS_LABELS.PUBLISHED}</dt>
          <dd>
            Ο αρμόδιος υπάλληλος ανάρτησε την πράξη: πήρε ΑΔΑ, είναι δημόσια και ισχύει. Το αναρτημένο κείμενο δεν
            αλλάζει πια.
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Ορθή επανάληψη</dt>
          <dd>
            Για να διορθωθεί ένα πρόδηλο λάθος (π.χ. τυπογραφικό), ο φορέας αναρτά ορθή επανάληψη: νέα έκδοση με νέο
            έγγραφο, με τον ίδιο ΑΔΑ. Η προηγούμενη έκδοση μένει διαθέσιμη και σημειώνεται ότι αντικαταστάθηκε.
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>{STATUS_LABELS.PENDING_REVOCATION}</dt>
          <dd>
            Ο φορέας ζήτησε να ανακληθεί η ανάρτηση. Μέχρι να εγκριθεί το αίτημα, η πράξη μένει δημόσια και ισχύει.
          </dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>{STATUS_LABELS.REVOKED}</dt>
          <dd>
            Ο διαχειριστής του μητρώου ενέκρινε την ανάκληση: η σελίδα της πράξης παραμένει για να φαίνεται τι συνέβη,
            αλλά το έγγραφο δεν διατίθεται πλέον.
          </dd>
        </div>
      </dl>

      <h2 className="govgr-heading-l">Περισσότερα</h2>
      <ul className="govgr-list">
        <li>
          <Link to={paths.legislation()}>Νομοθεσία</Link>: οι νόμοι που ορίζουν τι αναρτάται και πώς.
        </li>
        <li>
          <Link to={paths.educationalMaterial()}>Εκπαιδευτικό υλικό</Link>: σύντομοι οδηγοί για πολίτες και για
          υπαλλήλους φορέων.
        </li>
        <li>
          <Link to={paths.accessibility()}>Δήλωση προσβασιμότητας</Link> και{" "}
          <Link to={paths.termsOfUse()}>όροι χρήσης</Link>.
        </li>
        <li>
          <Link to={paths.english()} lang="en" hrefLang="en">
            About the register, in English
          </Link>
        </li>
      </ul>
    </div>
  );
}
