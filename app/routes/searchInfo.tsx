/**
 * /searchInfo (SPEC §2): the search and its query language explained in Greek, with worked
 * examples that are links running them (app/search-page/search-info.ts). Static text.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staticPageLoader } from "#app/http/static-page.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { exampleHref, SEARCH_EXAMPLE_GROUPS } from "#app/search-page/search-info";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Οδηγίες αναζήτησης") }];

export const loader = staticPageLoader("searchInfo");
export const headers = cacheablePageHeaders;

export default function SearchInfo() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Οδηγίες αναζήτησης</h1>
      <p>
        Στο πλαίσιο της <Link to={paths.search()}>αναζήτησης</Link> γράφετε λέξεις του θέματος, έναν ΑΔΑ ή έναν αριθμό
        πρωτοκόλλου. Για πιο σύνθετες αναζητήσεις, το ίδιο πλαίσιο (και η{" "}
        <Link to={paths.search({ advanced: true })}>σύνθετη αναζήτηση</Link>) δέχεται τη γλώσσα ερωτημάτων της
        Διαύγειας: λέξεις, φράσεις σε εισαγωγικά, πεδία, λίστες τιμών, διαστήματα και τους τελεστές AND, OR, NOT.
      </p>

      <h2 className="govgr-heading-l">Πώς διαβάζεται μια αναζήτηση</h2>
      <ul className="govgr-list--bullet">
        <li>
          Οι λέξεις αναζητούνται στο θέμα, στον αριθμό πρωτοκόλλου και στον ΑΔΑ, χωρίς διάκριση τόνων, κεφαλαίων και
          τελικού σίγμα. Όταν γράφετε πολλές λέξεις, η πράξη πρέπει να τις έχει όλες (ΚΑΙ).
        </li>
        <li>
          Το κείμενο σε εισαγωγικά διαβάζεται ως κείμενο: <code>&quot;AND&quot;</code> είναι λέξη, όχι τελεστής. Μέσα
          στα εισαγωγικά γράψτε <code>\&quot;</code> για εισαγωγικά και <code>\\</code> για ανάποδη κάθετο.
        </li>
        <li>
          Ένα πεδίο γράφεται <code>πεδίο:&quot;τιμή&quot;</code>, μια λίστα{" "}
          <code>πεδίο:[&quot;α&quot;, &quot;β&quot;]</code> (οποιαδήποτε από τις τιμές) και ένα διάστημα{" "}
          <code>πεδίο:[από TO έως]</code> (τα άκρα περιλαμβάνονται, <code>*</code> για ανοιχτό άκρο). Οι ημερομηνίες
          γράφονται <code>DT(2024-01-31T00:00:00)</code> ή <code>2024-01-31</code>, σε ώρα Ελλάδας.
        </li>
        <li>
          Οι τελεστές γράφονται με κεφαλαία: <code>AND</code> (και, το προεπιλεγμένο), <code>OR</code> (ή),{" "}
          <code>NOT</code> (όχι), με παρενθέσεις για ομαδοποίηση, ανάμεσα σε λέξεις, φράσεις και πεδία:{" "}
          <code>(ύδρευση OR αποχέτευση) NOT μελέτη</code>. Μια φράση σε εισαγωγικά βρίσκει τις λέξεις της στη σειρά που
          γράφονται, τη μία δίπλα στην άλλη.
        </li>
        <li>
          Λάθος σύνταξη δεν διορθώνεται σιωπηλά: η σελίδα απαντά με μήνυμα που λέει σε ποια θέση (χαρακτήρα) βρίσκεται
          το λάθος.
        </li>
        <li>
          Στη σελίδα αποτελεσμάτων το πλαίσιο δείχνει μόνο το κείμενο της αναζήτησης. Όταν το αλλάζετε, αλλάζει μόνο
          αυτό· τα πεδία και τα φίλτρα μένουν. Κενό πλαίσιο δεν αλλάζει τίποτα.
        </li>
      </ul>

      <h2 className="govgr-heading-l">Πεδία</h2>
      <dl className="govgr-summary-list">
        <div>
          <dt>q, content, subject, ada, protocolNumber</dt>
          <dd>κείμενο (μία τιμή)</dd>
        </div>
        <div>
          <dt>organizationUid, decisionTypeUid, status, unitUid, signerUid, thematicCategory, afm</dt>
          <dd>τιμή ή λίστα τιμών</dd>
        </div>
        <div>
          <dt>issueDate, publishTimestamp, submissionTimestamp, amount</dt>
          <dd>διάστημα (ή μία τιμή)</dd>
        </div>
      </dl>

      <h2 className="govgr-heading-l">Παραδείγματα</h2>
      {SEARCH_EXAMPLE_GROUPS.map((group) => (
        <section key={group.title} aria-labelledby={`examples-${group.title}`}>
          <h3 id={`examples-${group.title}`} className="govgr-heading-m">
            {group.title}
          </h3>
          <ul className="govgr-list--plain">
            {group.examples.map((e) => (
              <li key={e.query}>
                <Link to={exampleHref(e)}>
                  <code>{e.query}</code>
                </Link>
                <br />
                {e.explanation}
              </li>
            ))}
          </ul>
        </section>
      ))}

      <h2 className="govgr-heading-l">Ταξινόμηση, πλήθος και σελίδες</h2>
      <p>
        Τα αποτελέσματα εμφανίζονται από τα νεότερα (κατά χρόνο πρώτης ανάρτησης), ή από τα παλαιότερα, ή κατά συνάφεια
        με τις λέξεις. Η συνάφεια υπολογίζεται με τον αλγόριθμο BM25 σε όλες τις πράξεις που ταιριάζουν όταν είναι έως
        10.000· όταν είναι περισσότερες, κατατάσσονται οι 10.000 νεότερες από αυτές.
      </p>
      <p>
        Το πλήθος των αποτελεσμάτων είναι ακριβές έως 10.000· πάνω από αυτό εμφανίζεται ως «10.000+», γιατί η ακριβής
        μέτρηση θα καθυστερούσε τη σελίδα.
      </p>
      <p>
        Με ταξινόμηση από τις νεότερες ή από τις παλαιότερες φτάνετε ως την τελευταία πράξη κάθε αναζήτησης: οι σελίδες
        είναι αριθμημένες έως το αποτέλεσμα 10.000 και από εκεί το «Επόμενη» συνεχίζει μετά την τελευταία πράξη της
        σελίδας, ενώ το «Τελευταία» δείχνει την τελευταία σελίδα. Οι σύνδεσμοι αυτών των σελίδων ονομάζουν την πράξη από
        την οποία συνεχίζουν (after, before), οπότε δείχνουν πάντα τις ίδιες πράξεις· όπου η θέση τους στο σύνολο δεν
        μετρήθηκε, η σελίδα το λέει. Με ταξινόμηση κατά συνάφεια φτάνετε έως τις πρώτες 10.000 πράξεις (κατά συνάφεια
        ανάμεσα στις 10.000 νεότερες, όταν ταιριάζουν περισσότερες)· για όλες, ταξινομήστε κατά ημερομηνία ή
        χρησιμοποιήστε την εξαγωγή.
      </p>
      <p>
        Όταν λέξεις με πάνω από 10.000 αποτελέσματα συνδυάζονται με φίλτρο που κρατά πολλές πράξεις, μετρώνται μόνο οι
        20.000 νεότερες πράξεις με τις λέξεις: αν ανάμεσά τους όσες περνούν το φίλτρο είναι λιγότερες από 10.000, το
        πλήθος εμφανίζεται ως «N+», δηλαδή τουλάχιστον N. Οι αριθμοί των φίλτρων τότε μετρώνται στις ίδιες νεότερες
        πράξεις, και η σελίδα το αναφέρει.
      </p>
      <p>
        Στη στήλη «Φίλτρα» κάθε λίστα δείχνει 5 τιμές και με το «Περισσότερα» 5 ακόμη κάθε φορά. Το φίλτρο ημερομηνίας
        προσφέρει «Σήμερα», «Τελευταίες 7 ημέρες» και «Τελευταίες 30 ημέρες», ή μια ημερομηνία («Ακριβώς») ή ένα
        διάστημα, με μορφή ηη/μμ/εεεε.
      </p>
    </div>
  );
}
