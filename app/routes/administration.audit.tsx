/**
 * /administration/audit: the administrators' search of the audit trail (issue 13) by acting user,
 * action, organisation and days (dd/MM/yyyy), newest first, 20 a page with an exact total, and a
 * link to the same rows as CSV (/administration/audit/export). A GET form and plain links; a bad
 * date or a page past the last is a Greek 400. ROLE_ADMIN only.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { requireStaff } from "#app/access/guards.server";
import { Pager } from "#app/components/search/Pager";
import { numberedPageLinks } from "#app/components/search/page-links";
import { AUDIT_FILTER_NAMES, AUDIT_FILTERS, auditFiltersOf } from "#app/audit/audit-query.server";
import { searchAudit } from "#app/audit/search.server";
import { badRequest } from "#app/http/errors.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";
import { formatDateTimeSeconds } from "#shared/dates";

export const meta: MetaFunction = () => [{ title: pageTitle("Αρχείο ενεργειών") }];

const QUERY = AUDIT_FILTERS.extend({ page: input.pageNumber.transform((page) => page ?? 1) });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { role: "ROLE_ADMIN" });
  const query = parseQuery(QUERY, request);
  const result = searchAudit({ ...auditFiltersOf(query), page: query.page });
  if (!result.ok) badRequest(TEXT.pageOutOfRange(result.pageCount));
  const params = new URL(request.url).searchParams;
  const form = Object.fromEntries(AUDIT_FILTER_NAMES.map((k) => [k, params.get(k) ?? ""]));
  return { form, result };
}

export default function AuditSearch() {
  const { form, result } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="govgr-heading-xl">Αρχείο ενεργειών</h1>
      <Form method="get" aria-label="Αναζήτηση στο αρχείο ενεργειών">
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="user">
            Όνομα χρήστη
          </label>
          <input className="govgr-field" id="user" name="user" type="text" defaultValue={form.user} />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="action">
            Ενέργεια
          </label>
          <p className="govgr-hint" id="action-hint">
            Η αρχή του κωδικού της ενέργειας, π.χ. «user.» ή «decision.publish».
          </p>
          <input
            className="govgr-field"
            id="action"
            name="action"
            type="text"
            defaultValue={form.action}
            aria-describedby="action-hint"
          />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="org">
            Φορέας (κωδικός)
          </label>
          <p className="govgr-hint" id="org-hint">
            Ενέργειες για τον φορέα, τις πράξεις, τις μονάδες και τους υπογράφοντές του, και τους ρόλους σε αυτόν.
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
          <label className="govgr-label" htmlFor="from">
            Από (ηη/μμ/εεεε)
          </label>
          <input className="govgr-field" id="from" name="from" type="text" maxLength={10} defaultValue={form.from} />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="to">
            Έως (ηη/μμ/εεεε)
          </label>
          <input className="govgr-field" id="to" name="to" type="text" maxLength={10} defaultValue={form.to} />
        </div>
        <button type="submit" className="govgr-btn govgr-btn-primary">
          Αναζήτηση ενεργειών
        </button>
      </Form>
      <h2 className="govgr-heading-l">
        {result.total === 1 ? "1 εγγραφή" : `${result.total.toLocaleString("el-GR")} εγγραφές`}
        {result.pageCount > 1 ? ` · σελίδα ${result.page} από ${result.pageCount}` : null}
      </h2>
      {result.total > 0 ? (
        <p>
          <a href={paths.adminAuditExport(form)} download>
            Λήψη όλων των εγγραφών σε CSV
          </a>
        </p>
      ) : null}
      {result.rows.length === 0 ? (
        <p>Δεν βρέθηκαν εγγραφές με αυτά τα κριτήρια.</p>
      ) : (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Εγγραφές του αρχείου ενεργειών</caption>
          <thead>
            <tr>
              <th scope="col">Χρόνος</th>
              <th scope="col">Χρήστης</th>
              <th scope="col">Ενέργεια</th>
              <th scope="col">Αντικείμενο</th>
              <th scope="col">Λεπτομέρειες</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.id}>
                <td>{formatDateTimeSeconds(row.at)}</td>
                <td>{row.username ?? "Σύστημα"}</td>
                <td>
                  <code>{row.action}</code>
                </td>
                <td>
                  {row.entityType} {row.entityId}
                </td>
                <td>
                  <code>{row.details ?? ""}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager
        links={numberedPageLinks((p) => paths.adminAudit({ ...form, page: String(p) }), result.page, result.pageCount)}
      />
    </>
  );
}
