/**
 * /organization/signer/search (SPEC §2): a body's signers, ten to a page with plain page links, for
 * users holding the create-signer permission on it or the admin role (SPEC §6). ?org= names the
 * body; ?q= filters by name; a page past the last one is a Greek 400.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { forbidden, requireStaff } from "#app/access/guards.server";
import { OrganizationChooser } from "#app/components/organization/OrganizationChooser";
import { Pager } from "#app/components/search/Pager";
import { pageLinks } from "#app/components/search/page-links";
import { badRequest } from "#app/http/errors.server";
import { input, parseQuery } from "#app/http/input.server";
import { TEXT } from "#app/messages";
import { signersPage } from "#app/organizations/signers.server";
import { paths } from "#app/paths";
import { pageTitle } from "#app/shell/site";

const TITLE = "Υπογράφοντες";
export const meta: MetaFunction = () => [{ title: pageTitle(TITLE) }];

const QUERY = z.object({
  org: input.optionalText(200),
  q: input.optionalText(200),
  page: input.pageNumber.transform((page) => page ?? 1),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireStaff(request, { permission: "PERM_SIGNERS_CREATE" });
  const query = parseQuery(QUERY, request);
  const page = signersPage(user.access, { org: query.org || undefined, q: query.q, page: query.page });
  if (!page.ok && page.reason === "not-found") badRequest(TEXT.organizationNotFound);
  if (!page.ok && page.reason === "page-out-of-range") badRequest(TEXT.badRequest);
  if (!page.ok && page.reason === "forbidden") return forbidden(request);
  return { page, q: query.q ?? "" };
}

export default function SignerSearch() {
  const { page, q } = useLoaderData<typeof loader>();
  if (!page.ok) {
    return (
      <>
        <h1 className="govgr-heading-xl">{TITLE}</h1>
        <OrganizationChooser action={paths.signerSearch()} />
      </>
    );
  }
  const { canDelete } = page;
  const hrefOf = (n: number) => paths.signerSearch({ org: page.org.uid, q, page: n });
  return (
    <>
      <h1 className="govgr-heading-xl">
        <span className="govgr-caption">{page.org.label}</span>
        {TITLE}
      </h1>
      <p className="govgr-btn-row">
        <Link to={paths.newSigner(page.org.uid)} className="govgr-btn govgr-btn-primary">
          Νέος υπογράφων
        </Link>
        <Link to={paths.unitSearch({ org: page.org.uid })}>Μονάδες του φορέα</Link>
      </p>
      <Form method="get" role="search" aria-label="Αναζήτηση υπογραφόντων">
        <input type="hidden" name="org" value={page.org.uid} />
        <div className="govgr-form-group">
          <label className="govgr-label" htmlFor="signer-q">
            Ονοματεπώνυμο ή κωδικός
          </label>
          <input className="govgr-field" id="signer-q" name="q" type="search" defaultValue={q} />
        </div>
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Αναζήτηση
        </button>
      </Form>
      <p role="status">
        {page.total === 0
          ? "Δεν βρέθηκαν υπογράφοντες."
          : `Βρέθηκαν ${page.total.toLocaleString("el-GR")} υπογράφοντες · σελίδα ${page.page} από ${page.pageCount}`}
      </p>
      {page.rows.length > 0 ? (
        <table className="govgr-table">
          <caption className="govgr-visually-hidden">Υπογράφοντες, σελίδα {page.page}</caption>
          <thead>
            <tr>
              <th scope="col">Ονοματεπώνυμο</th>
              <th scope="col">Είδος</th>
              <th scope="col">Μονάδες</th>
              <th scope="col">Περίοδος</th>
              {canDelete ? (
                <th scope="col">
                  <span className="govgr-visually-hidden">Ενέργειες</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {page.rows.map((row) => (
              <tr key={row.uid}>
                <td>
                  <Link to={paths.editSigner(row.uid)}>{row.name}</Link>
                </td>
                <td>{row.types.join(", ")}</td>
                <td>{row.units.join("; ") || "—"}</td>
                <td>
                  {row.period}
                  {row.active ? null : <strong> · Ανενεργός</strong>}
                </td>
                {canDelete ? (
                  <td>
                    <Link to={paths.deleteSigner(row.uid)}>
                      Διαγραφή<span className="govgr-visually-hidden"> του υπογράφοντα {row.name}</span>
                    </Link>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <Pager links={pageLinks(page.page, page.pageCount, hrefOf)} />
    </>
  );
}
