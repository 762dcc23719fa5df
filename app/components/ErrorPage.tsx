/**
 * The Greek error page the root ErrorBoundary renders. It states what happened and where to go;
 * it never shows a stack trace or an internal message.
 */
import { Link } from "@remix-run/react";
import { paths } from "#app/paths";

export function ErrorPage({ status, title, message }: { status: number; title: string; message?: string }) {
  return (
    <div className="govgr-error-page">
      <h1 className="govgr-heading-xl">{title}</h1>
      {message ? <p className="govgr-body">{message}</p> : null}
      <p className="govgr-hint">Κωδικός σφάλματος HTTP: {status}</p>
      <ul className="govgr-list">
        <li>
          <Link to="/">Επιστροφή στην αρχική σελίδα</Link>
        </li>
        <li>
          <Link to={paths.search()}>Αναζήτηση πράξεων</Link>
        </li>
      </ul>
    </div>
  );
}
