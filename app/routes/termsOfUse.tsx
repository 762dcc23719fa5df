/**
 * /termsOfUse: terms of use, with the cookie terms at #cookieTerms (SPEC §2). The cookie table
 * lists every cookie the portal sets (app/access/cookies.server.ts, app/shell/preferences.server.ts,
 * app/http/csrf.server.ts); the session's lifetime comes from configuration.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { config } from "#config/env";
import { getOptionalUser } from "#app/access/guards.server";
import { formatNumber } from "#app/format";
import { pageHeaders } from "#app/http/cache.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { pageTitle, SITE_NAME } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Όροι χρήσης") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  const terms = { sessionMinutes: config().SESSION_TTL_MINUTES };
  return data(terms, {
    headers: await pageHeaders(request, user, "publicPage", { etag: ["termsOfUse", JSON.stringify(terms)] }),
  });
}

export const headers = cacheablePageHeaders;

/** "8 ώρες", "1 ώρα", "90 λεπτά": a session lifetime in words. */
function lifetime(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? "1 ώρα" : `${formatNumber(minutes / 60)} ώρες`;
  return minutes === 1 ? "1 λεπτό" : `${formatNumber(minutes)} λεπτά`;
}

export default function TermsOfUse() {
  const { sessionMinutes } = useLoaderData<typeof loader>();
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Όροι χρήσης</h1>
      <p>
        Το {SITE_NAME} δημοσιεύει τις πράξεις που αναρτούν οι δημόσιοι φορείς. Για το περιεχόμενο κάθε πράξης ευθύνεται
        ο φορέας που την ανάρτησε. Οι αναρτημένες πράξεις και τα μεταδεδομένα τους διατίθενται ελεύθερα για ανάγνωση,
        αναζήτηση και περαιτέρω χρήση.
      </p>
      <h2 className="govgr-heading-l">Περαιτέρω χρήση</h2>
      <p>
        Μπορείτε να αναπαράγετε και να επεξεργάζεστε τις πράξεις και τα μεταδεδομένα τους, και να τα κατεβάζετε ως JSON
        ή XML, με την προϋπόθεση να μην αλλοιώνετε το περιεχόμενό τους και να αναφέρετε την πηγή και τον ΑΔΑ κάθε
        πράξης. Τα προσωπικά δεδομένα που περιέχει μια πράξη αναρτήθηκαν για τον σκοπό της διαφάνειας και δεν
        επιτρέπεται να χρησιμοποιηθούν για άλλο σκοπό, όπως η κατάρτιση προφίλ ή η διαφήμιση.
      </p>
      <h2 className="govgr-heading-l">Ευθύνη</h2>
      <p>
        Επίσημο κείμενο κάθε πράξης είναι το έγγραφο που ανάρτησε ο φορέας. Αν βρείτε λάθος σε μια πράξη, απευθυνθείτε
        στον φορέα που την εξέδωσε· μόνο αυτός μπορεί να αναρτήσει ορθή επανάληψη ή να ζητήσει την ανάκλησή της.
      </p>
      <h2 className="govgr-heading-l" id="cookieTerms">
        Πολιτική cookies
      </h2>
      <p>
        Ο ιστότοπος χρησιμοποιεί μόνο όσα cookies χρειάζονται για να λειτουργήσει. Όλα είναι δικά του (κανένα cookie
        τρίτων) και δεν στέλνονται σε άλλους ιστότοπους.
      </p>
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
            <td>
              Η σύνδεσή σας (μόνο για χρήστες φορέων). Περιέχει μόνο έναν τυχαίο αριθμό· τα στοιχεία της σύνδεσης μένουν
              στον διακομιστή.
            </td>
            <td>
              Έως την αποσύνδεση ή το κλείσιμο του φυλλομετρητή· η σύνδεση λήγει σε κάθε περίπτωση{" "}
              {lifetime(sessionMinutes)} μετά τη σύνδεση
            </td>
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
            <td>Το μέγεθος κειμένου που επιλέξατε (μόνο αν επιλέξατε μεγαλύτερο από το κανονικό)</td>
            <td>365 ημέρες</td>
          </tr>
          <tr>
            <td>register_csrf</td>
            <td>
              Προστασία των φορμών: επιβεβαιώνει ότι μια φόρμα υποβλήθηκε από αυτόν τον ιστότοπο και όχι από άλλον.
              Ορίζεται όταν ανοίγετε τη σελίδα σύνδεσης ή όταν είστε συνδεδεμένοι.
            </td>
            <td>365 ημέρες</td>
          </tr>
        </tbody>
      </table>
      <p>
        Δεν χρησιμοποιούνται cookies διαφήμισης, στατιστικών ή παρακολούθησης. Μπορείτε να διαγράψετε τα cookies από τις
        ρυθμίσεις του φυλλομετρητή σας· τότε θα χρειαστεί να συνδεθείτε ξανά και να επιλέξετε ξανά το μέγεθος κειμένου.
      </p>
    </div>
  );
}
