/**
 * /userhome: the logged-in user's page (SPEC §2): who they are, where, and work waiting, in
 * worklists paged by the query (?submitted=2&pending=1&published=3, each list on its own).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#app/access/guards.server";
import { Worklist } from "#app/components/userhome/Worklist";
import { input, parseQuery } from "#app/http/input.server";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";
import { pageTitle } from "#app/shell/site";
import { userHome } from "#app/users/home.server";
import { WORKLIST_PAGE_SIZE } from "#app/users/worklists";

const QUERY = z.object({ submitted: input.pageNumber, pending: input.pageNumber, published: input.pageNumber });

export const meta: MetaFunction = () => [{ title: pageTitle("Η σελίδα μου") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseQuery(QUERY, request);
  const home = userHome(user, query);
  // The pages actually shown (a page past the end shows the last one).
  const pages = Object.fromEntries(home.worklists.map((w) => [w.list, w.page]));
  return { home, pages };
}

export default function UserHome() {
  const { home, pages } = useLoaderData<typeof loader>();
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

      {home.worklists.map((view) => (
        <Worklist key={view.list} view={view} pages={pages} size={WORKLIST_PAGE_SIZE} batch={home.batch} />
      ))}
      {home.massRevocation ? (
        <p>
          <Link to={paths.massRevocation()}>Μαζική ανάκληση αναρτήσεων</Link>
        </p>
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
      <p>
        <Link to={paths.alerts()}>Οι ειδοποιήσεις μου</Link>: οι αναζητήσεις που ακολουθείτε με e-mail.
      </p>
    </>
  );
}
