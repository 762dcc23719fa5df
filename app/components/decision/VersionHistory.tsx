/**
 * The version history of a decision (SPEC §3 "History"): one row per version, newest first,
 * each linking to its own page; superseded versions and corrected ones are marked in words. With
 * two versions or more, a GET form compares any two: one «Από» and one «Προς» radio button per
 * version (the previous and the newest chosen at first), sent to /decision/diff without JavaScript.
 */
import { Form, Link } from "@remix-run/react";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";
import { statusLabel } from "#shared/decision-status";

export interface HistoryRow {
  versionId: string;
  versionNumber: number;
  status: string;
  createdAt: number;
  description: string | null;
  isLatest: boolean;
  superseded: boolean;
  correctedBy: string | null;
  correctedVersionId: string | null;
}

function note(row: HistoryRow): string {
  if (row.correctedBy) return "Μη έγκυρη: διορθώθηκε με νεότερη (ορθή επανάληψη)";
  if (row.superseded) return "Αντικαταστάθηκε από νεότερη έκδοση";
  if (row.isLatest) return "Τρέχουσα έκδοση";
  return "";
}

export function VersionHistory({ rows, currentVersionId }: { rows: HistoryRow[]; currentVersionId?: string }) {
  const chooser = rows.length > 1;
  const table = (
    <table className="govgr-table">
      <thead>
        <tr>
          <th scope="col">Έκδοση</th>
          <th scope="col">Κωδικός έκδοσης</th>
          <th scope="col">Κατάσταση</th>
          <th scope="col">Ημερομηνία</th>
          <th scope="col">Περιγραφή</th>
          <th scope="col">Σημείωση</th>
          <th scope="col">Σύγκριση</th>
          {chooser ? (
            <>
              <th scope="col">Από</th>
              <th scope="col">Προς</th>
            </>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={row.versionId}>
            <td>{row.versionNumber}</td>
            <td>
              {row.versionId === currentVersionId ? (
                <span aria-current="page">{row.versionId}</span>
              ) : (
                <Link to={paths.decisionVersion(row.versionId)}>{row.versionId}</Link>
              )}
            </td>
            <td>{statusLabel(row.status)}</td>
            <td>{formatDateTime(row.createdAt)}</td>
            <td>{row.description ?? ""}</td>
            <td>
              {note(row)}
              {row.correctedVersionId ? ` (ορθή επανάληψη της ${row.correctedVersionId.slice(0, 8)}…)` : ""}
            </td>
            <td>
              {rows[i + 1] ? (
                <Link to={paths.versionDiff(rows[i + 1].versionId, row.versionId)}>
                  Αλλαγές<span className="govgr-visually-hidden"> της έκδοσης {row.versionNumber}</span> από την
                  προηγούμενη
                </Link>
              ) : null}
            </td>
            {chooser ? (
              <>
                <td>
                  <VersionChoice name="from" label="Από" row={row} checked={i === 1} />
                </td>
                <td>
                  <VersionChoice name="to" label="Προς" row={row} checked={i === 0} />
                </td>
              </>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title" className="govgr-heading-l">
        Ιστορικό εκδόσεων
      </h2>
      {chooser ? (
        <Form method="get" action={paths.versionDiffChoice()}>
          {table}
          <button type="submit" className="govgr-btn govgr-btn-secondary">
            Σύγκριση των επιλεγμένων εκδόσεων
          </button>
        </Form>
      ) : (
        table
      )}
    </section>
  );
}

/** One version's «Από» or «Προς» radio button, named for screen readers by the version's number. */
function VersionChoice({
  name,
  label,
  row,
  checked,
}: {
  name: string;
  label: string;
  row: HistoryRow;
  checked: boolean;
}) {
  const id = `diff-${name}-${row.versionId}`;
  return (
    <>
      <input type="radio" id={id} name={name} value={row.versionId} defaultChecked={checked} />
      <label htmlFor={id} className="govgr-visually-hidden">
        {label} την έκδοση {row.versionNumber}
      </label>
    </>
  );
}
