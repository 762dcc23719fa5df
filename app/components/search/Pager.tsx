/** Page links of a result list: Προηγούμενη / numbers / Επόμενη, plain links (no script). */
import { Link } from "@remix-run/react";

export interface PagerLink {
  label: string;
  href: string | null;
  current?: boolean;
  ariaLabel: string;
  rel?: "prev" | "next";
}

/** `label` names the navigation; a page with several pagers gives each its own. */
export function Pager({ links, label = "Σελίδες αποτελεσμάτων" }: { links: PagerLink[]; label?: string }) {
  if (links.length === 0) return null;
  return (
    <nav className="govgr-pagination" aria-label={label}>
      <ul>
        {links.map((link, i) => (
          <li key={`${link.label}-${i}`}>
            {link.href ? (
              <Link to={link.href} rel={link.rel} aria-label={link.rel ? undefined : link.ariaLabel}>
                {link.label}
              </Link>
            ) : link.current ? (
              <span aria-current="page">
                <span className="govgr-visually-hidden">Σελίδα </span>
                {link.label}
              </span>
            ) : (
              <span aria-hidden="true">{link.label}</span>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
