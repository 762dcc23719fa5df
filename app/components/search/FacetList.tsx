/**
 * One facet (SPEC §2 "Search page helpers"): its values as links that add a filter, with their
 * counts, five at a time; «Περισσότερα» is a link to the same search showing the whole list.
 */
import { Link } from "@remix-run/react";
import { formatNumber } from "#app/format";

export interface FacetListProps {
  name: string;
  title: string;
  values: { label: string; count: number; href: string | null }[];
  toggle: { label: string; href: string } | null;
}

export function FacetList({ name, title, values, toggle }: FacetListProps) {
  const headingId = `facet-${name}-title`;
  return (
    <section className="govgr-facet" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {values.length === 0 ? (
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
      {toggle ? (
        <p>
          <Link to={toggle.href}>
            {toggle.label}
            <span className="govgr-visually-hidden"> ({title})</span>
          </Link>
        </p>
      ) : null}
    </section>
  );
}
