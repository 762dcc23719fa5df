/**
 * /organization/search (SPEC §2): the organisations, for users holding the create-organisation
 * permission (SPEC §6). A GET form (text, category, SPEC §4 status) and a table ten rows to a
 * page with plain page links; a page past the last one is a Greek 400, never clamped.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireStaff } from "#app/access/guards.server";
import { OrganizationStatusTag } from "#app/components/organization/OrganizationStatusTag";
import { Pager } from "#app/components/search/Pager";
import { pageLinks } from "#app/components/search/page-links";
import { badRequest } from "#app/http/errors.server";
import { blankAsMissing, input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { organizationSearchPage } from "#app/organizations/search.server";
import { ORGANIZATION_STATUS_TEXT } from "#app/organizations/status";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Φορείς";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({
  q: input.optionalText(200),
  category: input.optionalText(100),
  // The form's «Όλες» sends an empty value: no filter.
  status: z.preprocess(
    blankAsMissing,
    z.enum(["active", "abolished", "pending"], { error: TEXT.badRequest }).optional(),
  ),
  page: input.pageNumber.transform((page) => page ?? 1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaff(request, { permission: "PERM_ORG_CREATE" });
  const query = parseQuery(QUERY, request);
  const { categories, ...result } = organizationSearchPage({ ...query, text: query.q });
  if (!result.ok) badRequest(TEXT.badRequest);
  return { query, result, categories };
}

export default function OrganizationSearch() {
  const { query, result, categories } = useLoaderData<typeof loader>();
  const categoryLabel = new Map(categories.map((c) => [c.value, c.label]));
  const hrefOf = (page: number) => paths.organizationAdminSearch({ ...query, page });
  return (
    <>
      <h1 className="govgr-heading-xl">{TITLE}</h1>
      <p className="govgr-btn-row">
        <Link to={paths.newOrganization()} className="govgr-btn govgr-btn-primary">
          Νέος φορέας
        </Link>
        <Link to={paths.unitSearch()}>Μονάδες</Link>
        <Link to={paths.signerSearch()}>Υπογράφοντες</Link>
      </p>
      <Form method="get" role="search" aria-label="Αναζήτηση φορέων">
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="org-q">
            Επωνυμία, λατινικό όνομα ή κωδικός
          </label>
          <input className="govgr-field" id="org-q" name="q" type="search" defaultValue={query.q ?? ""} />
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="org-category">
            Κατηγορία
          </label>
          <select className="govgr-field" id="org-category" name="category" defaultValue={query.category ?? ""}>
            <option value="">Όλες</option>
            {categories.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="org-status">
            Κατάσταση
          </label>
          <select className="govgr-field" id="org-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">Όλες</option>
            {(["active", "abolished", "pending"] as const).map((s) => (
              <option key={s} value={s}>
                {ORGANIZATION_STATUS_TEXT[s].label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Αναζήτηση
        </button>
      </Form>
      <p role="status">
        {result.total === 0
          ? "Δεν βρέθηκαν φορείς."
          : `Βρέθηκαν ${result.total.toLocaleString("el-GR")} φορείς · σελίδα ${result.page} από ${result.pageCount}`}
      </p>
      {result.rows.length > 0 ? (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Φορείς, σελίδα {result.page}</caption>
          <thead>
            <tr>
              <th scope="col">Επωνυμία</th>
              <th scope="col">Κωδικός</th>
              <th scope="col">Κατηγορία</th>
              <th scope="col">Κατάσταση</th>
              <th scope="col">Εποπτεύων φορέας</th>
              <th scope="col">Σελίδα φορέα</th>
            </tr>
          </thead>
          <tbody>
            {result.rows.map((row) => (
              <tr key={row.uid}>
                <td>
                  <Link to={paths.editOrganization(row.uid)}>{row.label}</Link>
                </td>
                <td>{row.uid}</td>
                <td>{categoryLabel.get(row.categoryUid) ?? row.categoryUid}</td>
                <td>
                  <OrganizationStatusTag status={row.status} />
                </td>
                <td>{row.supervisorLabel ?? "—"}</td>
                <td>
                  <Link to={paths.organization(row.latinName)}>
                    {row.latinName}
                    <span className="govgr-visually-hidden"> (δημόσια σελίδα του φορέα {row.label})</span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager links={pageLinks(result.page, result.pageCount, hrefOf)} />
    </>
  );
}
