/**
 * One worklist of /userhome: its heading with the honest total, a table of one page, and plain
 * page links. The submitted list can carry checkboxes for a batch action: the table sits in a GET
 * form that leads to the batch confirmation page (/decision/batch), so it works without JavaScript;
 * with it, the confirmation opens in a dialog (DialogForm).
 */
import { Link } from "@remix-run/react";
import { DialogForm } from "#app/components/dialog/DialogForm";
import { Pager, type PagerLink } from "#app/components/search/Pager";
import { formatNumber } from "#app/format";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";
import { statusLabel } from "#shared/decision-status";
import { BatchConfirmation, type BatchPreview } from "./BatchConfirmation";

export interface WorklistRow {
  versionId: string;
  ada: string | null;
  status: string;
  subject: string;
  orgLabel: string;
  decisionTypeLabel: string;
  publishedAt: number | null;
  updatedAt: number;
}

export interface WorklistView {
  list: "submitted" | "pending" | "published";
  items: WorklistRow[];
  total: number;
  page: number;
  pageCount: number;
}

export const TITLES: Record<WorklistView["list"], string> = {
  submitted: "Υποβληθείσες πράξεις προς ανάρτηση",
  pending: "Αιτήματα ανάκλησης σε αναμονή",
  published: "Πρόσφατες αναρτήσεις του φορέα (30 ημέρες)",
};
const EMPTY: Record<WorklistView["list"], string> = {
  submitted: "Δεν υπάρχουν υποβληθείσες πράξεις που περιμένουν ανάρτηση.",
  pending: "Δεν υπάρχουν αιτήματα ανάκλησης σε αναμονή.",
  published: "Δεν υπάρχουν αναρτήσεις τις τελευταίες 30 ημέρες.",
};

interface Props {
  view: WorklistView;
  /** The current page of every list, so a page link changes only this one. */
  pages: Record<string, number>;
  /** The worklists' filter as query parameters, kept by the page links. */
  filter?: Record<string, string>;
  size: number;
  batch?: { publish: boolean; delete: boolean };
}

function pagerLinks(view: WorklistView, pages: Record<string, number>, filter: Record<string, string>): PagerLink[] {
  if (view.pageCount <= 1) return [];
  const to = (page: number) => paths.userHomeLists({ ...pages, [view.list]: page }, view.list, filter);
  return [
    {
      label: "Προηγούμενη",
      href: view.page > 1 ? to(view.page - 1) : null,
      ariaLabel: "Προηγούμενη σελίδα",
      rel: "prev",
    },
    { label: `${view.page} από ${view.pageCount}`, href: null, current: true, ariaLabel: `Σελίδα ${view.page}` },
    {
      label: "Επόμενη",
      href: view.page < view.pageCount ? to(view.page + 1) : null,
      ariaLabel: "Επόμενη σελίδα",
      rel: "next",
    },
  ];
}

export function Worklist({ view, pages, filter = {}, size, batch }: Props) {
  const titleId = `${view.list}-title`;
  const first = (view.page - 1) * size + 1;
  const last = first + view.items.length - 1;
  const selectable = view.list === "submitted" && batch && (batch.publish || batch.delete) && view.items.length > 0;
  const table = (
    <table className="govgr-table">
      <caption className="govgr-visually-hidden">{TITLES[view.list]}</caption>
      <thead>
        <tr>
          {selectable ? (
            <th scope="col">
              <span className="govgr-visually-hidden">Επιλογή</span>
            </th>
          ) : null}
          <th scope="col">Θέμα</th>
          <th scope="col">Φορέας</th>
          <th scope="col">Είδος πράξης</th>
          <th scope="col">{view.list === "published" ? "Ανάρτηση" : "Τελευταία αλλαγή"}</th>
        </tr>
      </thead>
      <tbody>
        {view.items.map((d) => (
          <tr key={d.versionId}>
            {selectable ? (
              <td>
                <input type="checkbox" name="v" value={d.versionId} id={`select-${d.versionId}`} />
                <label className="govgr-visually-hidden" htmlFor={`select-${d.versionId}`}>
                  Επιλογή: {d.subject}
                </label>
              </td>
            ) : null}
            <td>
              <Link to={paths.decisionOrVersion(d.ada, d.versionId)}>{d.subject}</Link>
              {view.list === "pending" ? <span className="govgr-hint"> ({statusLabel(d.status)})</span> : null}
            </td>
            <td>{d.orgLabel}</td>
            <td>{d.decisionTypeLabel}</td>
            <td>{formatDateTime(view.list === "published" ? (d.publishedAt ?? d.updatedAt) : d.updatedAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="govgr-heading-l">
        {TITLES[view.list]} ({formatNumber(view.total)})
      </h2>
      {view.total === 0 ? (
        <p>{EMPTY[view.list]}</p>
      ) : (
        <>
          <p className="govgr-body">
            Εμφανίζονται {formatNumber(first)}–{formatNumber(last)} από {formatNumber(view.total)}.
          </p>
          {selectable ? (
            <DialogForm<BatchPreview>
              action="/decision/batch"
              fields={
                <>
                  {table}
                  <div className="govgr-btn-row">
                    {batch.publish ? (
                      <button type="submit" name="op" value="publish" className="govgr-btn govgr-btn-primary">
                        Ανάρτηση επιλεγμένων
                      </button>
                    ) : null}
                    {batch.delete ? (
                      <button type="submit" name="op" value="delete" className="govgr-btn govgr-btn-secondary">
                        Διαγραφή επιλεγμένων
                      </button>
                    ) : null}
                  </div>
                </>
              }
            >
              {(preview, dialog) => <BatchConfirmation {...preview} dialog={dialog} />}
            </DialogForm>
          ) : (
            table
          )}
          <Pager links={pagerLinks(view, pages, filter)} label={`Σελίδες: ${TITLES[view.list]}`} />
        </>
      )}
    </section>
  );
}
