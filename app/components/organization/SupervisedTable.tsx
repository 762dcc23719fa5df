/**
 * The organisation form's read-only table of the bodies it supervises (SPEC §2: read-only tables
 * use page size 10), paged with plain links to the same form, so it works without JavaScript.
 */
import { Link } from "@remix-run/react";
import { pageLinks } from "#app/components/search/page-links";
import { Pager } from "#app/components/search/Pager";
import type { OrganizationStatus } from "#app/organizations/status";
import { paths } from "#app/paths";
import { OrganizationStatusTag } from "./OrganizationStatusTag";

export interface SupervisedTableProps {
  /** The supervising body, whose form the page links return to. */
  uid: string;
  table: {
    rows: { uid: string; label: string; href: string; status: OrganizationStatus }[];
    total: number;
    page: number;
    pageCount: number;
  };
}

export function SupervisedTable({ uid, table }: SupervisedTableProps) {
  const hrefOf = (supervisedPage: number) => `${paths.editOrganization(uid, { supervisedPage })}#supervised`;
  return (
    <section aria-labelledby="supervised" className="govgr-section">
      <h2 id="supervised" className="govgr-heading-l">
        Εποπτευόμενοι φορείς
      </h2>
      {table.total === 0 ? (
        <p className="govgr-body">Ο φορέας δεν εποπτεύει άλλους φορείς.</p>
      ) : (
        <>
          <p className="govgr-body">
            {table.total.toLocaleString("el-GR")} {table.total === 1 ? "εποπτευόμενος φορέας" : "εποπτευόμενοι φορείς"}
            {table.pageCount > 1 ? ` · σελίδα ${table.page} από ${table.pageCount}` : null}
          </p>
          <table className="govgr-table">
            <caption className="govgr-visually-hidden">Εποπτευόμενοι φορείς, σελίδα {table.page}</caption>
            <thead>
              <tr>
                <th scope="col">Επωνυμία</th>
                <th scope="col">Κωδικός</th>
                <th scope="col">Κατάσταση</th>
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.uid}>
                  <td>
                    <Link to={row.href}>{row.label}</Link>
                  </td>
                  <td>{row.uid}</td>
                  <td>
                    <OrganizationStatusTag status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager links={pageLinks(table.page, table.pageCount, hrefOf)} label="Σελίδες εποπτευόμενων φορέων" />
        </>
      )}
    </section>
  );
}
