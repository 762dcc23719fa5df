/**
 * /userhome: the logged-in user's page (SPEC §2): who they are, where, and work waiting, in
 * worklists paged by the query (?submitted=2&pending=1&published=3, each list on its own) and
 * filtered by one GET form (issue 9: ?list&type&org&from&to&q; a date that does not parse is shown
 * as the field's error with a 400, and that bound is not applied).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUser } from "#app/access/guards.server";
import { TITLES, Worklist } from "#app/components/userhome/Worklist";
import { WorklistFilters } from "#app/components/userhome/WorklistFilters";
import { blankAsMissing, input, parseQuery } from "#app/http/input.server";
import { paths } from "#app/paths";
import { formatDate, formatDateTime, parseScreenDate } from "#shared/dates";
import { TEXT } from "#app/messages";
import { pageTitle } from "#app/shell/site";
import { userHome } from "#app/users/home.server";
import { filterQuery, WORKLIST_PAGE_SIZE, WORKLISTS, type WorklistFilter } from "#app/users/worklists";

const text = (max: number) => z.preprocess(blankAsMissing, input.optionalText(max));
const QUERY = z.object({
  submitted: input.pageNumber,
  pending: input.pageNumber,
  published: input.pageNumber,
  list: z.preprocess(blankAsMissing, z.enum(WORKLISTS, { error: TEXT.badRequest }).optional()),
  type: text(50),
  org: text(50),
  from: text(20),
  to: text(20),
  q: text(200),
});

export const meta: MetaFunction = () => [{ title: pageTitle("Η σελίδα μου") }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const query = parseQuery(QUERY, request);
  const from = query.from ? parseScreenDate(query.from.trim()) : null;
  const to = query.to ? parseScreenDate(query.to.trim()) : null;
  const errors = {
    ...(query.from && !from ? { from: TEXT.invalidDate } : {}),
    ...(query.to && !to ? { to: TEXT.invalidDate } : {}),
  };
  const filter: WorklistFilter = {
    list: query.list,
    type: query.type,
    org: query.org?.trim(),
    from: from ?? undefined,
    to: to ?? undefined,
    q: query.q?.trim() || undefined,
  };
  const home = userHome(user, query, filter);
  // The pages actually shown (a page past the end shows the last one).
  const pages = Object.fromEntries(home.worklists.map((w) => [w.list, w.page]));
  const form = {
    list: query.list ?? "",
    type: query.type ?? "",
    org: query.org ?? "",
    from: query.from ?? "",
    to: query.to ?? "",
    q: query.q ?? "",
  };
  const answer = { home, pages, form, errors, filterLinks: filterQuery(filter, formatDate) };
  return Object.keys(errors).length > 0 ? data(answer, { status: 400 }) : answer;
}

export default function UserHome() {
  const { home, pages, form, errors, filterLinks } = useLoaderData<typeof loader>();
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

      {home.filterOptions.lists.length > 0 ? (
        <WorklistFilters
          values={form}
          errors={errors}
          lists={home.filterOptions.lists.map((list) => ({ value: list, label: TITLES[list] }))}
          organizations={home.filterOptions.organizations}
          types={home.filterOptions.types}
        />
      ) : null}
      {home.worklists.map((view) => (
        <Worklist
          key={view.list}
          view={view}
          pages={pages}
          filter={filterLinks}
          size={WORKLIST_PAGE_SIZE}
          batch={home.batch}
        />
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
