/**
 * /keyboardShortcuts: the help text of the keyboard shortcuts (SPEC §2: d then h, d then n,
 * ctrl+shift+s; the second key within about 0.6 s, SPEC §9). Static text.
 */
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { staticPageLoader } from "#app/http/static-page.server";
import { cacheablePageHeaders } from "#app/http/page-cache";
import { paths } from "#app/paths";
import { SHORTCUTS } from "#app/shell/shortcuts";
import { pageTitle } from "#app/shell/site";

export const meta: MetaFunction = () => [{ title: pageTitle("Συντομεύσεις πληκτρολογίου") }];

export const loader = staticPageLoader("keyboardShortcuts");
export const headers = cacheablePageHeaders;

export default function KeyboardShortcuts() {
  return (
    <div className="govgr-narrow">
      <h1 className="govgr-heading-xl">Συντομεύσεις πληκτρολογίου</h1>
      <p>
        Με τις συντομεύσεις μεταβαίνετε στις συχνότερες σελίδες χωρίς ποντίκι. Για τις συντομεύσεις δύο πλήκτρων πατήστε
        το πρώτο πλήκτρο και μετά το δεύτερο, μέσα σε περίπου μισό δευτερόλεπτο.
      </p>
      <div className="govgr-table-wrapper">
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Συντομεύσεις πληκτρολογίου και πού οδηγούν</caption>
          <thead>
            <tr>
              <th scope="col">Πλήκτρα</th>
              <th scope="col">Μετάβαση σε</th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((s) => (
              <tr key={s.href}>
                <td>
                  {s.keys.map((key, i) => (
                    <span key={key}>
                      {i > 0 ? (s.sequence ? " και μετά " : " + ") : null}
                      <kbd>{key}</kbd>
                    </span>
                  ))}
                </td>
                <td>
                  <Link to={s.href}>{s.target}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        Οι συντομεύσεις δεν ενεργοποιούνται όταν γράφετε σε πεδίο φόρμας. Χρειάζονται JavaScript· χωρίς αυτήν, κάθε
        σελίδα είναι προσβάσιμη με το πλήκτρο Tab και τους συνδέσμους του μενού.
      </p>
      <p>
        Περισσότερα για τη χρήση με πληκτρολόγιο και αναγνώστη οθόνης θα βρείτε στη{" "}
        <Link to={paths.accessibility()}>δήλωση προσβασιμότητας</Link>.
      </p>
    </div>
  );
}
