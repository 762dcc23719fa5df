/**
 * One facet (SPEC §2 "Search page helpers"): its values as links that add a filter, with their
 * counts, five at a time; «Περισσότερα» is a link to the same search showing five more (with
 * JavaScript the page updates in place and keeps its scroll position), «Λιγότερα» back to five.
 */
import { Link } from "@remix-run/react";
import { formatNumber } from "#app/format";
import { EXTRA_FACET_CAP as EXTRA_FACET_SHOWN_UNDER } from "#search/limits";

export interface FacetListProps {
  name: string;
  title: string;
  values: { label: string; count: number; href: string | null }[];
  more: { label: string; href: string } | null;
  less: { label: string; href: string } | null;
  /** Not counted for this search (too broad): say how to get it. */
  unavailable?: boolean;
}

export function FacetList({ name, title, values, more, less, unavailable = false }: FacetListProps) {
  const headingId = `facet-${name}-title`;
  return (
    <section className="govgr-facet" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {unavailable ? (
        <p className="govgr-hint">
          Εμφανίζεται όταν η αναζήτηση έχει έως {formatNumber(EXTRA_FACET_SHOWN_UNDER)} αποτελέσματα: περιορίστε την με
          λέξεις ή φίλτρα.
        </p>
      ) : values.length === 0 ? (
        <p className="govgr-hint">Καμία τιμή</p>
      ) : (
        <ul>
          {values.map((v) => (
            <li key={v.label}>
              {v.href ? (
                <Link to={v.href}>
                  {v.label} <span className="govgr-facet__count">({formatNumber(v.count)})</span>
                </Link>
              ) : (
                <span>
                  <strong>{v.label}</strong>{" "}
                  <span className="govgr-facet__count">({formatNumber(v.count)}, επιλεγμένο)</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {more || less ? (
        <p className="govgr-btn-row">
          {[more, less].map((link) =>
            link ? (
              <Link key={link.label} to={link.href} preventScrollReset>
                {link.label}
                <span className="govgr-visually-hidden"> ({title})</span>
              </Link>
            ) : null,
          )}
        </p>
      ) : null}
    </section>
  );
}
