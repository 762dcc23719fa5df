/**
 * The paging of a body's legislation (SPEC §2: page lengths 5, 15, 20, «Όλες», default 5), the
 * same on the edit page's table and on the public dashboard's list: the page-length choice (a GET
 * form, keeping the page's other query fields), «Εμφανίζονται a–b από N» for the rows between, and
 * the page links. Works without JavaScript.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { Pager } from "#app/components/search/Pager";
import { numberedPageLinks } from "#app/components/search/page-links";
import {
  LEGISLATION_PAGE_LENGTHS,
  legislationPageLengthLabel,
  type LegislationPage,
} from "#app/organizations/legislation-form";

export interface LegislationPagingProps {
  table: LegislationPage;
  /** The page the length form is sent to (GET). */
  action: string;
  /** The page's other query fields the length form keeps (a dashboard's tab). */
  keep?: Readonly<Record<string, string>>;
  /** The address of page `page` at the current length. */
  pageHref: (page: number) => string;
  /** The rows, given the «Εμφανίζονται a–b από N» text (a table's caption). */
  children: (shown: string) => ReactNode;
}

export function LegislationPaging({ table, action, keep = {}, pageHref, children }: LegislationPagingProps) {
  const first = table.rows.length ? (table.page - 1) * (table.length === "all" ? 0 : Number(table.length)) + 1 : 0;
  const last = first + table.rows.length - 1;
  return (
    <>
      <Form method="get" action={action} className="govgr-form-group">
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <label className="govgr-label" htmlFor="legislation-length">
          Γραμμές ανά σελίδα
        </label>
        <select
          className="govgr-select"
          id="legislation-length"
          name="legislationLength"
          defaultValue={table.length}
          key={table.length}
        >
          {LEGISLATION_PAGE_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {legislationPageLengthLabel(length)}
            </option>
          ))}
        </select>{" "}
        <button type="submit" className="govgr-btn govgr-btn-secondary">
          Εμφάνιση
        </button>
      </Form>
      {children(`Εμφανίζονται ${first}–${last} από ${table.total}`)}
      <Pager
        label="Σελίδες νομοθεσίας"
        links={table.pageCount > 1 ? numberedPageLinks(pageHref, table.page, table.pageCount) : []}
      />
    </>
  );
}
