/**
 * /alerts: a logged-in user's e-mail alerts (issue 12, decision 055), each with its search, its
 * frequency and its page (change, delete). Followed from the search page's «Ειδοποίηση με e-mail».
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "#app/access/guards.server";
import { FREQUENCY_LABEL } from "#app/alerts/alert";
import { alertsOfUser } from "#app/alerts/subscriptions.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Οι ειδοποιήσεις μου";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return {
    alerts: alertsOfUser(user.id).map((a) => ({
      token: a.token,
      label: a.label,
      link: a.link,
      frequency: FREQUENCY_LABEL[a.frequency],
    })),
  };
}

export default function Alerts() {
  const { alerts } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p className="govgr-body">
        Για να ακολουθήσετε μια αναζήτηση, κάντε την <Link to={paths.search()}>αναζήτηση</Link> και επιλέξτε «Ειδοποίηση
        με e-mail».
      </p>
      {alerts.length === 0 ? (
        <p className="govgr-body">Δεν έχετε ειδοποιήσεις.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">{TITLE}</caption>
          <thead>
            <tr>
              <th scope="col">Αναζήτηση</th>
              <th scope="col">Συχνότητα</th>
              <th scope="col">Ενέργειες</th>
            </tr>
          </thead>
          <tbody>
            {alerts.map((alert) => (
              <tr key={alert.token}>
                <td>
                  <Link to={alert.link}>{alert.label}</Link>
                </td>
                <td>{alert.frequency}</td>
                <td>
                  <Link to={paths.alert(alert.token)} aria-label={`Αλλαγή ή κατάργηση: ${alert.label}`}>
                    Αλλαγή ή κατάργηση
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
