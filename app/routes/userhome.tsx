/** /userhome: the logged-in user's page (SPEC §2): who they are, where, and work waiting. */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { requireUser } from "#app/access/guards.server";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";
import { pageTitle } from "#app/shell/site";
import { userHome } from "#app/users/home.server";

export const meta: MetaFunction = () => [{ title: pageTitle("Η σελίδα μου") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { home: userHome(user) };
}

export default function UserHome() {
  const { home } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Η σελίδα μου</h1>
      <dl className="govgr-summary-list">
        <div className="govgr-summary-list__row">
          <dt>Ονοματεπώνυμο</dt>
          <dd>{home.name}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Όνομα χρήστη</dt>
          <dd>{home.username}</dd>
        </div>
        <div className="govgr-summary-list__row">
          <dt>Ηλεκτρονικό ταχυδρομείο</dt>
          <dd>{home.email}</dd>
        </div>
      </dl>

      <h2 className="govgr-heading-l">Φορείς και ρόλοι</h2>
      {home.access.length === 0 ? (
        <p>Δεν σας έχουν αποδοθεί ρόλοι σε κάποιον φορέα.</p>
      ) : (
        <table className="govgr-table">
          <thead>
            <tr>
              <th scope="col">Φορέας</th>
              <th scope="col">Ρόλοι</th>
            </tr>
          </thead>
          <tbody>
            {home.access.map((a) => (
              <tr key={a.orgUid}>
                <td>{a.href ? <Link to={a.href}>{a.orgLabel}</Link> : a.orgLabel}</td>
                <td>{a.roles.join(", ")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      {home.canSubmit ? (
        <p>
          <Link to={paths.newDecision()} className="govgr-btn govgr-btn-primary">
            Καταχώριση νέας πράξης
          </Link>
        </p>
      ) : null}

      {home.submitted !== null ? (
        <section aria-labelledby="submitted-title">
          <h2 id="submitted-title" className="govgr-heading-l">
            Υποβληθείσες πράξεις προς ανάρτηση
          </h2>
          {home.submitted.length === 0 ? (
            <p>Δεν υπάρχουν υποβληθείσες πράξεις που περιμένουν ανάρτηση.</p>
          ) : (
            <table className="govgr-table">
              <thead>
                <tr>
                  <th scope="col">Θέμα</th>
                  <th scope="col">Φορέας</th>
                  <th scope="col">Είδος πράξης</th>
                  <th scope="col">Υποβολή</th>
                </tr>
              </thead>
              <tbody>
                {home.submitted.map((d) => (
                  <tr key={d.versionId}>
                    <td>
                      <Link to={paths.decisionVersion(d.versionId)}>{d.subject}</Link>
                    </td>
                    <td>{d.orgLabel}</td>
                    <td>{d.decisionTypeLabel}</td>
                    <td>{formatDateTime(d.updatedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ) : null}
      {home.lastLogin ? <p className="govgr-hint">Τελευταία σύνδεση: {formatDateTime(home.lastLogin)}</p> : null}
      {home.bookmarks ? (
        <section aria-labelledby="bookmarks-title" id="bookmarks">
          <h2 id="bookmarks-title" className="govgr-heading-l">
            Σελιδοδείκτες
          </h2>
          {home.bookmarks.length === 0 ? (
            <p>Δεν έχετε αποθηκεύσει αναζητήσεις. Αποθηκεύστε μια από τη σελίδα της αναζήτησης.</p>
          ) : (
            <ul className="govgr-list--plain">
              {home.bookmarks.map((b) => (
                <li key={b.id}>
                  <Link to={b.link}>{b.description}</Link> ({formatDateTime(b.createdAt)}){" "}
                  <Link to={b.deleteHref}>
                    Διαγραφή<span className="govgr-visually-hidden"> του σελιδοδείκτη {b.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </>
  );
}
