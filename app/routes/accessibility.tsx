/**
 * /accessibility: the accessibility statement that law 4727/2020 asks of every public website
 * (WCAG 2.1 AA), following the headings of the EU model statement (Implementing Decision (EU)
 * 2018/1523): compliance, what is not accessible, how the statement was prepared, feedback and
 * enforcement. Public and cacheable; the only variable is the contact address (configuration).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { config } from "#config/env";
import { getOptionalUser } from "#app/access/guards.server";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { pageTitle, SITE_NAME } from "#app/shell/site";
import { formatDate } from "#shared/dates";

/** When the statement was last reviewed: change it with the text. */
const STATEMENT_DATE = "2026-11-23";

export const meta: MetaFunction = () => [{ title: pageTitle("Δήλωση προσβασιμότητας") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const statement = { contact: config().ACCESSIBILITY_CONTACT, date: STATEMENT_DATE };
  return data(statement, {
    headers: await pageHeaders(request, user, "publicPage", { etag: ["accessibility", JSON.stringify(statement)] }),
  });
}

export const headers = cacheablePageHeaders;

export default function Accessibility() {
  const { contact, date } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Δήλωση προσβασιμότητας</h1>
      <p>
        Το {SITE_NAME} δεσμεύεται να είναι προσβάσιμο σε όλους, σύμφωνα με τον ν. 4727/2020, που ενσωματώνει την Οδηγία
        (ΕΕ) 2016/2102 για την προσβασιμότητα των ιστότοπων των φορέων του δημόσιου τομέα. Η δήλωση αφορά όλες τις
        σελίδες του ιστότοπου.
      </p>

      <h2 className="govgr-heading-l">Κατάσταση συμμόρφωσης</h2>
      <p>
        Ο ιστότοπος συμμορφώνεται μερικώς με το πρότυπο WCAG 2.1, επίπεδο AA: οι σελίδες του ιστότοπου συμμορφώνονται,
        αλλά τα έγγραφα των πράξεων που ανεβάζουν οι φορείς μπορεί να μη συμμορφώνονται (δείτε τους γνωστούς
        περιορισμούς).
      </p>

      <h2 className="govgr-heading-l">Τι μπορείτε να κάνετε</h2>
      <ul className="govgr-list">
        <li>Να χρησιμοποιήσετε όλες τις σελίδες και τις φόρμες χωρίς JavaScript.</li>
        <li>Να περιηγηθείτε μόνο με το πληκτρολόγιο· ο πρώτος σύνδεσμος κάθε σελίδας οδηγεί στο κύριο περιεχόμενο.</li>
        <li>
          Να μεγαλώσετε το κείμενο με τον έλεγχο «Μέγεθος κειμένου» στην κεφαλίδα (τέσσερα μεγέθη) ή με τον φυλλομετρητή
          σας.
        </li>
        <li>
          Να χρησιμοποιήσετε αναγνώστη οθόνης· οι σελίδες δηλώνουν τη γλώσσα τους και έχουν επικεφαλίδες και ορόσημα.
        </li>
        <li>
          Να κατεβάσετε τα αποτελέσματα αναζήτησης ως JSON ή XML και να παρακολουθείτε φορείς μέσω RSS, για να τα
          διαβάσετε με το εργαλείο που σας βολεύει.
        </li>
        <li>
          Να μεταβείτε γρήγορα σε συχνές σελίδες με τις{" "}
          <Link to={paths.keyboardShortcuts()}>συντομεύσεις πληκτρολογίου</Link>.
        </li>
      </ul>

      <h2 className="govgr-heading-l">Πώς ελέγχθηκε</h2>
      <ul className="govgr-list">
        <li>
          Αυτόματος έλεγχος με το εργαλείο axe σε κάθε σελίδα που φτάνει ένας πολίτης ή ένας υπάλληλος, με όλους τους
          κανόνες των WCAG 2.1 A και AA: μία παράβαση, όποια κι αν είναι η σοβαρότητά της, αρκεί για να αποτύχει ο
          έλεγχος.
        </li>
        <li>
          Κάθε σελίδα και κάθε φόρμα ελέγχεται αυτόματα δύο φορές, με ενεργή και με απενεργοποιημένη JavaScript, σε
          πραγματικό φυλλομετρητή.
        </li>
        <li>
          Έλεγχος με πληκτρολόγιο: το πρώτο πάτημα του Tab φτάνει σε ορατό σύνδεσμο παράκαμψης που οδηγεί στο κύριο
          περιεχόμενο. Όλα τα στοιχεία ελέγχου είναι εγγενείς σύνδεσμοι, κουμπιά και πεδία HTML, που λειτουργούν με το
          πληκτρολόγιο.
        </li>
        <li>
          Τα λάθη των φορμών εμφανίζονται δίπλα στο πεδίο και σε σύνοψη στην αρχή της φόρμας, με σύνδεσμο προς το πεδίο.
        </li>
      </ul>

      <h2 className="govgr-heading-l">Γνωστοί περιορισμοί</h2>
      <ul className="govgr-list">
        <li>
          Τα έγγραφα PDF των πράξεων συντάσσονται από τους φορείς· η προσβασιμότητά τους εξαρτάται από τον φορέα που τα
          ανάρτησε. Τα στοιχεία κάθε πράξης (θέμα, φορέας, ημερομηνίες, ποσά) εμφανίζονται πάντα και ως κείμενο στη
          σελίδα της.
        </li>
        <li>
          Οι περισσότερες σελίδες είναι μόνο στα ελληνικά. Μια{" "}
          <Link to={paths.english()} lang="en" hrefLang="en">
            σύντομη περιγραφή στα αγγλικά
          </Link>{" "}
          εξηγεί το μητρώο.
        </li>
        <li>Δεν έχει γίνει ακόμη έλεγχος από χρήστες με αναπηρία ή από ανεξάρτητο φορέα.</li>
      </ul>

      <h2 className="govgr-heading-l">Αναφορά προβλήματος</h2>
      <p>
        Αν συναντήσετε εμπόδιο στη χρήση του ιστότοπου ή χρειάζεστε ένα περιεχόμενο σε άλλη μορφή, γράψτε μας στο{" "}
        <a href={`mailto:${contact}`}>{contact}</a>. Περιγράψτε τη σελίδα (τη διεύθυνσή της ή τον ΑΔΑ της πράξης) και το
        πρόβλημα. Θα σας απαντήσουμε και θα διορθώσουμε το πρόβλημα όσο το δυνατόν συντομότερα.
      </p>
      <p>
        Αν η απάντηση δεν σας ικανοποιεί, μπορείτε να απευθυνθείτε στον Συνήγορο του Πολίτη, που εξετάζει αναφορές για
        τη δημόσια διοίκηση.
      </p>

      <h2 className="govgr-heading-l">Κατάρτιση της δήλωσης</h2>
      <p>
        Η δήλωση καταρτίστηκε στις {formatDate(date)}, με αυτοαξιολόγηση, και αναθεωρείται με κάθε σημαντική αλλαγή του
        ιστότοπου.
      </p>
    </div>
  );
}
