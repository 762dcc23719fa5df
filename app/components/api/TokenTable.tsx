/**
 * A user's API tokens as a table (their own /profile/tokens, an administrator's
 * /administration/users/{id}/tokens): name, beginning of the token, dates, and a link to revoke
 * each active one (a confirmation page, so it works without JavaScript).
 */
import { Link } from "@remix-run/react";
import { paths } from "#app/paths";
import { formatDateTime } from "#shared/dates";

export interface TokenRow {
  id: number;
  label: string;
  prefix: string;
  createdAt: number;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

export function TokenTable({ tokens, caption }: { tokens: readonly TokenRow[]; caption: string }) {
  if (tokens.length === 0) return <p>Δεν υπάρχουν κλειδιά API.</p>;
  return (
    <table className="govgr-table">
      <caption className="govgr-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Όνομα</th>
          <th scope="col">Αρχή κλειδιού</th>
          <th scope="col">Δημιουργήθηκε</th>
          <th scope="col">Τελευταία χρήση</th>
          <th scope="col">Κατάσταση</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((t) => (
          <tr key={t.id}>
            <td>{t.label}</td>
            <td>
              <code>{t.prefix}…</code>
            </td>
            <td>{formatDateTime(t.createdAt)}</td>
            <td>{t.lastUsedAt === null ? "Ποτέ" : formatDateTime(t.lastUsedAt)}</td>
            <td>
              {t.revokedAt === null ? (
                <>
                  Ενεργό ·{" "}
                  <Link to={paths.apiTokenRevoke(t.id)}>
                    Ανάκληση<span className="govgr-visually-hidden"> του κλειδιού «{t.label}»</span>
                  </Link>
                </>
              ) : (
                `Ανακλήθηκε ${formatDateTime(t.revokedAt)}`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
