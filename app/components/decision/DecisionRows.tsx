/**
 * A list of decisions (search results, latest publications). Each row: the subject linking to
 * the decision's page, its ADA, organisation, type, issue date and amount (where there is one,
 * search results), where a search's words matched in the subject and the document's text (marked),
 * the SPEC §4 badge for revoked
 * and revocation-pending ones, and for published ones the view and download links.
 */
import { Fragment } from "react";
import { Link } from "@remix-run/react";
import type { DecisionRow, MarkedText } from "#app/decisions/decision-row";
import { formatAmount } from "#app/format";
import { paths } from "#app/paths";
import { formatDate } from "#shared/dates";
import { statusBadge } from "#shared/decision-status";

/**
 * Where a search's words matched: each part is React text, the matched ones inside <mark>, so a
 * document's text can never become markup (no dangerouslySetInnerHTML).
 */
function Marked({ parts }: { parts: MarkedText }) {
  return (
    <>
      {parts.map((part, i) =>
        part.mark ? <mark key={i}>{part.text}</mark> : <Fragment key={i}>{part.text}</Fragment>,
      )}
    </>
  );
}

export function DecisionRows({
  rows,
  label,
  headingLevel = 3,
}: {
  rows: DecisionRow[];
  label: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="govgr-list--plain" aria-label={label}>
      {rows.map((row) => {
        const view = paths.decision(row.ada);
        const badge = statusBadge(row.status);
        return (
          <li key={row.ada} className="govgr-result">
            <Heading>
              <Link to={view}>{row.subjectParts ? <Marked parts={row.subjectParts} /> : row.subject}</Link>
            </Heading>
            {row.passage ? (
              <p className="govgr-result__passage">
                <span className="govgr-result__passage-label">Στο κείμενο του εγγράφου:</span>{" "}
                <Marked parts={row.passage} />
              </p>
            ) : null}
            <dl className="govgr-result__meta">
              <div>
                <dt>ΑΔΑ:</dt> <dd>{row.ada}</dd>
              </div>
              <div>
                <dt>Φορέας:</dt> <dd>{row.orgLabel}</dd>
              </div>
              <div>
                <dt>Είδος:</dt> <dd>{row.decisionTypeLabel}</dd>
              </div>
              <div>
                <dt>Ημερομηνία έκδοσης:</dt> <dd>{formatDate(row.issueDate)}</dd>
              </div>
              {row.amount !== null && row.amount !== undefined ? (
                <div>
                  <dt>Ποσό:</dt> <dd>{formatAmount(row.amount)}</dd>
                </div>
              ) : null}
            </dl>
            {badge ? <strong className={`govgr-tag govgr-tag--${badge.tone}`}>{badge.text}</strong> : null}
            {row.status === "PUBLISHED" ? (
              <p className="govgr-btn-row">
                <Link to={view}>
                  Προβολή<span className="govgr-visually-hidden"> της πράξης {row.ada}</span>
                </Link>
                <a href={paths.document(row.ada)} type="application/pdf">
                  Λήψη εγγράφου<span className="govgr-visually-hidden"> της πράξης {row.ada}</span> (PDF)
                </a>
              </p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
