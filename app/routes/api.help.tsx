/**
 * /api/help (SPEC §2 informational pages): how a script reads the register today, with examples
 * that are links: search exports, feeds, bulk dumps, OpenSearch and the public statistics calls,
 * with their answers, errors and caching; and the JSON API of SPEC §7 (issue 15), rendered from
 * its generated OpenAPI document (app/api/help.server.ts) so the page cannot describe a call that
 * does not exist. The OpenData-compatible API is documented by its own issue.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { getOptionalUser } from "#app/access/guards.server";
import { apiReference } from "#app/api/help.server";
import { API_CALLS } from "#app/api/registry.server";
import { ApiReference } from "#app/components/api/ApiReference";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "API και ανοιχτά δεδομένα";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];
/** Public and cacheable like the other informational pages: the reference changes only with a build. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const headers = await pageHeaders(request, user, "publicPage", { etag: ["static", "apiHelp"] });
  return data({ reference: apiReference(API_CALLS) }, { headers });
}
export const headers = cacheablePageHeaders;

const EXAMPLE = { text: '"καθαρισμού"', fq: ['organizationUid:"6013"'] };

const STATS_CALLS = [
  {
    path: "/static/api/search/countpertype",
    what: "Αναρτήσεις ανά τύπο πράξης, από την αρχή λειτουργίας.",
  },
  { path: "/static/api/search/countperorgcategory", what: "Αναρτήσεις ανά κατηγορία φορέα." },
  {
    path: "/static/api/search/countPerDayLastMonth?org=6013",
    what: "Αναρτήσεις ανά ημέρα τις τελευταίες 30 ημέρες· χωρίς org, για όλους τους φορείς.",
  },
  { path: "/static/api/search/totalArtifacts", what: "Το πλήθος των αναρτημένων πράξεων." },
  { path: "/static/api/organizations/totalOrganizations", what: "Το πλήθος των ενεργών φορέων." },
  { path: "/static/api/stats/users", what: "Το πλήθος των ενεργών λογαριασμών χρηστών." },
  {
    path: "/static/api/organizations/category/MUNICIPALITY",
    what: "Οι ενεργοί φορείς μιας κατηγορίας (MINISTRY, MUNICIPALITY, REGION, ADMINISTRATIVEREGION, INDEPENDENTAUTHORITY).",
  },
  {
    path: "/static/api/organizations/all/6013",
    what: "Ένας φορέας και όσοι ενεργοί φορείς εποπτεύονται από αυτόν, άμεσα ή έμμεσα, σε μία λίστα (level: το βάθος κάτω από τον φορέα).",
  },
];

export default function ApiHelp() {
  const { reference } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p className="govgr-body">
        Όλα τα δεδομένα του μητρώου είναι ανοιχτά: χωρίς λογαριασμό και χωρίς κλειδί μπορείτε να τα διαβάζετε και με
        προγράμματα. Οι διευθύνσεις παρακάτω είναι αυτές που χρησιμοποιεί και ο ιστότοπος· κάθε παράδειγμα είναι
        σύνδεσμος που μπορείτε να ανοίξετε.
      </p>
      <p className="govgr-body">
        Για προγράμματα που χρειάζονται περισσότερα, υπάρχει το <a href="#json-api">JSON API του μητρώου</a>, με
        περιγραφή OpenAPI 3.1 στη διεύθυνση <a href={paths.openApi()}>{paths.openApi()}</a>.
      </p>

      <h2 className="govgr-heading-l">Εξαγωγή αποτελεσμάτων αναζήτησης</h2>
      <p className="govgr-body">
        Κάθε αναζήτηση εξάγεται ολόκληρη, χωρίς όριο γραμμών, με τις ίδιες παραμέτρους που έχει η σελίδα της (
        <code>query</code>, <code>fq</code>, <code>sort</code>) και την παράμετρο <code>wt</code> για τη μορφή. Η γλώσσα
        αναζήτησης περιγράφεται στη σελίδα <Link to={paths.searchInfo()}>Βοήθεια αναζήτησης</Link>.
      </p>
      <ul className="govgr-list">
        <li>
          <a href={paths.searchExport(EXAMPLE, "json")}>JSON</a>: ένας πίνακας πράξεων.
        </li>
        <li>
          <a href={paths.searchExport(EXAMPLE, "xml")}>XML</a>, έγκυρο κατά το{" "}
          <a href={paths.exportSchema()}>XML Schema της εξαγωγής</a>.
        </li>
        <li>
          <a href={paths.searchExport(EXAMPLE, "csv")}>CSV</a> κατά RFC 4180, σε UTF-8 με BOM ώστε το Excel να διαβάζει
          τα ελληνικά.
        </li>
        <li>
          <a href={paths.searchExport(EXAMPLE, "xls")}>Βιβλίο εργασίας (xlsx)</a> με ημερομηνίες και ποσά ως τιμές και
          ένα φύλλο που αναφέρει την αναζήτηση και την ώρα εξαγωγής.
        </li>
      </ul>

      <h2 className="govgr-heading-l">Ροές RSS και Atom</h2>
      <p className="govgr-body">
        Κάθε αναζήτηση έχει ροή με τις νεότερες πράξεις της, π.χ. <a href={paths.searchFeed(EXAMPLE, "rss")}>RSS</a> ή{" "}
        <a href={paths.searchFeed(EXAMPLE, "atom")}>Atom</a>, και κάθε φορέας τη δική του, π.χ.{" "}
        <a href={paths.organizationFeed("6013")}>RSS του φορέα 6013</a>. Οι ροές απαντούν 304 σε επαναλαμβανόμενο αίτημα
        με <code>If-None-Match</code> ή <code>If-Modified-Since</code>.
      </p>

      <h2 className="govgr-heading-l">Μαζική λήψη</h2>
      <p className="govgr-body">
        Κάθε ημέρα παράγεται αρχείο με όλες τις δημόσιες πράξεις (JSON lines, gzip) και το άθροισμα ελέγχου του
        (SHA-256). Τα αρχεία των τελευταίων ημερών βρίσκονται στη σελίδα <a href={paths.dumps()}>Μαζική λήψη</a>.
      </p>

      <h2 className="govgr-heading-l">Στατιστικά</h2>
      <p className="govgr-body">
        Κλήσεις χωρίς σύνδεση, σε JSON. Οι κατανομές απαντούν με <code>value</code> (το σύνολο) και{" "}
        <code>facetsResults</code>, όπου κάθε στοιχείο έχει <code>label</code>, <code>counter</code> και{" "}
        <code>itemId</code>. Τα στοιχεία υπολογίζονται ανά ώρα, όπως και στη σελίδα{" "}
        <Link to={paths.stats()}>Στατιστικά</Link>, όπου μπορείτε να κατεβάσετε και πίνακες σε CSV.
      </p>
      <div className="govgr-table-wrapper">
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Κλήσεις στατιστικών</caption>
          <thead>
            <tr>
              <th scope="col">Διεύθυνση</th>
              <th scope="col">Τι επιστρέφει</th>
            </tr>
          </thead>
          <tbody>
            {STATS_CALLS.map((call) => (
              <tr key={call.path}>
                <td>
                  <a href={call.path}>
                    <code>{call.path}</code>
                  </a>
                </td>
                <td>{call.what}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="govgr-body">Παράδειγμα απάντησης:</p>
      <pre className="api-example">
        {JSON.stringify(
          {
            value: 1944,
            facetsResults: [
              { label: "ΑΝΑΛΗΨΗ ΥΠΟΧΡΕΩΣΗΣ", counter: 412, itemId: "Β.1.3" },
              { label: "ΕΓΚΡΙΣΗ ΔΑΠΑΝΗΣ", counter: 388, itemId: "Β.2.1" },
            ],
          },
          null,
          2,
        )}
      </pre>

      <h2 id="json-api" className="govgr-heading-l">
        JSON API
      </h2>
      <p className="govgr-body">
        Οι κλήσεις βρίσκονται κάτω από <code>{reference.base}</code>. Απαντούν σε JSON, με ημερομηνίες της μορφής{" "}
        <code>YYYY-MM-DD</code> (ημέρα Ελλάδας) και χρονικές στιγμές ISO 8601 σε UTC. Όσες δεν είναι δημόσιες θέλουν
        σύνδεση: με HTTP Basic (όνομα χρήστη και κωδικός), με ένα κλειδί API από τη σελίδα{" "}
        <Link to={paths.apiTokens()}>Κλειδιά API</Link> του προφίλ σας στην κεφαλίδα{" "}
        <code>Authorization: Bearer …</code> (ή <code>X-Auth-Token</code>), ή με τη συνεδρία του περιηγητή. Χωρίς
        σύνδεση απαντούν 401 με «Παρακαλώ συνδεθείτε!», χωρίς το απαιτούμενο δικαίωμα 403. Κάθε χρήστης έχει όριο
        κλήσεων ανά λεπτό· πέρα από αυτό η απάντηση είναι 429 με την κεφαλίδα <code>Retry-After</code>. Η πλήρης
        περιγραφή, για εργαλεία που διαβάζουν OpenAPI, είναι στο <a href={paths.openApi()}>{paths.openApi()}</a>.
      </p>
      <ApiReference reference={reference} />

      <h2 className="govgr-heading-l">Σφάλματα και αποθήκευση</h2>
      <p className="govgr-body">
        Ένα αίτημα που δεν γίνεται δεκτό παίρνει τον κωδικό HTTP που του αντιστοιχεί (400, 404, 405, 429) και, στις
        κλήσεις JSON, σώμα της μορφής:
      </p>
      <pre className="api-example">
        {JSON.stringify(
          {
            errors: [{ errorCode: "NOT_FOUND", errorMessage: TEXT.organizationNotFound, canBeIgnored: false }],
            warnings: [],
          },
          null,
          2,
        )}
      </pre>
      <p className="govgr-body">
        Οι απαντήσεις δηλώνουν πόσο μπορούν να κρατηθούν (<code>Cache-Control</code>) και φέρουν <code>ETag</code>: ένα
        πρόγραμμα που ρωτά ξανά με <code>If-None-Match</code> παίρνει 304 χωρίς σώμα όταν τίποτα δεν άλλαξε. Οι
        ημερομηνίες στα αρχεία είναι σε ώρα Ελλάδας. Οι περιηγητές βρίσκουν την αναζήτηση του μητρώου μέσω{" "}
        <a href="/opensearch.xml">OpenSearch</a>.
      </p>
    </div>
  );
}
