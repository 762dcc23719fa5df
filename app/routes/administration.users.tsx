/**
 * /administration/users (SPEC §2): the user managers' search of users by name or username,
 * organisation, role and status, 10 a page with an exact total; a page past the last is a Greek
 * 400. A GET form and plain links, so it works without JavaScript. User managers see every
 * account; organisation administrators the accounts of their organisations (app/users/rights.ts;
 * docs/decisions/038-user-administration.md).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireUserAdministrator } from "#app/access/guards.server";
import { ROLE_LABELS, ROLES } from "#app/access/permissions";
import { Pager } from "#app/components/search/Pager";
import { numberedPageLinks } from "#app/components/search/page-links";
import { badRequest } from "#app/http/errors.server";
import { blankAsMissing, input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { searchUsers } from "#app/users/search.server";
import { USER_STATUSES } from "#app/users/status";

export const meta: MetaFunction = () => [{ title: pageTitle("Διαχείριση χρηστών") }];

const QUERY = z.object({
  q: input.optionalText(200),
  org: z.preprocess(blankAsMissing, input.optionalText(50)),
  role: z.preprocess(blankAsMissing, z.enum(ROLES, { error: TEXT.invalidOption }).optional()),
  status: z.preprocess(blankAsMissing, z.enum(USER_STATUSES, { error: TEXT.invalidOption }).optional()),
  page: input.pageNumber.transform((page) => page ?? 1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const { scope } = await requireUserAdministrator(request);
  const query = parseQuery(QUERY, request);
  const result = searchUsers({
    text: query.q,
    orgUid: query.org,
    role: query.role,
    status: query.status,
    withinOrganizations: scope.everyone ? undefined : scope.orgUids,
    page: query.page,
  });
  if (!result.ok) badRequest(TEXT.pageOutOfRange(result.pageCount));
  const form = { q: query.q ?? "", org: query.org ?? "", role: query.role ?? "", status: query.status ?? "" };
  return data({ form, result });
}

export default function AdministrationUsers() {
  const { form, result } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Διαχείριση χρηστών</h1>
      <Form method="get" className="govgr-form" aria-label="Αναζήτηση χρηστών">
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="q">
            Όνομα, όνομα χρήστη ή ηλεκτρονικό ταχυδρομείο
          </label>
          <input className="govgr-field" id="q" name="q" type="search" defaultValue={form.q} />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="org">
            Κωδικός φορέα
          </label>
          <p className="govgr-hint" id="org-hint">
            Π.χ. 6013· «0» για όσους έχουν ρόλο σε όλους τους φορείς.
          </p>
          <input
            className="govgr-field"
            id="org"
            name="org"
            type="text"
            defaultValue={form.org}
            aria-describedby="org-hint"
          />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="role">
            Ρόλος
          </label>
          <select className="govgr-select" id="role" name="role" defaultValue={form.role}>
            <option value="">Όλοι οι ρόλοι</option>
            {ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="status">
            Κατάσταση
          </label>
          <select className="govgr-select" id="status" name="status" defaultValue={form.status}>
            <option value="">Όλες οι καταστάσεις</option>
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TEXT.userStatus[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Αναζήτηση χρηστών
        </button>
      </Form>

      <h2 className="govgr-heading-l" aria-live="polite">
        {result.total === 1 ? "1 χρήστης" : `${result.total.toLocaleString("el-GR")} χρήστες`}
        {result.pageCount > 1 ? ` · σελίδα ${result.page} από ${result.pageCount}` : null}
      </h2>
      {result.rows.length === 0 ? (
        <p>Δεν βρέθηκαν χρήστες με αυτά τα κριτήρια.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Χρήστες</caption>
          <thead>
            <tr>
              <th scope="col">Όνομα χρήστη</th>
              <th scope="col">Ονοματεπώνυμο</th>
              <th scope="col">Ρόλοι (φορέας)</th>
              <th scope="col">Κατάσταση</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((user) => (
              <tr key={user.id}>
                <td>
                  <Link to={paths.adminUser(user.id)}>{user.username}</Link>
                </td>
                <td>{user.name}</td>
                <td>{user.roles.map((r) => `${r.label} (${r.orgUid === "0" ? "όλοι" : r.orgUid})`).join(", ")}</td>
                <td>{TEXT.userStatus[user.status]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        links={numberedPageLinks((p) => paths.adminUsers({ ...form, page: String(p) }), result.page, result.pageCount)}
      />
    </>
  );
}
